/**
 * The `outcome` sampler: each shot's whole outcome (missed, hit but not wounded, wounded but
 * saved or shrugged off by Feel No Pain, or unsaved with its damage) from one uniform draw
 * against cumulative whole-number thresholds, instead of rolling its 2 to 7 dice one by one.
 *
 * **Exact, not approximate.** Every chance of a Scrollhammer shot is a whole number of
 * 6^-L for some L ≤ 7 (L dice at most: To Hit and To Wound with their re-rolls, the save,
 * Feel No Pain or the D3 of Multiple Wounds). The thresholds are those whole numbers, read
 * from the exact engine's own per-shot odds ({@link attackerOdds}, {@link woundOutcome}: the
 * same compiled plan), and the draw is a uniform integer in 0..6^L - 1: the base-6^L digits
 * of a uniform integer in 0..6^8 - 1 got from one 32-bit word as {@link DiceStream} gets its
 * dice (Lemire's rejection, exactly unbiased). So one word serves ⌊8 / L⌋ shots: 2 for a shot
 * of 4 dice (hit, wound, save, Feel No Pain), and each shot's outcome has exactly the
 * probability of its dice.
 *
 * Allocation walks the same unit machine as the dice-by-dice sampler, one unsaved wound at a
 * time, so both policies and mixed units work. Plans with a feature this sampler does not
 * know ({@link unknownPlanFeature}), or whose odds need more than 8 dice, are refused
 * ({@link outcomeSupport}); the caller then uses the dice-by-dice sampler.
 *
 * @module
 */
import type { UnitMachine } from '../../allocation/UnitMachine.js';
import { unitMachine } from '../../allocation/UnitMachine.js';
import { rollDiceUnchecked } from '../../dice/index.js';
import type { DiceStream, Pcg32 } from '../../random/index.js';
import { type AttackPlan, attackerOdds, woundOutcome } from './plan.js';
import { unknownPlanFeature } from './planSupport.js';
import type { Tally } from './tally.js';

/** 6^0 .. 6^8. */
const POW6 = [1, 6, 36, 216, 1296, 7776, 46656, 279936, 1679616];

/**
 * Each shot's outcome chances as whole numbers of 6^-L, per attacker and target group:
 * `[missed, hit not wounded, wounded without damage, damage 1, ..., damage W]` (damage W:
 * the model is slain), with the smallest L that makes them whole, or the reason there is
 * none up to 8.
 */
interface OutcomeOdds {
  readonly dice: number;
  /** counts[a][g]: whole numbers summing to 6^dice. */
  readonly counts: readonly (readonly number[])[][];
}

function outcomeOdds(plan: AttackPlan): OutcomeOdds | string {
  const chances = plan.attackers.map((a) => {
    const odds = attackerOdds(a);
    return plan.groups.map((g, i) => {
      const q = woundOutcome(a.against[i]!, odds.criticalGivenWound, g.wounds);
      const w = odds.hit * odds.woundGivenHit;
      return [1 - odds.hit, odds.hit * (1 - odds.woundGivenHit), ...Array.from(q, (x) => w * x)];
    });
  });
  for (let dice = 0; dice <= 8; dice++) {
    const scale = POW6[dice]!;
    let whole = true;
    const counts = chances.map((byGroup) =>
      byGroup.map((p) =>
        p.map((x) => {
          const c = Math.round(x * scale);
          // The chances are sums of products of multiples of 1/36: off by ~1e-15 at most.
          if (Math.abs(x * scale - c) > 1e-6) whole = false;
          return c;
        }),
      ),
    );
    if (!whole) continue;
    const sumsOk = counts.every((byGroup) =>
      byGroup.every((c) => c.reduce((s, x) => s + x, 0) === scale),
    );
    if (sumsOk) return { dice, counts };
  }
  return 'the chances of a shot are not whole numbers of 6^-8';
}

/**
 * Why the `outcome` sampler cannot take this plan, or `null` if it can.
 *
 * @example
 * ```ts
 * outcomeSupport(compileAttack(attack)); // null
 * ```
 */
export function outcomeSupport(plan: AttackPlan): string | null {
  const unknown = unknownPlanFeature(plan);
  if (unknown) return `the plan has ${unknown}`;
  const odds = outcomeOdds(plan);
  return typeof odds === 'string' ? odds : null;
}

/**
 * A plan compiled for the `outcome` sampler: build once, run on many chunks.
 *
 * @example
 * ```ts
 * const s: OutcomeSampler = outcomeSampler(plan);
 * s.shotsPerWord; // 2 for a shot of 4 dice
 * ```
 */
export interface OutcomeSampler {
  /** Dice whose chances each shot's outcome has (L: outcomes are whole numbers of 6^-L). */
  readonly dice: number;
  /** Shots drawn from each accepted 32-bit word: ⌊8 / L⌋. */
  readonly shotsPerWord: number;
  /**
   * Adds `samples` simulated attacks to `tally`, the shot outcomes from `words` (read
   * directly, a word at a time) and the shots dice from `shotDice`.
   */
  run(tally: Tally, samples: number, words: Pcg32, shotDice: DiceStream): void;
}

/**
 * Compile a plan for the `outcome` sampler.
 *
 * @throws {Error} if {@link outcomeSupport} gives a reason (check it first).
 * @example
 * ```ts
 * const s = outcomeSampler(plan);
 * s.run(tally, 65_536, new Pcg32(1, 0), new DiceStream(new Pcg32(1, 1)));
 * ```
 */
export function outcomeSampler(plan: AttackPlan, built?: UnitMachine): OutcomeSampler {
  const reason = outcomeSupport(plan);
  const odds = outcomeOdds(plan);
  if (reason || typeof odds === 'string') throw new Error(`outcome sampler: ${reason}`);
  // A table built once by the caller (and shared between worker threads) is used as is.
  const unit = built ?? unitMachine(plan.groups, plan.allocation);
  const dice = Math.max(1, odds.dice);
  const base = POW6[dice]!;
  const perWord = Math.floor(8 / dice);
  const groups = plan.groups.length;
  // Outcome classes: 0 missed, 1 hit, 2 wounded without damage, 2 + s damage s (1..W).
  const classes = 3 + Math.max(...plan.groups.map((g) => g.wounds));
  const thresholds = new Int32Array(plan.attackers.length * groups * classes);
  plan.attackers.forEach((_, a) => {
    for (let g = 0; g < groups; g++) {
      const c = odds.counts[a]![g]!;
      const scale = POW6[odds.dice]!;
      let sum = 0;
      for (let k = 0; k < classes; k++) {
        sum += k < c.length ? c[k]! * (base / scale) : 0;
        // The last class of each row ends at the base, so the scan always stops.
        thresholds[(a * groups + g) * classes + k] = k >= c.length - 1 ? base : sum;
      }
    }
  });
  const attackers = plan.attackers.map((a) => ({
    models: a.models,
    shots: a.shots,
    fixed: a.shots.count === 0 ? a.models * a.shots.modifier : -1,
  }));
  const single = groups === 1 && unit.classes.length === 1 && unit.period === 1;
  return {
    dice,
    shotsPerWord: perWord,
    run(tally, samples, words, shotDice) {
      if (single)
        runOne(
          tally,
          samples,
          words,
          shotDice,
          attackers,
          thresholds,
          classes,
          unit,
          base,
          perWord,
        );
      else
        runMany(
          tally,
          samples,
          words,
          shotDice,
          attackers,
          thresholds,
          classes,
          unit,
          base,
          perWord,
        );
    },
  };
}

interface ShotSource {
  readonly models: number;
  readonly shots: AttackPlan['attackers'][number]['shots'];
  /** Total shots of the group when fixed, else -1. */
  readonly fixed: number;
}

function shotsOf(a: ShotSource, dice: DiceStream): number {
  if (a.fixed >= 0) return a.fixed;
  let n = 0;
  for (let m = 0; m < a.models; m++) n += rollDiceUnchecked(a.shots, dice);
  return n;
}

/** One target group: no round of the wound pool, one class machine. */
function runOne(
  tally: Tally,
  samples: number,
  words: Pcg32,
  shotDice: DiceStream,
  attackers: readonly ShotSource[],
  thresholds: Int32Array,
  classes: number,
  unit: UnitMachine,
  base: number,
  perWord: number,
): void {
  const hitsH = tally.hits!;
  const woundsH = tally.wounds!;
  const unsavedH = tally.unsaved!;
  const slainH = tally.slain!;
  const lostH = tally.woundsLost!;
  const machine = unit.classes[0]!;
  const next = machine.next;
  const stride = machine.stride;
  const slainOf = unit.slain;
  const lostOf = unit.woundsLost;
  const count = attackers.length;
  let rest = 0;
  let left = 0;
  for (let i = 0; i < samples; i++) {
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    let state = 0;
    for (let a = 0; a < count; a++) {
      const shots = shotsOf(attackers[a]!, shotDice);
      const t0 = a * classes;
      const t1 = thresholds[t0]!;
      const t2 = thresholds[t0 + 1]!;
      const t3 = thresholds[t0 + 2]!;
      for (let s = 0; s < shots; s++) {
        if (left === 0) {
          let x: number;
          do x = words.next32();
          while (Math.imul(x, 1679616) >>> 0 < 189184);
          rest = (((x >>> 0) * 1679616) / 4294967296) | 0;
          left = perWord;
        }
        const q = (rest / base) | 0;
        const u = rest - q * base;
        rest = q;
        left--;
        // Without branches: the outcome is random, so a branch per step would be mispredicted
        // about half the time (measured: 4 times slower).
        hits += +(u >= t1);
        wounds += +(u >= t2);
        if (u >= t3) {
          unsaved++;
          let c = 3;
          while (u >= thresholds[t0 + c]!) c++;
          state = next[state * stride + c - 2]!;
        }
      }
    }
    hitsH[hits]!++;
    woundsH[wounds]!++;
    unsavedH[unsaved]!++;
    slainH[slainOf[state]!]!++;
    lostH[lostOf[state]!]!++;
  }
}

/** Any unit: the round of the wound pool says which group's thresholds the next shot uses. */
function runMany(
  tally: Tally,
  samples: number,
  words: Pcg32,
  shotDice: DiceStream,
  attackers: readonly ShotSource[],
  thresholds: Int32Array,
  classes: number,
  unit: UnitMachine,
  base: number,
  perWord: number,
): void {
  const hitsH = tally.hits!;
  const woundsH = tally.wounds!;
  const unsavedH = tally.unsaved!;
  const slainH = tally.slain!;
  const lostH = tally.woundsLost!;
  const { period, groupOfPosition, classOfGroup, classes: machines, classStride } = unit;
  const groups = classOfGroup.length;
  const classState = new Int32Array(machines.length);
  const count = attackers.length;
  let rest = 0;
  let left = 0;
  for (let i = 0; i < samples; i++) {
    classState.fill(0);
    let pos = 0;
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    for (let a = 0; a < count; a++) {
      const shots = shotsOf(attackers[a]!, shotDice);
      for (let s = 0; s < shots; s++) {
        if (left === 0) {
          let x: number;
          do x = words.next32();
          while (Math.imul(x, 1679616) >>> 0 < 189184);
          rest = (((x >>> 0) * 1679616) / 4294967296) | 0;
          left = perWord;
        }
        const q = (rest / base) | 0;
        const u = rest - q * base;
        rest = q;
        left--;
        const g = groupOfPosition[pos]!;
        const t0 = (a * groups + g) * classes;
        if (u < thresholds[t0]!) continue;
        hits++;
        if (u < thresholds[t0 + 1]!) continue;
        wounds++;
        pos = pos + 1 === period ? 0 : pos + 1;
        if (u < thresholds[t0 + 2]!) continue;
        unsaved++;
        let c = 3;
        while (u >= thresholds[t0 + c]!) c++;
        const cls = classOfGroup[g]!;
        const m = machines[cls]!;
        classState[cls] = m.next[classState[cls]! * m.stride + c - 2]!;
      }
    }
    let state = 0;
    for (let c = 0; c < classState.length; c++) state += classState[c]! * classStride[c]!;
    state *= period;
    hitsH[hits]!++;
    woundsH[wounds]!++;
    unsavedH[unsaved]!++;
    slainH[unit.slain[state]!]!++;
    lostH[unit.woundsLost[state]!]!++;
  }
}
