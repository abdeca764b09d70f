/**
 * Blast: one more attack per model for every five models in the target unit (rounded down),
 * counting the target's models at the start of the scenario. Source: `docs/wh40k-10e.md`,
 * step 1 "Attacks", Blast.
 *
 * @module
 */
import { parseDice } from '../../../dice/parseDice.js';
import { addDice } from './addDice.js';
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Blast keyword.
 *
 * @example
 * ```ts
 * blast.apply({ ...draft, attacks: parseDice('D6'), targetModels: 11 }).attacks.text; // 'D6+2'
 * ```
 */
export const blast = defineWh40kRule({
  name: 'blast',
  citation: 'docs/wh40k-10e.md, step 1 "Attacks": Blast',
  apply: (d) => ({
    ...d,
    attacks: addDice(d.attacks, parseDice(Math.floor(d.targetModels / 5)), 'blast'),
  }),
});
