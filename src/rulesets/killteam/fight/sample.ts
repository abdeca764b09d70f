/**
 * The seeded Monte Carlo sampler of a Kill Team fight: each simulated fight rolls both players'
 * attack dice and plays both players' re-rolls as the exact engine does (`FightRerolls.sample`,
 * `./rerolls.ts`: the attacker's, then the defender's, each its best), inflicts
 * Devastating as the exact engine does (`fightStart`), then plays the resolution move by move,
 * each move the one the solved game's policy makes at that state (`FightGame.resolve`), through
 * the rules' own transition (`play`). Seeds are cut into chunks as every sampler of the library
 * cuts them (`planChunkSource`), so a run's results depend on its seed alone.
 *
 * @module
 */
import { TooLargeError } from '../../../errors.js';
import { MAX_SAMPLING_WORK } from '../../../plan/sampleLimits.js';
import { CHUNK_SAMPLES, chunkCount, planChunkSource } from '../../../random/chunks.js';
import type { RandomSource } from '../../../random/index.js';
import { type ProgressCallback, reportProgress } from '../../../random/progress.js';
import type { KtFightPlan } from './compile.js';
import { fightStart } from './exact.js';
import { FightGame, type FightMove, isOver, play } from './game.js';
import { FightRerolls } from './rerolls.js';
import { FightTally, fightResults, type KtFightResults } from './results.js';

/**
 * Options of {@link sampleFight}.
 *
 * @example
 * ```ts
 * const o: KtFightSampleOptions = { samples: 100_000, seed: 1 };
 * ```
 */
export interface KtFightSampleOptions {
  /** Simulated fights, 1 or more. */
  readonly samples: number;
  /** PCG32 seed when no `source` is given. @defaultValue 0 */
  readonly seed?: number;
  /** Any source of random 32-bit words. @defaultValue PCG32 seeded with `seed`, chunk by chunk */
  readonly source?: RandomSource;
  /** Called with (fights done, fights) every 65,536 fights and at the end; it changes no die. */
  readonly onProgress?: ProgressCallback;
}

/**
 * The steps of `samples` simulated fights, at most: each die rolled and re-rolled on both
 * sides, and each move of the resolution (one per retained success).
 *
 * @example
 * ```ts
 * fightSamplingWork(plan, 1000); // 1000 * (8 + 3 * (atkA + atkB))
 * ```
 */
export function fightSamplingWork(plan: KtFightPlan, samples: number): number {
  return samples * (8 + 3 * (plan.attacker.dice.atk + plan.defender.dice.atk));
}

/**
 * Refuse a Monte Carlo run over `MAX_SAMPLING_WORK` steps, before any.
 *
 * @throws {TooLargeError} with the steps it would need.
 * @example
 * ```ts
 * checkFightSamples(plan, 1e12); // throws: use fewer samples, or the exact method
 * ```
 */
export function checkFightSamples(plan: KtFightPlan, samples: number): void {
  const work = fightSamplingWork(plan, samples);
  if (work > MAX_SAMPLING_WORK) {
    throw new TooLargeError(
      `a Monte Carlo run of ${samples} Kill Team fights needs about ${work.toExponential(1)} steps, over the limit of ${MAX_SAMPLING_WORK.toExponential(0)}: use fewer samples, or the exact method`,
    );
  }
}

/**
 * Simulate a compiled fight `samples` times; the results are those of the exact engine, by
 * the same names.
 *
 * @example
 * ```ts
 * sampleFight(compileFight(scenario), { samples: 100_000, seed: 1 }).defenderIncapacitated.at(1);
 * ```
 */
export function sampleFight(plan: KtFightPlan, options: KtFightSampleOptions): KtFightResults {
  const game = new FightGame([plan.attacker.rules, plan.defender.rules]);
  const sides = game.sides;
  const t = new FightTally(plan);
  const counts = [0, 0, 0, 0, 0, 0];
  // The re-rolls of both players, the exact engine's policy (`./rerolls.ts`), played on the dice
  // rolled: its programmes are solved as the rolls reach them.
  const rerolls = new FightRerolls(plan, sides, (x, y) => {
    const s = fightStart(plan, x, y);
    return s.start ? game.resolve(s.start) : s;
  });
  const wa = plan.attacker.dice.atk + 1;
  const wb = plan.defender.dice.atk + 1;
  const pair = [0, 0];
  const a = { normal: 0, critical: 0 };
  const b = { normal: 0, critical: 0 };
  const samples = options.samples;
  const chunks = options.source ? 1 : chunkCount(samples);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const source = options.source ?? planChunkSource(options.seed ?? 0, chunk);
    const from = options.source ? 0 : chunk * CHUNK_SAMPLES;
    const to = options.source ? samples : Math.min(samples, from + CHUNK_SAMPLES);
    for (let i = from; i < to; i++) {
      reportProgress(options.onProgress, i, samples);
      rerolls.sample(source, counts, pair);
      a.normal = Math.floor(pair[0]! / wa);
      a.critical = pair[0]! % wa;
      b.normal = Math.floor(pair[1]! / wb);
      b.critical = pair[1]! % wb;
      const s0 = fightStart(plan, a, b);
      let wA = s0.wA;
      let wB = s0.wB;
      if (s0.start) {
        let s = s0.start;
        while (!isOver(s)) s = play(sides, s, game.resolve(s).move as FightMove);
        wA = s.wA;
        wB = s.wB;
      }
      t.add(
        1,
        plan.attacker.woundsLeft - wA,
        plan.defender.woundsLeft - wB,
        a.critical > 0,
        b.critical > 0,
      );
    }
  }
  options.onProgress?.(samples, samples);
  return fightResults(plan, t);
}
