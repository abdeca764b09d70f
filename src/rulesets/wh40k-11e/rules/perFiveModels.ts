/**
 * Attacks added per attacking model for every five models in the target unit, rounded down,
 * counting the target's models at the start of the scenario: Blast X and Cleave X both add
 * this way. Source: `docs/wh40k-11e.md`, "Weapon abilities": Blast and Cleave.
 *
 * @module
 */
import { parseDice } from '../../../dice/parseDice.js';
import { addDice } from '../../wh40k-10e/rules/addDice.js';
import type { Draft11e } from './Draft.js';

/**
 * The draft with `x` more attacks per model for every five target models.
 *
 * @example
 * ```ts
 * perFiveModels({ ...draft, attacks: parseDice(2), targetModels: 12 }, 2, 'blast').attacks.text; // '6'
 * ```
 */
export function perFiveModels(d: Draft11e, x: number, field: string): Draft11e {
  return {
    ...d,
    attacks: addDice(d.attacks, parseDice(x * Math.floor(d.targetModels / 5)), field),
  };
}
