import { describe, expect, test } from 'vitest';
import { compare } from '../../src/analytics/compare.js';
import { InputError } from '../../src/errors.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { LOADOUTS, TWO_BOWS } from './fixtures.js';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-12;

describe('compare(analysis)', () => {
  const c = compare(parseAnalysis(TWO_BOWS));

  test('each entry is the single evaluation of its profile against the target', () => {
    const { points: _points, ...target } = TWO_BOWS.targets[0]!;
    for (const [i, p] of TWO_BOWS.profiles.entries()) {
      const single = evaluate({ ruleset: 'scrollhammer', attackers: p.attackers, target }).results
        .slain!;
      const e = c.entries[i]!;
      expect(e.slain.toJSON()).toEqual(single.toJSON());
      expect(e.mean).toBe(single.mean());
      expect(e.sd).toBe(single.sd());
      for (let k = 0; k <= 10; k++) expect(e.atLeast(k)).toBe(single.atLeast(k));
    }
  });

  test('the figures: mean n·p, P(wipe) p^10, points per point and kills per 100 points', () => {
    const [bows, longbows] = c.entries;
    expect(close(bows!.mean, 10 / 4)).toBe(true);
    expect(close(longbows!.mean, 10 / 3)).toBe(true);
    expect(close(bows!.wipe, 0.25 ** 10)).toBe(true);
    // Kills per 100 points: 2.5 / 100 × 100; points slain: 2.5 models × 6 points each.
    expect(close(bows!.killsPer100Points!, 2.5)).toBe(true);
    expect(close(bows!.pointsSlain!, 15)).toBe(true);
    expect(close(bows!.pointsSlainPerPoint!, 0.15)).toBe(true);
    expect(close(longbows!.killsPer100Points!, (10 / 3 / 125) * 100)).toBe(true);
  });

  test('says which is better and by how much', () => {
    expect(c.by).toBe('profiles');
    expect(c.best.profile).toBe('Longbows');
    expect(c.byMean.map((s) => s.profile)).toEqual(['Longbows', 'Bowmen']);
    expect(close(c.margin!.absolute, 10 / 3 - 10 / 4)).toBe(true);
    expect(close(c.margin!.relative!, (10 / 3 - 10 / 4) / (10 / 4))).toBe(true);
    expect(c.margin!.over).toBe('Bowmen');
    // Per point: 2.67 against 2.5 kills per 100 points, so Longbows again.
    expect(c.byPoints?.metric).toBe('points-per-point');
    expect(c.byPoints?.order.map((s) => s.profile)).toEqual(['Longbows', 'Bowmen']);
  });

  test('binomials with a higher p dominate: no crossover', () => {
    expect(c.crossovers).toEqual([]);
  });

  test('finds where the mean ranks one way and P(at least k) the other', () => {
    // Battlemages (2 × D6 shots) slay 1.26 on average, the Catapult (D6 shots, Strength 8)
    // 1.21, but the Catapult is likelier to slay 3 or more.
    const d = compare(parseAnalysis(LOADOUTS), { targets: ['Draugr'] });
    const x = d.crossovers.find(
      (c) => c.higherMean === 'Battlemages' && c.lowerMean === 'Catapult',
    );
    expect(x).toBeDefined();
    const bm = d.entries.find((s) => s.profile === 'Battlemages')!;
    const cat = d.entries.find((s) => s.profile === 'Catapult')!;
    expect(bm.mean).toBeGreaterThan(cat.mean);
    for (let k = 1; k <= 5; k++) {
      expect(x!.ks.includes(k)).toBe(cat.atLeast(k) > bm.atLeast(k) + 1e-12);
    }
    expect(x!.ks).toContain(3);
    expect(close(x!.lead, cat.atLeast(x!.widest) - bm.atLeast(x!.widest))).toBe(true);
  });

  test('one profile against several targets ranks the targets', () => {
    const d = compare(parseAnalysis(LOADOUTS), { profiles: ['Bowmen'] });
    expect(d.by).toBe('targets');
    expect(d.entries.map((s) => s.target)).toEqual([
      'Draugr',
      'Bandits',
      'Dwarven Spheres',
      'Wispmothers',
    ]);
    expect(d.best.target).toBe('Bandits');
    expect(d.byPoints?.metric).toBe('points-slain');
  });

  test('JSON: entries, rankings by name, margin and crossovers', () => {
    const json = JSON.parse(JSON.stringify(c));
    expect(json).toMatchObject({
      by: 'profiles',
      best: 'Longbows',
      byMean: ['Longbows', 'Bowmen'],
    });
    expect(json.entries[0]).toMatchObject({ profile: 'Bowmen', target: 'Bandits', models: 10 });
    expect(json.entries[0].atLeast).toHaveLength(11);
    expect(json.entries[0].slain.p).toHaveLength(11);
  });

  test('several profiles and several targets is an InputError', () => {
    expect(() => compare(parseAnalysis(LOADOUTS))).toThrow(InputError);
    expect(() => compare(parseAnalysis(LOADOUTS))).toThrow(/4 profiles and 4 targets/);
  });

  test('an unknown name is an InputError with the closest name', () => {
    expect(() => compare(parseAnalysis(LOADOUTS), { targets: ['Draugar'] })).toThrow(
      'no target is named "Draugar"; did you mean "Draugr"?',
    );
  });

  test('without points there are no points figures', () => {
    const d = compare({
      ruleset: 'mesbg',
      profiles: [
        { name: 'Orcs', attackers: [{ models: 5, shootValue: 5, strength: 2 }] },
        { name: 'Archers', attackers: [{ models: 3, shootValue: 4, strength: 2 }] },
      ],
      target: { name: 'Bilbo', defence: 3, wounds: 2 },
    });
    expect(d.byPoints).toBeUndefined();
    expect(d.entries[0]!.killsPer100Points).toBeUndefined();
    expect(d.entries[0]!.models).toBe(1);
    expect(JSON.stringify(d)).not.toContain('killsPer100Points');
  });
});
