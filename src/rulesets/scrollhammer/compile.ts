/**
 * From a scenario's attackers and target to the dice tests both engines read: each attacker
 * group's To Hit and To Wound tests (the same against every model of the unit, since the
 * To Wound roll uses the unit's majority Toughness), and per target group the saving throw,
 * Feel No Pain and Instant Death. This is the one rule description of
 * `docs/rules/README.md`: rule modules edit a {@link ShotDraft}, the chart modules turn it
 * into {@link D6Test}s.
 *
 * @module
 */

import { type DiceExpression, parseDice } from '../../dice/index.js';
import { type D6Test, d6Test, passChance, testFaces } from '../../rules/d6Test.js';
import { feelNoPainTest } from '../../rules/feelNoPain.js';
import { goneToGround } from '../../rules/goneToGround.js';
import { toHitTest } from '../../rules/hit.js';
import { causesInstantDeath } from '../../rules/instantDeath.js';
import { majorityToughness } from '../../rules/majorityToughness.js';
import { rerollHits, rerollWounds } from '../../rules/reroll.js';
import type { Rule, ShotDraft } from '../../rules/ShotDraft.js';
import { saveTest } from '../../rules/save.js';
import { toWoundTest } from '../../rules/wound.js';
import type {
  Allocation,
  RerollSpec,
  ScrollhammerTarget,
  ScrollhammerTargetGroup,
} from '../../scenario/types.js';
import { attackerRules, type RuleLike, resolveRule, targetRules } from './rules.js';

/** An attacker group as the engine takes it: the scenario's, with rule modules allowed. */
export interface AttackerInput {
  readonly name?: string;
  readonly models: number;
  readonly bs?: number;
  readonly hitOn?: number;
  readonly shots: number | string;
  readonly strength: number;
  readonly ap: number;
  readonly rules: readonly RuleLike[];
  readonly reroll: RerollSpec;
}

/** A target group as the engine takes it. */
export interface TargetGroupInput extends Omit<ScrollhammerTargetGroup, 'rules'> {
  readonly rules: readonly RuleLike[];
}

/** A target unit as the engine takes it. */
export interface TargetInput extends Omit<ScrollhammerTarget, 'groups'> {
  readonly groups: readonly TargetGroupInput[];
}

/** A Scrollhammer attack as the engine takes it (a validated scenario is one). */
export interface AttackInput {
  readonly phase: 'shooting' | 'close-combat';
  readonly attackers: readonly AttackerInput[];
  readonly target: TargetInput;
  readonly allocation: Allocation;
}

/** What happens to one wound put on a model of one target group. */
export interface WoundPlan {
  readonly save: D6Test;
  readonly feelNoPain: D6Test | null;
  readonly instantDeath: boolean;
}

/** One attacker group, compiled. */
export interface AttackerPlan {
  readonly models: number;
  readonly shots: DiceExpression;
  readonly hit: D6Test | 'auto';
  readonly wound: D6Test;
  readonly criticalOn: number;
  /** Indexed by target group. */
  readonly against: readonly WoundPlan[];
}

/** The whole attack, compiled: what both engines read. */
export interface AttackPlan {
  readonly attackers: readonly AttackerPlan[];
  readonly groups: readonly { readonly models: number; readonly wounds: number }[];
  readonly allocation: Allocation;
}

/**
 * The draft of one attacker group against one target group, with every rule applied:
 * attacker rules in order, then re-rolls, then target rules, then Go to Ground.
 *
 * @example
 * ```ts
 * shotDraft(attack, 0, 0).strength; // the first attacker's Strength
 * ```
 */
export function shotDraft(attack: AttackInput, a: number, g: number): ShotDraft {
  const attacker = attack.attackers[a]!;
  const group = attack.target.groups[g]!;
  let draft: ShotDraft = {
    phase: attack.phase,
    bs: attacker.bs,
    hitOn: attacker.hitOn,
    autohit: false,
    toHitModifier: 0,
    hitReroll: 'none',
    strength: attacker.strength,
    woundToughness: majorityToughness(attack.target.groups),
    woundOn: undefined,
    woundReroll: 'none',
    criticalOn: 7,
    ap: attacker.ap,
    magical: false,
    toughness: group.toughness,
    armour: group.save,
    ward: group.ward,
    cover: attack.target.cover,
    feelNoPain: group.feelNoPain,
    instantDeathImmune: false,
  };
  const rules: Rule[] = attacker.rules.map((r, i) =>
    resolveRule(r, attackerRules, `attackers[${a}].rules[${i}]`),
  );
  if (attacker.reroll.hit) rules.push(rerollHits(attacker.reroll.hit));
  if (attacker.reroll.wound) rules.push(rerollWounds(attacker.reroll.wound));
  group.rules.forEach((r, i) => {
    rules.push(resolveRule(r, targetRules, `target.groups[${g}].rules[${i}]`));
  });
  if (attack.target.goneToGround) rules.push(goneToGround);
  for (const rule of rules) draft = rule.apply(draft);
  return draft;
}

/**
 * Compile an attack into the dice tests both engines read.
 *
 * @example
 * ```ts
 * const plan = compileAttack(attack);
 * plan.attackers[0].hit; // { need: 4, reroll: 'none', rerollNeed: 4 } for BS 3
 * ```
 */
export function compileAttack(attack: AttackInput): AttackPlan {
  const attackers = attack.attackers.map((attacker, a): AttackerPlan => {
    const against = attack.target.groups.map((_, g): WoundPlan => {
      const d = shotDraft(attack, a, g);
      return {
        save: saveTest(d),
        feelNoPain: feelNoPainTest(d),
        instantDeath: causesInstantDeath(d),
      };
    });
    // To Hit and To Wound are rolled before wounds are allocated, against the unit.
    const d = shotDraft(attack, a, 0);
    return {
      models: attacker.models,
      shots: parseDice(attacker.shots, `attackers[${a}].shots`),
      hit: toHitTest(d),
      wound: toWoundTest(d),
      criticalOn: d.criticalOn,
      against,
    };
  });
  return {
    attackers,
    groups: attack.target.groups.map((g) => ({ models: g.models, wounds: g.wounds })),
    allocation: attack.allocation,
  };
}

/** Exact per-shot and per-wound probabilities of one attacker group. @internal */
export interface AttackerOdds {
  readonly hit: number;
  readonly woundGivenHit: number;
  readonly criticalGivenWound: number;
}

/**
 * The exact probabilities of one attacker group's dice.
 *
 * @example
 * ```ts
 * attackerOdds(plan.attackers[0]).hit; // 0.5 for BS 3
 * ```
 */
export function attackerOdds(p: AttackerPlan): AttackerOdds {
  const hit = p.hit === 'auto' ? 1 : passChance(p.hit);
  const { pass } = testFaces(p.wound);
  let wound = 0;
  let crit = 0;
  for (let f = 1; f <= 6; f++) {
    wound += pass[f]!;
    if (f >= p.criticalOn) crit += pass[f]!;
  }
  return { hit, woundGivenHit: wound, criticalGivenWound: wound > 0 ? crit / wound : 0 };
}

/**
 * The damage distribution of one wound put on a model of `wounds` Wounds: index 0 is "no
 * damage" (saved, or discounted by Feel No Pain), index s is s damage (s = `wounds`: slain
 * outright, by Instant Death or damage at least its Wounds).
 *
 * @example
 * ```ts
 * woundOutcome(plan, 0.25, 2); // for a 4+ save, 1/6 critical, two-wound models
 * ```
 */
export function woundOutcome(plan: WoundPlan, critical: number, wounds: number): Float64Array {
  const out = new Float64Array(wounds + 1);
  const unsaved = 1 - passChance(plan.save);
  out[0] = 1 - unsaved;
  if (plan.instantDeath) {
    out[wounds] = unsaved;
    return out;
  }
  // Critical Strike: Multiple Wounds (D3), no Feel No Pain.
  for (let d = 1; d <= 3; d++) out[Math.min(d, wounds)]! += (unsaved * critical) / 3;
  const fnp = plan.feelNoPain ? passChance(plan.feelNoPain) : 0;
  out[0]! += unsaved * (1 - critical) * fnp;
  out[Math.min(1, wounds)]! += unsaved * (1 - critical) * (1 - fnp);
  return out;
}

/** A wound save never taken: need 7. @internal */
export const NO_SAVE: D6Test = d6Test(7);
