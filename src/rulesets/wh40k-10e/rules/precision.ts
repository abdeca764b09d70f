/**
 * Precision: each wounding attack may be allocated to a character of the target unit (a
 * Leader attached to it), chosen by the attacker, even while its bodyguard stands. Reading
 * (10th edition): the attacker always chooses the character group `precisionTarget` (default:
 * the first leader group) while a model of it stands. Source: `../shared/spec/wh40k-units.md`,
 * "The target unit: allocation groups", item 3; `docs/wh40k-10e/precision.md`.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Precision keyword.
 *
 * @example
 * ```ts
 * precision.apply(draft).precision; // true
 * ```
 */
export const precision = defineWh40kRule({
  name: 'precision',
  citation: '../shared/spec/wh40k-units.md, "The target unit: allocation groups", item 3',
  apply: (d) => ({ ...d, precision: true }),
});
