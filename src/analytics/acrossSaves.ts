/**
 * "Across every save": one weapon's (or a whole unit's) mean damage, mean models slain and
 * chance to wipe the target against every save, 2+ to 6+ and none, without a ward and with
 * one. The chart Age of Sigmar players reach for first; the ruleset's attack sequence is
 * `docs/aos4.md`, and this page is `docs/analytics.md`, "Across every save". A ruleset has it
 * when its analytics give `acrossSaves` (the result of its damage after the ward) and a sweep
 * of the target's `save` and `ward` (the ruleset contract, `src/format/ruleset.ts`).
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import type { AnyRuleset, RulesetAnalytics, RulesetScenario } from '../format/ruleset.js';
import { registeredRulesets, rulesetNamed } from '../rulesets/index.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import type { Scenario } from '../scenario/types.js';
import { parseScenario } from '../scenario/validate.js';
import type { LineChartData } from './svg.js';

/**
 * Options of {@link acrossSaves}.
 *
 * @example
 * ```ts
 * const options: AcrossSavesOptions = { ward: 5, attacker: 0 };
 * ```
 */
export interface AcrossSavesOptions {
  /**
   * The ward compared with none, 2..6. @defaultValue the target's ward, or 6 when it has none
   */
  readonly ward?: number;
  /** Only this weapon profile (an index of `attackers`); omitted: every profile, the unit. */
  readonly attacker?: number;
}

/**
 * The figures against one save, with or without the ward.
 *
 * @example
 * ```ts
 * const cell: SaveCell = { save: 4, damage: 3.2, slain: 1.4, wipe: 0.05 };
 * ```
 */
export interface SaveCell {
  /** The save, 2..6; null: no save. */
  readonly save: number | null;
  /** Mean damage after the ward (the damage pool, not capped by the unit). */
  readonly damage: number;
  /** Mean models slain. */
  readonly slain: number;
  /** The chance every model of the target is slain. */
  readonly wipe: number;
}

/**
 * What {@link acrossSaves} returns: each save's figures without and with the ward.
 *
 * @example
 * ```ts
 * const a: AcrossSaves = acrossSaves(scenario);
 * a.withWard[2]!.wipe; // P(wipe) against a 4+ save with the ward
 * ```
 */
export interface AcrossSaves {
  /** What attacks what, for titles. */
  readonly attacker: string;
  readonly target: string;
  /** The saves, in order: 2..6, then null (none) where the ruleset has no save. */
  readonly saves: readonly (number | null)[];
  /** The ward compared with none; null where the ruleset compares something else (`columns`). */
  readonly ward: number | null;
  /**
   * The names of the two columns: `no ward` and `ward 6+`, or what the ruleset compares in
   * place of a ward (Kill Team: `in the open`, `in cover`).
   */
  readonly columns: readonly [off: string, on: string];
  readonly withoutWard: readonly SaveCell[];
  readonly withWard: readonly SaveCell[];
}

/** The saves of the chart, in order. */
export const SAVES: readonly (number | null)[] = [2, 3, 4, 5, 6, null];

/**
 * A save as a label: `4+`, or `none`.
 *
 * @example
 * ```ts
 * saveLabel(4); // '4+'
 * saveLabel(null); // 'none'
 * ```
 */
export function saveLabel(save: number | null): string {
  return save === null ? 'none' : `${save}+`;
}

/** An attack scenario as "across every save" reads it, whatever its ruleset. */
interface SavesScenario {
  readonly attackers: readonly { readonly name?: string }[];
  readonly target: { readonly name?: string; readonly ward?: number };
}

/** The analytics of a ruleset that has "across every save", with the parts it reads. */
function savesAnalytics(ruleset: string) {
  // A save to set, and a ward or what the ruleset compares in its place.
  const has = (a: RulesetAnalytics<RulesetScenario> | undefined) =>
    a?.acrossSaves !== undefined &&
    (a.acrossSaves.save !== undefined || a.sweep?.save?.target !== undefined) &&
    (a.acrossSaves.compared !== undefined || a.sweep?.ward?.target !== undefined);
  const analytics = (rulesetNamed(ruleset) as AnyRuleset | undefined)?.analytics as
    | RulesetAnalytics<RulesetScenario>
    | undefined;
  if (analytics && has(analytics)) {
    const a = analytics.acrossSaves!;
    return {
      ...a,
      save: (a.save ?? analytics.sweep!.save!.target!) as unknown as (
        t: object,
        v: number | null,
      ) => object,
      ward: analytics.sweep?.ward?.target as unknown as
        | ((t: object, v: number | null) => object)
        | undefined,
      models: (t: object) => analytics.size(t as never).models,
    };
  }
  const names = registeredRulesets()
    .filter((r) => has(r.analytics as RulesetAnalytics<RulesetScenario> | undefined))
    .map((r) => JSON.stringify(r.name));
  throw new InputError(
    `acrossSaves: takes a scenario with a save and a ward per damage point (${names.join(', ')}), got ruleset ${show(ruleset)}`,
    'ruleset',
    ruleset,
  );
}

function checkOptions(s: SavesScenario, options: AcrossSavesOptions): void {
  const { ward, attacker } = options;
  if (ward !== undefined && !(Number.isInteger(ward) && ward >= 2 && ward <= 6)) {
    throw new InputError(`acrossSaves: ward must be 2..6, got ${show(ward)}`, 'ward', ward);
  }
  if (
    attacker !== undefined &&
    !(Number.isInteger(attacker) && attacker >= 0 && attacker < s.attackers.length)
  ) {
    throw new InputError(
      `acrossSaves: attacker must be an index of the scenario's attackers, 0..${s.attackers.length - 1}, got ${show(attacker)}`,
      'attacker',
      attacker,
    );
  }
}

/**
 * One weapon's (or the whole unit's) mean damage, mean models slain and P(wipe) against saves
 * 2+ to 6+ and none, without a ward and with one: 12 evaluations of the scenario with the
 * target's save and ward replaced, each by the scenario's method (exact by default).
 *
 * @param scenario - A scenario of a ruleset that has it (`aos4`), as written or parsed.
 * @throws {ScenarioError} for an invalid scenario; {@link InputError} naming `ruleset` for a
 *   scenario of a ruleset without it, or naming the option that is wrong.
 * @example
 * ```ts
 * const a = acrossSaves({ ruleset: 'aos4', attackers: [{ attacks: 2, hit: 3, wound: 4, rend: 1 }],
 *   target: { models: 1, health: 1 } });
 * a.withoutWard[0]!.damage; // 2 × 2/3 × 1/2 × 1/3 = 2/9: a 2+ save at Rend 1 saves on 3+
 * ```
 */
export function acrossSaves(scenario: unknown, options: AcrossSavesOptions = {}): AcrossSaves {
  const parsed: Scenario = parseScenario(scenario);
  const rules = savesAnalytics(parsed.ruleset);
  rules.check?.(parsed);
  // A scenario of one attacker (Kill Team's) names it by the ruleset's `attackers`.
  const whole = (
    rules.attackers
      ? { ...parsed, attackers: rules.attackers(parsed) }
      : (parsed as unknown as SavesScenario)
  ) as SavesScenario;
  checkOptions(whole, options);
  const s: SavesScenario =
    options.attacker === undefined
      ? whole
      : { ...whole, attackers: [whole.attackers[options.attacker]!] };
  const { compared } = rules;
  if (compared && options.ward !== undefined) {
    throw new InputError(
      `acrossSaves: ward: this ruleset has no ward; it compares ${compared.off} with ${compared.on}, got ward ${show(options.ward)}`,
      'ward',
      options.ward,
    );
  }
  const ward = compared ? null : (options.ward ?? s.target.ward ?? 6);
  const models = rules.models(s.target);
  const cell = (save: number | null, on: boolean): SaveCell => {
    const saved = rules.save(s.target, save);
    const target = compared ? compared.target(saved, on) : rules.ward!(saved, on ? ward : null);
    // The scenario as parsed, its attackers only where it has them (a Kill Team attack: one).
    const attack = rules.attackers ? { ...parsed, target } : { ...s, target };
    const r = evaluateParsed(attack as unknown as Scenario);
    const slain = r.get('slain')!;
    return {
      save,
      damage: r.get(rules.damage)!.mean(),
      slain: slain.mean(),
      wipe: slain.at(models),
    };
  };
  const names = s.attackers.map((a) => a.name ?? 'weapon');
  const saves = rules.saves ?? SAVES;
  return {
    attacker: names.join(' + '),
    target: s.target.name ?? 'target',
    saves,
    ward,
    columns: compared ? [compared.off, compared.on] : ['no ward', `ward ${ward}+`],
    withoutWard: saves.map((save) => cell(save, false)),
    withWard: saves.map((save) => cell(save, true)),
  };
}

/**
 * The line chart of {@link acrossSaves} for one figure: the saves along the x axis, one line
 * without the ward and one with it. Render it with `renderLineChart`.
 *
 * @example
 * ```ts
 * writeFileSync('saves.svg', renderLineChart(acrossSavesChart(acrossSaves(scenario), 'wipe')));
 * ```
 */
export function acrossSavesChart(
  a: AcrossSaves,
  figure: 'damage' | 'slain' | 'wipe' = 'damage',
): LineChartData {
  const label = {
    damage: a.ward === null ? 'mean damage' : 'mean damage (after the ward)',
    slain: 'mean models slain',
    wipe: 'P(the unit is wiped out)',
  }[figure];
  return {
    title: `${a.attacker} at ${a.target}: ${label} across every save`,
    subtitle:
      a.ward === null
        ? `${a.columns[0]}, and ${a.columns[1]}`
        : `without a ward, and with a ward of ${a.ward}+`,
    xLabel: 'save',
    yLabel: label,
    xLabels: a.saves.map(saveLabel),
    probability: figure === 'wipe',
    series: [
      { name: a.columns[0], values: a.withoutWard.map((c) => c[figure]) },
      { name: a.columns[1], values: a.withWard.map((c) => c[figure]) },
    ],
  };
}
