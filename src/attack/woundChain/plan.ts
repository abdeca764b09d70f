/**
 * The wound-chain form of a {@link GeneralPlan}: the engines of this folder (the exact chain
 * over wounds, and the samplers `dice`, `counts` and `outcome`) take a plan whose wounds are
 * all alike: one hit roll (or a blast marker) and one wound roll per attack, no trigger on a
 * critical hit, every unsaved wound of 1 damage except a critical wound of D3 that ignores Feel
 * No Pain, nothing resolved last. Within that shape they are the fastest engines the library
 * has, and Scrollhammer's plans always fit it (its results, seeded ones included, are the
 * ones these engines have always given). {@link woundChainPlan} lowers a general plan to this
 * form, or says which field does not fit; the general engines (`exactPlan`, `samplePlan`)
 * take every plan.
 *
 * @module
 */
import type { AllocationGroup } from '../../allocation/UnitMachine.js';
import type { DiceExpression } from '../../dice/index.js';
import type { Allocation } from '../../domain/types.js';
import { InputError } from '../../errors.js';
import type { BlastPlan } from '../../geometry/blastHits.js';
import type { AttackProfile, DamageStep, GeneralPlan, SelfWounds } from '../../plan/plan.js';
import { type D6Test, d6Test, passChance, testFaces } from '../../rules/d6Test.js';

/** What happens to one wound put on a model of one target group. */
export interface WoundPlan {
  readonly save: D6Test;
  readonly feelNoPain: D6Test | null;
  /** The wound slays the model outright, and Feel No Pain is not rolled. */
  readonly instantDeath: boolean;
}

/**
 * The attacker's own wounds on hit rolls of 1 (the general plan's {@link SelfWounds}).
 *
 * @example
 * ```ts
 * const b: BackfirePlan = { separateDie: false, save: d6Test(4), feelNoPain: null };
 * ```
 */
export type BackfirePlan = SelfWounds;

/** One attacker group, in the wound-chain form. */
export interface AttackerPlan {
  readonly models: number;
  /** Shots (attacks) per model. */
  readonly shots: DiceExpression;
  /** The hit roll; `'auto'` for automatic hits and for a blast marker (see `blast`). */
  readonly hit: D6Test | 'auto';
  readonly wound: D6Test;
  /** Wound rolls at or above it (among those that wound) do D3 damage, ignoring Feel No Pain; 7: none. */
  readonly criticalOn: number;
  /** Indexed by target group. */
  readonly against: readonly WoundPlan[];
  /** Each shot is a blast marker, its hits the models under it; null: a hit roll. */
  readonly blast: BlastPlan | null;
  readonly backfire: BackfirePlan | null;
  /** The roll after each successful wound roll; each attacking model restores at most one wound. */
  readonly absorbHealth: D6Test | null;
  /** The roll after each hit, and the points each pass gains. */
  readonly absorbMagicka: { readonly dice: number; readonly test: D6Test } | null;
}

/** The whole attack in the wound-chain form: what the engines of this folder read. */
export interface AttackPlan {
  readonly attackers: readonly AttackerPlan[];
  /** The target groups as the allocation machines see them (characters marked). */
  readonly groups: readonly AllocationGroup[];
  readonly allocation: Allocation;
}

const sameTest = (a: D6Test, b: D6Test) =>
  a.need === b.need && a.reroll === b.reroll && a.rerollNeed === b.rerollNeed;

const plainTest = (t: { need: number; reroll: string; rerollNeed: number }): D6Test | null =>
  t.reroll === 'none' || t.reroll === 'ones' || t.reroll === 'failed'
    ? { need: t.need, reroll: t.reroll, rerollNeed: t.rerollNeed }
    : null;

/** A damage step with no modifier: only its dice. */
const bare = (s: DamageStep) => s.add === 0 && !s.halve && s.reduce === 0 && !s.slay;
const isOne = (s: DamageStep) => bare(s) && s.dice.count === 0 && s.dice.modifier === 1;
const isD3 = (s: DamageStep) =>
  bare(s) && s.dice.count === 1 && s.dice.sides === 3 && s.dice.modifier === 0;

/** One profile lowered, or the path of the first field the form cannot hold. */
function lowerProfile(a: AttackProfile, i: number): AttackerPlan | string {
  const path = `profiles[${i}]`;
  // Damage that spills over is a point-by-point allocation the wound-chain form has not.
  if (a.spill === true) return `${path}.spill`;
  // Mortal points before the attacks: loose points, as spill-over's.
  if ((a.mortalsBefore ?? null) !== null) return `${path}.mortalsBefore`;
  const ch = a.onCriticalHit;
  if (ch.extraHits !== null || ch.autoWound || (ch.mortalWounds ?? null) !== null) {
    return `${path}.onCriticalHit`;
  }
  let hit: D6Test | 'auto' = 'auto';
  let blast: BlastPlan | null = null;
  if (a.hit !== 'auto') {
    if ('marker' in a.hit) blast = a.hit.marker;
    else {
      const t = plainTest(a.hit);
      if (t === null) return `${path}.hit.reroll`;
      hit = t;
    }
  }
  const wound = plainTest(a.wound);
  if (wound === null) return `${path}.wound.reroll`;
  const cw = a.onCriticalWound;
  if (cw.noSave || cw.mortal !== null || cw.resolvedLast) return `${path}.onCriticalWound`;
  let criticalOn = 7;
  if (cw.damage !== null) {
    // The form's critical wound is one of the wounds that pass: a critical roll must pass.
    const on = a.wound.criticalOn;
    if (!isD3(cw.damage) || cw.ignoresFeelNoPain !== true) return `${path}.onCriticalWound.damage`;
    if (on < 7 && on < Math.max(wound.need, wound.rerollNeed)) return `${path}.wound.criticalOn`;
    criticalOn = on;
  }
  if (!isOne(a.damage)) return `${path}.damage`;
  const against: WoundPlan[] = [];
  for (const [g, d] of a.against.entries()) {
    const at = `${path}.against[${g}]`;
    if (!sameTest(d.save, d.criticalSave)) return `${at}.criticalSave`;
    const r = d.damageReduction;
    if (r !== undefined && (r.halve || r.reduce !== 0)) return `${at}.damageReduction`;
    against.push({ save: d.save, feelNoPain: d.feelNoPain, instantDeath: d.slay === true });
  }
  return {
    models: a.models,
    shots: a.attacks,
    hit,
    wound,
    criticalOn,
    against,
    blast,
    backfire: a.selfWounds ?? null,
    absorbHealth: a.restore ?? null,
    absorbMagicka: a.gain ? { dice: a.gain.per, test: a.gain.test } : null,
  };
}

/**
 * The first field of a general plan that the wound-chain engines do not take (a path into
 * the plan, such as `profiles[0].onCriticalHit`), or `null` when it fits their form.
 *
 * @example
 * ```ts
 * woundChainProblem(compileScrollhammer(attack)); // null: Scrollhammer's plans always fit
 * ```
 */
export function woundChainProblem(plan: GeneralPlan): string | null {
  for (const [i, a] of plan.profiles.entries()) {
    const lowered = lowerProfile(a, i);
    if (typeof lowered === 'string') return lowered;
  }
  return null;
}

/**
 * Lower a general plan (already checked by `checkPlan`) to the wound-chain form.
 *
 * @throws {InputError} naming the first field that the form cannot hold (see
 *   {@link woundChainProblem}); such a plan runs on the general engines.
 * @example
 * ```ts
 * exactAttack(woundChainPlan(compileScrollhammer(attack))).slain.mean();
 * ```
 */
export function woundChainPlan(plan: GeneralPlan): AttackPlan {
  const attackers = plan.profiles.map((a, i) => {
    const lowered = lowerProfile(a, i);
    if (typeof lowered === 'string') {
      throw new InputError(
        `general plan: ${lowered} is beyond the wound-chain engines (alike wounds of 1 damage, D3 on a critical wound); run the plan with exactPlan or samplePlan`,
        lowered,
        undefined,
      );
    }
    return lowered;
  });
  // The plan's groups are what the allocation machines read.
  return { attackers, groups: plan.groups, allocation: plan.allocation };
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
