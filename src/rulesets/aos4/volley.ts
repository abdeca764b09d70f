/**
 * Age of Sigmar 4th edition's volleys from any state of the target (the volley contract,
 * `src/format/volley.ts`): the scenario compiled as `evaluate()` compiles it, whose damage
 * pool spills over from model to model point by point, the ward rolled per point
 * (`compile.ts`), then the general plan's volley (`src/attack/volley.ts`): the state is the
 * models left and the damage on the one model being worked on.
 *
 * @module
 */
import { prepareVolley } from '../../attack/volley.js';
import type { RulesetVolleys } from '../../format/ruleset.js';
import { compileAos4 } from './compile.js';
import type { Aos4Scenario } from './types.js';

/**
 * The `volley` member of the aos4 ruleset.
 *
 * @example
 * ```ts
 * const volley = aos4Volleys.prepare(scenario, {});
 * volley.exact({ left: [5], wounded: [{ group: 0, damage: 1 }] });
 * ```
 */
export const aos4Volleys: RulesetVolleys<Aos4Scenario> = {
  prepare: (s) => prepareVolley(compileAos4(s)),
};
