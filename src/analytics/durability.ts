/**
 * Durability, the defender's question: how does my unit hold against the usual threats, and
 * how many attacks of a kind does it take to destroy it? For one Warhammer 40,000 10th edition
 * target unit (`docs/wh40k-10e.md`) and a set of threats (built-in reference weapons at the
 * numbers a player picks, or any profiles), exactly: P(destroyed) and the models slain by each
 * threat, the number of single attacks of each threat's weapon needed to destroy the unit as a
 * distribution, and the same threats with their AP set to each of 0 to -4.
 *
 * Every figure is an exact evaluation of a wh40k-10e scenario ({@link evaluate}), so every rule
 * of the ruleset applies as in `mathhammer run`. "Attacks needed" is N, the least number of the
 * weapon's attacks (its Attacks characteristic replaced by N, one model) after which every
 * model of the unit is slain: P(N <= n) is P(destroyed) by n attacks, the wound state carried
 * from attack to attack by the attack plan's allocation.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import { InputError, show } from '../errors.js';
import type { Wh40kAttackerInput, Wh40kTargetInput } from '../rulesets/wh40k-10e/input.js';
import { evaluate } from '../scenario/evaluate.js';
import type { LineChartData } from './svg.js';

/**
 * The built-in reference weapons: common profiles of the 10th edition, by name.
 *
 * @example
 * ```ts
 * const w: ReferenceWeapon = 'lascannon';
 * ```
 */
export type ReferenceWeapon =
  | 'lasgun'
  | 'boltgun'
  | 'bolt-rifle'
  | 'heavy-bolter'
  | 'plasma-gun'
  | 'melta-gun'
  | 'lascannon'
  | 'power-fist';

/**
 * The reference weapons' profiles (one model each; the threat sets the number of models).
 * Characteristics as the 10th edition datasheets give them (Astra Militarum lasgun; Space
 * Marine boltgun, bolt rifle, heavy bolter, plasma gun supercharged, melta gun at half range,
 * lascannon, power fist of a sergeant).
 *
 * @example
 * ```ts
 * REFERENCE_WEAPONS.lascannon.profile.strength; // 12
 * ```
 */
export const REFERENCE_WEAPONS: Readonly<
  Record<ReferenceWeapon, { readonly label: string; readonly profile: Wh40kAttackerInput }>
> = {
  lasgun: {
    label: 'lasgun (A1 BS4+ S3 AP0 D1, Rapid Fire 1 at half range)',
    profile: {
      attacks: 1,
      bs: 4,
      strength: 3,
      ap: 0,
      damage: 1,
      rules: [{ rule: 'rapid-fire', attacks: 1 }],
      halfRange: true,
    },
  },
  boltgun: {
    label: 'boltgun (A2 BS3+ S4 AP0 D1)',
    profile: { attacks: 2, bs: 3, strength: 4, ap: 0, damage: 1 },
  },
  'bolt-rifle': {
    label: 'bolt rifle (A2 BS3+ S4 AP-1 D1)',
    profile: { attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 },
  },
  'heavy-bolter': {
    label: 'heavy bolter (A3 BS4+ S5 AP-1 D2, Sustained Hits 1)',
    profile: {
      attacks: 3,
      bs: 4,
      strength: 5,
      ap: -1,
      damage: 2,
      rules: [{ rule: 'sustained-hits', hits: 1 }],
    },
  },
  'plasma-gun': {
    label: 'plasma gun, supercharged (A1 BS3+ S8 AP-3 D2)',
    profile: { attacks: 1, bs: 3, strength: 8, ap: -3, damage: 2 },
  },
  'melta-gun': {
    label: 'melta gun at half range (A1 BS3+ S9 AP-4 DD6, Melta 2)',
    profile: {
      attacks: 1,
      bs: 3,
      strength: 9,
      ap: -4,
      damage: 'D6',
      rules: [{ rule: 'melta', damage: 2 }],
      halfRange: true,
    },
  },
  lascannon: {
    label: 'lascannon (A1 BS3+ S12 AP-3 DD6+1)',
    profile: { attacks: 1, bs: 3, strength: 12, ap: -3, damage: 'D6+1' },
  },
  'power-fist': {
    label: 'power fist (A3 WS3+ S8 AP-2 D2)',
    profile: { attacks: 3, ws: 3, strength: 8, ap: -2, damage: 2 },
  },
};

/**
 * One threat: a name, and the weapon profiles it attacks with, in order (one unit's weapons).
 *
 * @example
 * ```ts
 * const t: Threat = { name: '10 bolt rifles', attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 }] };
 * ```
 */
export interface Threat {
  readonly name: string;
  readonly attackers: readonly Wh40kAttackerInput[];
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
  const ref = REFERENCE_WEAPONS[weapon] as (typeof REFERENCE_WEAPONS)[ReferenceWeapon] | undefined;
  if (ref === undefined || !Object.hasOwn(REFERENCE_WEAPONS, weapon)) {
    throw new InputError(
      `unknown reference weapon ${show(weapon)}; the reference weapons are ${Object.keys(REFERENCE_WEAPONS).join(', ')}`,
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
  return { name: `${models} × ${ref.label}`, attackers: [{ ...ref.profile, models }] };
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
  /** The AP values of the AP table and chart, each -6..0. @defaultValue [0, -1, -2, -3, -4] */
  readonly aps?: readonly number[];
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
export interface DurabilityResult {
  readonly target: Wh40kTargetInput;
  readonly models: number;
  readonly aps: readonly number[];
  readonly threats: readonly ThreatDurability[];
}

const CERTAIN = 1 - 1e-6;

/**
 * The durability of `target` (a wh40k-10e target unit, as in a scenario) against each threat:
 * see the module's description.
 *
 * @throws {ScenarioError} naming the field for a target or profile the scenario format
 *   rejects; {@link InputError} for no threat, a bad option; {@link TooLargeError} when an
 *   evaluation is refused as too large.
 * @example
 * ```ts
 * const d = durability({ name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
 *   [referenceThreat('bolt-rifle', 10), referenceThreat('lascannon', 2)]);
 * d.threats[1]!.attacksNeeded?.median; // single lascannon shots to destroy the squad, half the time
 * ```
 */
export function durability(
  target: Wh40kTargetInput,
  threats: readonly Threat[],
  options: DurabilityOptions = {},
): DurabilityResult {
  if (!Array.isArray(threats) || threats.length === 0) {
    throw new InputError('durability needs at least one threat', 'threats', threats);
  }
  const maxAttacks = options.maxAttacks ?? 200;
  if (!(Number.isInteger(maxAttacks) && maxAttacks >= 1 && maxAttacks <= 500)) {
    throw new InputError(
      `maxAttacks must be a whole number 1..500, got ${show(maxAttacks)}`,
      'maxAttacks',
      maxAttacks,
    );
  }
  const aps = options.aps ?? [0, -1, -2, -3, -4];
  aps.forEach((ap, i) => {
    if (!(Number.isInteger(ap) && ap >= -6 && ap <= 0)) {
      throw new InputError(
        `aps[${i}] must be a whole number -6..0, got ${show(ap)}`,
        `aps[${i}]`,
        ap,
      );
    }
  });
  const slainBy = (attackers: readonly Wh40kAttackerInput[]) =>
    evaluate({ ruleset: 'wh40k-10e', method: 'exact', attackers, target }).results.slain;
  const models = target.models ?? 1;
  const out = threats.map((t): ThreatDurability => {
    const slain = slainBy(t.attackers);
    return {
      name: t.name,
      destroyed: slain.at(models),
      meanSlain: slain.mean(),
      slain,
      attacksNeeded:
        t.attackers.length === 1
          ? attacksNeeded(t.attackers[0]!, models, maxAttacks, slainBy)
          : null,
      byAp: aps.map((ap) => {
        const d = slainBy(t.attackers.map((a: Wh40kAttackerInput) => ({ ...a, ap })));
        return { ap, destroyed: d.at(models), meanSlain: d.mean() };
      }),
    };
  });
  return { target, models, aps, threats: out };
}

function attacksNeeded(
  profile: Wh40kAttackerInput,
  models: number,
  max: number,
  slainBy: (a: readonly Wh40kAttackerInput[]) => Dist,
): AttacksNeeded {
  const p: number[] = [];
  let before = 0;
  let median: number | undefined;
  for (let n = 1; n <= max; n++) {
    const within = slainBy([{ ...profile, models: 1, attacks: n }]).at(models);
    p.push(Math.max(0, within - before));
    before = Math.max(before, within);
    if (median === undefined && within >= 0.5) median = n;
    if (within >= CERTAIN) break;
  }
  const beyond = Math.max(0, 1 - before);
  const mean = beyond < 1e-6 ? p.reduce((s, q, i) => s + q * (i + 1), 0) / before : undefined;
  return { p, beyond, median, mean };
}

/**
 * The chart of a durability: P(destroyed) by each threat against its AP set to each value.
 *
 * @example
 * ```ts
 * renderLineChart(durabilityChart(durability(boyz, threats)));
 * ```
 */
export function durabilityChart(d: DurabilityResult, title?: string): LineChartData {
  const name = d.target.name ?? 'the unit';
  return {
    title: title ?? `P(${name} destroyed) against each threat, by its AP`,
    subtitle: `${d.models} model${d.models === 1 ? '' : 's'}, T${d.target.toughness}`,
    xLabel: 'AP of the threat',
    yLabel: 'P(destroyed)',
    xLabels: d.aps.map((ap) => (ap === 0 ? '0' : String(ap))),
    probability: true,
    series: d.threats.map((t) => ({ name: t.name, values: t.byAp.map((x) => x.destroyed) })),
  };
}
