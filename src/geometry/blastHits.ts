/**
 * The exact distribution of the hits of Blast, Large Blast and Barrage markers on a formation.
 * Sources: `004_15cf5d572fc7d6a3.txt`, "Blast and Large Blast" (placing, the Scatter die,
 * 2D6 less BS, hits on every model under the marker, "Multiple Blasts", "Blast Weapons and
 * Rerolls"), "Barrage" (indirect fire: full scatter; "Multiple Barrages") and "Autohit" ("If
 * it would use the scatter die, it never scatters").
 *
 * - One marker ({@link markerHits}): a Hit! leaves it where it was placed (its centre hole
 *   anywhere over the aimed model's base, {@link bestPoint}); after a Miss it moves an integer
 *   number of inches (2D6 less BS, at least 0) in a uniformly random direction. For each
 *   distance the models under it are found as exact arcs of directions (see
 *   {@link RingSweep}): the result is exact up to rounding (about 1e-15 per arc). A re-roll
 *   rolls all of it again, taken only when it pays ({@link rerolls}).
 * - Multiple Blasts are independent markers: their hits add up (the exact engine compounds
 *   the shots with {@link markerHits}).
 * - Multiple Barrages ({@link clusterHits}): the first marker scatters as normal; every other
 *   marker of the same attacker group is placed touching its edge "at the angle of the
 *   scatter" (its own Scatter die: an arrow gives a uniformly random direction; a Hit! lets
 *   the firer choose, and mathhammer takes the choice with the most hits, the first marker's
 *   spot included). Given the first marker the others are independent; the first marker's
 *   direction is integrated numerically (adaptive Gauss–Kronrod), with the error estimate
 *   returned and kept below the tolerance (default 1e-10 in every probability).
 *
 * @module
 */
import { Dist, normalizeInPlace } from '../dist/index.js';
import { TooLargeError } from '../errors.js';
import type { Formation } from './formation.js';
import { type MarkerTarget, markerTarget, modelsUnder, RingSweep } from './marker.js';
import { integrate } from './quadrature.js';
import { scatterDistance, scatterHitChance } from './scatter.js';

/**
 * Everything both engines need to place a blast marker: the one description of a Blast,
 * Large Blast or Barrage weapon's markers that {@link markerHits} and {@link clusterHits}
 * turn into probabilities and {@link MarkerRoller} rolls.
 *
 * @example
 * ```ts
 * const plan: BlastPlan = { diameter: 3, formation, aim: 0, subtract: 3, reroll: false,
 *   autohit: false, cluster: false };
 * ```
 */
export interface BlastPlan {
  /** The marker's diameter, inches: 3 (Blast) or 5 (Large Blast). */
  readonly diameter: number;
  /** The target unit's models. */
  readonly formation: Formation;
  /** The model the marker's centre hole is placed over (index in the formation). */
  readonly aim: number;
  /**
   * Where the centre hole is placed, inches, in the formation's coordinates: anywhere over the
   * aimed model's base ("so that the center hole is entirely over that model. You may position
   * it to attempt to put over certain other models"; the hole's size is not in the texts, so
   * it is a point, within the base's radius of its centre). Omitted: the aimed model's centre.
   * {@link bestPoint} finds the point with the most expected hits.
   */
  readonly point?: { readonly x: number; readonly y: number };
  /** Inches taken off the 2D6 of a scatter: the firer's BS after modifiers, 0 fired indirectly. */
  readonly subtract: number;
  /**
   * The firer may re-roll the marker's dice once, all of them ("Blast Weapons and Rerolls"),
   * and does when a fresh roll's expected hits beat what it covers ({@link rerolls}); a
   * Multiple Barrage re-rolls the Scatter die of every Miss.
   */
  readonly reroll: boolean;
  /** The marker never scatters (Autohit). */
  readonly autohit: boolean;
  /** Multiple Barrages: the group's markers after the first are placed touching the first. */
  readonly cluster: boolean;
}

/**
 * The model a blast marker is aimed at when the scenario does not say: the one whose centre
 * puts the most models under the marker; on a tie, the one nearest the formation's centre
 * (models near the middle lose least when the marker scatters); then the first listed.
 * O(models²).
 *
 * @example
 * ```ts
 * bestAim(ranksAndFiles(5, { files: 5 }), 3); // 2: the middle of the rank
 * ```
 */
export function bestAim(f: Formation, diameter: number): number {
  const t = markerTarget(f, diameter);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < f.models; i++) {
    cx += f.x[i]! / f.models;
    cy += f.y[i]! / f.models;
  }
  let best = 0;
  let bestHits = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < f.models; i++) {
    const h = modelsUnder(t, f.x[i]!, f.y[i]!);
    const dx = f.x[i]! - cx;
    const dy = f.y[i]! - cy;
    const distance = dx * dx + dy * dy;
    if (h > bestHits || (h === bestHits && distance < bestDistance - 1e-12)) {
      best = i;
      bestHits = h;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The exact distribution of the models under one marker (the first marker of a Multiple
 * Barrage, or any marker of a Blast weapon): P(Hit!) × [models under it at the aimed model] +
 * P(Miss) × Σ_d P(distance d) × (the fraction of directions putting k models under it).
 * Exact up to rounding. O(13 × models log models).
 *
 * @example
 * ```ts
 * // one model on a 1-inch base, a 5" marker, BS 3: a Hit!, or a scatter of 0..2 inches (2D6 ≤ 5)
 * markerHits({ diameter: 5, formation: ranksAndFiles(1, { files: 1, baseMm: 25.4 }), aim: 0,
 *   subtract: 3, reroll: false, autohit: false, cluster: false }).at(1); // 0.5185185185185185 (14/27)
 * ```
 */
export function markerHits(plan: BlastPlan): Dist {
  const fresh = freshMarkerHits(plan);
  if (!plan.reroll || plan.autohit || plan.cluster) return Dist.unchecked(fresh);
  // The re-roll is the firer's option ("Blast Weapons and Rerolls": the Scatter die and the
  // 2D6 together): taken when a fresh roll's expected hits beat the models under the marker
  // where it came down (see rerollThreshold), so a Miss that still covers is kept.
  const threshold = meanOf(fresh);
  const out = new Float64Array(fresh.length);
  let again = 0;
  for (let k = 0; k < fresh.length; k++) {
    if (rerolls(k, threshold)) again += fresh[k]!;
    else out[k]! += fresh[k]!;
  }
  for (let k = 0; k < fresh.length; k++) out[k]! += again * fresh[k]!;
  return Dist.unchecked(normalizeInPlace(out));
}

/** A marker's hits with no re-roll, at its point: the Hit! and the scatter (see markerHits). */
function freshMarkerHits(plan: BlastPlan): Float64Array {
  const t = markerTarget(plan.formation, plan.diameter);
  const sweep = new RingSweep(t);
  const [ax, ay] = aimPoint(plan);
  const out = new Float64Array(t.models + 1);
  // A Multiple Barrage keeps re-rolling every Miss of its markers (its later markers depend on
  // where the first lands, so a re-roll's worth is not one marker's).
  const stay = scatterHitChance(plan.cluster && plan.reroll, plan.autohit);
  out[modelsUnder(t, ax, ay)]! += stay;
  if (stay < 1) {
    const distance = scatterDistance(plan.subtract).toArray();
    for (let d = 0; d < distance.length; d++) {
      const w = (1 - stay) * distance[d]!;
      if (w === 0) continue;
      const ring = sweep.counts(ax, ay, d);
      for (let k = 0; k < ring.length; k++) out[k]! += w * ring[k]!;
    }
  }
  return normalizeInPlace(out);
}

function meanOf(p: Float64Array): number {
  let m = 0;
  for (let k = 1; k < p.length; k++) m += k * p[k]!;
  return m;
}

/**
 * Whether a firer who may re-roll re-rolls a marker that came down over `covered` models: when
 * a fresh roll's expected hits (`threshold`, from {@link rerollThreshold}) beat them. Ties
 * keep the marker; 1e-9 keeps the decision the same in both engines despite rounding.
 *
 * @example
 * ```ts
 * rerolls(0, 14 / 27); // true
 * rerolls(1, 14 / 27); // false: a Miss that still covers the model is kept
 * ```
 */
export function rerolls(covered: number, threshold: number): boolean {
  return threshold > covered + 1e-9;
}

/**
 * The expected hits of one marker rolled afresh, without a re-roll: the line a firer with a
 * re-roll compares the models under the marker with ({@link rerolls}). Both engines read it.
 * O(13 × models log models).
 *
 * @example
 * ```ts
 * // one 28 mm model, BS 3, a 3" marker: a Hit!, or a scatter of 0..2" (2D6 ≤ 5, 10/36)
 * rerollThreshold({ diameter: 3, formation: formationFromPositions([{ x: 0, y: 0 }], 28),
 *   aim: 0, subtract: 3, reroll: true, autohit: false, cluster: false }); // 0.5185185185185185 (14/27)
 * ```
 */
export function rerollThreshold(plan: BlastPlan): number {
  return meanOf(freshMarkerHits(plan));
}

/**
 * Where a plan puts the centre hole: its `point`, or the aimed model's centre.
 *
 * @example
 * ```ts
 * aimPoint({ ...plan, point: { x: 0.5, y: 0 } }); // [0.5, 0]
 * ```
 */
export function aimPoint(plan: BlastPlan): [number, number] {
  if (plan.point) return [plan.point.x, plan.point.y];
  return [plan.formation.x[plan.aim]!, plan.formation.y[plan.aim]!];
}

/** Points tried around the edge of the aimed base by {@link bestPoint}. */
const EDGE_POINTS = 12;

/**
 * The point over the aimed model's base where the centre hole gives the most expected hits
 * ("You may position it to attempt to put over certain other models", `004_15cf5d572fc7d6a3.txt`,
 * "Blast and Large Blast"; the hole is a point, anywhere within the base's radius). The
 * candidates: the centre; `EDGE_POINTS` (12) points evenly round the edge; and for each other
 * model the marker can reach from the base, the point nearest the centre that puts it under
 * the marker and the edge point towards it. Each is scored exactly by {@link markerHits}'s
 * mean; the best wins, the earliest on a tie (the centre first). A search over candidates,
 * not a proof of the maximum: two other models covered at once need a point the list may
 * miss. O((13 + 2 × reachable models) × 13 × models log models).
 *
 * @example
 * ```ts
 * // two 28 mm models 2.3" apart, an Autohit 3" Blast: moving the hole 0.3" towards the second covers both
 * const f = formationFromPositions([{ x: 0, y: 0 }, { x: 2.3, y: 0 }], 28);
 * bestPoint({ diameter: 3, formation: f, aim: 0, subtract: 0, reroll: false, autohit: true, cluster: false }).x > 0.24; // true
 * ```
 */
export function bestPoint(plan: BlastPlan): { x: number; y: number } {
  const f = plan.formation;
  const cx = f.x[plan.aim]!;
  const cy = f.y[plan.aim]!;
  // Just inside the edge: the hole must be over the base.
  const r = f.radius[plan.aim]! * (1 - 1e-9);
  const t = markerTarget(f, plan.diameter);
  const candidates: [number, number][] = [[cx, cy]];
  for (let k = 0; k < EDGE_POINTS; k++) {
    const a = (2 * Math.PI * k) / EDGE_POINTS;
    candidates.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  for (let j = 0; j < f.models; j++) {
    if (j === plan.aim) continue;
    const dx = f.x[j]! - cx;
    const dy = f.y[j]! - cy;
    const distance = Math.hypot(dx, dy);
    // Under the marker from the centre already, or out of reach from anywhere on the base.
    if (distance < t.reach[j]! || distance - t.reach[j]! >= r) continue;
    const ux = dx / distance;
    const uy = dy / distance;
    const enough = Math.min(r, distance - t.reach[j]! + 1e-6);
    candidates.push([cx + enough * ux, cy + enough * uy], [cx + r * ux, cy + r * uy]);
  }
  let best = candidates[0]!;
  let bestMean = Number.NEGATIVE_INFINITY;
  for (const [x, y] of candidates) {
    const mean = markerHits({ ...plan, point: { x, y } }).mean();
    if (mean > bestMean + 1e-12) {
      best = [x, y];
      bestMean = mean;
    }
  }
  return { x: best[0], y: best[1] };
}

/** Options of {@link clusterHits}. */
export interface ClusterOptions {
  /** Error allowed in each probability (estimated). @defaultValue 1e-10 */
  readonly tolerance?: number;
}

/** The hits of a Multiple Barrage, and the numerical integration's error estimate. */
export interface ClusterHits {
  readonly hits: Dist;
  /** Estimated bound on the error of each probability of `hits`. */
  readonly error: number;
  /** Integrand evaluations used. */
  readonly evaluations: number;
}

/** The most work (evaluations × vector length²) a Multiple Barrage may take exactly. */
export const MAX_CLUSTER_WORK = 5e9;

/**
 * The distribution of the total hits of `markers` Barrage markers fired together (Multiple
 * Barrages): the first scatters as normal, each of the others lands touching its edge, in the
 * direction of its own Scatter die, or on a Hit! where the firer puts the most models under it
 * (touching the first marker, or on the same spot). `markers` is the distribution of the
 * number of markers (the group's shots).
 *
 * Given the first marker's centre P, the total is h(P) + X₂ + ... + X_S with the X independent
 * (X is a Hit!'s best count or the count in a uniformly random direction, found exactly by
 * {@link RingSweep}); the exact engine integrates that over P's scatter direction for each
 * distance, between the directions where h(P) changes, by adaptive Gauss–Kronrod quadrature
 * (`integrate`). Cost: about 13 × (2 × models) × 15 × (a few levels) evaluations, each
 * O(models log models + S² × models²).
 *
 * @throws {TooLargeError} beyond `MAX_CLUSTER_WORK`, or if the error estimate cannot
 *   be brought below 1e-6 (use method "monte-carlo").
 * @example
 * ```ts
 * const { hits, error } = clusterHits(plan, constant(3));
 * error < 1e-10; // true
 * ```
 */
export function clusterHits(
  plan: BlastPlan,
  markers: Dist,
  options: ClusterOptions = {},
): ClusterHits {
  const tolerance = options.tolerance ?? 1e-10;
  const t: MarkerTarget = markerTarget(plan.formation, plan.diameter);
  const sweep = new RingSweep(t);
  const n = t.models;
  const pMarkers = markers.toArray();
  const most = markers.max;
  const size = most * n + 1;
  const work = 13 * 2 * (n + 1) * 15 * 8 * (n + most * size * (n + 1));
  if (work > MAX_CLUSTER_WORK) {
    throw new TooLargeError(
      `exact Multiple Barrage of up to ${most} markers on ${n} models needs about ${work.toExponential(1)} steps, more than ${MAX_CLUSTER_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  const stay = scatterHitChance(plan.reroll, plan.autohit);
  const touching = 2 * t.radius;
  const [ax, ay] = aimPoint(plan);
  const power = new Float64Array(size);
  const next = new Float64Array(size);
  const other = new Float64Array(n + 1);

  /** The total's distribution given the first marker at (cx, cy), added into out × weight. */
  const given = (cx: number, cy: number, weight: number, out: Float64Array): void => {
    const first = modelsUnder(t, cx, cy);
    out[0]! += weight * pMarkers[0]!;
    if (most === 0) return;
    const ring = sweep.counts(cx, cy, touching);
    const best = Math.max(first, sweep.max(cx, cy, touching));
    for (let k = 0; k <= n; k++) other[k] = (1 - stay) * ring[k]!;
    other[best]! += stay;
    power.fill(0);
    power[0] = 1;
    let length = 1;
    for (let s = 1; s <= most; s++) {
      const w = weight * pMarkers[s]!;
      if (w > 0) for (let k = 0; k < length; k++) out[first + k]! += w * power[k]!;
      if (s === most) break;
      next.fill(0, 0, length + n);
      for (let i = 0; i < length; i++) {
        const p = power[i]!;
        if (p === 0) continue;
        for (let k = 0; k <= n; k++) next[i + k]! += p * other[k]!;
      }
      length += n;
      power.set(next.subarray(0, length));
    }
  };

  /**
   * The integer-valued part of the integrand: the first marker's count and a Hit!'s best
   * count. Where it changes the integrand jumps; {@link jumps} finds those directions.
   */
  const key = (cx: number, cy: number): number => {
    const first = modelsUnder(t, cx, cy);
    const best = most > 1 ? Math.max(first, sweep.max(cx, cy, touching)) : 0;
    return first * (n + 1) + best;
  };

  const out = new Float64Array(size);
  given(ax, ay, stay, out);
  let error = 0;
  let evaluations = 0;
  if (stay < 1) {
    const distance = scatterDistance(plan.subtract).toArray();
    for (let d = 0; d < distance.length; d++) {
      const w = (1 - stay) * distance[d]!;
      if (w === 0) continue;
      if (d === 0) {
        given(ax, ay, w, out);
        continue;
      }
      const breaks = jumps([0, ...sweep.breakpoints(ax, ay, d), 2 * Math.PI], (theta) =>
        key(ax + d * Math.cos(theta), ay + d * Math.sin(theta)),
      );
      const r = integrate(
        (theta, fx) => given(ax + d * Math.cos(theta), ay + d * Math.sin(theta), 1, fx),
        size,
        breaks,
        { tolerance: tolerance * 2 * Math.PI },
      );
      evaluations += r.evaluations;
      error += (w * r.error) / (2 * Math.PI);
      for (let k = 0; k < size; k++) out[k]! += (w * r.value[k]!) / (2 * Math.PI);
    }
  }
  if (error > 1e-6) {
    throw new TooLargeError(
      `exact Multiple Barrage: the numerical integration's error estimate ${error.toExponential(1)} is above 1e-6; use method "monte-carlo"`,
    );
  }
  for (let k = 0; k < size; k++) if (out[k]! < 0) out[k] = 0;
  return { hits: Dist.unchecked(normalizeInPlace(out)), error, evaluations };
}

/** Grid points per interval when looking for the jumps of an integer-valued function. */
const JUMP_GRID = 24;

/**
 * `breaks` with the directions added where `key` (integer-valued, piecewise constant) changes
 * between them: `key` is looked at on a grid of {@link JUMP_GRID} points in each interval,
 * and each change found is pinned down by bisection to about 1e-14 radians. A change and
 * change back between two grid points is not found; the quadrature then resolves it by
 * halving, more slowly.
 */
function jumps(breaks: readonly number[], key: (theta: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < breaks.length; i++) {
    const a = breaks[i]!;
    const b = breaks[i + 1]!;
    out.push(a);
    if (!(b > a)) continue;
    // Look just inside the interval: its ends are the jumps already known.
    const inset = (b - a) * 1e-9;
    let prevT = a + inset;
    let prevK = key(prevT);
    for (let g = 1; g <= JUMP_GRID; g++) {
      const t = g === JUMP_GRID ? b - inset : a + ((b - a) * g) / JUMP_GRID;
      const k = key(t);
      if (k !== prevK) {
        let lo = prevT;
        let hi = t;
        while (hi - lo > 1e-14 * Math.max(1, Math.abs(hi))) {
          const mid = (lo + hi) / 2;
          if (mid <= lo || mid >= hi) break;
          if (key(mid) === prevK) lo = mid;
          else hi = mid;
        }
        out.push((lo + hi) / 2);
      }
      prevT = t;
      prevK = k;
    }
  }
  out.push(breaks[breaks.length - 1]!);
  return out;
}
