// Re-exports only: every export is documented where it is defined.
export { type DeepStrikeMishapOdds, deepStrikeMishap } from './deepStrikeMishap.js';
export { fleetOfFoot, marchingDifficultTerrain } from './fleetOfFoot.js';
export { leadershipTest, moraleTest } from './leadershipTest.js';
export { initiativeTest, type NoRetreatOptions, noRetreatWounds } from './noRetreat.js';
