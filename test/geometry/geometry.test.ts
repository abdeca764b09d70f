// Blast geometry (004_15cf5d572fc7d6a3.txt, "Blast and Large Blast", "Barrage", "Autohit"):
// formations, the models under a marker, the exact distribution of one marker's hits (arcs of
// scatter directions), Multiple Barrages (numerical integration), and the sampler's roller.
// Every reference value is derived by hand in the comments, or comes from an independent
// computation (a fine grid of directions tested point by point with modelsUnder).
import { describe, expect, it } from 'vitest';
import { constant, type Dist, die, frequencies } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import {
  type BlastPlan,
  bestAim,
  bestPoint,
  clusterHits,
  formationFromPositions,
  integrate,
  MarkerRoller,
  markerHits,
  markerTarget,
  modelsUnder,
  RingSweep,
  ranksAndFiles,
  rerolls,
  rerollThreshold,
  scatterDistance,
  scatterHitChance,
} from '../../src/geometry/index.js';
import { DiceStream, Pcg32 } from '../../src/random/index.js';
import { expectAgreement } from '../helpers/agreement.js';

/** A 1-inch base: 25.4 mm. */
const INCH = 25.4;

const plan = (p: Partial<BlastPlan> & Pick<BlastPlan, 'formation'>): BlastPlan => ({
  diameter: 3,
  aim: 0,
  subtract: 3,
  reroll: false,
  autohit: false,
  cluster: false,
  ...p,
});

/** P(2D6 = k). */
const twoD6 = (k: number) => (6 - Math.abs(k - 7)) / 36;

describe('formations', () => {
  it('ranksAndFiles(5, { files: 2 }): ranks along x, pitch = base + gap', () => {
    const f = ranksAndFiles(5, { files: 2, baseMm: INCH, gap: 1 });
    expect([...f.x]).toEqual([0, 2, 0, 2, 0]);
    expect([...f.y]).toEqual([0, 0, 2, 2, 4]);
    expect([...f.radius]).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
  });
  it('defaults: 25 mm bases 1 inch apart', () => {
    const f = ranksAndFiles(2, { files: 2 });
    expect(f.x[1]).toBeCloseTo(25 / 25.4 + 1, 15);
  });
  it('formationFromPositions: each base its own size', () => {
    const f = formationFromPositions(
      [
        { x: 0, y: 0 },
        { x: 3, y: 1, baseMm: 50.8 },
      ],
      INCH,
    );
    expect([...f.radius]).toEqual([0.5, 1]);
    expect([f.x[1], f.y[1]]).toEqual([3, 1]);
  });
  it('bad input: InputError naming the field and the value', () => {
    expect(() => ranksAndFiles(0, { files: 1 })).toThrow(InputError);
    expect(() => ranksAndFiles(3, { files: 0 })).toThrow(
      /files must be a whole number 1..1000, got 0/,
    );
    expect(() => ranksAndFiles(3, { files: 1, gap: -1 })).toThrow(
      /gap must be 0..100 inches, got -1/,
    );
    expect(() => formationFromPositions([{ x: 0, y: Number.NaN }])).toThrow(/positions\[0\]\.y/);
    expect(() => formationFromPositions([{ x: 0, y: 0, baseMm: 0 }])).toThrow(
      /positions\[0\]\.baseMm must be a base diameter of 1..1000 mm, got 0/,
    );
  });
});

describe('modelsUnder: "fully or partially beneath the blast marker"', () => {
  // Three 1-inch bases in base contact at x = 0, 1, 2; a 3" marker (radius 1.5).
  const t = markerTarget(ranksAndFiles(3, { files: 3, baseMm: INCH, gap: 0 }), 3);
  it('over the middle model: all three (the outer bases are 1 inch away, reach 1.5 + 0.5)', () => {
    expect(modelsUnder(t, 1, 0)).toBe(3);
  });
  it('a base that only touches the edge is not under it: over model 0, model 2 is 2 = 1.5 + 0.5 away', () => {
    expect(modelsUnder(t, 0, 0)).toBe(2);
  });
  it('far away: none', () => {
    expect(modelsUnder(t, 10, 10)).toBe(0);
  });
});

/** The fraction of directions putting k models under the marker, on a grid of n directions. */
function gridCounts(
  t: ReturnType<typeof markerTarget>,
  cx: number,
  cy: number,
  d: number,
  n: number,
) {
  const out = new Float64Array(t.models + 1);
  for (let i = 0; i < n; i++) {
    const a = ((i + 0.5) / n) * 2 * Math.PI;
    out[modelsUnder(t, cx + d * Math.cos(a), cy + d * Math.sin(a))]! += 1 / n;
  }
  return out;
}

describe('RingSweep: models under a marker whose centre is on a circle', () => {
  // A=(0,0), B=(2,0), 1-inch bases, a 3" marker: reach 2 (less 1e-11).
  const two = markerTarget(
    formationFromPositions(
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
      ],
      INCH,
    ),
    3,
  );
  const sweep = new RingSweep(two);
  it('d = 1 around A: A always; B where cos θ > (1 + 4 − 4) / (2·1·2) = 1/4, a fraction acos(1/4)/π', () => {
    const c = sweep.counts(0, 0, 1);
    expect(c[2]).toBeCloseTo(Math.acos(1 / 4) / Math.PI, 8);
    expect(c[1]).toBeCloseTo(1 - Math.acos(1 / 4) / Math.PI, 8);
    expect(c[0]).toBeCloseTo(0, 12);
  });
  it('d = 2: A never (its edge only touches), B a third of the time (cos θ > 1/2)', () => {
    const c = sweep.counts(0, 0, 2);
    expect(c[1]).toBeCloseTo(1 / 3, 8);
    expect(c[0]).toBeCloseTo(2 / 3, 8);
  });
  it('d = 0 is the count at the point; a scatter longer than any reach hits nothing', () => {
    expect(sweep.counts(0, 0, 0)[1]).toBe(1);
    expect(sweep.counts(0, 0, 5)[0]).toBe(1);
  });
  it('equals a grid of 100,000 directions (within 1e-4) on a block of 10 models', () => {
    const t = markerTarget(ranksAndFiles(10, { files: 5 }), 5);
    const s = new RingSweep(t);
    for (const d of [1, 2.5, 4, 7]) {
      const exact = s.counts(t.x[3]!, t.y[3]!, d);
      const grid = gridCounts(t, t.x[3]!, t.y[3]!, d, 100_000);
      for (let k = 0; k <= t.models; k++) expect(Math.abs(exact[k]! - grid[k]!)).toBeLessThan(1e-4);
      expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    }
  });
  it('max is the most models any direction puts under it (the grid never finds more)', () => {
    const t = markerTarget(ranksAndFiles(12, { files: 4 }), 3);
    const s = new RingSweep(t);
    for (const d of [1, 3, 5]) {
      const grid = gridCounts(t, 0.3, 0.2, d, 20_000);
      let gridMax = 0;
      grid.forEach((p, k) => {
        if (p > 0) gridMax = k;
      });
      expect(s.max(0.3, 0.2, d)).toBe(gridMax);
    }
  });
});

describe('scatter (004, "Blast and Large Blast"): 2D6 less BS, at least 0; Scatter die 2 Hit! of 6', () => {
  it('scatterDistance(3): 0 when 2D6 ≤ 3 (3/36), 9 when 2D6 = 12 (1/36)', () => {
    const d = scatterDistance(3);
    expect(d.at(0)).toBeCloseTo(3 / 36, 15);
    expect(d.at(9)).toBeCloseTo(1 / 36, 15);
    expect(d.max).toBe(9);
  });
  it('indirect (full scatter): the plain 2D6', () => {
    expect(scatterDistance(0).at(7)).toBeCloseTo(6 / 36, 15);
  });
  it('Hit! 2/6; with a re-roll of a Miss 2/6 + 4/6 × 2/6 = 5/9; Autohit 1', () => {
    expect(scatterHitChance(false, false)).toBeCloseTo(1 / 3, 15);
    expect(scatterHitChance(true, false)).toBeCloseTo(5 / 9, 15);
    expect(scatterHitChance(false, true)).toBe(1);
  });
});

describe('markerHits: the exact hits of one marker', () => {
  const one = ranksAndFiles(1, { files: 1, baseMm: INCH });
  it('a Hit! on a single model: Large Blast BS 3 hits with 1/3 + 2/3 × P(2D6 − 3 < 3) = 1/3 + 2/3 × 10/36 = 14/27', () => {
    // reach 2.5 + 0.5 = 3: a scatter of 0, 1 or 2 inches still covers the base (2D6 ≤ 5).
    expect(markerHits(plan({ formation: one, diameter: 5 })).at(1)).toBeCloseTo(14 / 27, 14);
  });
  it('Blast BS 1: reach 2, so only a scatter of 1 (2D6 = 2, 1/36) still hits: 1/3 + 2/3 × 1/36 = 19/54', () => {
    expect(markerHits(plan({ formation: one, subtract: 1 })).at(1)).toBeCloseTo(19 / 54, 14);
  });
  it('a scatter longer than any reach: indirect, 2D6 ≥ 2 ≥ the reach of 2, so only a Hit! hits: 1/3', () => {
    expect(markerHits(plan({ formation: one, subtract: 0 })).at(1)).toBeCloseTo(1 / 3, 14);
  });
  it('Autohit: "it never scatters": always over the aimed model', () => {
    const f = ranksAndFiles(3, { files: 3, baseMm: INCH, gap: 0 });
    expect(markerHits(plan({ formation: f, aim: 1, autohit: true })).at(3)).toBe(1);
  });
  it('a re-roll ("Blast Weapons and Rerolls") is taken only when it pays: a Miss still over the model is kept, 560/729', () => {
    // Large Blast BS 3, a 1-inch base (the same odds as a 3" Blast on a 28 mm base: both
    // cover after a scatter of 0..2"). A fresh roll hits with 14/27 (above), less than the 1
    // model under a Miss of 0..2" (2D6 ≤ 5, 10/36): that Miss is kept. Re-rolled: the other
    // Misses (26/36). 1/3 + 2/3 × (10/36 + 26/36 × 14/27) = 560/729. Re-rolling every Miss, as
    // before, would give 1/3 + 2/3 × 14/27 = 55/81 = 495/729.
    const p = markerHits(plan({ formation: one, diameter: 5, reroll: true }));
    expect(p.at(1)).toBeCloseTo(560 / 729, 14);
    expect(rerollThreshold(plan({ formation: one, diameter: 5, reroll: true }))).toBeCloseTo(
      14 / 27,
      14,
    );
  });
  it('the issue case: one 28 mm model, BS 3, a 3" Blast: 560/729 with the re-roll', () => {
    // reach 1.5 + 14/25.4 = 2.05": a scatter of 0..2" covers it, as above.
    const f = formationFromPositions([{ x: 0, y: 0 }], 28);
    const p = plan({ formation: f, reroll: true, point: { x: 0, y: 0 } });
    expect(markerHits(p).at(1)).toBeCloseTo(560 / 729, 14);
  });
  it('rerolls: a marker over fewer models than a fresh roll expects is re-rolled; a tie is kept', () => {
    expect(rerolls(0, 14 / 27)).toBe(true);
    expect(rerolls(1, 14 / 27)).toBe(false);
    expect(rerolls(2, 2)).toBe(false);
    expect(rerolls(1, 2)).toBe(true);
  });
  it('an indirect Large Blast with a re-roll: kept when it covers (a Hit! or a 2" scatter), else re-rolled', () => {
    // reach 3", full 2D6: only 2D6 = 2 still covers. Fresh: 1/3 + 2/3 × 1/36 = 19/54 < 1, so
    // every marker over the model is kept and every other re-rolled: 19/54 + 35/54 × 19/54.
    const p = plan({ formation: one, diameter: 5, reroll: true, subtract: 0 });
    expect(markerHits(p).at(1)).toBeCloseTo(19 / 54 + (35 / 54) * (19 / 54), 14);
  });
  it('two models, direction by direction (A at 0, B 2 inches away, 3" marker, BS 3)', () => {
    // Hit! or d = 0: only A (B's base touches the edge). d = 1 (2D6 = 4): A always, B over
    // acos(1/4)/π of the directions. d = 2 (2D6 = 5): B only, a third of the time. d = 3
    // (2D6 = 6): B only, acos(3/4)/π. d ≥ 4: nothing.
    const f = formationFromPositions(
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
      ],
      INCH,
    );
    const p = markerHits(plan({ formation: f }));
    const a14 = Math.acos(1 / 4) / Math.PI;
    const a34 = Math.acos(3 / 4) / Math.PI;
    const two = (2 / 3) * twoD6(4) * a14;
    const one1 =
      1 / 3 + (2 / 3) * ((3 / 36) * 1 + twoD6(4) * (1 - a14) + twoD6(5) * (1 / 3) + twoD6(6) * a34);
    expect(p.at(2)).toBeCloseTo(two, 8);
    expect(p.at(1)).toBeCloseTo(one1, 8);
    expect(p.at(0)).toBeCloseTo(1 - two - one1, 8);
  });
  it('equals an independent grid of directions (modelsUnder at 20,000 angles per distance) to 1e-4', () => {
    const f = ranksAndFiles(10, { files: 5 });
    const p = plan({ formation: f, diameter: 5, aim: 2 });
    const t = markerTarget(f, 5);
    const grid = new Float64Array(11);
    grid[modelsUnder(t, f.x[2]!, f.y[2]!)]! += 1 / 3;
    for (let s = 2; s <= 12; s++) {
      const g = gridCounts(t, f.x[2]!, f.y[2]!, Math.max(0, s - 3), 20_000);
      for (let k = 0; k <= 10; k++) grid[k]! += (2 / 3) * twoD6(s) * g[k]!;
    }
    const exact = markerHits(p);
    for (let k = 0; k <= 10; k++) expect(Math.abs(exact.at(k) - grid[k]!)).toBeLessThan(1e-4);
  });
});

describe('bestPoint: the centre hole anywhere over the aimed base ("You may position it to attempt to put over certain other models")', () => {
  const one = ranksAndFiles(1, { files: 1, baseMm: INCH });
  // Two 28 mm models 2.3" apart; reach of a 3" Blast to each: 1.5 + 14/25.4 = 2.0512".
  const r = 14 / 25.4;
  const two = formationFromPositions(
    [
      { x: 0, y: 0 },
      { x: 2.3, y: 0 },
    ],
    28,
  );
  it('Autohit: over A\'s centre only A (B is 2.3" > 2.05" away); moved within A\'s base towards B, both', () => {
    const centre = plan({ formation: two, autohit: true });
    expect(markerHits(centre).at(1)).toBe(1);
    const best = bestPoint(centre);
    // B is under the hole once it is nearer than 2.05": moved more than 0.249" towards B,
    // still within A's radius 0.551".
    expect(Math.hypot(best.x, best.y)).toBeLessThanOrEqual(r);
    expect(2.3 - best.x).toBeLessThan(1.5 + r);
    expect(markerHits({ ...centre, point: best }).at(2)).toBe(1);
  });
  it('a point given by hand: 0.4" towards B covers both, 0.2" does not', () => {
    const p = plan({ formation: two, autohit: true });
    expect(markerHits({ ...p, point: { x: 0.4, y: 0 } }).at(2)).toBe(1);
    expect(markerHits({ ...p, point: { x: 0.2, y: 0 } }).at(1)).toBe(1);
  });
  it('one model: the centre unless moving off it gains (a Large Blast BS 3 on a 1-inch base gains)', () => {
    // Large Blast, 1-inch base: reach 3". From the centre, scatters of 0..2" cover it and 3"
    // never does (the base only touches); from a point 0.5" off-centre a 3" scatter covers it
    // in some directions, a 2" scatter still always (2.5 < 3): more expected hits.
    const p = plan({ formation: one, diameter: 5 });
    const best = bestPoint(p);
    expect(Math.hypot(best.x, best.y)).toBeGreaterThan(0.4);
    expect(markerHits({ ...p, point: best }).mean()).toBeGreaterThan(markerHits(p).mean());
    // A 3" Blast at BS 3 on a 28 mm base: reach 2.05", scatters of 0..2" cover from the
    // centre (2D6 ≤ 5); off-centre a 2" scatter no longer always does, and a 3" one never
    // reaches (3 - 0.55 > 2.05): the centre stays.
    const f28 = formationFromPositions([{ x: 0, y: 0 }], 28);
    expect(bestPoint(plan({ formation: f28 }))).toEqual({ x: 0, y: 0 });
  });
});

describe('bestAim: the model whose centre puts the most models under the marker', () => {
  it('the middle of a rank of 5 (ties broken towards the centre)', () => {
    expect(bestAim(ranksAndFiles(5, { files: 5 }), 3)).toBe(2);
  });
  it('in a 2 × 5 block, a model of the middle file', () => {
    const aim = bestAim(ranksAndFiles(10, { files: 5 }), 3);
    expect(aim % 5).toBe(2);
  });
});

describe('clusterHits: Multiple Barrages (004, "Barrage")', () => {
  const f = ranksAndFiles(6, { files: 3 });
  const barrage = plan({ formation: f, aim: 1, cluster: true });
  it('one marker is markerHits (to 1e-12)', () => {
    const a = clusterHits(barrage, constant(1)).hits;
    const b = markerHits(barrage);
    for (let k = 0; k <= 6; k++) expect(a.at(k)).toBeCloseTo(b.at(k), 12);
  });
  it('Autohit: every marker over the aim, the later ones where they cover most (a single model: 1 each)', () => {
    const one = ranksAndFiles(1, { files: 1, baseMm: INCH });
    // The first covers the model; a later one touching it at 3 inches (reach 2) covers
    // nothing, so the firer puts it on the same spot: 1 hit each, 3 in all.
    const r = clusterHits(plan({ formation: one, autohit: true, cluster: true }), constant(3));
    expect(r.hits.at(3)).toBe(1);
  });
  it('converges: tolerance 1e-9 and 1e-12 agree within 2e-9, and the estimate is below the tolerance', () => {
    const a = clusterHits(barrage, constant(3), { tolerance: 1e-9 });
    const b = clusterHits(barrage, constant(3), { tolerance: 1e-12 });
    expect(a.error).toBeLessThanOrEqual(1e-9);
    for (let k = 0; k <= 18; k++) expect(Math.abs(a.hits.at(k) - b.hits.at(k))).toBeLessThan(2e-9);
  });
  it('a random number of markers (D3) is the mixture of fixed numbers', () => {
    const d3 = clusterHits(barrage, die(3)).hits;
    const parts = [1, 2, 3].map((n) => clusterHits(barrage, constant(n)).hits);
    for (let k = 0; k <= 18; k++) {
      const mix = parts.reduce((s, d) => s + d.at(k) / 3, 0);
      expect(d3.at(k)).toBeCloseTo(mix, 9);
    }
  });
});

/** Sample n attacks of `markers` markers with the roller: the distribution of total hits. */
function sampleMarkers(p: BlastPlan, markers: number, n: number, seed: number): Dist {
  const roller = new MarkerRoller(p);
  const dice = new DiceStream(new Pcg32(seed));
  const counts = new Float64Array(markers * p.formation.models + 1);
  for (let i = 0; i < n; i++) {
    roller.reset();
    let h = 0;
    for (let m = 0; m < markers; m++) h += roller.roll(dice);
    counts[h]!++;
  }
  return frequencies(counts, n);
}

describe('MarkerRoller (the sampler) agrees with the exact engine (chi-square, seed 2026)', () => {
  const N = 200_000;
  it('one Large Blast marker on a 2 × 5 block, BS 3', () => {
    const p = plan({ formation: ranksAndFiles(10, { files: 5 }), diameter: 5, aim: 7 });
    expectAgreement(sampleMarkers(p, 1, N, 2026), markerHits(p), N);
  });
  it('a Blast with a re-roll of a Miss, BS 2, on positions', () => {
    const f = formationFromPositions([
      { x: 0, y: 0 },
      { x: 1.5, y: 0.5 },
      { x: -1, y: 2 },
      { x: 3, y: 3, baseMm: 40 },
    ]);
    const p = plan({ formation: f, subtract: 2, reroll: true });
    expectAgreement(sampleMarkers(p, 1, N, 2026), markerHits(p), N);
  });
  it('a re-roll kept when the Miss still covers, one 28 mm model, BS 3 (560/729)', () => {
    const p = plan({ formation: formationFromPositions([{ x: 0, y: 0 }], 28), reroll: true });
    expectAgreement(sampleMarkers(p, 1, N, 2026), markerHits(p), N);
  });
  it('the hole off the centre (bestPoint), a Large Blast with a re-roll on a 2 × 5 block', () => {
    const base = plan({ formation: ranksAndFiles(10, { files: 5 }), diameter: 5, aim: 2 });
    const p = { ...base, reroll: true, point: bestPoint(base) };
    expect(p.point).not.toEqual({ x: base.formation.x[2], y: 0 });
    expectAgreement(sampleMarkers(p, 1, N, 2026), markerHits(p), N);
  });
  it('a Multiple Barrage of 3 indirect Blast markers on a 2 × 3 block', () => {
    const p = plan({
      formation: ranksAndFiles(6, { files: 3 }),
      aim: 1,
      subtract: 0,
      cluster: true,
    });
    expectAgreement(sampleMarkers(p, 3, N, 2026), clusterHits(p, constant(3)).hits, N);
  });
});

describe('integrate (adaptive Gauss–Kronrod)', () => {
  it('∫ sin over [0, π] = 2', () => {
    const r = integrate(
      (t, out) => {
        out[0] = Math.sin(t);
      },
      1,
      [0, Math.PI],
    );
    expect(r.value[0]).toBeCloseTo(2, 14);
  });
  it('a square-root kink: ∫ √|t − 0.3| over [0, 1] = (2/3)(0.3^1.5 + 0.7^1.5), within the estimate', () => {
    const r = integrate(
      (t, out) => {
        out[0] = Math.sqrt(Math.abs(t - 0.3));
      },
      1,
      [0, 1],
    );
    const exact = (2 / 3) * (0.3 ** 1.5 + 0.7 ** 1.5);
    expect(Math.abs(r.value[0]! - exact)).toBeLessThanOrEqual(r.error + 1e-15);
    expect(r.error).toBeLessThanOrEqual(1e-10);
  });
});
