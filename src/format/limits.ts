import { MAX_SAMPLES } from '../plan/sampleLimits.js';

/**
 * The documented limits of scenario files. Each is far beyond any real game, and each keeps
 * hostile or mistaken input (a million models, a file nested ten thousand levels deep) from
 * taking time or memory before it is rejected with a {@link ScenarioError}.
 *
 * @example
 * ```ts
 * SCENARIO_LIMITS.models; // 1000: at most 1,000 models in one attacker or target group
 * ```
 */
export const SCENARIO_LIMITS = {
  /** Models in one attacker group or one target group. */
  models: 1000,
  /** Wounds per model. */
  wounds: 100,
  /** Armour Piercing of one attacker group (AP 10 already removes every save of 2+..6+). */
  ap: 10,
  /** Obstructions In The Way of one MESBG attacker group. */
  inTheWay: 10,
  /** Attacker groups in one scenario. */
  attackerGroups: 50,
  /** Groups (profiles) in one target unit. */
  targetGroups: 50,
  /** Rules in one `rules` list. */
  rules: 32,
  /** Characters of a `name`. */
  nameLength: 100,
  /** Characters of a dice expression (`"2D6+1"`). */
  diceLength: 40,
  /** Characters of `description` and `$schema`. */
  textLength: 1000,
  /** Monte Carlo samples. */
  samples: MAX_SAMPLES,
  /** Largest seed: `Number.MAX_SAFE_INTEGER`, 2^53 - 1 (seeds are 0 or more). */
  seed: Number.MAX_SAFE_INTEGER,
  /** Nesting depth of the JSON value (the format itself needs 5). */
  depth: 20,
  /** Values (objects, arrays, strings, numbers...) in the whole JSON value. */
  values: 10_000,
  /** Characters of any string, field names included, checked before the schema. */
  stringLength: 10_000,
  /** Bytes of a scenario file or of standard input read by the command line. */
  fileBytes: 1_000_000,
} as const;
