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
 * Strike's D3), they are applied in a uniformly random order, drawn one wound at a time from
 * the counts (a random interleaving), which is the order's law when every shot is rolled in
 * turn: the shots are independent and alike, so given how many wounds of each damage there
 * are, every order of them is equally likely. Groups are applied in the order listed, as the
 * dice-by-dice sampler does. It needs one save for the whole unit: a single target group, or
 * groups that all save alike and share their Wounds. Other plans are refused
 * ({@link countsSupport}); the caller then uses the `outcome` sampler.
 *
 * @module
 */
import type { UnitMachine } from '../../allocation/UnitMachine.js';
import { unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist, rollDiceUnchecked } from '../../dice/index.js';
import type { DiceStream } from '../../random/index.js';
import { uniformIntUnchecked } from '../../random/uniformInt.js';
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
  return {
    run(tally, samples, dice) {
      run(tally, samples, dice, steps, unit, wounds);
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
 * Applies `ones` wounds of damage 1, `twos` of `size2` and `threes` of `size3` to the
 * sequential machine in a uniformly random order: each next wound's damage is drawn with
 * probability proportional to how many of that damage are left. Returns the final state.
 */
function interleaved(
  state: number,
  ones: number,
  twos: number,
  threes: number,
  size2: number,
  size3: number,
  next: Int32Array,
  stride: number,
  dice: DiceStream,
): number {
  let s = state;
  let a = ones;
  let b = twos;
  for (let left = ones + twos + threes; left > 0; left--) {
    const r = uniformIntUnchecked(dice.source, left);
    if (r < a) {
      s = next[s * stride + 1]!;
      a--;
    } else if (r < a + b) {
      s = next[s * stride + size2]!;
      b--;
    } else s = next[s * stride + size3]!;
  }
  return s;
}

function run(
  tally: Tally,
  samples: number,
  dice: DiceStream,
  steps: readonly Step[],
  unit: UnitMachine,
  wounds: number,
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
        unsaved += plainUnsaved + critsUnsaved;
        for (let k = plainUnsaved + critsUnsaved; k > 0; k--)
          state = next[state * stride + wounds]!;
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
        state = interleaved(state, ones, twos, threes, size2, size3, next, stride, dice);
        continue;
      }
      for (let k = plainUnsaved; k > 0; k--) state = next[state * stride + 1]!;
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
