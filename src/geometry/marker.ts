/**
 * The blast marker over a formation: which models' bases it is over, at one point or over a
 * whole circle of points. Source: `004_15cf5d572fc7d6a3.txt`, "Blast and Large Blast": "Blast
 * refers to the (3") blast marker and Large Blast refers to the (5") blast marker", and "each
 * unit with models under the marker suffers one hit for each model with its base fully or
 * partially beneath the blast marker".
 *
 * A base of radius r centred at distance L from the marker's centre is partially beneath a
 * marker of radius R when L < R + r (the two discs overlap). Bases that only touch the
 * marker's edge (L = R + r) are not beneath it; to keep that decision the same in every
 * engine despite rounding, the reach R + r is shortened by {@link TOUCH} (10^-11 inch, 50
 * times the rounding of a distance at 1000 inches).
 *
 * @module
 */
import type { Formation } from './formation.js';

/** The Blast marker's diameter, inches. */
export const BLAST_DIAMETER = 3;
/** The Large Blast marker's diameter, inches. */
export const LARGE_BLAST_DIAMETER = 5;
/** A base that only touches the marker's edge is not under it: reaches are shortened by this. */
export const TOUCH = 1e-11;

const TWO_PI = 2 * Math.PI;

/**
 * A formation seen by one marker size: for model i, the largest centre-to-centre distance
 * `reach[i] = R + radius[i] - TOUCH` at which the marker is over its base.
 *
 * @example
 * ```ts
 * const t = markerTarget(ranksAndFiles(1, { files: 1, baseMm: 25.4 }), BLAST_DIAMETER);
 * t.reach[0]; // 1.99999999999 (1.5 + 0.5 - 1e-11)
 * ```
 */
export interface MarkerTarget {
  readonly models: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly reach: Float64Array;
  /** `reach²`, for the test at a point. */
  readonly reach2: Float64Array;
  /** The marker's radius, inches. */
  readonly radius: number;
}

/**
 * Compile a formation for a marker of the given diameter (3 or 5 inches, or any positive size).
 * O(models).
 *
 * @example
 * ```ts
 * markerTarget(formation, LARGE_BLAST_DIAMETER).radius; // 2.5
 * ```
 */
export function markerTarget(f: Formation, diameter: number): MarkerTarget {
  const radius = diameter / 2;
  const reach = new Float64Array(f.models);
  const reach2 = new Float64Array(f.models);
  for (let i = 0; i < f.models; i++) {
    reach[i] = radius + f.radius[i]! - TOUCH;
    reach2[i] = reach[i]! * reach[i]!;
  }
  return { models: f.models, x: f.x, y: f.y, reach, reach2, radius };
}

/**
 * The number of models whose bases are (fully or partially) under a marker centred at
 * (cx, cy). O(models), no allocation: the sampler's test, and the exact engine's at a Hit!.
 *
 * @example
 * ```ts
 * // three 1-inch bases in base contact, a 3" marker over the middle one: all three
 * modelsUnder(markerTarget(ranksAndFiles(3, { files: 3, baseMm: 25.4, gap: 0 }), 3), 1, 0); // 3
 * ```
 */
export function modelsUnder(t: MarkerTarget, cx: number, cy: number): number {
  const { x, y, reach2 } = t;
  let n = 0;
  for (let i = 0; i < t.models; i++) {
    const dx = x[i]! - cx;
    const dy = y[i]! - cy;
    if (dx * dx + dy * dy < reach2[i]!) n++;
  }
  return n;
}

/**
 * The marker's centre on a circle of radius d around a point, in a uniformly random direction:
 * which models it is over, as arcs of directions. Model i at distance L from the point is
 * under the marker when |d·u(θ) − v| < reach, i.e. cos(θ − φ) > (d² + L² − reach²) / (2dL):
 * an arc of half-width `acos` of that around the model's direction φ, or every direction, or
 * none. The arcs are found exactly (up to rounding in `acos` and `atan2`, a few ulps), sorted,
 * and swept once. O(models log models).
 *
 * Scratch arrays are made once per sweep object and reused, so {@link RingSweep.max} (the
 * sampler's use: the best direction for a Hit! of a Multiple Barrage) allocates nothing.
 *
 * @example
 * ```ts
 * const sweep = new RingSweep(target);
 * sweep.counts(0, 0, 4);  // P(k models under the marker), θ uniform on the circle of radius 4
 * sweep.max(0, 0, 4);     // the most models any direction puts under it
 * ```
 */
export class RingSweep {
  readonly target: MarkerTarget;
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  /** Models under the marker in every direction. */
  private base = 0;
  /** Arcs that contain direction 0 (they run past 2π). */
  private wraps = 0;
  /** Arcs found. */
  private arcs = 0;

  constructor(target: MarkerTarget) {
    this.target = target;
    this.starts = new Float64Array(target.models);
    this.ends = new Float64Array(target.models);
  }

  /** Find and sort the arcs of the circle of radius d around (cx, cy). */
  private find(cx: number, cy: number, d: number): void {
    const { x, y, reach, models } = this.target;
    const starts = this.starts;
    const ends = this.ends;
    let base = 0;
    let wraps = 0;
    let arcs = 0;
    for (let i = 0; i < models; i++) {
      const vx = x[i]! - cx;
      const vy = y[i]! - cy;
      const L = Math.sqrt(vx * vx + vy * vy);
      const r = reach[i]!;
      if (d === 0 || L < 1e-12) {
        // The distance to the model does not depend on the direction.
        if (Math.abs(d - L) < r) base++;
        continue;
      }
      const c = (d * d + L * L - r * r) / (2 * d * L);
      if (c <= -1) {
        base++;
        continue;
      }
      if (c >= 1) continue;
      const half = Math.acos(c);
      let s = Math.atan2(vy, vx) - half;
      s -= Math.floor(s / TWO_PI) * TWO_PI;
      if (s >= TWO_PI) s -= TWO_PI;
      let e = s + 2 * half;
      if (e > TWO_PI) {
        e -= TWO_PI;
        wraps++;
      }
      starts[arcs] = s;
      ends[arcs] = e;
      arcs++;
    }
    // Unused slots sort last; a typed array sorts numerically, in place.
    starts.fill(Number.POSITIVE_INFINITY, arcs);
    ends.fill(Number.POSITIVE_INFINITY, arcs);
    starts.sort();
    ends.sort();
    this.base = base;
    this.wraps = wraps;
    this.arcs = arcs;
  }

  /**
   * Walk the directions from 0 to 2π: `visit(count, length)` for each stretch of directions
   * in which `count` models are under the marker.
   */
  private walk(visit: (count: number, length: number) => void): void {
    const { starts, ends, arcs } = this;
    let count = this.base + this.wraps;
    let prev = 0;
    let i = 0;
    let j = 0;
    while (i < arcs || j < arcs) {
      let t: number;
      let delta: number;
      if (j < arcs && (i >= arcs || ends[j]! <= starts[i]!)) {
        t = ends[j++]!;
        delta = -1;
      } else {
        t = starts[i++]!;
        delta = 1;
      }
      if (t > prev) visit(count, t - prev);
      prev = t;
      count += delta;
    }
    if (TWO_PI > prev) visit(count, TWO_PI - prev);
  }

  /**
   * The distribution of the number of models under a marker centred at distance d from
   * (cx, cy) in a uniformly random direction: entry k is the fraction of directions with k
   * models under it (length models + 1). d = 0 gives the count at the point itself.
   *
   * @example
   * ```ts
   * new RingSweep(t).counts(0, 0, 0)[modelsUnder(t, 0, 0)]; // 1
   * ```
   */
  counts(cx: number, cy: number, d: number): Float64Array {
    this.find(cx, cy, d);
    const out = new Float64Array(this.target.models + 1);
    this.walk((count, length) => {
      out[count]! += length / TWO_PI;
    });
    return out;
  }

  /**
   * The most models under a marker centred anywhere on the circle of radius d around
   * (cx, cy), over stretches of directions of positive length (a direction where bases only
   * touch does not count). No allocation.
   *
   * @example
   * ```ts
   * new RingSweep(t).max(0, 0, 3); // e.g. 4
   * ```
   */
  max(cx: number, cy: number, d: number): number {
    this.find(cx, cy, d);
    const { starts, ends, arcs } = this;
    let count = this.base + this.wraps;
    let best = 0;
    let prev = 0;
    let i = 0;
    let j = 0;
    while (i < arcs || j < arcs) {
      let t: number;
      let delta: number;
      if (j < arcs && (i >= arcs || ends[j]! <= starts[i]!)) {
        t = ends[j++]!;
        delta = -1;
      } else {
        t = starts[i++]!;
        delta = 1;
      }
      if (t > prev && count > best) best = count;
      prev = t;
      count += delta;
    }
    if (TWO_PI > prev && count > best) best = count;
    return best;
  }

  /**
   * The directions (radians in [0, 2π)) where the count changes: arc ends and starts. The
   * exact engine integrates between them. Allocates the returned array.
   *
   * @example
   * ```ts
   * new RingSweep(t).breakpoints(0, 0, 4); // sorted angles
   * ```
   */
  breakpoints(cx: number, cy: number, d: number): number[] {
    this.find(cx, cy, d);
    const out: number[] = [];
    for (let k = 0; k < this.arcs; k++) out.push(this.starts[k]!, this.ends[k]!);
    return out.sort((a, b) => a - b);
  }
}
