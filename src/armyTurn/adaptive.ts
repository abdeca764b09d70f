/**
 * The best adaptive plan (`army-turn.md`, "Exact, then bounded, never silent"): a dynamic
 * programme over (shooters yet to act) x (state of every target). At each state it chooses the
 * next shooter and, for each of its weapon entries, a target or hold; its value is the
 * objective's expectation under that choice at every state, memoised by a canonical key of the
 * state. The order is decided by the programme, never enumerated.
 *
 * @module
 */
import type { TargetState } from '../format/volley.js';
import { type Assignment, better, destroyed, type JointOutcome, type Phase } from './problem.js';
import type { DecisionBranch, DecisionNode, ShootingStep } from './types.js';

/** The decision at one state: its value, and the shooter and assignment (-1: none left). */
export interface Decision {
  readonly value: [number, number];
  readonly shooter: number;
  readonly assignment: Assignment;
}

/** The memo key of a state of the phase: the shooters left and every target's state. */
export function phaseKey(mask: number, keys: readonly string[]): string {
  return `${mask}#${keys.join('/')}`;
}

/**
 * The dynamic programme of a phase: `solve(mask, states)` is the best expected value with the
 * shooters of the bit set `mask` yet to act. Ties between decisions go to the shooter listed
 * first, then the first listed target of its first entry, shooting before holding
 * (`army-turn.md`, "Smaller points"): the enumeration meets them in that order and only a
 * strictly better value replaces the first.
 */
export class AdaptiveSolver {
  readonly phase: Phase;
  readonly memo = new Map<string, Decision>();

  constructor(phase: Phase) {
    this.phase = phase;
  }

  /** The decision at a state, computed once per state. */
  solve(mask: number, states: readonly TargetState[], keys: readonly string[]): Decision {
    const key = phaseKey(mask, keys);
    const known = this.memo.get(key);
    if (known) return known;
    const phase = this.phase;
    let best: Decision | undefined;
    if (mask !== 0 && !states.every(destroyed)) {
      for (let i = 0; i < phase.n; i++) {
        if ((mask & (1 << i)) === 0) continue;
        const rest = mask & ~(1 << i);
        for (const a of phase.assignments(i, states)) {
          const value: [number, number] = [0, 0];
          for (const o of phase.joint(i, a, states, keys)) {
            const v = this.solve(rest, o.states, o.keys).value;
            value[0] += o.probability * v[0];
            value[1] += o.probability * v[1];
          }
          if (!best || better(value, best.value)) best = { value, shooter: i, assignment: a };
        }
      }
    }
    const decision = best ?? { value: phase.value(states), shooter: -1, assignment: [] };
    this.memo.set(key, decision);
    return decision;
  }

  /**
   * The distribution of points destroyed under the optimal policy: the states carried forward
   * shooter by shooter, each by its decision, to the end of the phase. Returns the weights by
   * points destroyed.
   */
  pointsDestroyed(start: readonly TargetState[], keys: readonly string[]): Map<number, number> {
    const phase = this.phase;
    const full = (1 << phase.n) - 1;
    const out = new Map<number, number>();
    let layer = new Map<
      string,
      { mask: number; states: readonly TargetState[]; keys: readonly string[]; p: number }
    >([[phaseKey(full, keys), { mask: full, states: start, keys, p: 1 }]]);
    while (layer.size > 0) {
      const next = new Map<
        string,
        { mask: number; states: readonly TargetState[]; keys: readonly string[]; p: number }
      >();
      for (const s of layer.values()) {
        const d = this.solve(s.mask, s.states, s.keys);
        if (d.shooter < 0) {
          const points = phase.pointsDestroyed(s.states);
          out.set(points, (out.get(points) ?? 0) + s.p);
          continue;
        }
        const mask = s.mask & ~(1 << d.shooter);
        for (const o of phase.joint(d.shooter, d.assignment, s.states, s.keys)) {
          const key = phaseKey(mask, o.keys);
          const known = next.get(key);
          if (known) known.p += s.p * o.probability;
          else next.set(key, { mask, states: o.states, keys: o.keys, p: s.p * o.probability });
        }
      }
      layer = next;
    }
    return out;
  }

  /** The decision tree from a state, `depth` decisions deep (at least 1). */
  tree(
    mask: number,
    states: readonly TargetState[],
    keys: readonly string[],
    depth: number,
  ): DecisionNode | undefined {
    const d = this.solve(mask, states, keys);
    if (d.shooter < 0) return undefined;
    const rest = mask & ~(1 << d.shooter);
    const classes = outcomeClasses(
      this.phase,
      d.assignment,
      states,
      this.phase.joint(d.shooter, d.assignment, states, keys),
    );
    const branches: DecisionBranch[] = classes.map((c) => {
      let value = 0;
      for (const o of c.outcomes)
        value += o.probability * this.solve(rest, o.states, o.keys).value[0];
      const likeliest = c.outcomes.reduce((a, b) => (b.probability > a.probability ? b : a));
      const next =
        depth > 1 ? this.tree(rest, likeliest.states, likeliest.keys, depth - 1) : undefined;
      return {
        label: c.label,
        probability: c.probability,
        value: c.probability > 0 ? value / c.probability : 0,
        ...(next ? { next } : {}),
      };
    });
    return { step: stepOf(this.phase, d.shooter, d.assignment), value: d.value[0], branches };
  }
}

/** A decision in the names of the analysis. */
export function stepOf(phase: Phase, shooter: number, assignment: Assignment): ShootingStep {
  const s = phase.problem.shooters[shooter]!;
  return {
    shooter: s.name,
    assignment: s.entries.map((entry, e) => {
      const t = assignment[e] ?? -1;
      return { entry, target: t >= 0 ? phase.problem.targets[t]!.name : null };
    }),
  };
}

/**
 * The outcome classes of a volley, likeliest first: outcomes that leave every target shot with
 * the same models in each group and the same damage on its wounded models are one class,
 * labelled by what is left of each target shot (a character allocated a saved attack, which the
 * label does not show, may split a class: its next decision is then its likeliest state's).
 */
export function outcomeClasses(
  phase: Phase,
  assignment: Assignment,
  before: readonly TargetState[],
  outcomes: readonly JointOutcome[],
): { label: string; probability: number; outcomes: JointOutcome[] }[] {
  const shot = [...new Set(assignment.filter((t) => t >= 0))].sort((a, b) => a - b);
  const classes = new Map<
    string,
    { label: string; probability: number; outcomes: JointOutcome[] }
  >();
  for (const o of outcomes) {
    const parts = shot.map((t) => targetLabel(phase, t, before[t]!, o.states[t]!));
    const label = parts.length > 0 ? parts.join('; ') : 'held';
    const c = classes.get(label);
    if (c) {
      c.probability += o.probability;
      c.outcomes.push(o);
    } else classes.set(label, { label, probability: o.probability, outcomes: [o] });
  }
  return [...classes.values()].sort((a, b) => b.probability - a.probability);
}

/**
 * `Boyz destroyed`, `Boyz: 3 left`, `Boyz: 3 + 1 left` (per group), `Boyz: no model slain`,
 * with the damage carried on a wounded model (`Deff Dread: no model slain, 5 damage on one`), so
 * that a class is one state of the target and its next decision is the state's own.
 */
function targetLabel(phase: Phase, t: number, before: TargetState, after: TargetState): string {
  const name = phase.problem.targets[t]!.name;
  if (destroyed(after)) return `${name} destroyed`;
  const same = after.left.every((n, g) => n === before.left[g]);
  const left = after.left.length === 1 ? `${after.left[0]}` : after.left.join(' + ');
  const damage = (after.wounded ?? []).map((w) =>
    after.left.length === 1
      ? `${w.damage} damage on one`
      : `${w.damage} damage on one of group ${w.group + 1}`,
  );
  return `${name}: ${[same ? 'no model slain' : `${left} left`, ...damage].join(', ')}`;
}
