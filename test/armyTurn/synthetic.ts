/**
 * Synthetic volleys for the planner's tests: a target of single-Wound models (one group, or
 * two groups slain in order) and weapon entries of `shots` shots, each slaying one model with
 * probability `p` (a fraction). Their exact outcomes are binomials capped at the models left,
 * written here from the definition, in exact fractions too, so the tests check the planner
 * against an enumeration that shares nothing with it.
 */

import type { PlanningProblem } from '../../src/armyTurn/problem.js';
import type { ShootingObjective } from '../../src/armyTurn/types.js';
import {
  type StateOutcome,
  stateKey,
  type TargetState,
  type Volley,
} from '../../src/format/volley.js';
import { uniformInt } from '../../src/random/uniformInt.js';

/** A fraction of BigInts, always reduced, denominator positive. */
export class Fraction {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d = 1n) {
    const g = gcd(n < 0n ? -n : n, d);
    this.n = n / g;
    this.d = d / g;
  }
  static of(n: number, d = 1): Fraction {
    return new Fraction(BigInt(n), BigInt(d));
  }
  add(o: Fraction): Fraction {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction): Fraction {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  gt(o: Fraction): boolean {
    return this.n * o.d > o.n * this.d;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** A weapon entry: `shots` shots slaying one model each with probability num/den. */
export interface Gun {
  readonly shots: number;
  readonly num: number;
  readonly den: number;
}

/** P(k kills) of a set of guns, exactly (the sum of independent binomials). */
export function killsOf(guns: readonly Gun[]): Fraction[] {
  let dist = [Fraction.of(1)];
  for (const g of guns) {
    const p = Fraction.of(g.num, g.den);
    const q = Fraction.of(1).sub(p);
    for (let s = 0; s < g.shots; s++) {
      const next = new Array(dist.length + 1).fill(Fraction.of(0));
      dist.forEach((w, k) => {
        next[k] = next[k].add(w.mul(q));
        next[k + 1] = next[k + 1].add(w.mul(p));
      });
      dist = next;
    }
  }
  return dist;
}

/** The state after `kills` kills from `left` (groups slain in order). */
export function afterKills(left: readonly number[], kills: number): number[] {
  const out = left.slice();
  let k = kills;
  for (let g = 0; g < out.length && k > 0; g++) {
    const take = Math.min(out[g]!, k);
    out[g]! -= take;
    k -= take;
  }
  return out;
}

/** A synthetic volley of `guns` at a target whose groups start at `start`. */
export function syntheticVolley(guns: readonly Gun[], start: readonly number[]): Volley {
  const kills = killsOf(guns).map((f) => f.toNumber());
  return {
    start: { left: start },
    wounds: start.map(() => 1),
    exact: (from: TargetState): StateOutcome[] => {
      const merged = new Map<string, StateOutcome>();
      kills.forEach((p, k) => {
        const state = { left: afterKills(from.left, k) };
        const key = stateKey(state);
        const known = merged.get(key);
        merged.set(key, { state, probability: (known?.probability ?? 0) + p });
      });
      return [...merged.values()];
    },
    sample: (from, random) => {
      let k = 0;
      for (const g of guns)
        for (let s = 0; s < g.shots; s++) if (uniformInt(random, g.den) < g.num) k++;
      return { left: afterKills(from.left, k) };
    },
    work: () => guns.reduce((s, g) => s + g.shots, 0),
  };
}

/** A synthetic phase: shooters with their guns, targets with their starts and points. */
export interface Synthetic {
  readonly shooters: readonly {
    readonly name: string;
    readonly guns: readonly Gun[];
    readonly sees?: readonly boolean[];
  }[];
  readonly targets: readonly {
    readonly name: string;
    readonly start: readonly number[];
    readonly points: number;
  }[];
  readonly objective: ShootingObjective;
}

/** The planner's problem of a synthetic phase. */
export function problemOf(s: Synthetic): PlanningProblem {
  return {
    shooters: s.shooters.map((x) => ({
      name: x.name,
      entries: x.guns.map((_, k) => `gun ${k + 1}`),
      sees: x.sees ?? s.targets.map(() => true),
    })),
    targets: s.targets.map((t) => ({
      name: t.name,
      points: t.points,
      start: { left: t.start },
      wounds: t.start.map(() => 1),
    })),
    objective: s.objective,
    volley: (i, entries, t) =>
      syntheticVolley(
        s.shooters[i]!.guns.filter((_, k) => (entries & (1 << k)) !== 0),
        s.targets[t]!.start,
      ),
  };
}
