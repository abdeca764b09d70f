/**
 * Sweeps: one characteristic varied over a range (Toughness 3..8, save 2+ to none, BS 1..10,
 * shots...), every profile against every target at each value: the classic "what is this
 * weapon good against" chart.
 *
 * @module
 */

import { InputError, show } from '../errors.js';
import type { AnyRuleset, SweepCharacteristic, SweepField } from '../format/ruleset.js';
import { didYouMean } from '../format/suggest.js';
import {
  BUILT_IN_RULESETS,
  type RulesetName,
  rulesetNamed,
  rulesetTitle,
} from '../rulesets/index.js';
import type { Analysis, AnalysisInput } from '../scenario/analysisSchema.js';
import { checkCellsCost, type SelectOptions, scenarioFor, selectAnalysis } from './pairs.js';
import { type AttackSummary, type AttackSummaryJSON, summarizePair } from './summary.js';

/**
 * What a sweep can vary. Target characteristics apply to every group of the target
 * (Scrollhammer) or to the target model (MESBG); attacker characteristics to every attacker
 * group of every profile. Which of them a ruleset has is its own (the ruleset contract's
 * `analytics.sweep`).
 *
 * @example
 * ```ts
 * const c: SweepCharacteristic = 'toughness';
 * ```
 */
export type { SweepCharacteristic };

/**
 * What a characteristic is, the values it takes, and which way models slain must move as
 * the value grows (the rules say so: a higher Toughness never makes a wound likelier...).
 *
 * @example
 * ```ts
 * SWEEP_CHARACTERISTICS.toughness.slain; // 'decreasing'
 * ```
 */
export interface CharacteristicInfo {
  /** The characteristic in words. */
  readonly label: string;
  /** Whose it is. */
  readonly side: 'target' | 'attacker';
  /** The built-in rulesets that have it (their analytics' `sweep`). */
  readonly rulesets: readonly RulesetName[];
  readonly min: number;
  readonly max: number;
  /** A larger range in some rulesets (Warhammer 40,000 Strength and Toughness go to 30). */
  readonly maxIn?: Readonly<Partial<Record<RulesetName, number>>>;
  /** `null` (no save at all) is allowed: saves. */
  readonly none: boolean;
  /**
   * How mean models slain moves as the value grows (`null`, no save, counts as above the
   * largest number): never down (`increasing`) or never up (`decreasing`), against a target
   * of one group. Two exceptions come from the rules themselves: with a re-roll of To Hit
   * dice, BS 5 beats BS 6, whose built-in re-roll (of a 1, needing 6+) replaces the better one
   * (spec interpretation 1); and in a mixed unit, fewer or weaker wounds can move a strong one
   * onto a weaker model in the round of the wound pool (interpretation 10), by a little.
   */
  readonly slain: 'increasing' | 'decreasing';
}

/**
 * Every characteristic a sweep can vary.
 *
 * @example
 * ```ts
 * SWEEP_CHARACTERISTICS.save; // { label: 'armour save', side: 'target', min: 2, max: 6, none: true, ... }
 * ```
 */
export const SWEEP_CHARACTERISTICS: Readonly<Record<SweepCharacteristic, CharacteristicInfo>> = {
  toughness: info('toughness', 'Toughness', 'target', 1, 10, false, 'decreasing'),
  save: info('save', 'armour save', 'target', 2, 6, true, 'increasing'),
  ward: info('ward', 'ward save', 'target', 2, 6, true, 'increasing'),
  wounds: info('wounds', 'Wounds', 'target', 1, 100, false, 'decreasing'),
  defence: info('defence', 'Defence', 'target', 1, 10, false, 'decreasing'),
  bs: info('bs', 'Ballistic Skill', 'attacker', 1, 10, false, 'increasing'),
  shootValue: info('shootValue', 'Shoot Value', 'attacker', 2, 6, false, 'decreasing'),
  strength: info('strength', 'Strength', 'attacker', 1, 10, false, 'increasing'),
  ap: info('ap', 'Armour Piercing', 'attacker', 0, 10, false, 'increasing'),
  shots: info(
    'shots',
    'shots per model (wh40k-10e: attacks per model)',
    'attacker',
    0,
    1000,
    false,
    'increasing',
  ),
};

/** A sweep field of any ruleset, as the analytics call it. */
type AnySweepField = SweepField<object, object>;

/** The sweep fields of a ruleset's analytics, by characteristic (none for an unknown ruleset). */
function sweepFields(ruleset: string): Partial<Record<SweepCharacteristic, AnySweepField>> {
  const r = rulesetNamed(ruleset) as AnyRuleset | undefined;
  return (r?.analytics?.sweep ?? {}) as unknown as Partial<
    Record<SweepCharacteristic, AnySweepField>
  >;
}

/**
 * A characteristic's label, range and direction; which built-in rulesets have it (and a larger
 * range where one allows it) is read from their analytics.
 */
function info(
  c: SweepCharacteristic,
  label: string,
  side: 'target' | 'attacker',
  min: number,
  max: number,
  none: boolean,
  slain: 'increasing' | 'decreasing',
): CharacteristicInfo {
  const rulesets: RulesetName[] = [];
  const maxIn: Partial<Record<RulesetName, number>> = {};
  for (const r of BUILT_IN_RULESETS) {
    const field = sweepFields(r.name)[c];
    if (!field) continue;
    rulesets.push(r.name);
    if (field.max !== undefined) maxIn[r.name] = field.max;
  }
  return {
    label,
    side,
    rulesets,
    min,
    max,
    ...(Object.keys(maxIn).length > 0 ? { maxIn } : {}),
    none,
    slain,
  };
}

/**
 * What to sweep: a characteristic and its values (`null`: no save, for `save` and `ward`).
 *
 * @example
 * ```ts
 * const o: SweepOptions = { characteristic: 'save', values: [2, 3, 4, 5, 6, null] };
 * ```
 */
export interface SweepOptions extends SelectOptions {
  readonly characteristic: SweepCharacteristic;
  /** The values, 1 to 100 of them, in the order to show. */
  readonly values: readonly (number | null)[];
}

/**
 * One line of a sweep: one profile against one target, at every value.
 *
 * @example
 * ```ts
 * const line: SweepSeries = sweep(a, o).series[0];
 * line.summaries.map((s) => s.mean);
 * ```
 */
export interface SweepSeries {
  /** The profile's name with one target, the target's with one profile, else both. */
  readonly name: string;
  readonly profile: string;
  readonly target: string;
  /** One summary per value, in the order of the values. */
  readonly summaries: readonly AttackSummary[];
}

/**
 * A sweep as JSON (`mathhammer sweep --json`).
 *
 * @example
 * ```ts
 * const json: SweepJSON = sweep(a, o).toJSON();
 * json.labels; // ['2+', '3+', '4+', '5+', '6+', 'none']
 * ```
 */
export interface SweepJSON {
  readonly characteristic: SweepCharacteristic;
  readonly values: (number | null)[];
  readonly labels: string[];
  readonly series: {
    readonly name: string;
    readonly profile: string;
    readonly target: string;
    readonly summaries: AttackSummaryJSON[];
  }[];
}

/**
 * The result of {@link sweep}.
 *
 * @example
 * ```ts
 * const s = sweep(analysis, { characteristic: 'toughness', values: [3, 4, 5, 6, 7, 8] });
 * s.series[0].summaries[0].mean; // mean slain against Toughness 3
 * ```
 */
export class Sweep {
  readonly characteristic: SweepCharacteristic;
  readonly values: readonly (number | null)[];
  /** The values as a player writes them: `T4`-style numbers, `4+` for saves, `none`. */
  readonly labels: readonly string[];
  readonly series: readonly SweepSeries[];

  /**
   * @param characteristic - What varies.
   * @param values - Its values.
   * @param series - One line per (profile, target).
   * @example
   * ```ts
   * new Sweep('toughness', [3, 4], [{ name: 'Bowmen', profile: 'Bowmen', target: 'Draugr', summaries: [s3, s4] }]);
   * ```
   */
  constructor(
    characteristic: SweepCharacteristic,
    values: readonly (number | null)[],
    series: readonly SweepSeries[],
  ) {
    this.characteristic = characteristic;
    this.values = values;
    this.labels = values.map((v) => sweepLabel(characteristic, v));
    this.series = series;
  }

  /**
   * The sweep as JSON: the values, their labels, and each line's summaries.
   *
   * @example
   * ```ts
   * JSON.stringify(sweep(analysis, options));
   * ```
   */
  toJSON(): SweepJSON {
    return {
      characteristic: this.characteristic,
      values: [...this.values],
      labels: [...this.labels],
      series: this.series.map((s) => ({
        name: s.name,
        profile: s.profile,
        target: s.target,
        summaries: s.summaries.map((x) => x.toJSON()),
      })),
    };
  }
}

/**
 * A value as a player writes it: `4+` for a save or a Shoot Value, `none` for no save, else
 * the number.
 *
 * @example
 * ```ts
 * sweepLabel('save', 4);    // '4+'
 * sweepLabel('save', null); // 'none'
 * sweepLabel('toughness', 5); // '5'
 * ```
 */
export function sweepLabel(characteristic: SweepCharacteristic, value: number | null): string {
  if (value === null) return 'none';
  return characteristic === 'save' || characteristic === 'ward' || characteristic === 'shootValue'
    ? `${value}+`
    : String(value);
}

/**
 * Check a characteristic's name for a ruleset.
 *
 * @throws {@link InputError} for an unknown name (with the closest) or one the ruleset lacks.
 * @example
 * ```ts
 * parseCharacteristic('toughnes', 'scrollhammer'); // throws: unknown characteristic "toughnes"; did you mean "toughness"?
 * ```
 */
export function parseCharacteristic(
  name: unknown,
  ruleset: string,
  field = 'characteristic',
): SweepCharacteristic {
  const names = Object.keys(SWEEP_CHARACTERISTICS) as SweepCharacteristic[];
  const fields = sweepFields(ruleset);
  const usable = names.filter((n) => fields[n] !== undefined);
  if (typeof name === 'string' && (names as string[]).includes(name)) {
    if (usable.includes(name as SweepCharacteristic)) return name as SweepCharacteristic;
    throw new InputError(
      `${field}: ${name} is not a characteristic of ${rulesetTitle(ruleset)}; those are ${usable.join(', ')}`,
      field,
      name,
    );
  }
  const s = typeof name === 'string' ? didYouMean(name, usable) : undefined;
  throw new InputError(
    `${field}: unknown characteristic ${show(name)}${s ? `; did you mean ${JSON.stringify(s)}?` : `; the characteristics are ${usable.join(', ')}`}`,
    field,
    name,
  );
}

/**
 * The values a characteristic takes in a ruleset: as its scenario format allows them
 * (Warhammer 40,000 Strength and Toughness 1..30; Scrollhammer's 1..10).
 *
 * @example
 * ```ts
 * characteristicRange('toughness', 'wh40k-10e'); // { min: 1, max: 30, none: false }
 * ```
 */
export function characteristicRange(
  c: SweepCharacteristic,
  ruleset: string,
): { readonly min: number; readonly max: number; readonly none: boolean } {
  const spec = SWEEP_CHARACTERISTICS[c];
  return { min: spec.min, max: sweepFields(ruleset)[c]?.max ?? spec.max, none: spec.none };
}

function checkValues(c: SweepCharacteristic, values: readonly unknown[], ruleset: string): void {
  const spec = characteristicRange(c, ruleset);
  if (!Array.isArray(values) || values.length < 1 || values.length > 100) {
    throw new InputError(
      `sweep: values must be a list of 1 to 100 values, got ${Array.isArray(values) ? values.length : show(values)}`,
      'values',
      values,
    );
  }
  values.forEach((v, i) => {
    const ok =
      (v === null && spec.none) ||
      (typeof v === 'number' && Number.isInteger(v) && v >= spec.min && v <= spec.max);
    if (!ok) {
      throw new InputError(
        `sweep: ${c} values must be whole numbers ${spec.min}..${spec.max}${spec.none ? ' or null (none)' : ''}, got ${show(v)}`,
        `values[${i}]`,
        v,
      );
    }
  });
}

/**
 * The analysis with one characteristic set to `value` everywhere it applies: on every target
 * or on every attacker of every profile, where the ruleset's analytics put it.
 *
 * @example
 * ```ts
 * withCharacteristic(analysis, 'toughness', 5).targets[0].groups[0].toughness; // 5
 * ```
 */
export function withCharacteristic(
  a: Analysis,
  c: SweepCharacteristic,
  value: number | null,
): Analysis {
  const field = sweepFields(a.ruleset)[c];
  if (!field) {
    throw new InputError(
      `sweep: ${c} is not a characteristic of ${rulesetTitle(a.ruleset)}`,
      'characteristic',
      c,
    );
  }
  const { attacker, target } = field;
  return {
    ...a,
    ...(target ? { targets: a.targets.map((t) => target(t, value)) } : {}),
    ...(attacker
      ? {
          profiles: a.profiles.map((p) => ({
            ...p,
            attackers: p.attackers.map((x: object) => attacker(x, value)),
          })),
        }
      : {}),
  } as Analysis;
}

/**
 * Vary one characteristic over a list of values and evaluate every profile against every
 * target at each value: one line per (profile, target), one {@link AttackSummary} per value.
 * Setting `bs` replaces a `hitOn`; `null` for `save` or `ward` removes that save.
 *
 * @param input - An analysis file's content or a parsed {@link Analysis}.
 * @param options - The characteristic, its values, and the profiles and targets to use.
 * @throws {@link ScenarioError} for an invalid analysis; {@link InputError} for a
 *   characteristic the ruleset lacks or a value out of its range; `PairError` when an
 *   attack cannot be evaluated.
 * @example
 * ```ts
 * const s = sweep(
 *   { ruleset: 'scrollhammer', attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 4 }],
 *     target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] } },
 *   { characteristic: 'toughness', values: [3, 4, 5, 6, 7, 8] },
 * );
 * s.series[0].summaries.map((x) => x.mean); // never increasing: higher Toughness, fewer slain
 * ```
 */
export function sweep(input: AnalysisInput | Analysis, options: SweepOptions): Sweep {
  const a = selectAnalysis(input, options);
  const c = parseCharacteristic(options.characteristic, a.ruleset);
  checkValues(c, options.values, a.ruleset);
  const variants = options.values.map((v) => withCharacteristic(a, c, v));
  checkCellsCost(
    variants.flatMap((v) =>
      v.profiles.flatMap((_, p) => v.targets.map((_, t) => scenarioFor(v, p, t))),
    ),
    'sweep',
  );
  const series: SweepSeries[] = [];
  a.profiles.forEach((profile, p) => {
    a.targets.forEach((target, t) => {
      const name =
        a.targets.length === 1
          ? profile.name
          : a.profiles.length === 1
            ? target.name
            : `${profile.name} vs ${target.name}`;
      series.push({
        name,
        profile: profile.name,
        target: target.name,
        summaries: variants.map((v) => summarizePair(v, p, t)),
      });
    });
  });
  return new Sweep(c, [...options.values], series);
}
