/**
 * The army's shooting phase planned (`docs/army-turn.md`): who shoots what, in what order,
 * adapting to the dice. Re-exports only.
 *
 * @module
 */
export { shootingJsonSchema } from './jsonSchema.js';
export { planShooting } from './planShooting.js';
export { type ParsedShooting, parseShootingAnalysis, SHOOTING_LIMITS } from './schema.js';
export type * from './types.js';
