/**
 * The cost of a Kill Team (2024) shooting attack, read from its compiled plan before any work:
 * it runs on engines of its own (`./exact.ts`, `./sample.ts`), so it prices them itself and
 * the cost model (`src/cost/`) adds the parts up (the ruleset contract's `cost`,
 * `src/format/ruleset.ts`). Each part counts the loops of the engine it prices, an upper bound
 * of them, times a rate measured on the reference machine and rounded up.
 *
 * @module
 */
import type { OwnCostPart } from '../../format/ruleset.js';
import type { RunOptions } from '../../format/types.js';
import type { KtShootPlan } from './compile.js';
import { factorial } from './dice.js';
import type { KtShotDraft } from './rules/KtDraft.js';
import { shootSamplingWork } from './sample.js';

/**
 * Rates of the shooting engines, seconds per unit of work, rounded up from runs of 20-dice
 * Relentless and 14-dice Ceaseless attacks (about 2e-5 s a state on the reference machine,
 * shared with other work).
 *
 * @example
 * ```ts
 * SHOOT_COST.stateSeconds; // seconds per state of the re-rolls
 * ```
 */
export const SHOOT_COST = {
  /** Seconds per opening weighed on a roll (a result for Ceaseless to pick, looked up). */
  openingSeconds: 2e-6,
  /** Seconds per state of the re-rolls or of the defender's table (its outcomes weighed). */
  stateSeconds: 3e-5,
  /** Seconds per die of a simulated attack, its choices looked up. */
  dieSeconds: 6e-8,
  /** Bytes per entry of the policy's memo tables and the defender's tables. */
  entryBytes: 200,
  /** Seconds of a run's bookkeeping, however small. */
  runSeconds: 2e-3,
} as const;

/** C(n, k). */
function choose(n: number, k: number): number {
  return factorial(n) / (factorial(k) * factorial(n - k));
}

/**
 * The work of the exact engine for one sequence, an upper bound: for each number of Accurate
 * dice, its rolls (by face with Ceaseless, by category otherwise) and the openings weighed on
 * each (Ceaseless's results to pick, after a Balanced re-roll too), the states of the re-rolls
 * (dice not re-rolled and re-rolled by category, Ceaseless's pool, Balanced left) with their
 * three outcomes, and the defender's table; and the entries its memo tables hold.
 *
 * @example
 * ```ts
 * sequenceWork({ ...draft, atk: 4 }).states; // a few hundred
 * ```
 */
export function sequenceWork(d: KtShotDraft): {
  readonly openings: number;
  readonly states: number;
  readonly entries: number;
} {
  let openings = 0;
  let states = 0;
  const byFace = d.ceaseless && !d.relentless;
  const rerolls = d.relentless || d.ceaseless || d.balanced;
  for (let k = 0; k <= d.accurate; k++) {
    const m = d.atk - k;
    const rolls = byFace ? choose(m + 5, 5) : choose(m + 2, 2);
    const picks = 1 + (byFace ? 6 : 0) + (byFace && d.balanced ? 6 * 3 * 7 : 0);
    openings += rolls * picks;
    if (!rerolls) {
      states += rolls;
      continue;
    }
    for (let u = 0; u <= m; u++) {
      const pairs = choose(u + 2, 2) * choose(m - u + 2, 2);
      states += byFace
        ? pairs * (u + 1) * 3 * (d.balanced ? 2 : 1)
        : pairs * (d.balanced && !d.relentless ? 2 : 1);
    }
  }
  const hits = choose(d.atk + 2, 2);
  const defence = 4 ** Math.min(d.defenceDice, 3) * 2;
  return {
    openings,
    states: states + hits * defence,
    entries:
      openings / 4 +
      states +
      hits * (d.atk * Math.max(d.damage, d.criticalDamage + d.devastating) + 1),
  };
}

/**
 * The estimate of a run of a compiled shooting attack, in parts.
 *
 * @example
 * ```ts
 * shootCost(plan, { method: 'exact', samples: 100000 })[0]!.seconds;
 * ```
 */
export function shootCost(plan: KtShootPlan, run: RunOptions): OwnCostPart[] {
  let openings = 0;
  let states = 0;
  let entries = 0;
  for (const s of plan.sequences) {
    const w = sequenceWork(s.draft);
    openings += w.openings;
    states += w.states;
    entries += w.entries;
  }
  // The sampler solves the policy too, then plays it.
  const parts: OwnCostPart[] = [
    {
      what: `the attacker's policy and the defender's tables: ${Math.round(openings)} openings, ${Math.round(states)} states`,
      seconds:
        SHOOT_COST.runSeconds +
        openings * SHOOT_COST.openingSeconds +
        states * SHOOT_COST.stateSeconds,
      bytes: entries * SHOOT_COST.entryBytes,
    },
  ];
  if (run.method === 'monte-carlo') {
    const dice = shootSamplingWork(plan, run.samples);
    parts.push({
      what: `${run.samples} simulated attacks: ${dice.toExponential(1)} dice`,
      seconds: dice * SHOOT_COST.dieSeconds,
      bytes: 0,
    });
  }
  return parts;
}
