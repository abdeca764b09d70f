/**
 * Durability, the defender's question: how does my unit hold against the usual threats, and
 * how many attacks of a kind does it take to destroy it? For one target unit of Warhammer 40,000
 * 10th or 11th edition (`docs/wh40k-10e.md`, `docs/wh40k-11e.md`), Age of Sigmar 4th edition
 * (`docs/aos4.md`) or a Kill Team operative (`docs/killteam.md`, its ruleset evaluating its
 * own threats through the contract's `evaluate`) and a set of threats (built-in reference
 * weapons at the numbers a player picks, or any profiles), exactly: P(destroyed) and the models slain by each threat, the
 * number of single attacks of each threat's weapon needed to destroy the unit as a
 * distribution, and the same threats with their AP (Age of Sigmar: Rend) set to each of 0 to 4.
 *
 * Every figure is an exact evaluation of a scenario of the ruleset ({@link evaluate}), so every
 * rule of the ruleset applies as in `mathhammer run`. "Attacks needed" is N, the least number of
 * the weapon's attacks (its Attacks characteristic replaced by N, one model) after which every
 * model of the unit is slain: P(N <= n) is P(destroyed) by n attacks, the wound state carried
 * from attack to attack by the attack plan's allocation. It is computed in one pass over the
 * attacks (the plan's one attack repeated, `exactSlainAfterEach`), the weapon's extra attacks
 * (Rapid Fire, Blast, a champion's +1) added by their law; a weapon whose attacks do not
 * follow one another alike (mortal wounds or Devastating Wounds held until its other attacks
 * are allocated, a choice made for the whole volley) is evaluated at each n instead, which the
 * cost of `maxAttacks` bounds.
 *
 * @module
 */
import { exactSlainAfterEach } from '../attack/exact.js';
import { diceDist } from '../dice/index.js';
import { parseDice } from '../dice/parseDice.js';
import type { Dist } from '../dist/Dist.js';
import { InputError, show } from '../errors.js';
import type { AnyRuleset, ReferenceWeaponProfile, RulesetDurability } from '../format/ruleset.js';
import { profileOdds } from '../plan/laws.js';
import type { AttackProfile, GeneralPlan } from '../plan/plan.js';
import { AOS4_REFERENCE_WEAPONS, type Aos4ReferenceWeapon } from '../rulesets/aos4/analytics.js';
import type { Aos4AttackerInput, Aos4TargetInput } from '../rulesets/aos4/input.js';
import { registeredRulesets, rulesetNamed } from '../rulesets/index.js';
import type { KtShooterInput, KtTargetInput } from '../rulesets/killteam/input.js';
import { REFERENCE_WEAPONS, type ReferenceWeapon } from '../rulesets/wh40k-10e/analytics.js';
import type { Wh40kAttackerInput, Wh40kTargetInput } from '../rulesets/wh40k-10e/input.js';
import type { Wh40k11eAttackerInput, Wh40k11eTargetInput } from '../rulesets/wh40k-11e/input.js';
import { compileScenario, evaluate } from '../scenario/evaluate.js';
import { parseScenario } from '../scenario/validate.js';
import type { LineChartData } from './svg.js';

// The reference weapons are their rulesets' (the contract's `analytics.durability`); the
// library's face keeps their names.
export {
  AOS4_REFERENCE_WEAPONS,
  type Aos4ReferenceWeapon,
  REFERENCE_WEAPONS,
  type ReferenceWeapon,
};

/**
 * The rulesets {@link durability} reads: those whose analytics give `durability` (the built-in
 * ones: both Warhammer 40,000 editions and Age of Sigmar 4).
 *
 * @example
 * ```ts
 * const r: DurabilityRuleset = 'aos4';
 * ```
 */
export type DurabilityRuleset = 'wh40k-10e' | 'wh40k-11e' | 'aos4' | 'killteam';

/**
 * The durability part of a ruleset's analytics, by the ruleset's name.
 *
 * @throws {InputError} naming `ruleset` for a ruleset that gives none (the message lists those
 *   that do).
 * @example
 * ```ts
 * rulesetDurability(parsed.ruleset).penetration; // 'AP' or 'Rend'
 * ```
 */
export function rulesetDurability(ruleset: string): RulesetDurability {
  const found = (rulesetNamed(ruleset) as AnyRuleset | undefined)?.analytics?.durability;
  if (found) return found;
  const names = durabilityRulesets().map((r) => JSON.stringify(r));
  throw new InputError(
    `ruleset must be ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, got ${show(ruleset)}`,
    'ruleset',
    ruleset,
  );
}

/**
 * The registered rulesets that have durability, in the registry's order (the first is the
 * default of {@link durability}).
 *
 * @example
 * ```ts
 * durabilityRulesets(); // ['wh40k-10e', 'wh40k-11e', 'aos4']
 * ```
 */
export function durabilityRulesets(): string[] {
  return registeredRulesets()
    .filter((r) => r.analytics?.durability !== undefined)
    .map((r) => r.name);
}

/**
 * One threat: a name, and the weapon profiles it attacks with, in order (one unit's weapons),
 * as attacker profiles of the ruleset (`A`: 10th edition's by default).
 *
 * @example
 * ```ts
 * const t: Threat = { name: '10 bolt rifles', attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 }] };
 * ```
 */
export interface Threat<A = Wh40kAttackerInput> {
  readonly name: string;
  readonly attackers: readonly A[];
}

/**
 * A threat of `models` models with one of Age of Sigmar's reference weapons.
 *
 * @throws {InputError} for an unknown weapon (the message lists them) or a count not 1..1000.
 * @example
 * ```ts
 * aos4ReferenceThreat('heavy-melee', 3).name; // '3 × heavy melee (A2 3+/3+ Rend 1 D2)'
 * ```
 */
export function aos4ReferenceThreat(
  weapon: Aos4ReferenceWeapon,
  models: number,
): Threat<Aos4AttackerInput> {
  return threatOf(AOS4_REFERENCE_WEAPONS, weapon, models);
}

/**
 * A threat of `models` models with a reference weapon of a table (a ruleset's durability
 * `references`), its name and count checked.
 *
 * @throws {InputError} for an unknown weapon (the message lists them) or a count not 1..1000.
 * @example
 * ```ts
 * threatOf(rulesetDurability('aos4').references, 'heavy-melee', 3).attackers[0].models; // 3
 * ```
 */
export function threatOf<A extends object>(
  table: Readonly<Record<string, ReferenceWeaponProfile<A>>>,
  weapon: string,
  models: number,
): Threat<A> {
  if (!Object.hasOwn(table, weapon)) {
    throw new InputError(
      `unknown reference weapon ${show(weapon)}; the reference weapons are ${Object.keys(table).join(', ')}`,
      'weapon',
      weapon,
    );
  }
  if (!(Number.isInteger(models) && models >= 1 && models <= 1000)) {
    throw new InputError(
      `the number of models with a ${weapon} must be a whole number 1..1000, got ${show(models)}`,
      'models',
      models,
    );
  }
  const ref = table[weapon]!;
  return { name: `${models} × ${ref.label}`, attackers: [{ ...ref.profile, models }] };
}

/**
 * A threat of `models` models with a reference weapon.
 *
 * @throws {InputError} for an unknown weapon (the message lists them) or a count not 1..1000.
 * @example
 * ```ts
 * referenceThreat('bolt-rifle', 10).name; // '10 × bolt rifle (A2 BS3+ S4 AP-1 D1)'
 * ```
 */
export function referenceThreat(weapon: ReferenceWeapon, models: number): Threat {
  return threatOf(REFERENCE_WEAPONS, weapon, models);
}

/**
 * Options of {@link durability}.
 *
 * @example
 * ```ts
 * const o: DurabilityOptions = { maxAttacks: 100, aps: [0, -1, -2] };
 * ```
 */
export interface DurabilityOptions {
  /** The most single attacks counted for "attacks needed", 1..500. @defaultValue 200 */
  readonly maxAttacks?: number;
  /**
   * The AP values of the AP table and chart, each -6..0 (Age of Sigmar: the Rend, 0 to 6, is
   * minus each value). @defaultValue [0, -1, -2, -3, -4]
   */
  readonly aps?: readonly number[];
  /**
   * The ruleset of the target and the threats. @defaultValue the first registered ruleset
   * with durability (`durabilityRulesets()`: 'wh40k-10e')
   */
  readonly ruleset?: DurabilityRuleset;
  /** Age of Sigmar: the phase of the attacks (cover applies when shooting). @defaultValue 'melee' */
  readonly phase?: 'melee' | 'shooting';
}

/**
 * The number of single attacks needed to destroy the unit: `p[n - 1]` = P(N = n) for n =
 * 1..`p.length`, `beyond` = P(N > p.length) (the computation stops once the unit is destroyed
 * with chance 1 - 1e-6, or at `maxAttacks`).
 *
 * @example
 * ```ts
 * const a: AttacksNeeded = { p: [0, 0.25, 0.75], beyond: 0, median: 3, mean: 2.75 };
 * ```
 */
export interface AttacksNeeded {
  readonly p: readonly number[];
  readonly beyond: number;
  /** The least n with P(N <= n) >= 1/2; undefined when beyond `maxAttacks`. */
  readonly median: number | undefined;
  /** The mean of N; undefined unless `beyond` is below 1e-6 (a tail left out would bias it). */
  readonly mean: number | undefined;
}

/**
 * One threat against the unit.
 *
 * @example
 * ```ts
 * const t: ThreatDurability = durability(boyz, [referenceThreat('boltgun', 10)]).threats[0]!;
 * t.destroyed; // P(the unit destroyed by the threat)
 * ```
 */
export interface ThreatDurability {
  readonly name: string;
  /** P(every model slain) by the threat, as given. */
  readonly destroyed: number;
  readonly meanSlain: number;
  readonly slain: Dist;
  /**
   * The mean damage dealt, not capped by the wounds left, where the ruleset reports it (Kill
   * Team: its operatives' shooting attacks' damage in all).
   */
  readonly meanDamage?: number;
  /** Single attacks of its weapon needed to destroy the unit; null for a threat of several profiles. */
  readonly attacksNeeded: AttacksNeeded | null;
  /** The threat with every profile's AP set to each value of `aps`. */
  readonly byAp: readonly {
    readonly ap: number;
    readonly destroyed: number;
    readonly meanSlain: number;
  }[];
}

/**
 * The durability of one unit against each threat.
 *
 * @example
 * ```ts
 * const d: DurabilityResult = durability(boyz, [referenceThreat('bolt-rifle', 10)]);
 * d.threats[0]!.meanSlain;
 * ```
 */
export interface DurabilityResult<T = Wh40kTargetInput> {
  readonly ruleset: DurabilityRuleset;
  readonly target: T;
  readonly models: number;
  readonly aps: readonly number[];
  readonly threats: readonly ThreatDurability[];
}

const CERTAIN = 1 - 1e-6;

/**
 * The durability of `target` (a target unit of the ruleset, as in a scenario) against each
 * threat: see the module's description.
 *
 * @throws {ScenarioError} naming the field for a target or profile the scenario format
 *   rejects; {@link InputError} for no threat, a bad option; {@link TooLargeError} when an
 *   evaluation is refused as too large.
 * @example
 * ```ts
 * const d = durability({ name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
 *   [referenceThreat('bolt-rifle', 10), referenceThreat('lascannon', 2)]);
 * d.threats[1]!.attacksNeeded?.median; // single lascannon shots to destroy the squad, half the time
 * durability({ models: 5, health: 2, save: 4 }, [aos4ReferenceThreat('heavy-melee', 3)],
 *   { ruleset: 'aos4' }).threats[0]!.destroyed;
 * ```
 */
export function durability(
  target: Wh40kTargetInput,
  threats: readonly Threat[],
  options?: DurabilityOptions & { readonly ruleset?: 'wh40k-10e' },
): DurabilityResult;
export function durability(
  target: Wh40k11eTargetInput,
  // The reference threats are 10th edition's profiles; 11th edition reads their fields.
  threats: readonly Threat<Wh40k11eAttackerInput | Wh40kAttackerInput>[],
  options: DurabilityOptions & { readonly ruleset: 'wh40k-11e' },
): DurabilityResult<Wh40k11eTargetInput>;
export function durability(
  target: Aos4TargetInput,
  threats: readonly Threat<Aos4AttackerInput>[],
  options: DurabilityOptions & { readonly ruleset: 'aos4' },
): DurabilityResult<Aos4TargetInput>;
export function durability(
  target: KtTargetInput,
  // A threat of N operatives (`models`) is N shooting attacks at the operative.
  threats: readonly Threat<KtShooterInput & { readonly models?: number }>[],
  options: DurabilityOptions & { readonly ruleset: 'killteam' },
): DurabilityResult<KtTargetInput>;
export function durability(
  target: AnyTarget,
  threats: readonly Threat<AnyAttacker>[],
  options: DurabilityOptions = {},
): DurabilityResult<AnyTarget> {
  if (!Array.isArray(threats) || threats.length === 0) {
    throw new InputError('durability needs at least one threat', 'threats', threats);
  }
  const ruleset = (options.ruleset ?? durabilityRulesets()[0]) as DurabilityRuleset;
  const rules = rulesetDurability(ruleset);
  const maxAttacks = options.maxAttacks ?? 200;
  if (!(Number.isInteger(maxAttacks) && maxAttacks >= 1 && maxAttacks <= 500)) {
    throw new InputError(
      `maxAttacks must be a whole number 1..500, got ${show(maxAttacks)}`,
      'maxAttacks',
      maxAttacks,
    );
  }
  const aps = options.aps ?? rules.aps ?? [0, -1, -2, -3, -4];
  aps.forEach((ap, i) => {
    if (!(Number.isInteger(ap) && ap >= -6 && ap <= 0)) {
      throw new InputError(
        `aps[${i}] must be a whole number -6..0, got ${show(ap)}`,
        `aps[${i}]`,
        ap,
      );
    }
  });
  const scenario = (attackers: readonly AnyAttacker[]) => ({
    ruleset,
    method: 'exact' as const,
    attackers,
    target,
    ...(rules.scenario?.(options.phase === undefined ? {} : { phase: options.phase }) ?? {}),
  });
  // A ruleset whose scenario is not `attackers` at a `target` evaluates its threats itself.
  const run = (s: object) =>
    evaluate({ ...s, method: 'exact' } as never).results as unknown as Record<string, Dist>;
  const resultsOf = (attackers: readonly AnyAttacker[]) =>
    rules.evaluate
      ? rules.evaluate(attackers, target, run)
      : { slain: run(scenario(attackers)).slain! };
  const slainBy = (attackers: readonly AnyAttacker[]) => resultsOf(attackers).slain;
  const models = unitModels(target);
  // The ruleset's penetration: 40k's AP as written, Age of Sigmar's Rend as minus it.
  const withAp = (a: AnyAttacker, ap: number): AnyAttacker => rules.withAp(a, ap) as AnyAttacker;
  const out = threats.map((t): ThreatDurability => {
    const { slain, meanDamage } = resultsOf(t.attackers);
    return {
      name: t.name,
      destroyed: slain.at(models),
      meanSlain: slain.mean(),
      slain,
      ...(meanDamage === undefined ? {} : { meanDamage }),
      attacksNeeded:
        t.attackers.length === 1
          ? attacksNeeded(t.attackers[0]!, models, maxAttacks, slainBy, scenario, rules)
          : null,
      byAp: aps.map((ap) => {
        const d = slainBy(t.attackers.map((a: AnyAttacker) => withAp(a, ap)));
        return { ap, destroyed: d.at(models), meanSlain: d.mean() };
      }),
    };
  });
  return { ruleset, target, models, aps, threats: out };
}

/** An attacker profile of any of the rulesets durability reads. */
type AnyAttacker =
  | Wh40kAttackerInput
  | Wh40k11eAttackerInput
  | Aos4AttackerInput
  | (KtShooterInput & { readonly models?: number });

/** A target of any of the rulesets durability reads. */
type AnyTarget = Wh40kTargetInput | Wh40k11eTargetInput | Aos4TargetInput | KtTargetInput;

/** The models of a target unit as written: its `models`, or the sum over its `groups`. */
function unitModels(target: object): number {
  const t = target as { models?: number; groups?: readonly { models?: number }[] };
  if (Array.isArray(t.groups)) return t.groups.reduce((n, g) => n + (g.models ?? 1), 0);
  return t.models ?? 1;
}

function attacksNeeded(
  profile: AnyAttacker,
  models: number,
  max: number,
  slainBy: (a: readonly AnyAttacker[]) => Dist,
  scenario: (a: readonly AnyAttacker[]) => object,
  rules: RulesetDurability,
): AttacksNeeded {
  // A ruleset that evaluates its threats itself counts its attacks its own way (`times`).
  const within =
    (rules.evaluate || rules.times ? null : destroyedWithin(profile, models, max, scenario)) ??
    quadratic(profile, models, slainBy, rules);
  const p: number[] = [];
  let before = 0;
  let median: number | undefined;
  for (let n = 1; n <= max; n++) {
    const w = within(n);
    p.push(Math.max(0, w - before));
    before = Math.max(before, w);
    if (median === undefined && w >= 0.5) median = n;
    if (w >= CERTAIN) break;
  }
  const beyond = Math.max(0, 1 - before);
  const mean = beyond < 1e-6 ? p.reduce((s, q, i) => s + q * (i + 1), 0) / before : undefined;
  return { p, beyond, median, mean };
}

/** P(destroyed by n attacks), one evaluation for each n (the fallback: O(n²) in all). */
function quadratic(
  profile: AnyAttacker,
  models: number,
  slainBy: (a: readonly AnyAttacker[]) => Dist,
  rules: RulesetDurability,
): (n: number) => number {
  const times = (n: number) =>
    (rules.times?.(profile, n) ?? { ...profile, models: 1, attacks: n }) as AnyAttacker;
  return (n) => slainBy([times(n)]).at(models);
}

/**
 * P(destroyed by n attacks) for every n up to `max`, in one pass: the plan of one attack of
 * the weapon, its one attack repeated, and the extra attacks the ruleset adds to its Attacks
 * (a number or dice, `E`) by their law: P(N <= n) = Σ_k P(E = k) P(destroyed by n + k single
 * attacks). Null when the weapon's attacks do not follow one another alike (see the module).
 */
function destroyedWithin(
  profile: AnyAttacker,
  models: number,
  max: number,
  scenario: (a: readonly AnyAttacker[]) => object,
): ((n: number) => number) | null {
  const a = profile as { modes?: unknown; pistol?: unknown; lethalHits?: unknown; rules?: unknown };
  // A choice made for the whole volley (a weapon mode, the pistol, 11th edition's Lethal Hits
  // "best") may differ with the number of attacks: evaluated at each n.
  if (a.modes !== undefined || a.pistol !== undefined) return null;
  if (Array.isArray(a.rules) && a.rules.includes('lethal-hits') && a.lethalHits !== 'always') {
    return null;
  }
  const compiled = compileScenario(
    parseScenario(scenario([{ ...profile, models: 1, attacks: 1 }])) as never,
    {},
  );
  if (!('plan' in compiled)) return null;
  const plan = compiled.plan as GeneralPlan;
  if (plan.profiles.length !== 1 || (plan.bystanders?.length ?? 0) > 0) return null;
  const one = plan.profiles[0]!;
  const odds = profileOdds(one);
  if (odds.pending || odds.hitMortal || odds.marker || one.restore || one.mortalsBefore) {
    return null;
  }
  // The extra attacks: the one attack's expression less the 1.
  const extra = diceDist({ ...one.attacks, modifier: one.attacks.modifier - 1 });
  const single: AttackProfile = { ...one, models: 1, attacks: parseDice(1) };
  let certain = -1;
  const after = exactSlainAfterEach(
    { ...plan, profiles: Array.from({ length: max + extra.max }, () => single) },
    (slain, i) => {
      if (certain < 0 && slain.at(models) >= CERTAIN) certain = i;
      return certain >= 0 && i >= certain + extra.max;
    },
  );
  const s = after.map((d) => d.at(models));
  const at = (m: number) => (m <= 0 ? 0 : (s[Math.min(m, s.length) - 1] ?? 0));
  return (n) => {
    let w = 0;
    for (let k = 0; k <= extra.max; k++) w += extra.at(k) * at(n + k);
    return w;
  };
}

/**
 * A durability of any of its rulesets.
 *
 * @example
 * ```ts
 * const d: AnyDurability = durability(unit, threats, { ruleset: 'aos4' });
 * ```
 */
export type AnyDurability = DurabilityResult<AnyTarget>;

/**
 * The target's size and the characteristic an attack meets first, for a chart's subtitle:
 * `10 models, T5`, Age of Sigmar's `5 models, Health 2`, and a target of several groups group
 * by group (`6 models: 5 Boyz T5, 1 Warboss T5`: a unit of groups has no Toughness of its own).
 */
function statline(d: AnyDurability): string {
  const models = `${d.models} model${d.models === 1 ? '' : 's'}`;
  const one = (t: object) => rulesetDurability(d.ruleset).statline(t);
  const groups = (d.target as { groups?: readonly { models?: number; name?: string }[] }).groups;
  if (groups === undefined || groups.length === 0) return `${models}, ${one(d.target)}`;
  const each = groups.map((g, i) => `${g.models ?? 1} ${g.name ?? `group ${i + 1}`} ${one(g)}`);
  return `${models}: ${each.join(', ')}`;
}

/**
 * The chart of a durability: P(destroyed) by each threat against its AP (0 to -4) or, in Age
 * of Sigmar, its Rend (0 to 4) set to each value.
 *
 * @example
 * ```ts
 * renderLineChart(durabilityChart(durability(boyz, threats)));
 * ```
 */
export function durabilityChart(d: AnyDurability, title?: string): LineChartData {
  const name = d.target.name ?? 'the unit';
  const what = rulesetDurability(d.ruleset).penetration;
  // Rend and Piercing are written as positive numbers (Rend 2, Piercing 1).
  const rend = what !== 'AP';
  return {
    title: title ?? `P(${name} destroyed) against each threat, by its ${what}`,
    subtitle: statline(d),
    xLabel: `${what} of the threat`,
    yLabel: 'P(destroyed)',
    // Rend is written as the save's worsening (Rend 2, a weapon's `rend: 2`), AP as a negative
    // number: each axis as its players read it.
    xLabels: d.aps.map((ap) => String(rend ? -ap : ap)),
    probability: true,
    series: d.threats.map((x) => ({ name: x.name, values: x.byAp.map((b) => b.destroyed) })),
  };
}
