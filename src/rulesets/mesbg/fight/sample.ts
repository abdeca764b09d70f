/**
 * The Monte Carlo engine of a MESBG fight: rolls every die as the table does (Heroic Strike,
 * each Duel die, a banner's re-roll, the roll-off, each To Wound die, each Fate die), and takes
 * each decision with the same functions as the exact engine (`duel.ts`, `exact.ts`,
 * `fightToWound.ts`), looked up from tables built once before the first sample. Seeded and
 * reproducible. Nothing is allocated per sample.
 *
 * @module
 */

import type { Dist } from '../../../dist/Dist.js';
import { TooLargeError } from '../../../errors.js';
import { MAX_SAMPLING_WORK } from '../../../plan/sampleLimits.js';
import { CHUNK_SAMPLES, chunkCount, planChunkSource } from '../../../random/chunks.js';
import { DiceStream, type RandomSource } from '../../../random/index.js';
import { type ProgressCallback, reportProgress } from '../../../random/progress.js';
import { passChance, rollTest } from '../../../rules/d6Test.js';
import { duelMightSide, type FightPlan, type FightSidePlan } from './compile.js';
import { bestOf, DuelDecisions, heroBestOf, type SideStates, sideStates } from './duel.js';
import { duelMightOutcome, mightWorth } from './exact.js';
import { FATE_TEST, rollsFate } from './fate.js';
import {
  rerollable,
  rerollsFirst,
  rerollsFurther,
  spendsOnFirst,
  spendsOnFurther,
} from './fightToWound.js';
import { rollSideFight } from './heroicStrike.js';
import { fightResults, SideTally } from './tally.js';
import { mightCodes, spendMight, woundPhaseValues } from './woundPhase.js';

/**
 * Options of {@link sampleFight}.
 *
 * @example
 * ```ts
 * const options: FightSampleOptions = { samples: 100_000, seed: 7 };
 * ```
 */
export interface FightSampleOptions {
  /** Simulated fights, 1 or more. */
  readonly samples: number;
  /** PCG32 seed when no `source` is given. @defaultValue 0 */
  readonly seed?: number;
  /** Any source of random 32-bit words. @defaultValue PCG32 seeded with `seed` */
  readonly source?: RandomSource;
  /** Called with (fights done, fights) every 65,536 fights and at the end; it changes no die. */
  readonly onProgress?: ProgressCallback;
}

/**
 * The dice a Monte Carlo run of `samples` fights rolls, about: every Duel die and every To
 * Wound die (two for 6+/X+) of both sides, plus the bookkeeping of a sample, as the shooting
 * samplers count it.
 *
 * @example
 * ```ts
 * fightSamplingWork(compileFight(scenario), 100_000); // e.g. 2.2e6
 * ```
 */
export function fightSamplingWork(plan: FightPlan, samples: number): number {
  const dice = (side: FightSidePlan) =>
    side.kinds.reduce((n, k) => n + k.count, 0) + 2 * side.phase.rolls.length;
  return samples * (8 + dice(plan.a) + dice(plan.b));
}

/**
 * Refuses a run of `samples` fights over `MAX_SAMPLING_WORK` dice ({@link fightSamplingWork}),
 * before any work, with what to change.
 *
 * @throws {TooLargeError} for a run over the limit.
 * @example
 * ```ts
 * checkFightSamples(plan, 1e12); // throws: use fewer samples, or the exact method
 * ```
 */
export function checkFightSamples(plan: FightPlan, samples: number): void {
  const work = fightSamplingWork(plan, samples);
  if (work > MAX_SAMPLING_WORK) {
    throw new TooLargeError(
      `a Monte Carlo run of ${samples} samples needs about ${work.toExponential(1)} dice, over the limit of ${MAX_SAMPLING_WORK.toExponential(0)}: use fewer samples, or the exact method`,
    );
  }
}

/**
 * Simulate a compiled fight `samples` times; the keys are those of {@link exactFight}'s
 * Outputs (without the best-policy and Heroic Strike comparisons, which are exact only).
 *
 * **Seeds and chunks**: a seeded run is cut into chunks of 65,536 fights (`CHUNK_SAMPLES`),
 * chunk c on the stream `planChunkSource(seed, c)` (chunk 0 on the seed's default stream, as
 * every run drew before chunks), so that a run spread over threads (`mathhammer/node`) gives
 * the same bytes; a run on a `source` of your own is one stream, not cut.
 *
 * @example
 * ```ts
 * sampleFight(compileFight(scenario), { samples: 100_000, seed: 1 }).duelWinA.at(1); // about P(A wins)
 * ```
 */
export function sampleFight(plan: FightPlan, options: FightSampleOptions): Record<string, Dist> {
  const to = options.source === undefined ? chunkCount(options.samples) : 1;
  return fightTalliesResults(plan, sampleFightChunks(plan, options, 0, to));
}

/**
 * The results of a fight's run from its counts ({@link sampleFightChunks}, added over the
 * shares of a run).
 *
 * @example
 * ```ts
 * fightTalliesResults(plan, sampleFightChunks(plan, { samples: 1000, seed: 1 }, 0, 1)).duelWinA;
 * ```
 */
export function fightTalliesResults(plan: FightPlan, t: FightTallies): Record<string, Dist> {
  return fightResults(plan, t.a, t.b);
}

/**
 * The whole-number counts of a fight's run, by side (what {@link fightResults} reads).
 *
 * @example
 * ```ts
 * const t: FightTallies = sampleFightChunks(plan, { samples: 1000, seed: 1 }, 0, 1);
 * t.a.win + t.b.win; // 1000
 * ```
 */
export interface FightTallies {
  readonly a: SideTally;
  readonly b: SideTally;
}

/**
 * Chunks `from` to `to` (excluded) of {@link sampleFight}'s run: their counts, which add up
 * across ranges to the whole run's (a share of a run spread over threads). With a `source`,
 * the whole run is one chunk on it (`from` 0, `to` 1).
 *
 * @example
 * ```ts
 * const t = sampleFightChunks(plan, { samples: 200_000, seed: 1 }, 1, 4); // fights 65,536 on
 * ```
 */
export function sampleFightChunks(
  plan: FightPlan,
  options: FightSampleOptions,
  from: number,
  to: number,
): FightTallies {
  const seed = options.seed ?? 0;
  const sa = sideStates(plan.a);
  const sb = sideStates(plan.b);
  const ta = new SideTally(plan.a);
  const tb = new SideTally(plan.b);
  const values = {
    a: plan.a.side.might === 'best' ? woundPhaseValues(plan.a.phase) : null,
    b: plan.b.side.might === 'best' ? woundPhaseValues(plan.b.phase) : null,
  };
  const worth = mightWorth(plan, values.a, values.b);
  // The decisions of each comparison of Fight (0: A higher, 1: B higher, 2: equal).
  const decisions = [1, 0, plan.rollOffA].map((tieA) => new DuelDecisions(plan, sa, sb, tieA));
  const mightTables = decisions.map((d) => {
    const t = new Int16Array(sa.codes * sb.codes);
    for (let a = 0; a < sa.codes; a++) {
      for (let b = 0; b < sb.codes; b++) {
        const o = duelMightOutcome(plan, d, a, b, worth);
        t[a * sb.codes + b] = o.hero < 0 ? -1 : o.hero * 8 + o.spend;
      }
    }
    return t;
  });
  const rollerA = new SideRoller(plan.a, sa);
  const rollerB = new SideRoller(plan.b, sb);
  const strikerA = new Striker(plan.a, values.a);
  const strikerB = new Striker(plan.b, values.b);
  const mightSide = duelMightSide(plan);
  const bannerA = plan.a.banner;
  const bannerB = plan.b.banner;
  const progress = options.onProgress;
  for (let chunk = from; chunk < to; chunk++) {
    const source = options.source;
    const dice = new DiceStream(source ?? planChunkSource(seed, chunk));
    const start = source ? 0 : chunk * CHUNK_SAMPLES;
    const end = source ? options.samples : Math.min(options.samples, start + CHUNK_SAMPLES);
    for (let n = start; n < end; n++) {
      reportProgress(progress, n, options.samples);
      const fa = rollSideFight(plan.a.fight, dice);
      const fb = rollSideFight(plan.b.fight, dice);
      const c = fa > fb ? 0 : fa < fb ? 1 : 2;
      const d = decisions[c]!;
      const sigA = rollerA.roll(dice);
      const sigB = rollerB.roll(dice);
      let a = sa.signatures[sigA]!.post0;
      let b = sb.signatures[sigB]!.post0;
      if (bannerA && !bannerB) a = rollerA.reroll(sigA, d.single(0, sigA, b), dice);
      else if (bannerB && !bannerA) b = rollerB.reroll(sigB, d.single(1, sigB, a), dice);
      else if (bannerA && bannerB) {
        let mover = d.firstMover(a, b);
        if (mover === 2) mover = dice.d6() <= 3 ? 0 : 1;
        if (mover === 0) {
          a = rollerA.reroll(sigA, d.first(0, sigA, sigB), dice);
          b = rollerB.reroll(sigB, d.answerChoice(1, sigB, a), dice);
        } else {
          b = rollerB.reroll(sigB, d.first(1, sigB, sigA), dice);
          a = rollerA.reroll(sigA, d.answerChoice(0, sigA, b), dice);
        }
      }
      // Might on the Duel, then who wins.
      let bestA = bestOf(a);
      let bestB = bestOf(b);
      let mightLeft = mightSide === null ? 0 : mightSide.fullMight;
      const decision = mightTables[c]![a * sb.codes + b]!;
      if (decision >= 0 && mightSide !== null) {
        const hero = decision >> 3;
        const spend = decision & 7;
        mightLeft = spendMight(mightLeft, mightSide.mightRadix, hero, spend);
        if (mightSide === plan.a) bestA = Math.max(bestA, heroBestOf(a, hero) + spend);
        else bestB = Math.max(bestB, heroBestOf(b, hero) + spend);
      }
      let aWins: boolean;
      if (bestA !== bestB) aWins = bestA > bestB;
      else if (c !== 2) aWins = c === 0;
      else aWins = dice.d6() > 6 - plan.rollOffFacesA;
      const x = aWins ? strikerA : strikerB;
      const winner = aWins ? plan.a : plan.b;
      const loser = aWins ? plan.b : plan.a;
      x.strike(winner === mightSide ? mightLeft : winner.fullMight, dice);
      (aWins ? ta : tb).won(x.wounds, x.fateSpent, x.mightSpent, 1);
      (aWins ? tb : ta).lost(
        loser === mightSide ? loser.totalMight - x.sumLeft(loser, mightLeft) : 0,
        1,
      );
    }
  }
  if (to * CHUNK_SAMPLES >= options.samples || options.source) {
    progress?.(options.samples, options.samples);
  }
  return { a: ta, b: tb };
}

/**
 * Adds the counts of `more` into `into` (tallies of the same plan: the same sizes): the
 * shares of a run spread over threads, added in the order of their chunks.
 *
 * @example
 * ```ts
 * addFightTallies(first, second); // first now counts both shares
 * ```
 */
export function addFightTallies(into: FightTallies, more: FightTallies): void {
  for (const side of ['a', 'b'] as const) {
    const x = into[side];
    const y = more[side];
    x.win += y.win;
    for (const key of [
      'wounds',
      'fate',
      'might',
      'woundsIfWin',
      'fateIfWin',
      'mightIfWin',
      'woundsFate',
    ] as const) {
      const a = x[key];
      const b = y[key];
      for (let i = 0; i < a.length; i++) a[i]! += b[i]!;
    }
  }
}

/** Rolls a side's Duel dice and its banner's re-roll. */
class SideRoller {
  private readonly side: FightSidePlan;
  private readonly states: SideStates;

  constructor(side: FightSidePlan, states: SideStates) {
    this.side = side;
    this.states = states;
  }

  /** Roll every Duel die: the signature of the roll. */
  roll(dice: DiceStream): number {
    let index = 0;
    let stride = 1;
    const kinds = this.side.kinds;
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[k]!;
      let best = 0;
      for (let i = 0; i < kind.count; i++) {
        const v = kind.scores[dice.d6()]!;
        if (v > best) best = v;
      }
      index += (best - 1) * stride;
      stride *= 6;
    }
    return this.states.signatureOf[index]!;
  }

  /** The state after re-roll `choice` (-1: none) of signature `sig`: a fresh die of that kind. */
  reroll(sig: number, choice: number, dice: DiceStream): number {
    const g = this.states.signatures[sig]!;
    if (choice < 0) return g.post0;
    return g.options[choice]!.post[this.side.kinds[choice]!.scores[dice.d6()]!]!;
  }
}

/** Rolls a side's Strikes at its target, die by die, with Might and the target's Fate. */
class Striker {
  wounds = 0;
  fateSpent = 0;
  mightSpent = 0;
  private readonly side: FightSidePlan;
  private readonly values: readonly Float64Array[] | null;
  private readonly left: Int32Array;
  // The state the best policy's value function reads (set before each roll).
  private i = 0;
  private phi = 0;
  private readonly value: (wounded: number, spent: number) => number;
  private hero = -1;

  constructor(side: FightSidePlan, values: readonly Float64Array[] | null) {
    this.side = side;
    this.values = values;
    this.left = new Int32Array(side.heroes.length);
    const phase = side.phase;
    const F = phase.fate;
    const mights = mightCodes(phase.mightRadix);
    const fatePass = passChance(FATE_TEST);
    this.value = (wounded, spent) => {
      const v = this.values![this.i + 1]!;
      let m = this.code();
      if (spent > 0) m = spendMight(m, phase.mightRadix, this.hero, spent);
      const at = (w2: number, phi2: number) => v[(w2 * (F + 1) + phi2) * mights + m]!;
      const w = this.wounds;
      const phi = this.phi;
      if (!wounded) return at(w, phi);
      if (phi === 0 || !rollsFate(phase.fatePolicy, w, phase.wounds)) return at(w + 1, phi);
      let sum = 0;
      let fail = 1;
      for (let k = 1; k <= phi; k++) {
        sum += fail * fatePass * at(w, phi - k);
        fail *= 1 - fatePass;
      }
      return sum + fail * at(w + 1, 0);
    };
  }

  /** Might left of every Hero, from its code. */
  sumLeft(side: FightSidePlan, code: number): number {
    let x = code;
    let sum = 0;
    for (const r of side.mightRadix) {
      sum += x % r;
      x = Math.floor(x / r);
    }
    return sum;
  }

  private code(): number {
    let code = 0;
    let stride = 1;
    for (let h = 0; h < this.left.length; h++) {
      code += this.left[h]! * stride;
      stride *= this.side.mightRadix[h]!;
    }
    return code;
  }

  /** Resolve every Strike from Might-left code `m0`. */
  strike(m0: number, dice: DiceStream): void {
    const phase = this.side.phase;
    let x = m0;
    for (let h = 0; h < this.left.length; h++) {
      const r = this.side.mightRadix[h]!;
      this.left[h] = x % r;
      x = Math.floor(x / r);
    }
    this.wounds = 0;
    this.fateSpent = 0;
    this.phi = phase.fate;
    const rolls = phase.rolls;
    const best = this.values !== null;
    const value = best ? this.value : null;
    const all = phase.counted > phase.wounds;
    for (let i = 0; i < rolls.length && (all || this.wounds < phase.wounds); i++) {
      const roll = rolls[i]!;
      this.i = i;
      this.hero = roll.hero;
      if (roll.first > 6) continue;
      // Past the last Wound (counting every Wound rolled) nothing is left to gain or to save.
      const alive = this.wounds < phase.wounds;
      const points = alive && phase.useMight && roll.hero >= 0 ? this.left[roll.hero]! : 0;
      const decide = alive ? value : null;
      let spent = 0;
      let carry = 0;
      let wounded = false;
      let f1 = dice.d6();
      if (
        rerollable(roll.reroll, f1, roll.first) &&
        rerollsFirst(roll, f1, points, phase.carries, decide)
      ) {
        f1 = dice.d6();
      }
      let firstPasses = f1 >= roll.first;
      if (!firstPasses) {
        const cost = roll.first - f1;
        if (spendsOnFirst(roll, cost, points, phase.carries, decide)) {
          spent = cost;
          carry = phase.carries ? cost : 0;
          firstPasses = true;
        }
      }
      if (firstPasses) {
        if (roll.further === 0) wounded = true;
        else {
          let f2 = dice.d6();
          if (
            rerollable(roll.reroll, f2, roll.further, carry) &&
            rerollsFurther(roll, f2, spent, carry, points - spent, decide)
          ) {
            f2 = dice.d6();
          }
          if (f2 + carry >= roll.further) wounded = true;
          else {
            const cost = roll.further - carry - f2;
            if (spendsOnFurther(cost, spent, points - spent, decide)) {
              spent += cost;
              wounded = true;
            }
          }
        }
      }
      if (spent > 0) this.left[roll.hero]! -= spent;
      if (!wounded) continue;
      let prevented = false;
      if (alive && rollsFate(phase.fatePolicy, this.wounds, phase.wounds)) {
        while (this.phi > 0) {
          this.phi--;
          this.fateSpent++;
          if (rollTest(FATE_TEST, dice) > 0) {
            prevented = true;
            break;
          }
        }
      }
      if (!prevented) this.wounds++;
    }
    this.mightSpent = this.side.totalMight - this.sumLeftNow();
  }

  private sumLeftNow(): number {
    let sum = 0;
    for (let h = 0; h < this.left.length; h++) sum += this.left[h]!;
    return sum;
  }
}
