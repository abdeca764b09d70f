/**
 * What the analytics read of Kill Team (2024) (the ruleset contract's `analytics`,
 * `src/format/ruleset.ts`): durability of an operative against reference shooting threats, and
 * "across every save" (`docs/analytics.md`, "Durability" and "Across every save";
 * `docs/killteam.md`, "Durability and across every save"). Its scenario is one operative's
 * attack (`attacker`, not `attackers`), so it has no analysis files (`files: false`).
 *
 * A threat of N operatives is N shooting attacks at the one target, each exact on the
 * ruleset's own engine (`./exact.ts`). Under the default objective (`damage`) the attacker's
 * choices and the defender's blocks are made for the expected damage of each attack alone
 * (`docs/killteam.md`, "The attacker's choices", "The defender's blocks"), which the wounds the
 * target has left do not change, and an injured target defends as a healthy one (Kill Team
 * (2024) Core Book, "Injured": only its Move and Hit worsen): so the attacks' damages are
 * independent and alike, and the damage of N attacks is the N-fold convolution of one attack's,
 * exactly. The target is incapacitated when that total reaches its wounds left.
 *
 * The fight (`phase: "fight"`) is refused by both, naming `phase`: its attack dice are struck
 * or blocked, never saved (Core Book, "Fight"), and its answer is already the chance each
 * operative is incapacitated (`docs/killteam/fight.md`).
 *
 * @module
 */
import { bernoulli } from '../../dist/bernoulli.js';
import { cap } from '../../dist/cap.js';
import { convolve } from '../../dist/convolve.js';
import type { Dist } from '../../dist/Dist.js';
import { InputError, show } from '../../errors.js';
import type {
  ReferenceWeaponProfile,
  RulesetAcrossSaves,
  RulesetAnalytics,
  RulesetDurability,
} from '../../format/ruleset.js';
import { readDatacardRules } from './datacard.js';
import type { KtFightScenario } from './fight/types.js';
import type { KtShooterInput, KtTargetInput } from './input.js';
import type { KtShootResults } from './results.js';
import type { KtShootScenario, KtWeaponRule } from './types.js';

/**
 * Kill Team's built-in reference weapons, by name.
 *
 * @example
 * ```ts
 * const w: KtReferenceWeapon = 'bolt-rifle';
 * ```
 */
export type KtReferenceWeapon = 'lasgun' | 'bolt-rifle' | 'plasma-gun' | 'heavy-bolter';

/** A threat's operative: its stats are read by Hot alone, which no reference weapon has. */
const SHOOTER = { wounds: 10, save: 4 } as const;

/**
 * Kill Team (2024)'s reference weapons: ranged profiles of the shapes common on 2024 datacards
 * (Atk, Hit, Damage normal/critical, weapon rules), written by hand as round figures, not any
 * one team's datacard; one operative each, the threat sets how many shoot. Weapon rules as the
 * Core Book's "Weapon rules" section names them (Piercing x, Piercing Crits x).
 *
 * @example
 * ```ts
 * KT_REFERENCE_WEAPONS['plasma-gun'].profile.weapon.rules; // [{ rule: 'piercing', x: 1 }]
 * ```
 */
export const KT_REFERENCE_WEAPONS: Readonly<
  Record<KtReferenceWeapon, ReferenceWeaponProfile<KtShooterInput>>
> = {
  lasgun: {
    label: 'lasgun (4 4+ 2/3)',
    profile: { ...SHOOTER, weapon: { atk: 4, hit: 4, damage: 2, criticalDamage: 3, rules: [] } },
  },
  'bolt-rifle': {
    label: 'bolt rifle (4 3+ 3/4 Piercing Crits 1)',
    profile: {
      ...SHOOTER,
      weapon: {
        atk: 4,
        hit: 3,
        damage: 3,
        criticalDamage: 4,
        rules: [{ rule: 'piercing-crits', x: 1 }],
      },
    },
  },
  'plasma-gun': {
    label: 'plasma gun (4 4+ 4/6 Piercing 1)',
    profile: {
      ...SHOOTER,
      weapon: { atk: 4, hit: 4, damage: 4, criticalDamage: 6, rules: [{ rule: 'piercing', x: 1 }] },
    },
  },
  'heavy-bolter': {
    label: 'heavy bolter (5 3+ 4/5 Piercing Crits 1)',
    profile: {
      ...SHOOTER,
      weapon: {
        atk: 5,
        hit: 3,
        damage: 4,
        criticalDamage: 5,
        rules: [{ rule: 'piercing-crits', x: 1 }],
      },
    },
  },
};

/** A threat's operative as durability hands it over: a shooter, and how many shoot. */
type ThreatShooter = KtShooterInput & { readonly models?: number };

/** The fight has no saves: both analytics refuse it, naming `phase`. */
function refuseFight(what: string, scenario: object): void {
  const phase = (scenario as { phase?: unknown }).phase;
  if (phase === 'fight') {
    throw new InputError(
      `${what}: reads a Kill Team shooting attack; a fight (phase "fight") is struck and blocked, never saved, and its answer already gives the chance each operative is incapacitated`,
      'phase',
      phase,
    );
  }
}

/**
 * A weapon with its Piercing set to `x` (0: none): its `wr` text read into its rules first, so
 * that a Piercing written there is replaced as well; its other rules (Piercing Crits among
 * them) are kept.
 */
function withPiercing(a: ThreatShooter, x: number): ThreatShooter {
  const { wr, ...weapon } = a.weapon;
  const read = wr === undefined ? undefined : readDatacardRules(wr);
  if (read !== undefined && 'unknown' in read) return a; // refused by the scenario's own check
  const rules: KtWeaponRule[] = [...(weapon.rules ?? []), ...(read?.rules ?? [])].filter(
    (r) => typeof r === 'string' || r.rule !== 'piercing',
  );
  if (x > 0) rules.push({ rule: 'piercing', x });
  return { ...a, weapon: { ...weapon, rules } };
}

/** One shooting attack's damage (capped at the wounds left) and mean, by threat and target. */
interface OneAttack {
  readonly damage: Dist;
  readonly mean: number;
  /** Its damage after 1, 2, ... attacks, capped at the wounds left, as far as asked. */
  readonly after: Dist[];
}

/** The attacks already evaluated: "attacks needed" asks for 1, 2, 3, ... of the same. */
const evaluated = new Map<string, OneAttack>();

/** The wounds a target has left, as written. */
const woundsLeftOf = (t: KtTargetInput) => t.woundsLeft ?? t.wounds;

/**
 * The results of `models` shooting attacks of one operative's weapon at the target: the total
 * damage capped at its wounds left (from `evaluated`), and the mean damage dealt (not capped).
 */
function attacksOf(
  shooter: KtShooterInput,
  models: number,
  target: KtTargetInput,
  run: (scenario: object) => Readonly<Record<string, Dist>>,
): { readonly capped: Dist; readonly mean: number } {
  const key = JSON.stringify([shooter, target]);
  let one = evaluated.get(key);
  if (one === undefined) {
    const scenario = {
      ruleset: 'killteam',
      method: 'exact',
      attacker: shooter,
      target,
    } satisfies Partial<Record<keyof KtShootScenario, unknown>>;
    const r = run(scenario) as unknown as KtShootResults;
    const damage = cap(r.damage, woundsLeftOf(target));
    one = { damage, mean: r.damage.mean(), after: [damage] };
    // A durability asks again only for its own threats: the memory stays small.
    if (evaluated.size >= 64) evaluated.clear();
    evaluated.set(key, one);
  }
  while (one.after.length < models) {
    const last = one.after[one.after.length - 1]!;
    one.after.push(cap(convolve(last, one.damage), woundsLeftOf(target)));
  }
  return { capped: one.after[models - 1]!, mean: models * one.mean };
}

/**
 * Durability in Kill Team (2024): its reference weapons, the threats of an operative given
 * alone (one operative with each reference weapon), each threat's operatives as as many
 * shooting attacks (see the module), the Piercing set from each AP value (0 to 3), and an
 * operative's profile as Wounds, Save and where it stands. Refuses a fight, naming `phase`.
 *
 * @example
 * ```ts
 * ktDurability.withAp(KT_REFERENCE_WEAPONS.lasgun.profile, -1).weapon.rules; // [{ rule: 'piercing', x: 1 }]
 * ```
 */
export const ktDurability: RulesetDurability<ThreatShooter, KtTargetInput> = {
  references: KT_REFERENCE_WEAPONS,
  defaults: [
    ['lasgun', 1],
    ['bolt-rifle', 1],
    ['plasma-gun', 1],
    ['heavy-bolter', 1],
  ],
  penetration: 'Piercing',
  // Piercing x is 1..3 (the scenario format's, after the Core Book's weapon rules).
  aps: [0, -1, -2, -3],
  withAp: (a, ap) => withPiercing(a, -ap),
  times: (a, n) => ({ ...a, models: n }),
  check: (scenario) => refuseFight('durability', scenario),
  evaluate(attackers, target, run) {
    let total: Dist | undefined;
    let mean = 0;
    for (const [i, a] of attackers.entries()) {
      const { models = 1, ...shooter } = a;
      if (!(Number.isInteger(models) && models >= 1 && models <= 1000)) {
        throw new InputError(
          `attackers[${i}].models: the operatives shooting must be a whole number 1..1000, got ${show(models)}`,
          `attackers[${i}].models`,
          models,
        );
      }
      const r = attacksOf(shooter, models, target, run);
      total = total === undefined ? r.capped : cap(convolve(total, r.capped), woundsLeftOf(target));
      mean += r.mean;
    }
    const left = woundsLeftOf(target);
    return { slain: bernoulli(total === undefined ? 0 : total.atLeast(left)), meanDamage: mean };
  },
  statline: (t) => `W${woundsLeftOf(t)}`,
  profile: (t) => [
    t.woundsLeft === undefined || t.woundsLeft === t.wounds
      ? `W${t.wounds}`
      : `W${t.woundsLeft}/${t.wounds}`,
    `Sv${t.save}+`,
    ...(t.cover ? ['in cover'] : []),
    ...(t.obscured ? ['obscured'] : []),
  ],
};

/**
 * "Across every save" in Kill Team (2024): the Save stats 2+ to 6+ (an operative always has
 * one), in the open and in cover (in place of a ward), the damage of the `damage` result.
 * Refuses a fight (naming `phase`) and secondary targets (naming `secondaryTargets`: their
 * saves are their own).
 *
 * @example
 * ```ts
 * ktAcrossSaves.compared?.target({ wounds: 8, save: 5 }, true); // { wounds: 8, save: 5, cover: true }
 * ```
 */
export const ktAcrossSaves: RulesetAcrossSaves = {
  damage: 'damage',
  saves: [2, 3, 4, 5, 6],
  save: (t, save) => ({ ...t, save }),
  compared: { off: 'in the open', on: 'in cover', target: (t, on) => ({ ...t, cover: on }) },
  // Named by its weapon, else its operative, as the shooting report names the attack.
  attackers: (s) => {
    const a = (s as KtShootScenario).attacker;
    const name = a.weapon.name ?? a.name;
    return [name === undefined ? {} : { name }];
  },
  check(scenario) {
    refuseFight('acrossSaves', scenario);
    const secondary = (scenario as { secondaryTargets?: readonly unknown[] }).secondaryTargets;
    if (secondary !== undefined && secondary.length > 0) {
      throw new InputError(
        `acrossSaves: sets the save of the primary target alone; remove secondaryTargets (${secondary.length} given) to compare saves`,
        'secondaryTargets',
        secondary.length,
      );
    }
  },
};

/**
 * Kill Team (2024)'s analytics: durability and "across every save" only (`files: false`).
 *
 * @example
 * ```ts
 * killteamAnalytics.durability?.penetration; // 'Piercing'
 * ```
 */
export const killteamAnalytics: RulesetAnalytics<
  KtShootScenario | KtFightScenario,
  KtShootResults
> = {
  prefix: 'Killteam',
  attackers: 'operatives',
  files: false,
  // One operative: the target is one model with its wounds.
  size: (t: KtTargetInput) => ({ models: 1, wounds: t.wounds }),
  durability: ktDurability as unknown as RulesetDurability,
  acrossSaves: ktAcrossSaves,
};
