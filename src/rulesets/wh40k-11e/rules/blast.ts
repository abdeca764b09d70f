/**
 * Blast and Blast X (11th edition): X more attacks per model (Blast alone: 1) for every five
 * models in the target unit, rounded down, counting its models at the start of the scenario.
 * Source: `docs/wh40k-11e.md`, "Weapon abilities": Blast.
 *
 * @module
 */
import { defineWh40k11eRule, type Wh40k11eRule } from './Draft.js';
import { perFiveModels } from './perFiveModels.js';

/**
 * The Blast X keyword (`blast(1)` is Blast).
 *
 * @example
 * ```ts
 * blast(2).apply({ ...draft, attacks: parseDice(1), targetModels: 12 }).attacks.text; // '5'
 * ```
 */
export function blast(x: number): Wh40k11eRule {
  return defineWh40k11eRule({
    name: 'blast',
    citation: 'docs/wh40k-11e.md, "Weapon abilities": Blast',
    apply: (d) => perFiveModels(d, x, 'blast'),
  });
}
