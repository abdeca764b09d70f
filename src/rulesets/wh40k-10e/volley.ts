/**
 * Warhammer 40,000 10th edition's volleys from any state of the target (the volley contract,
 * `src/format/volley.ts`): the scenario compiled as `evaluate()` compiles it (its weapon
 * choices made, `choices.ts`), then the general plan's volley (`src/attack/volley.ts`): one
 * group with each attack on the wounded model first, or the unit's groups taken in the order
 * listed, characters last and Precision aimed at its character (`docs/wh40k-10e/units.md`).
 *
 * @module
 */
import { prepareVolley } from '../../attack/volley.js';
import type { RulesetVolleys } from '../../format/ruleset.js';
import { compileWh40k } from './compile.js';
import { bestWh40kWeapons } from './evaluate.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import type { Wh40kScenario } from './types.js';

/**
 * The `volley` member of the wh40k-10e ruleset.
 *
 * @example
 * ```ts
 * const volley = wh40kVolleys.prepare(scenario, {});
 * volley.exact({ left: [3], wounded: [{ group: 0, damage: 1 }] });
 * ```
 */
export const wh40kVolleys: RulesetVolleys<Wh40kScenario> = {
  prepare: (s, rules) => {
    const custom = rules as unknown as Readonly<Record<string, Wh40kRule>>;
    return prepareVolley(compileWh40k(bestWh40kWeapons(s, custom).chosen, custom));
  },
};
