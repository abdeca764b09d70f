/**
 * The two plans beside the adaptive one (`army-turn.md`, "Smaller points"): the greedy plan
 * (shooters in the listed order, each seeing the results so far and taking the assignment best
 * for it alone) and the best fixed plan (every order and assignment declared before any die is
 * rolled, the best over all), each with its exact value.
 *
 * @module
 */
import type { TargetState } from '../format/volley.js';
import { type Assignment, better, destroyed, type KeyedOutcome, type Phase } from './problem.js';

/**
 * The greedy choice of shooter `i` at `states`: the assignment whose expected objective after
 * this shooter alone is greatest (entries chosen jointly), ties to the first listed target and
 * to shooting over holding (the enumeration's order, only a strictly better value replacing).
 */
export function greedyChoice(
  phase: Phase,
  i: number,
  states: readonly TargetState[],
  keys: readonly string[],
): Assignment {
  let best: { value: [number, number]; a: Assignment } | undefined;
  for (const a of phase.assignments(i, states)) {
    const value: [number, number] = [0, 0];
    for (const o of phase.joint(i, a, states, keys)) {
      const v = phase.value(o.states);
      value[0] += o.probability * v[0];
      value[1] += o.probability * v[1];
    }
    if (!best || better(value, best.value)) best = { value, a };
  }
  return best!.a;
}

/**
 * The exact value of the greedy plan: the shooters in the listed order, each by
 * {@link greedyChoice} at the states it sees, memoised by (shooter, states).
 */
export function greedyValue(
  phase: Phase,
  start: readonly TargetState[],
  keys: readonly string[],
): [number, number] {
  const memo = new Map<string, [number, number]>();
  const walk = (i: number, states: readonly TargetState[], ks: readonly string[]) => {
    if (i === phase.n || states.every(destroyed)) return phase.value(states);
    const key = `${i}#${ks.join('/')}`;
    const known = memo.get(key);
    if (known) return known;
    const value: [number, number] = [0, 0];
    const a = greedyChoice(phase, i, states, ks);
    for (const o of phase.joint(i, a, states, ks)) {
      const v = walk(i + 1, o.states, o.keys);
      value[0] += o.probability * v[0];
      value[1] += o.probability * v[1];
    }
    memo.set(key, value);
    return value;
  };
  return walk(0, start, keys);
}

/** A fixed plan: the shooters in order, each with its assignment declared up front. */
export type FixedSteps = readonly { readonly shooter: number; readonly assignment: Assignment }[];

/** One target's state distribution under a fixed plan (the plan sees no die). */
type TargetDist = readonly KeyedOutcome[];

/** Apply one shooter's declared entries to the targets' distributions. */
function applyFixed(
  phase: Phase,
  i: number,
  assignment: Assignment,
  dists: readonly TargetDist[],
): TargetDist[] {
  const masks = new Array<number>(phase.m).fill(0);
  assignment.forEach((t, e) => {
    if (t >= 0) masks[t]! |= 1 << e;
  });
  return dists.map((dist, t) => {
    if (masks[t] === 0) return dist;
    const volley = phase.volley(i, masks[t]!, t);
    const merged = new Map<string, { state: TargetState; key: string; probability: number }>();
    for (const s of dist) {
      // A weapon entry whose target is already destroyed does nothing (its shots are lost).
      const outs = phase.outcomes(volley, s.state, s.key);
      for (const o of outs) {
        const known = merged.get(o.key);
        if (known) known.probability += s.probability * o.probability;
        else
          merged.set(o.key, {
            state: o.state,
            key: o.key,
            probability: s.probability * o.probability,
          });
      }
    }
    return [...merged.values()];
  });
}

/**
 * The objective's expected value when the targets end in independent distributions (a fixed
 * plan's: each target's states depend only on the volleys declared at it).
 */
function fixedValue(phase: Phase, dists: readonly TargetDist[]): [number, number] {
  const threshold = phase.atLeast;
  if (threshold !== undefined) {
    let p = 0;
    for (const [points, w] of pointsOf(phase, dists)) if (points >= threshold) p += w;
    return [p, 0];
  }
  const value: [number, number] = [0, 0];
  dists.forEach((d, t) => {
    for (const o of d) {
      const c = phase.contribution(t, o.state);
      value[0] += o.probability * c[0];
      value[1] += o.probability * c[1];
    }
  });
  return value;
}

/** The weights of points destroyed when the targets end in independent distributions. */
function pointsOf(phase: Phase, dists: readonly TargetDist[]): Map<number, number> {
  let out = new Map<number, number>([[0, 1]]);
  dists.forEach((d, t) => {
    let pd = 0;
    for (const o of d) if (destroyed(o.state)) pd += o.probability;
    const points = phase.problem.targets[t]!.points;
    const next = new Map<number, number>();
    for (const [k, p] of out) {
      next.set(k, (next.get(k) ?? 0) + p * (1 - pd));
      next.set(k + points, (next.get(k + points) ?? 0) + p * pd);
    }
    out = next;
  });
  return out;
}

/** The value of a fixed plan, exactly. */
export function valueOfFixed(
  phase: Phase,
  plan: FixedSteps,
  start: readonly TargetDist[],
): [number, number] {
  let dists: readonly TargetDist[] = start;
  for (const s of plan) dists = applyFixed(phase, s.shooter, s.assignment, dists);
  return fixedValue(phase, dists);
}

/** The starting distributions: each target at its start, surely. */
export function startDists(start: readonly TargetState[], keys: readonly string[]): TargetDist[] {
  return start.map((state, t) => [{ state, key: keys[t]!, probability: 1 }]);
}

/**
 * The best fixed plan over every order and every assignment declared up front, by a search
 * over sequences memoised by (shooters left, every target's distribution): shooters at
 * different targets commute, so their orders meet in one entry of the memo. Ties go to the
 * shooter listed first, the first listed target, shooting before holding.
 */
export function bestFixed(
  phase: Phase,
  start: readonly TargetState[],
  keys: readonly string[],
): { value: [number, number]; plan: FixedSteps } {
  const memo = new Map<string, { value: [number, number]; plan: FixedSteps }>();
  // Every target may be declared at (none is destroyed before a die is rolled).
  const all = phase.problem.targets.map(() => ({ left: [1] }) as TargetState);
  const choices = phase.problem.shooters.map((_, i) => phase.assignments(i, all));
  const distKey = (d: TargetDist) =>
    d
      .map((o) => `${o.key}=${o.probability.toPrecision(12)}`)
      .sort()
      .join(',');
  const walk = (mask: number, dists: readonly TargetDist[]) => {
    if (mask === 0) return { value: fixedValue(phase, dists), plan: [] as FixedSteps };
    const key = `${mask}#${dists.map(distKey).join('/')}`;
    const known = memo.get(key);
    if (known) return known;
    let best: { value: [number, number]; plan: FixedSteps } | undefined;
    for (let i = 0; i < phase.n; i++) {
      if ((mask & (1 << i)) === 0) continue;
      for (const a of choices[i]!) {
        const r = walk(mask & ~(1 << i), applyFixed(phase, i, a, dists));
        if (!best || better(r.value, best.value)) {
          best = { value: r.value, plan: [{ shooter: i, assignment: a }, ...r.plan] };
        }
      }
    }
    memo.set(key, best!);
    return best!;
  };
  return walk((1 << phase.n) - 1, startDists(start, keys));
}

/**
 * A good fixed plan by local search, when the exhaustive search is over its budget: from the
 * greedy assignments in the listed order, move one shooter at a time to the position and
 * assignment that improves the plan most, until none does. Not proven the best.
 */
export function searchFixed(
  phase: Phase,
  start: readonly TargetState[],
  keys: readonly string[],
  maxRounds = 20,
): { value: [number, number]; plan: FixedSteps } {
  const all = phase.problem.targets.map(() => ({ left: [1] }) as TargetState);
  const choices = phase.problem.shooters.map((_, i) => phase.assignments(i, all));
  const dists0 = startDists(start, keys);
  // Start: each shooter in the listed order with its best assignment given those before it.
  let plan: { shooter: number; assignment: Assignment }[] = [];
  for (let i = 0; i < phase.n; i++) {
    let best: { value: [number, number]; a: Assignment } | undefined;
    for (const a of choices[i]!) {
      const value = valueOfFixed(phase, [...plan, { shooter: i, assignment: a }], dists0);
      if (!best || better(value, best.value)) best = { value, a };
    }
    plan.push({ shooter: i, assignment: best!.a });
  }
  let value = valueOfFixed(phase, plan, dists0);
  for (let round = 0; round < maxRounds; round++) {
    let improved = false;
    for (let i = 0; i < phase.n; i++) {
      const without = plan.filter((s) => s.shooter !== i);
      for (let at = 0; at <= without.length; at++) {
        for (const a of choices[i]!) {
          const candidate = [
            ...without.slice(0, at),
            { shooter: i, assignment: a },
            ...without.slice(at),
          ];
          const v = valueOfFixed(phase, candidate, dists0);
          if (better(v, value)) {
            plan = candidate;
            value = v;
            improved = true;
          }
        }
      }
    }
    if (!improved) break;
  }
  return { value, plan };
}

/**
 * The points-destroyed weights of a fixed plan's end (independent targets), by points.
 */
export function fixedPointsDestroyed(
  phase: Phase,
  plan: FixedSteps,
  start: readonly TargetDist[],
): Map<number, number> {
  let dists: readonly TargetDist[] = start;
  for (const s of plan) dists = applyFixed(phase, s.shooter, s.assignment, dists);
  return pointsOf(phase, dists);
}
