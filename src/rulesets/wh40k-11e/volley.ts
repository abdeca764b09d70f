/**
 * Warhammer 40,000 11th edition's volleys from any state of the target (the volley contract,
 * `src/format/volley.ts`): the scenario compiled as `evaluate()` compiles it (weapon choices,
 * then Lethal Hits decisions), then the general plan's volley (`src/attack/volley.ts`), with
 * the 10th edition's allocation (`docs/wh40k-11e.md`).
 *
 * @module
 */
import { prepareVolley } from '../../attack/volley.js';
import type { RulesetVolleys } from '../../format/ruleset.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { bestWh40k11eWeapons, compileWh40k11e } from './evaluate.js';
import type { Wh40k11eScenario } from './types.js';

/**
 * The `volley` member of the wh40k-11e ruleset.
 *
 * @example
 * ```ts
 * const volley = wh40k11eVolleys.prepare(scenario, {});
 * volley.exact(volley.start);
 * ```
 */
export const wh40k11eVolleys: RulesetVolleys<Wh40k11eScenario> = {
  prepare: (s, rules) => {
    const custom = rules as unknown as Readonly<Record<string, Wh40kRule>>;
    return prepareVolley(compileWh40k11e(bestWh40k11eWeapons(s, custom).chosen, custom).plan);
  },
};
