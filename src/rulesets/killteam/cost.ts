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
 * Rates of the shooting engines, seconds per unit of work, rounded up.
 *
 * @example
 * ```ts
 * SHOOT_COST.stepSeconds; // seconds per step of the exact policy
 * ```
 */
export const SHOOT_COST = {
  /** Seconds per step of the exact engine (an outcome weighed in a decision or a table). */
  stepSeconds: 5e-8,
  /** Seconds per die of a simulated attack, its choices looked up. */
  dieSeconds: 6e-8,
  /** Bytes per step held in the policy's tables. */
  stepBytes: 64,
  /** Seconds of a run's bookkeeping, however small. */
  runSeconds: 2e-3,
} as const;

/** C(n, k). */
function choose(n: number, k: number): number {
  return factorial(n) / (factorial(k) * factorial(n - k));
}

/**
 * The steps of the exact engine for one sequence: for each number of Accurate dice, its rolls
 * (results by face with Ceaseless, by category otherwise) and the re-roll decisions weighed on
 * them, with the defender's table.
 *
 * @example
 * ```ts
 * sequenceSteps({ ...draft, atk: 4 }); // a few hundred
 * ```
 */
export function sequenceSteps(d: KtShotDraft): number {
  let steps = 0;
  for (let k = 0; k <= d.accurate; k++) {
    const m = d.atk - k;
    const states = choose(m + 2, 2);
    const rolls = d.ceaseless && !d.relentless ? choose(m + 5, 5) : states;
    let decide = 1;
    if (d.relentless) decide = ((m + 3) / 3) ** 3 * states;
    else {
      if (d.balanced) decide += 3;
      if (d.ceaseless) decide += 6 * states * (d.balanced ? 4 : 1);
    }
    steps += rolls * (decide + states) + states * 8;
  }
  const defence = 4 ** Math.min(d.defenceDice, 3) * 2;
  return steps + choose(d.atk + 2, 2) * defence;
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
  const steps = plan.sequences.reduce((n, s) => n + sequenceSteps(s.draft), 0);
  const parts: OwnCostPart[] = [
    {
      what: `the attacker's policy and the defender's tables: ${Math.round(steps)} steps`,
      seconds: SHOOT_COST.runSeconds + steps * SHOOT_COST.stepSeconds,
      bytes: steps * SHOOT_COST.stepBytes,
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
