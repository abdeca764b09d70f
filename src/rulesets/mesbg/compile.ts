/**
 * From a MESBG scenario to the general attack plan both engines read, in two steps.
 * {@link compileMesbg} reads the scenario through the rulebook's charts into the dice tests of
 * each attacker group ({@link MesbgPlan}): the Shoot Roll, the In The Way Tests in turn (and
 * the To Wound roll against each obstruction that is a model), the special In The Way Test of
 * a shot into a combat (and the To Wound roll against the friendly model it may hit), and the
 * To Wound roll against the target, every roll a {@link D6Test}. {@link generalPlanOf} then
 * writes those tests as a {@link GeneralPlan} with intercepts: the models In The Way and the
 * friendly model in the combat are its bystanders, the In The Way Tests its intercepts, the
 * special In The Way Test its stray test, a two-dice To Wound entry a further wound die. The
 * engines of `src/attack` read that plan, so the exact engine and the sampler read one
 * description and cannot drift apart.
 *
 * Everything is checked here, once: a bad value, or a shot the rulebook forbids (a Good model
 * risking a friendly model), throws an {@link InputError} naming the field.
 *
 * @module
 */

import { type DiceExpression, parseDice } from '../../dice/index.js';
import type { Reroll } from '../../domain/types.js';
import { InputError, show } from '../../errors.js';
import type { AttackProfile, GeneralPlan } from '../../plan/plan.js';
import { type D6Test, d6Test } from '../../rules/d6Test.js';
import { inTheWayTest } from './inTheWay.js';
import { checkRiskToFriends } from './modelsInTheWay.js';
import { shootingIntoCombatTest } from './shootingIntoCombat.js';
import { shootRollTest } from './shootRoll.js';
import { type ToWoundTest, toWoundTest } from './toWound.js';
import type { MesbgAttacker, MesbgObstruction, MesbgScenario, MesbgTarget } from './types.js';

/**
 * A MESBG attack as the engines take it: the scenario without its run options (a validated
 * {@link MesbgScenario} is one).
 *
 * @example
 * ```ts
 * const attack: MesbgAttack = {
 *   attackers: [{ models: 3, shootValue: 4, strength: 2, moved: false, inTheWay: 1, shots: 1, reroll: {} }],
 *   target: { name: 'Bilbo', defence: 3, wounds: 1 },
 * };
 * ```
 */
export interface MesbgAttack {
  readonly attackers: readonly MesbgAttacker[];
  readonly target: MesbgTarget;
}

/**
 * One obstruction In The Way, compiled.
 *
 * @example
 * ```ts
 * const house: ObstructionPlan = { test: inTheWayTest(), model: -1, wound: null };
 * const orc: ObstructionPlan = { test: inTheWayTest(), model: 0, wound: toWoundTest(2, 5) };
 * ```
 */
export interface ObstructionPlan {
  /** The In The Way Test: passed, the shot goes on; failed, it hits this obstruction. */
  readonly test: D6Test;
  /** Index of the model in {@link MesbgPlan.obstructionModels}, or -1 for terrain. */
  readonly model: number;
  /** The To Wound roll against that model; null for terrain. */
  readonly wound: ToWoundTest | null;
}

/**
 * A shot into a combat, compiled.
 *
 * @example
 * ```ts
 * const combat: CombatPlan = { test: shootingIntoCombatTest(), wound: toWoundTest(2, 5) };
 * ```
 */
export interface CombatPlan {
  /** The special In The Way Test: passed, the target is hit; failed, the friendly model. */
  readonly test: D6Test;
  /** The To Wound roll against the friendly model (never re-rolled). */
  readonly wound: ToWoundTest;
}

/**
 * One attacker group, compiled.
 *
 * @example
 * ```ts
 * const s: ShooterPlan = compileMesbg(attack).shooters[0];
 * s.shoot.need; // the Shoot Value after Moving
 * ```
 */
export interface ShooterPlan {
  readonly models: number;
  /** Shots (dice) of each model. */
  readonly shots: DiceExpression;
  /** The Shoot Roll. */
  readonly shoot: D6Test;
  /** In The Way Tests, closest to the shooters first. */
  readonly obstructions: readonly ObstructionPlan[];
  /** The special In The Way Test, when the target is in a combat; otherwise null. */
  readonly combat: CombatPlan | null;
  /** The To Wound roll against the target. */
  readonly wound: ToWoundTest;
}

/**
 * A distinct model In The Way of one or more groups.
 *
 * @example
 * ```ts
 * const troll: ObstructionModel = { name: 'Cave Troll', wounds: 3 };
 * ```
 */
export interface ObstructionModel {
  readonly name?: string;
  readonly wounds: number;
}

/**
 * The whole attack, compiled into the rulebook's dice tests; {@link generalPlanOf} writes it
 * as the general plan both engines read.
 *
 * @example
 * ```ts
 * const plan: MesbgPlan = compileMesbg(attack);
 * exactMesbg(plan).wounds.mean() - sampleMesbg(plan, { samples: 1e5 }).wounds.mean(); // about 0
 * ```
 */
export interface MesbgPlan {
  readonly shooters: readonly ShooterPlan[];
  /** The target's Wounds. */
  readonly targetWounds: number;
  /** The distinct models In The Way (the same `name` is the same model). */
  readonly obstructionModels: readonly ObstructionModel[];
  /** The Wounds of the friendly model in the combat, or null when the target is not in one. */
  readonly friendlyWounds: number | null;
}

/**
 * Compile a MESBG attack (a validated scenario is one) into the dice tests both engines read.
 *
 * Re-rolls: `reroll.hit` re-rolls the Shoot Roll; `reroll.wound` each To Wound die against
 * an enemy model (the target, or an enemy model In The Way), each die of a two-dice roll on
 * its own. A To Wound roll against a friendly model is never re-rolled (the player would not
 * choose to). In The Way Tests are not re-rolled.
 *
 * @throws {InputError} naming the field, for a value out of range, an `obstructions` list
 *   that disagrees with `inTheWay`, two obstructions of one name with different profiles, or
 *   a shot that risks a friendly model by shooters that are not Evil.
 * @example
 * ```ts
 * const plan = compileMesbg({
 *   attackers: [{ models: 1, shootValue: 5, strength: 2, moved: false, inTheWay: 1, shots: 1, reroll: {} }],
 *   target: { defence: 5, wounds: 1 },
 * });
 * plan.shooters[0].shoot.need;                 // 5
 * plan.shooters[0].obstructions[0].test.need;  // 4
 * plan.shooters[0].wound.first.need;           // 6 (Strength 2 against Defence 5)
 * ```
 */
export function compileMesbg(attack: MesbgAttack): MesbgPlan {
  const { attackers, target } = attack;
  if (!Array.isArray(attackers)) fail('attackers', attackers, 'a list of attacker groups');
  if (typeof target !== 'object' || target === null) fail('target', target, 'an object');
  const defence = whole(target.defence, 1, 10, 'target.defence');
  const targetWounds = whole(target.wounds ?? 1, 1, Number.MAX_SAFE_INTEGER, 'target.wounds');
  const combat = target.combat;
  let friendly: { defence: number; wounds: number } | null = null;
  if (combat !== undefined) {
    if (typeof combat !== 'object' || combat === null) {
      fail('target.combat', combat, 'an object { defence, wounds }');
    }
    friendly = {
      defence: whole(combat.defence, 1, 10, 'target.combat.defence'),
      wounds: whole(combat.wounds ?? 1, 1, Number.MAX_SAFE_INTEGER, 'target.combat.wounds'),
    };
  }

  const models: ObstructionModel[] = [];
  const byName = new Map<string, { index: number; profile: string; field: string }>();
  const shooters = attackers.map((a, i): ShooterPlan => {
    const at = `attackers[${i}]`;
    const who = a.name === undefined ? at : `${at} (${show(a.name)})`;
    if (a.side !== undefined && a.side !== 'good' && a.side !== 'evil') {
      fail(`${at}.side`, a.side, '"good" or "evil"');
    }
    const shootValue = whole(a.shootValue, 2, 6, `${at}.shootValue`);
    const strength = whole(a.strength, 1, 10, `${at}.strength`);
    const moved = a.moved ?? false;
    if (typeof moved !== 'boolean') fail(`${at}.moved`, moved, 'true or false');
    const hitReroll = reroll(a.reroll?.hit, `${at}.reroll.hit`);
    const woundReroll = reroll(a.reroll?.wound, `${at}.reroll.wound`);
    const listed = obstructionList(a, at);

    const obstructions = listed.map((o, j): ObstructionPlan => {
      const field = `${at}.obstructions[${j}]`;
      if (o.defence === undefined) {
        if (o.wounds !== undefined) fail(`${field}.wounds`, o.wounds, 'given only with defence');
        if (o.friendly === true) {
          checkRiskToFriends(a.side, who, `${field}.friendly`, 'a friendly model is In The Way');
          fail(`${field}.defence`, o.defence, 'given for a friendly model In The Way (1..10)');
        }
        if (o.friendly !== undefined && o.friendly !== false) {
          fail(`${field}.friendly`, o.friendly, 'true or false');
        }
        return { test: inTheWayTest(), model: -1, wound: null };
      }
      const isFriend = o.friendly ?? false;
      if (typeof isFriend !== 'boolean') fail(`${field}.friendly`, isFriend, 'true or false');
      if (isFriend) {
        checkRiskToFriends(a.side, who, `${field}.friendly`, 'a friendly model is In The Way');
      }
      const d = whole(o.defence, 1, 10, `${field}.defence`);
      const w = whole(o.wounds ?? 1, 1, Number.MAX_SAFE_INTEGER, `${field}.wounds`);
      return {
        test: inTheWayTest(),
        model: obstructionModel(o, d, w, isFriend, field),
        wound: toWoundTest(strength, d, isFriend ? 'none' : woundReroll),
      };
    });
    if (friendly) {
      checkRiskToFriends(
        a.side,
        who,
        'target.combat',
        'the target is Engaged in Combat with a friendly model',
      );
    }
    return {
      models: whole(a.models ?? 1, 0, Number.MAX_SAFE_INTEGER, `${at}.models`),
      shots: parseDice(a.shots ?? 1, `${at}.shots`),
      shoot: shootRollTest(shootValue, moved, hitReroll),
      obstructions,
      combat: friendly
        ? { test: shootingIntoCombatTest(), wound: toWoundTest(strength, friendly.defence) }
        : null,
      wound: toWoundTest(strength, defence, woundReroll),
    };
  });

  /** The index of an obstruction model: one per name, a new one for each unnamed. */
  function obstructionModel(
    o: MesbgObstruction,
    defence: number,
    wounds: number,
    friendly: boolean,
    field: string,
  ): number {
    const profile = `Defence ${defence}, Wounds ${wounds}${friendly ? ', friendly' : ''}`;
    if (o.name === undefined) {
      models.push({ wounds });
      return models.length - 1;
    }
    const seen = byName.get(o.name);
    if (seen === undefined) {
      models.push({ name: o.name, wounds });
      byName.set(o.name, { index: models.length - 1, profile, field });
      return models.length - 1;
    }
    if (seen.profile !== profile) {
      throw new InputError(
        `${field}: ${show(o.name)} is the name of ${seen.field} too, so it is the same model, but its profile differs (${profile}, not ${seen.profile}); give different models different names`,
        field,
        o,
      );
    }
    return seen.index;
  }

  return {
    shooters,
    targetWounds,
    obstructionModels: models,
    friendlyWounds: friendly ? friendly.wounds : null,
  };
}

/** A MESBG shot is never critical: a critical roll does nothing more than a hit or a wound. */
const NEVER_CRITICAL = 7;
// What every shooter's profile shares, made once: no critical effects, one Wound, no save.
const NO_SHOTS = parseDice(0);
const NO_CRITICAL_HIT = { extraHits: null, autoWound: false } as const;
const NO_CRITICAL_WOUND = {
  noSave: false,
  mortal: null,
  damage: null,
  resolvedLast: false,
} as const;
const ONE_WOUND = { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false } as const;
const NO_SAVE = [{ save: d6Test(7), criticalSave: d6Test(7), feelNoPain: null }] as const;

/**
 * One attacker group as a profile of the general plan: its Shoot Roll the hit roll (never
 * critical), its In The Way Tests the intercepts (a model In The Way is bystander `model`,
 * terrain is lost), the special In The Way Test of a combat the stray test onto bystander
 * `friendly`, the To Wound roll's first die the wound roll and its further die `furtherWound`.
 * Each Wound takes one Wound: no save, damage 1. A group of no models shoots no shots (a
 * profile has at least one model, so it is one model with none).
 *
 * @param s - one attacker group of {@link compileMesbg}'s plan.
 * @param friendly - the bystander index of the friendly model in the combat.
 * @example
 * ```ts
 * shooterProfile(compileMesbg(attack).shooters[0], 0).hit; // { need: 5, reroll: 'none', rerollNeed: 5, criticalOn: 7 }
 * ```
 */
export function shooterProfile(s: ShooterPlan, friendly: number): AttackProfile {
  return {
    models: Math.max(s.models, 1),
    attacks: s.models === 0 ? NO_SHOTS : s.shots,
    hit: { ...s.shoot, criticalOn: NEVER_CRITICAL },
    onCriticalHit: NO_CRITICAL_HIT,
    wound: { ...s.wound.first, criticalOn: NEVER_CRITICAL },
    furtherWound: s.wound.further,
    onCriticalWound: NO_CRITICAL_WOUND,
    damage: ONE_WOUND,
    against: NO_SAVE,
    intercepts: s.obstructions.map((o) => ({
      test: o.test,
      strikes: o.model < 0 ? null : o.model,
      wound: o.wound,
    })),
    stray:
      s.combat === null ? null : { test: s.combat.test, strikes: friendly, wound: s.combat.wound },
  };
}

/**
 * The general plan of a compiled MESBG attack, which both engines of `src/attack` read: one
 * profile per attacker group ({@link shooterProfile}), the target one model of its Wounds, and
 * as bystanders the models In The Way (in the order of {@link MesbgPlan.obstructionModels})
 * then the friendly model in the combat, if any.
 *
 * @example
 * ```ts
 * const general = generalPlanOf(compileMesbg(attack));
 * exactPlan(general).interceptedHits?.mean(); // the mean of MESBG's obstructionHits
 * ```
 */
export function generalPlanOf(plan: MesbgPlan): GeneralPlan {
  const friendly = plan.obstructionModels.length;
  return {
    profiles: plan.shooters.map((s) => shooterProfile(s, friendly)),
    groups: [{ models: 1, wounds: plan.targetWounds }],
    allocation: 'sequential',
    bystanders: [
      ...plan.obstructionModels,
      ...(plan.friendlyWounds === null
        ? []
        : [{ name: 'friendly model in the combat', wounds: plan.friendlyWounds }]),
    ],
  };
}

/** The obstructions of a group: its `obstructions`, or `inTheWay` terrain obstructions. */
function obstructionList(a: MesbgAttacker, at: string): readonly MesbgObstruction[] {
  const count = whole(a.inTheWay ?? 0, 0, Number.MAX_SAFE_INTEGER, `${at}.inTheWay`);
  const listed = a.obstructions;
  if (listed === undefined) return Array.from({ length: count }, () => ({}));
  if (!Array.isArray(listed)) fail(`${at}.obstructions`, listed, 'a list of obstructions');
  if (count !== 0 && count !== listed.length) {
    throw new InputError(
      `${at}.inTheWay: ${count} obstructions, but ${at}.obstructions lists ${listed.length}; give only obstructions, or the same number`,
      `${at}.inTheWay`,
      count,
    );
  }
  listed.forEach((o, j) => {
    if (typeof o !== 'object' || o === null) fail(`${at}.obstructions[${j}]`, o, 'an object');
  });
  return listed;
}

function reroll(value: Reroll | undefined, field: string): Reroll | undefined {
  if (value !== undefined && value !== 'ones' && value !== 'failed') {
    fail(field, value, '"ones" or "failed"');
  }
  return value;
}

function whole(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number >= ${min}` : `${min}..${max}`;
    fail(field, value, range);
  }
  return value;
}

function fail(field: string, value: unknown, expected: string): never {
  throw new InputError(`${field} must be ${expected}, got ${show(value)}`, field, value);
}
