/**
 * The army's shooting phase planned (`docs/army-turn.md`): who shoots what, in what order,
 * adapting to the dice. Re-exports only.
 *
 * @module
 */
export { estimateShooting, planShooting } from './planShooting.js';
export {
  type ParsedShooting,
  parseShootingAnalysis,
  SHOOTING_LIMITS,
  shootingAnalysisSchema,
} from './schema.js';
export type * from './types.js';
