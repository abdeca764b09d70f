/**
 * Plans played against seeded dice: a policy (who shoots what at each state) run through the
 * rulesets' samplers (`Volley.sample`), many times, for the Monte Carlo value of a plan with its
 * standard error. It is the approximation's value (`docs/army-turn.md`, "The approximation") and
 * the tests' independent check of every exact value.
 *
 * @module
 */
import { stateKey, type TargetState } from '../format/volley.js';
import { pcg32 } from '../random/Pcg32.js';
import type { RandomSource } from '../random/RandomSource.js';
import { phaseKey } from './adaptive.js';
import { type Assignment, better, destroyed, type Phase } from './problem.js';

/** A policy: the next shooter and its assignment at a state, or `undefined` to stop. */
export type Policy = (
  mask: number,
  states: readonly TargetState[],
  keys: readonly string[],
) => { readonly shooter: number; readonly assignment: Assignment } | undefined;

/** A Monte Carlo estimate: the mean, its standard error, and the weights of points destroyed. */
export interface Simulated {
  readonly mean: number;
  readonly standardError: number;
  readonly pointsDestroyed: Map<number, number>;
}

/** One shooter's declared volleys drawn by the samplers: every target's next state. */
export function drawStep(
  phase: Phase,
  shooter: number,
  assignment: Assignment,
  states: readonly TargetState[],
  random: RandomSource,
): TargetState[] {
  const masks = new Array<number>(phase.m).fill(0);
  assignment.forEach((t, e) => {
    if (t >= 0) masks[t]! |= 1 << e;
  });
  return states.map((s, t) =>
    masks[t] === 0 || destroyed(s) ? s : phase.volley(shooter, masks[t]!, t).sample(s, random),
  );
}

/**
 * Play `policy` `samples` times from `start` with the seeded generator `seed`: the objective's
 * mean over the runs and its standard error (the runs' standard deviation over the square root
 * of their number).
 */
export function simulate(
  phase: Phase,
  policy: Policy,
  start: readonly TargetState[],
  samples: number,
  seed: number,
): Simulated {
  const random = pcg32(seed);
  let sum = 0;
  let sumSq = 0;
  const points = new Map<number, number>();
  const full = (1 << phase.n) - 1;
  for (let r = 0; r < samples; r++) {
    let states: readonly TargetState[] = start;
    let mask = full;
    for (;;) {
      const d = policy(mask, states, states.map(stateKey));
      if (!d) break;
      states = drawStep(phase, d.shooter, d.assignment, states, random);
      mask &= ~(1 << d.shooter);
    }
    const v = phase.value(states)[0];
    sum += v;
    sumSq += v * v;
    const p = phase.pointsDestroyed(states);
    points.set(p, (points.get(p) ?? 0) + 1 / samples);
  }
  const mean = sum / samples;
  const variance = samples > 1 ? Math.max(0, (sumSq - samples * mean * mean) / (samples - 1)) : 0;
  return { mean, standardError: Math.sqrt(variance / samples), pointsDestroyed: points };
}

/**
 * A fixed plan as a policy: its steps in order whatever the dice (an entry at a destroyed target
 * does nothing, as {@link drawStep} leaves a destroyed target as it is).
 */
export function fixedPolicy(
  plan: readonly { readonly shooter: number; readonly assignment: Assignment }[],
): Policy {
  return (mask) => plan.find((s) => (mask & (1 << s.shooter)) !== 0);
}

/**
 * The approximation's policy, for phases over the exact programme's limit: at each state, the
 * shooter and assignment whose volley alone gives the best expected objective (one-step
 * lookahead on the exact outcomes of the volley, `Volley.exact`), ties broken by the expected
 * points removed (a smooth measure of progress towards destroying, which the objective of a
 * single volley often cannot see), then the shooter listed first, the first listed target,
 * shooting before holding. Its decisions are memoised by state. It is a policy the player can
 * follow, so its value is at most the optimum's; it is not the optimum.
 */
export function lookaheadPolicy(phase: Phase): Policy {
  const memo = new Map<string, { shooter: number; assignment: Assignment } | undefined>();
  const perWound = phase.problem.targets.map((t) => {
    let w = 0;
    t.start.left.forEach((n, g) => {
      w += n * (t.wounds[g] ?? 0);
    });
    return w > 0 ? Math.max(t.points, 1) / w : 0;
  });
  const removed = (t: number, s: TargetState) => {
    const target = phase.problem.targets[t]!;
    let lost = 0;
    s.left.forEach((n, g) => {
      lost += ((target.start.left[g] ?? 0) - n) * (target.wounds[g] ?? 0);
    });
    return lost * perWound[t]!;
  };
  return (mask, states, keys) => {
    if (mask === 0 || states.every(destroyed)) return undefined;
    const key = phaseKey(mask, keys);
    if (memo.has(key)) return memo.get(key);
    let best:
      | { score: [number, number]; proxy: number; shooter: number; assignment: Assignment }
      | undefined;
    for (let i = 0; i < phase.n; i++) {
      if ((mask & (1 << i)) === 0) continue;
      for (const a of phase.assignments(i, states)) {
        const score: [number, number] = [0, 0];
        let proxy = 0;
        for (const o of phase.joint(i, a, states, keys)) {
          const v = phase.value(o.states);
          score[0] += o.probability * v[0];
          score[1] += o.probability * v[1];
          let r = 0;
          o.states.forEach((s, t) => {
            r += removed(t, s);
          });
          proxy += o.probability * r;
        }
        const wins =
          !best ||
          better(score, best.score) ||
          (!better(best.score, score) && proxy > best.proxy + 1e-9);
        if (wins) best = { score, proxy, shooter: i, assignment: a };
      }
    }
    const d = best && { shooter: best.shooter, assignment: best.assignment };
    memo.set(key, d);
    return d;
  };
}
