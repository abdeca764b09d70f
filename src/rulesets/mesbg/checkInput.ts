/**
 * MESBG's typed engine API (`evaluateMesbg`) checks its input with MESBG's part of the
 * scenario schema (`parseTypedInput` of `src/format/typedInput.ts`: the same messages, paths
 * and limits as a scenario file), and refuses a Monte Carlo run over the sampling budget
 * before any dice are rolled.
 *
 * @module
 */

import { parseDice } from '../../dice/parseDice.js';
import { isValidated, markValidated } from '../../format/parse.js';
import { parseTypedInput } from '../../format/typedInput.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import { mesbgSchemaPart } from './schemaPart.js';
import type { MesbgScenario } from './types.js';

/**
 * Check the input of `evaluateMesbg` with the scenario schema and return it with every
 * default filled in.
 *
 * @param input - A MESBG scenario as typed, or any JavaScript value.
 * @param api - The function's name, put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem; {@link TooLargeError} for a Monte
 *   Carlo run over `MAX_SAMPLING_WORK`.
 * @example
 * ```ts
 * checkMesbgInput({ attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 0 } }, 'evaluateMesbg');
 * // throws ScenarioError: evaluateMesbg: invalid scenario
 * //   target.defence: expected 1..10, got 0
 * ```
 */
export function checkMesbgInput<T extends object>(input: T, api: string): T {
  if (isValidated(input)) return input;
  const parsed = parseMesbgInput(input, api) as unknown as MesbgScenario;
  const work = mesbgSamplingWork(parsed);
  if (work !== undefined) checkSampleCount(parsed.samples, work, api);
  return parsed as unknown as T;
}

/**
 * {@link checkMesbgInput} without the sampling budget, for the ruleset's compile step, whose
 * run the pipeline prices afterwards. An input this function (or a fresh parse) returned is
 * returned as it is.
 *
 * @throws {@link ScenarioError} listing every problem, as `parseScenario` does.
 * @example
 * ```ts
 * parseMesbgInput(scenario, 'evaluateMesbg').attackers[0].models; // 1
 * ```
 */
export function parseMesbgInput<T extends object>(input: T, api: string): T {
  if (isValidated(input)) return input;
  const parsed = parseTypedInput(
    input,
    { name: 'mesbg', title: 'MESBG', schema: mesbgSchemaPart },
    api,
  ) as MesbgScenario;
  markValidated(parsed);
  return parsed as unknown as T;
}

/**
 * The work of one simulated attack of a Monte Carlo Shoot-phase scenario, in shots
 * (`samplingWork`): each group's models and shots, each shot once per obstruction In The Way.
 * `undefined` for the exact method.
 *
 * @example
 * ```ts
 * mesbgSamplingWork({ ...scenario, method: 'monte-carlo' }); // 8 + 3 × (1 + 1 × 2) for 3 models, 1 obstruction
 * ```
 */
export function mesbgSamplingWork(s: MesbgScenario): number | undefined {
  if (s.method !== 'monte-carlo') return undefined;
  return samplingWork(
    s.attackers.map((a) => ({
      models: a.models,
      shots: parseDice(a.shots),
      obstructions: a.obstructions?.length ?? a.inTheWay,
    })),
  );
}
