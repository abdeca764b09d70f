/**
 * Cleave X (11th edition, melee weapons): X more attacks per model for every five models in
 * the target unit, rounded down, when all the weapon's attacks go at one target (a scenario has
 * one target: always). Counted at the start of the scenario, as Blast. A ranged profile with
 * Cleave is refused by the compile step. Source: `docs/wh40k-11e.md`, "Weapon abilities":
 * Cleave.
 *
 * @module
 */
import { defineWh40k11eRule, type Wh40k11eRule } from './Draft.js';
import { perFiveModels } from './perFiveModels.js';

/**
 * The Cleave X keyword.
 *
 * @example
 * ```ts
 * cleave(1).apply({ ...draft, attacks: parseDice(3), targetModels: 16 }).attacks.text; // '6'
 * ```
 */
export function cleave(x: number): Wh40k11eRule {
  return defineWh40k11eRule({
    name: 'cleave',
    citation: 'docs/wh40k-11e.md, "Weapon abilities": Cleave',
    apply: (d) => perFiveModels(d, x, 'cleave'),
  });
}
