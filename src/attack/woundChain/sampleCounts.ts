/**
 * The `counts` sampler: a volley rolled as players roll it, a handful of dice per step, and
 * only counted: all the To Hit dice at once (and the re-rolls of those that failed, or of the
 * 1s), then one To Wound die per hit, one save per wound, one Feel No Pain per unsaved wound,
 * one D3 per unsaved Critical Strike. Each step is {@link DiceStream.countAtLeast} (or
 * `countAtLeast2` when one roll answers two questions, as To Wound and Critical Strike): the
 * dice are real and unbiased, 8 to a 32-bit word, and counted 4 at a time with one table
 * lookup. In other words, exact binomial sampling of the volley's counts, at about a quarter
 * of a word per shot for a plain profile.
 *
 * Allocation `rules` depends on counts only (the most models any assignment slays depends on
 * how many wounds of each damage there are, not their order). `sequential` depends on the
 * order too: when an attacker group's unsaved wounds differ in damage (1, or a Critical
 * Strike's D3), they are applied in a uniformly random order drawn from the counts
 * ({@link RandomOrder}), which is the order's law when every shot is rolled in turn: the
 * shots are independent and alike, so given how many wounds of each damage there are, every
 * order of them is equally likely. On the sequential machine a run of 1s is an addition
 * ({@link sequentialNumbering}), so only the other wounds are stepped one by one. Groups are
 * applied in the order listed, as the dice-by-dice sampler does. It needs one save for the
 * whole unit: a single target group, or groups that all save alike and share their Wounds.
 * Other plans are refused ({@link countsSupport}); the caller then uses the `outcome` sampler.
 *
 * @module
 */
import { sequentialNumbering } from '../../allocation/ClassMachine.js';
import type { UnitMachine } from '../../allocation/UnitMachine.js';
import { unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist, rollDiceUnchecked } from '../../dice/index.js';
import type { DiceStream } from '../../random/index.js';
import type { RandomSource } from '../../random/RandomSource.js';
import type { D6Test } from '../../rules/d6Test.js';
import type { AttackerPlan, AttackPlan } from './plan.js';
import { unknownPlanFeature } from './planSupport.js';
import type { Tally } from './tally.js';

const sameTest = (a: D6Test | null, b: D6Test | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.need === b.need &&
    a.reroll === b.reroll &&
    a.rerollNeed === b.rerollNeed);

/** Whether the To Wound roll of this attacker can be a Critical Strike (a pass at criticalOn+). */
const canCrit = (a: AttackerPlan) =>
  a.criticalOn <= 6 &&
  (a.wound.need <= 6 || (a.wound.reroll !== 'none' && a.wound.rerollNeed <= 6)) &&
  !a.against[0]!.instantDeath;

/** The damages an unsaved wound of this attacker can do to a model of `wounds` Wounds. */
function damages(a: AttackerPlan, wounds: number): number[] {
  if (a.against[0]!.instantDeath) return [wounds];
  if (!canCrit(a)) return [Math.min(1, wounds)];
  return [1, 2, 3].map((d) => Math.min(d, wounds));
}

/**
 * Why the `counts` sampler cannot take this plan, or `null` if it can.
 *
 * @example
 * ```ts
 * countsSupport(compileAttack(attack)); // null for one target group under 'rules'
 * ```
 */
export function countsSupport(plan: AttackPlan): string | null {
  const unknown = unknownPlanFeature(plan);
  if (unknown) return `the plan has ${unknown}`;
  const w = plan.groups[0]!.wounds;
  if (plan.groups.some((g) => g.wounds !== w)) return 'the target groups differ in Wounds';
  if (plan.groups.some((g) => g.character)) {
    return 'a target group is a character (wounds reach it after the other models, in the order rolled: more than counts)';
  }
  for (const a of plan.attackers) {
    // countAtLeast2 packs two counts into 16 bits each.
    if (a.models * diceDist(a.shots).max >= 65536)
      return 'an attacker group has 65,536 shots or more';
    const first = a.against[0]!;
    const alike = a.against.every(
      (x) =>
        x.instantDeath === first.instantDeath &&
        sameTest(x.save, first.save) &&
        sameTest(x.feelNoPain, first.feelNoPain),
    );
    if (!alike) return 'the target groups save differently';
    if (canCrit(a) && a.wound.reroll === 'ones' && a.wound.need > 2) {
      return 'To Wound re-rolls 1s needing 3+ with Critical Strike (three counts from one roll)';
    }
  }
  return null;
}

/**
 * A plan compiled for the `counts` sampler.
 *
 * @example
 * ```ts
 * const s: CountsSampler = countsSampler(plan);
 * ```
 */
export interface CountsSampler {
  /** Adds `samples` simulated attacks to `tally`, every die from `dice`. */
  run(tally: Tally, samples: number, dice: DiceStream): void;
}

/**
 * Passes of `test` among n dice, with its re-roll: each die re-rolled at most once.
 * `ones`: the 1s (n minus those of 2+) again, needing `rerollNeed`; `failed`: every failure.
 */
function passes(dice: DiceStream, n: number, need: number, reroll: number, again: number): number {
  if (n === 0) return 0;
  if (reroll === 0) return dice.countAtLeast(n, need);
  if (reroll === 1) {
    const c = dice.countAtLeast2(n, 2, need);
    return (c >>> 16) + dice.countAtLeast(n - (c & 65535), again);
  }
  const first = dice.countAtLeast(n, need);
  return first + dice.countAtLeast(n - first, again);
}

/** Passes of the To Wound roll and, among them, Critical Strikes (a final face of crit+). */
function passesAndCrits(
  dice: DiceStream,
  n: number,
  need: number,
  reroll: number,
  again: number,
  crit: number,
): number {
  if (n === 0) return 0;
  const hi = Math.max(crit, need);
  if (reroll === 0) return dice.countAtLeast2(n, need, hi);
  const againHi = Math.max(crit, again);
  // Re-rolling 1s, need is 2 here (countsSupport): the 1s are exactly the failures, as with
  // re-rolling every failure.
  const c = dice.countAtLeast2(n, need, hi);
  return c + dice.countAtLeast2(n - (c & 65535), again, againHi);
}

const REROLL = { none: 0, ones: 1, failed: 2 } as const;

/**
 * Compile a plan for the `counts` sampler.
 *
 * @throws {Error} if {@link countsSupport} gives a reason (check it first).
 * @example
 * ```ts
 * countsSampler(plan).run(tally, 65_536, new DiceStream(new Pcg32(1, 0)));
 * ```
 */
export function countsSampler(plan: AttackPlan, built?: UnitMachine): CountsSampler {
  const reason = countsSupport(plan);
  if (reason) throw new Error(`counts sampler: ${reason}`);
  // Every group saves alike and shares its Wounds: the unit behaves as one group.
  const models = plan.groups.reduce((n, g) => n + g.models, 0);
  const wounds = plan.groups[0]!.wounds;
  // A table built once by the caller (and shared between worker threads) is used as is.
  const unit = built ?? unitMachine([{ models, wounds }], plan.allocation);
  const steps = plan.attackers.map((a) => {
    const w = a.against[0]!;
    const test = (t: D6Test) => [t.need, REROLL[t.reroll], t.rerollNeed] as const;
    return {
      models: a.models,
      shots: a.shots,
      fixed: a.shots.count === 0 ? a.models * a.shots.modifier : -1,
      hit: a.hit === 'auto' ? null : test(a.hit),
      wound: test(a.wound),
      crit: canCrit(a) ? a.criticalOn : 0,
      // As the dice-by-dice sampler: a save needing 7 is not rolled at all.
      save: w.save.need < 7 ? test(w.save) : null,
      feelNoPain: w.feelNoPain ? test(w.feelNoPain) : null,
      instantDeath: w.instantDeath,
      // Sequential allocation sees the order of an attacker's wounds only when their
      // damages differ (a Critical Strike's 2 or 3 among 1s, below the model's Wounds).
      interleave: plan.allocation === 'sequential' && new Set(damages(a, wounds)).size > 1,
    };
  });
  // The sequential machine's numbering makes runs of 1s (and of wounds that slay outright)
  // additions, and the random order of mixed damage is drawn for the others only.
  const linear = sequentialNumbering(unit.classes[0]!);
  let order: RandomOrder | null = null;
  if (steps.some((a) => a.interleave)) {
    if (!linear) throw new Error('counts sampler: sequential allocation without its numbering');
    order = new RandomOrder(
      Math.max(...plan.attackers.map((a) => a.models * diceDist(a.shots).max)),
    );
  }
  return {
    run(tally, samples, dice) {
      run(tally, samples, dice, steps, unit, wounds, linear, order);
    },
  };
}

type Test = readonly [need: number, reroll: number, again: number] | null;

interface Step {
  readonly models: number;
  readonly shots: AttackPlan['attackers'][number]['shots'];
  readonly fixed: number;
  /** null: Autohit. */
  readonly hit: Test;
  readonly wound: NonNullable<Test>;
  readonly crit: number;
  readonly save: Test;
  readonly feelNoPain: Test;
  readonly instantDeath: boolean;
  /** Apply the group's wounds of each damage in a random order (sequential allocation). */
  readonly interleave: boolean;
}

/**
 * Applies an attacker group's unsaved wounds to the `sequential` machine in a uniformly random
 * order: `ones` of damage 1, `twos` of `size2`, `threes` of `size3`. Such an order is a uniform
 * set of positions for the wounds that are not 1s, and, independently, a uniform choice of
 * which of them are the 2s. Both sets are drawn by Floyd's algorithm (a uniform m-subset of n
 * from m draws: for j = n - m to n - 1, a uniform t in 0..j, or j itself if t is taken), for
 * the smaller side (the positions of the 1s when they are fewer); the draws' values are the
 * digits of one uniform integer per 32-bit word (a word x accepted by Lemire's test for the
 * product P of their ranges r1, r2, ..., floor(x P / 2^32) is uniform on 0..P - 1 and its
 * mixed-radix digits, read as x r1 / 2^32, then the remainder times r2, ..., are uniform and
 * independent). Then the wounds are applied in position order; the machine's numbering
 * ({@link sequentialNumbering}) makes the 1s between two others an addition. About one
 * word a volley, where a draw per wound took one each.
 */
class RandomOrder {
  /** Chosen positions (and kinds, by rank), a bit each, 32 to a word; cleared after use. */
  declare private readonly positions: Int32Array;
  declare private readonly kinds: Int32Array;

  constructor(maxWounds: number) {
    this.positions = new Int32Array((maxWounds >> 5) + 1);
    this.kinds = new Int32Array((maxWounds >> 5) + 1);
  }

  /** The final state; `full` is the machine's last state (every model slain). */
  apply(
    state: number,
    ones: number,
    twos: number,
    threes: number,
    size2: number,
    size3: number,
    next: Int32Array,
    stride: number,
    full: number,
    source: RandomSource,
  ): number {
    const positions = this.positions;
    const kinds = this.kinds;
    const others = twos + threes;
    const n = ones + others;
    // Floyd on the smaller side: the 1s' positions (the others are the rest) or the others'.
    const m = Math.min(ones, others);
    // Which of the others are the rarer kind (none to choose when the two do the same).
    const minority = size2 === size3 ? 0 : Math.min(twos, threes);
    const total = m + minority;
    // Digit k is Floyd's t for j = n - m + k (positions), then for j = others - minority +
    // k - m (kinds): uniform on 0..j, read from the current word.
    let word = 0;
    let digits = 0;
    for (let k = 0; k < total; k++) {
      const j = k < m ? n - m + k : others - minority + k - m;
      if (digits === 0) {
        // A new word for as many digits as the product of their ranges fits 2^32.
        let p = 1;
        for (let d = k; d < total; d++) {
          const range = (d < m ? n - m + d : others - minority + d - m) + 1;
          if (p * range > 4294967296) break;
          p *= range;
          digits++;
        }
        // Lemire's test: x is rejected when the low word of x P falls below 2^32 mod P.
        let x: number;
        let low: number;
        do {
          x = source.next32();
          low = Math.imul(x, p) >>> 0;
        } while (low < p && low < 4294967296 % p);
        word = x | 0;
      }
      // The next digit: the high word of the remainder times j + 1 (exact: below 2^53); the
      // new remainder is the low word, one integer multiplication that does not wait for it.
      const t = ((word >>> 0) * (j + 1) * 2.3283064365386963e-10) | 0;
      word = Math.imul(word, j + 1);
      digits--;
      const set = k < m ? positions : kinds;
      // t, or j if t is taken (without a branch: which it is cannot be predicted).
      const pick = t + ((j - t) & -((set[t >> 5]! >>> (t & 31)) & 1));
      set[pick >> 5]! |= 1 << (pick & 31);
    }
    // The wounds in position order: the 1s since the last other wound, then that one.
    const minorSize = twos <= threes ? size2 : size3;
    const majorSize = twos <= threes ? size3 : size2;
    const flip = ones < others ? -1 : 0;
    let s = state;
    let last = -1;
    let rank = 0;
    for (let w = 0; w << 5 < n; w++) {
      const room = n - (w << 5);
      let bits = (positions[w]! ^ flip) & (room >= 32 ? -1 : (1 << room) - 1);
      positions[w] = 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const p = (w << 5) + 31 - Math.clz32(low);
        s += p - last - 1;
        last = p;
        if (s > full) s = full;
        const minor = (kinds[rank >> 5]! >>> (rank & 31)) & 1;
        rank++;
        s = next[s * stride + majorSize + (-minor & (minorSize - majorSize))]!;
      }
    }
    for (let w = 0; w << 5 < others; w++) kinds[w] = 0;
    s += n - 1 - last;
    return Math.min(s, full);
  }
}

function run(
  tally: Tally,
  samples: number,
  dice: DiceStream,
  steps: readonly Step[],
  unit: UnitMachine,
  wounds: number,
  linear: boolean,
  order: RandomOrder | null,
): void {
  const hitsH = tally.hits!;
  const woundsH = tally.wounds!;
  const unsavedH = tally.unsaved!;
  const slainH = tally.slain!;
  const lostH = tally.woundsLost!;
  const machine = unit.classes[0]!;
  const next = machine.next;
  const stride = machine.stride;
  const size2 = Math.min(2, wounds);
  const size3 = Math.min(3, wounds);
  const full = machine.states - 1;
  for (let i = 0; i < samples; i++) {
    let hits = 0;
    let wounded = 0;
    let unsaved = 0;
    let state = 0;
    for (const a of steps) {
      let shots = a.fixed;
      if (shots < 0) {
        shots = 0;
        for (let m = 0; m < a.models; m++) shots += rollDiceUnchecked(a.shots, dice);
      }
      const h = a.hit === null ? shots : passes(dice, shots, a.hit[0], a.hit[1], a.hit[2]);
      hits += h;
      // To Wound, and the Critical Strikes among the wounds.
      let w: number;
      let crits = 0;
      if (a.crit > 0) {
        const c = passesAndCrits(dice, h, a.wound[0], a.wound[1], a.wound[2], a.crit);
        w = c & 65535;
        crits = c >>> 16;
      } else w = passes(dice, h, a.wound[0], a.wound[1], a.wound[2]);
      wounded += w;
      // Saves: the Critical Strikes' dice first, then the others'.
      let critsUnsaved = crits;
      let plainUnsaved = w - crits;
      if (a.save !== null) {
        critsUnsaved -= passes(dice, crits, a.save[0], a.save[1], a.save[2]);
        plainUnsaved -= passes(dice, w - crits, a.save[0], a.save[1], a.save[2]);
      }
      if (a.instantDeath) {
        const k = plainUnsaved + critsUnsaved;
        unsaved += k;
        if (linear) {
          if (k > 0) state = Math.min(full, (((state / wounds) | 0) + k) * wounds);
        } else for (let j = k; j > 0; j--) state = next[state * stride + wounds]!;
        continue;
      }
      // Feel No Pain for the ordinary wounds; a D3 (a D6: 1-2, 3-4, 5-6) for each Critical Strike.
      if (a.feelNoPain !== null) {
        plainUnsaved -= passes(
          dice,
          plainUnsaved,
          a.feelNoPain[0],
          a.feelNoPain[1],
          a.feelNoPain[2],
        );
      }
      unsaved += plainUnsaved + critsUnsaved;
      if (a.interleave) {
        const c = critsUnsaved > 0 ? dice.countAtLeast2(critsUnsaved, 3, 5) : 0;
        const threes = c >>> 16;
        const twos = (c & 65535) - threes;
        const ones = plainUnsaved + critsUnsaved - twos - threes;
        state = order!.apply(
          state,
          ones,
          twos,
          threes,
          size2,
          size3,
          next,
          stride,
          full,
          dice.source,
        );
        continue;
      }
      if (linear) state = Math.min(full, state + plainUnsaved);
      else for (let k = plainUnsaved; k > 0; k--) state = next[state * stride + 1]!;
      if (critsUnsaved > 0) {
        const c = dice.countAtLeast2(critsUnsaved, 3, 5);
        const threes = c >>> 16;
        const twos = (c & 65535) - threes;
        for (let k = critsUnsaved - twos - threes; k > 0; k--) state = next[state * stride + 1]!;
        for (let k = twos; k > 0; k--) state = next[state * stride + size2]!;
        for (let k = threes; k > 0; k--) state = next[state * stride + size3]!;
      }
    }
    hitsH[hits]!++;
    woundsH[wounded]!++;
    unsavedH[unsaved]!++;
    slainH[unit.slain[state]!]!++;
    lostH[unit.woundsLost[state]!]!++;
  }
}
