/**
 * The seeded Monte Carlo sampler of a Kill Team (2024) shooting attack: it rolls every attack
 * and defence die, and plays the same policy as the exact engine (`./reroll.ts`, the Accurate
 * dice of `./solve.ts`, the retain step's choices and the defender's best blocks), so the two
 * agree in distribution (`test/rulesets/killteam/sample.test.ts` holds them to a chi-square
 * fit at a fixed seed).
 *
 * @module
 */

import type { Dist } from '../../dist/Dist.js';
import { TooLargeError } from '../../errors.js';
import { MAX_SAMPLING_WORK } from '../../plan/sampleLimits.js';
import { CHUNK_SAMPLES, chunkCount, planChunkSource } from '../../random/chunks.js';
import { DiceStream, type RandomSource } from '../../random/index.js';
import { type ProgressCallback, reportProgress } from '../../random/progress.js';
import type { KtShootPlan } from './compile.js';
import { blockOf } from './defence.js';
import { faceCategory } from './dice.js';
import { coverSaves } from './rules/cover.js';
import { hotDamage } from './rules/hot.js';
import { defenceDiceOf } from './rules/piercing.js';
import { type SolvedSequence, solveSequence } from './solve.js';
import { maxDamageOf, SequenceWeights, shootResults } from './tally.js';

/**
 * Options of a Monte Carlo run.
 *
 * @example
 * ```ts
 * const o: ShootSampleOptions = { samples: 100_000, seed: 1 };
 * ```
 */
export interface ShootSampleOptions {
  /** Simulated attacks, 1 or more. */
  readonly samples: number;
  /** PCG32 seed when no `source` is given. @defaultValue 0 */
  readonly seed?: number;
  /** Any source of random 32-bit words. @defaultValue PCG32 seeded with `seed` */
  readonly source?: RandomSource;
  /** Called with (attacks done, attacks) every 65,536 attacks; it changes no die. */
  readonly onProgress?: ProgressCallback;
}

/**
 * The dice a Monte Carlo run of `samples` attacks rolls, at most: each sequence's attack dice
 * twice (a roll and a re-roll) and its 3 defence dice, the Hot die, and a few of bookkeeping.
 *
 * @example
 * ```ts
 * shootSamplingWork(plan, 100_000); // e.g. 1.5e6
 * ```
 */
export function shootSamplingWork(plan: KtShootPlan, samples: number): number {
  const perSample = plan.sequences.reduce((n, s) => n + 2 * s.draft.atk + 3 + 4, 1);
  return samples * perSample;
}

/**
 * Refuses a run over `MAX_SAMPLING_WORK` dice ({@link shootSamplingWork}) before any work.
 *
 * @throws {TooLargeError} naming what to change.
 * @example
 * ```ts
 * checkShootSamples(plan, 1e12); // throws: use fewer samples, or the exact method
 * ```
 */
export function checkShootSamples(plan: KtShootPlan, samples: number): void {
  const work = shootSamplingWork(plan, samples);
  if (work > MAX_SAMPLING_WORK) {
    throw new TooLargeError(
      `a Monte Carlo run of ${samples} samples needs about ${work.toExponential(1)} dice, over the limit of ${MAX_SAMPLING_WORK.toExponential(0)}: use fewer samples, or the exact method`,
    );
  }
}

/** One simulated sequence: the attacker's dice, its choices, the defender's dice and blocks. */
function rollSequence(
  s: SolvedSequence,
  dice: DiceStream,
): {
  damage: number;
  unblocked: number;
  hits: { normal: number; critical: number };
  saves: { normal: number; critical: number };
} {
  const d = s.table.draft;
  const policy = s.policy;
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < policy.rolled; i++) counts[dice.d6() - 1]!++;
  const [f, n] = policy.play(counts, () => policy.faceCategory[dice.d6() - 1]!);
  const hits = policy.hits(f, n);
  const defence = defenceDiceOf(d, hits.critical > 0);
  const cover = coverSaves(d, defence);
  const saves = { normal: cover, critical: 0 };
  for (let i = cover; i < defence; i++) {
    const c = faceCategory(dice.d6(), d.save);
    if (c === 1) saves.normal++;
    else if (c === 2) saves.critical++;
  }
  const b = blockOf(d, hits, saves);
  return { damage: b.damage, unblocked: b.unblocked, hits, saves };
}

/**
 * Simulate a compiled shooting attack `samples` times; the same result names as the exact
 * engine. A seeded run is cut into chunks of 65,536 attacks, chunk c on the stream
 * `planChunkSource(seed, c)`, as the other samplers do; a run on a `source` of your own is one
 * stream.
 *
 * @example
 * ```ts
 * sampleShoot(compileShoot(scenario), { samples: 100_000, seed: 1 }).damage.mean();
 * ```
 */
export function sampleShoot(plan: KtShootPlan, options: ShootSampleOptions): Record<string, Dist> {
  const solved = plan.sequences.map((s) => solveSequence(s.draft, plan.objective));
  const weights = solved.map(
    (s) =>
      new SequenceWeights(s.table.draft.atk, maxDamageOf(s.table.draft), s.table.draft.devastating),
  );
  const totalLost = new Float64Array(
    plan.sequences.reduce((n, s) => n + s.draft.woundsLeft, 0) + 1,
  );
  const totalDown = new Float64Array(plan.sequences.length + 1);
  const totalUnsaved = new Float64Array(plan.sequences.reduce((n, s) => n + s.draft.atk, 0) + 1);
  const totalHits = new Float64Array(plan.sequences.reduce((n, s) => n + s.draft.atk, 0) + 1);
  const hotDamageCounts = new Float64Array(13);
  const shooterDown = new Float64Array(2);
  const chunks = options.source === undefined ? chunkCount(options.samples) : 1;
  for (let chunk = 0; chunk < chunks; chunk++) {
    const dice = new DiceStream(options.source ?? planChunkSource(options.seed ?? 0, chunk));
    const start = options.source ? 0 : chunk * CHUNK_SAMPLES;
    const end = options.source ? options.samples : Math.min(options.samples, start + CHUNK_SAMPLES);
    for (let i = start; i < end; i++) {
      reportProgress(options.onProgress, i, options.samples);
      let lost = 0;
      let hits = 0;
      let unsaved = 0;
      let down = 0;
      solved.forEach((s, j) => {
        const w = weights[j]!;
        const d = s.table.draft;
        const r = rollSequence(s, dice);
        w.damage[r.damage]!++;
        const out = r.damage >= d.woundsLeft ? 1 : 0;
        w.incapacitated[out]!++;
        w.hits[r.hits.normal + r.hits.critical]!++;
        w.unsaved[r.unblocked]!++;
        w.normalHits[r.hits.normal]!++;
        w.criticalHits[r.hits.critical]!++;
        w.normalSaves[r.saves.normal]!++;
        w.criticalSaves[r.saves.critical]!++;
        w.devastatingDamage[r.hits.critical * d.devastating]!++;
        w.stunned[r.hits.critical > 0 ? 1 : 0]!++;
        lost += Math.min(r.damage, d.woundsLeft);
        down += out;
        hits += r.hits.normal + r.hits.critical;
        unsaved += r.unblocked;
      });
      totalLost[lost]!++;
      totalDown[down]!++;
      totalHits[hits]!++;
      totalUnsaved[unsaved]!++;
      if (plan.hot) {
        const h = hotDamage(dice.d6(), plan.hot.hit);
        hotDamageCounts[h]!++;
        shooterDown[h >= plan.hot.woundsLeft ? 1 : 0]!++;
      }
    }
  }
  options.onProgress?.(options.samples, options.samples);
  return shootResults(
    plan,
    weights,
    { hits: totalHits, unsaved: totalUnsaved, slain: totalDown, woundsLost: totalLost },
    plan.hot ? { damage: hotDamageCounts, incapacitated: shooterDown } : undefined,
  );
}
