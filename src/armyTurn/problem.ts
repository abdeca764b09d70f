/**
 * The shooting phase as the planner reads it, with no ruleset in it: shooters with their weapon
 * entries, targets with their points and starting state, the objective, and a volley for each
 * (shooter, entries, target), resolved from any state through the volley contract
 * (`src/format/volley.ts`). `planShooting` builds one from an analysis; the tests build them
 * from volleys of their own. The specification is `army-turn.md` ("The state between volleys",
 * "The objective").
 *
 * @module
 */
import { type StateOutcome, stateKey, type TargetState, type Volley } from '../format/volley.js';
import type { ShootingObjective } from './types.js';

/**
 * A shooter as the planner reads it: its name, its entries' names, which targets it can see.
 *
 * @example
 * ```ts
 * const s: PlannedShooter = { name: 'Intercessors', entries: ['Bolt rifle'], sees: [true, true] };
 * ```
 */
export interface PlannedShooter {
  readonly name: string;
  readonly entries: readonly string[];
  /** One flag per target, in the targets' order: whether it may be shot. */
  readonly sees: readonly boolean[];
}

/**
 * A target as the planner reads it: its name, its points, its state at the start of the phase
 * and the Wounds of one model of each group (in the order of `TargetState.left`).
 *
 * @example
 * ```ts
 * const t: PlannedTarget = { name: 'Boyz', points: 80, start: { left: [10] }, wounds: [1] };
 * ```
 */
export interface PlannedTarget {
  readonly name: string;
  readonly points: number;
  readonly start: TargetState;
  readonly wounds: readonly number[];
}

/**
 * The phase to plan: shooters, targets, objective and the volleys between them.
 *
 * @example
 * ```ts
 * const p: PlanningProblem = { shooters, targets, objective: 'points', volley: (i, entries, t) => volleys[i][t] };
 * ```
 */
export interface PlanningProblem {
  readonly shooters: readonly PlannedShooter[];
  readonly targets: readonly PlannedTarget[];
  readonly objective: ShootingObjective;
  /**
   * The volley of shooter `shooter`'s entries in the bit set `entries` (bit k: entry k) at target
   * `target`: one scenario of those entries at that target. Called once per triple (cached).
   */
  readonly volley: (shooter: number, entries: number, target: number) => Volley;
}

/** A state's outcomes with their keys, as the memo keeps them. */
export interface KeyedOutcome {
  readonly state: TargetState;
  readonly key: string;
  readonly probability: number;
}

/** One joint outcome of a shooter's volleys: every target's next state, its probability. */
export interface JointOutcome {
  readonly states: readonly TargetState[];
  readonly keys: readonly string[];
  readonly probability: number;
}

/**
 * An assignment of a shooter's entries: for each entry, the target index it shoots at, or -1
 * when it holds.
 */
export type Assignment = readonly number[];

/** Whether every model of the target is slain. */
export function destroyed(state: TargetState): boolean {
  for (const n of state.left) if (n > 0) return false;
  return true;
}

/**
 * The planner's view of a problem: volleys prepared once per (shooter, entries, target), their
 * exact outcomes memoised per state, the objective's value of a final state, and the legal
 * assignments of a shooter at a state, in the order that settles ties (`army-turn.md`, "Smaller
 * points": the first listed target first, shooting before holding).
 */
export class Phase {
  readonly problem: PlanningProblem;
  readonly n: number;
  readonly m: number;
  readonly #volleys = new Map<string, Volley>();
  readonly #exact = new Map<Volley, Map<string, readonly KeyedOutcome[]>>();
  /** The target named by a `destroy` objective, else -1. */
  readonly #named: number;
  readonly #atLeast: number | undefined;
  readonly #removed: boolean;
  /** Points per Wound of each target (points-removed). */
  readonly #perWound: readonly number[];
  /** Exact volleys resolved so far: the work the memo saved is counted from it. */
  resolved = 0;

  constructor(problem: PlanningProblem) {
    this.problem = problem;
    this.n = problem.shooters.length;
    this.m = problem.targets.length;
    const o = problem.objective;
    this.#named =
      typeof o === 'object' && 'destroy' in o
        ? problem.targets.findIndex((t) => t.name === o.destroy)
        : -1;
    this.#atLeast = typeof o === 'object' && 'atLeast' in o ? o.atLeast : undefined;
    this.#removed = o === 'points-removed';
    this.#perWound = problem.targets.map((t) => {
      let w = 0;
      t.start.left.forEach((n, g) => {
        w += n * (t.wounds[g] ?? 0);
      });
      return w > 0 ? t.points / w : 0;
    });
  }

  /** The volley of shooter `i`'s entries `entries` at target `t`, prepared once. */
  volley(i: number, entries: number, t: number): Volley {
    const key = `${i}:${entries}:${t}`;
    let v = this.#volleys.get(key);
    if (!v) {
      v = this.problem.volley(i, entries, t);
      this.#volleys.set(key, v);
    }
    return v;
  }

  /** The exact outcomes of `volley` from `state` (whose key is `key`), memoised. */
  outcomes(volley: Volley, state: TargetState, key: string): readonly KeyedOutcome[] {
    let memo = this.#exact.get(volley);
    if (!memo) {
      memo = new Map();
      this.#exact.set(volley, memo);
    }
    let out = memo.get(key);
    if (!out) {
      this.resolved++;
      out = destroyed(state)
        ? [{ state, key, probability: 1 }]
        : volley.exact(state).map((o: StateOutcome) => ({
            state: o.state,
            key: stateKey(o.state),
            probability: o.probability,
          }));
      memo.set(key, out);
    }
    return out;
  }

  /**
   * The legal assignments of shooter `i` at the targets' states: each entry at a target it sees
   * and not destroyed, or held (-1). Enumerated entry 0 first, targets in the listed order and
   * holding last, so the first best found is the one the ties pick.
   */
  assignments(i: number, states: readonly TargetState[]): Assignment[] {
    const shooter = this.problem.shooters[i]!;
    const open: number[] = [];
    for (let t = 0; t < this.m; t++) if (shooter.sees[t] && !destroyed(states[t]!)) open.push(t);
    const choices = [...open, -1];
    const k = shooter.entries.length;
    const out: Assignment[] = [];
    const current = new Array<number>(k).fill(-1);
    const walk = (e: number): void => {
      if (e === k) {
        out.push(current.slice());
        return;
      }
      for (const c of choices) {
        current[e] = c;
        walk(e + 1);
      }
    };
    walk(0);
    return out;
  }

  /**
   * Every joint outcome of shooter `i` declaring `assignment` at `states`: each target's entries
   * form one volley, the volleys at different targets are independent, so the joint outcome is
   * the product (`army-turn.md`, "What the player may decide").
   */
  joint(
    i: number,
    assignment: Assignment,
    states: readonly TargetState[],
    keys: readonly string[],
  ): JointOutcome[] {
    const masks = new Array<number>(this.m).fill(0);
    assignment.forEach((t, e) => {
      if (t >= 0) masks[t]! |= 1 << e;
    });
    let out: JointOutcome[] = [{ states, keys, probability: 1 }];
    for (let t = 0; t < this.m; t++) {
      if (masks[t] === 0) continue;
      const outs = this.outcomes(this.volley(i, masks[t]!, t), states[t]!, keys[t]!);
      if (outs.length === 1 && outs[0]!.key === keys[t]) continue;
      const next: JointOutcome[] = [];
      for (const j of out) {
        for (const o of outs) {
          const s = j.states.slice();
          const k = j.keys.slice();
          s[t] = o.state;
          k[t] = o.key;
          next.push({ states: s, keys: k, probability: j.probability * o.probability });
        }
      }
      out = next;
    }
    return out;
  }

  /** Points of the targets destroyed in `states`. */
  pointsDestroyed(states: readonly TargetState[]): number {
    let p = 0;
    states.forEach((s, t) => {
      if (destroyed(s)) p += this.problem.targets[t]!.points;
    });
    return p;
  }

  /** Whether the objective is a sum over targets (every objective but `atLeast`). */
  get additive(): boolean {
    return this.#atLeast === undefined;
  }

  /** The `atLeast` objective's threshold, if it is one. */
  get atLeast(): number | undefined {
    return this.#atLeast;
  }

  /**
   * Target `t`'s part of an additive objective's value in state `state`, as a pair compared in
   * order: the objective, then the tie-break (`points` for a `destroy` objective,
   * `army-turn.md`, "The objective"; 0 else).
   */
  contribution(t: number, state: TargetState): [number, number] {
    const target = this.problem.targets[t]!;
    const gone = destroyed(state);
    if (this.#named >= 0) return [t === this.#named && gone ? 1 : 0, gone ? target.points : 0];
    if (this.#removed) {
      let lost = 0;
      state.left.forEach((n, g) => {
        lost += ((target.start.left[g] ?? 0) - n) * (target.wounds[g] ?? 0);
      });
      return [lost * this.#perWound[t]!, 0];
    }
    return [gone ? target.points : 0, 0];
  }

  /** The objective's value of final states, as a pair (see {@link contribution}). */
  value(states: readonly TargetState[]): [number, number] {
    if (this.#atLeast !== undefined) {
      return [this.pointsDestroyed(states) >= this.#atLeast ? 1 : 0, 0];
    }
    const v: [number, number] = [0, 0];
    states.forEach((s, t) => {
      const c = this.contribution(t, s);
      v[0] += c[0];
      v[1] += c[1];
    });
    return v;
  }
}

/** Differences smaller than this are ties (rounding of sums of probabilities). */
export const EPSILON = 1e-9;

/** Whether the value pair `a` is better than `b`, beyond rounding. */
export function better(a: readonly [number, number], b: readonly [number, number]): boolean {
  if (a[0] > b[0] + EPSILON) return true;
  if (a[0] < b[0] - EPSILON) return false;
  return a[1] > b[1] + EPSILON;
}
