// Re-exports only: every export is documented where it is defined. Scrollhammer's rule
// modules, one per rulebook rule, for `scrollhammerRules` of the main entry.
export { absorbHealth, absorbMagicka } from './absorb.js';
export { autohit } from './autohit.js';
export { backfire } from './backfire.js';
export { barrage } from './barrage.js';
export { blast, largeBlast } from './blast.js';
export { blind } from './blind.js';
export { chameleon } from './chameleon.js';
export { interveningModels } from './cover.js';
export { criticalStrike } from './criticalStrike.js';
export { dragonborn, eternalWarrior } from './eternalWarrior.js';
export { ethereal, magical } from './ethereal.js';
export { feelNoPain } from './feelNoPain.js';
export { fleshbane } from './fleshbane.js';
export { frenzy } from './frenzy.js';
export { furiousCharge } from './furiousCharge.js';
export { goneToGround } from './goneToGround.js';
export { majorityToughness } from './majorityToughness.js';
export { rerollHits, rerollWounds } from './reroll.js';
