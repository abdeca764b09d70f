import { describe, expect, test } from 'vitest';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { metricValue, parseMetric } from '../../src/analytics/metrics.js';
import { PairError } from '../../src/analytics/pairs.js';
import { InputError } from '../../src/errors.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { LOADOUTS } from './fixtures.js';

type Entry = { name: string; points?: number; attackers?: unknown[] };

describe('matchupMatrix(analysis)', () => {
  const m = matchupMatrix(parseAnalysis(LOADOUTS));
  const profiles = LOADOUTS.profiles as Entry[];
  const targets = LOADOUTS.targets as (Entry & Record<string, unknown>)[];

  test('every cell is exactly the single evaluation of that profile against that target', () => {
    profiles.forEach((p, i) => {
      targets.forEach((t, j) => {
        const { points: _p, ...target } = t;
        const single = evaluateJson({ ruleset: 'scrollhammer', attackers: p.attackers, target });
        const cell = m.cell(i, j);
        expect(cell.result.toJSON()).toEqual(single.toJSON());
        expect(cell.profile).toBe(p.name);
        expect(cell.target).toBe(t.name);
      });
    });
  });

  test('rows are profiles, columns targets; values(metric) reads each cell', () => {
    expect(m.profiles).toEqual(profiles.map((p) => p.name));
    expect(m.targets).toEqual(targets.map((t) => t.name));
    const wipe = m.values('wipe');
    expect(wipe[2]![1]).toBe(m.cell(2, 1).wipe);
    expect(m.values('at-least-2')[0]![1]).toBe(m.cell(0, 1).atLeast(2));
    expect(m.values('points-per-point')[1]![0]).toBe(m.cell(1, 0).pointsSlainPerPoint);
  });

  test('selects profiles and targets by name, in the order given', () => {
    const s = matchupMatrix(parseAnalysis(LOADOUTS), {
      profiles: ['Catapult', 'Bowmen'],
      targets: ['Bandits'],
    });
    expect(s.profiles).toEqual(['Catapult', 'Bowmen']);
    expect(s.cell(0, 0).mean).toBe(m.cell(3, 1).mean);
  });

  test('JSON: names and every cell', () => {
    const json = JSON.parse(JSON.stringify(m));
    expect(json.cells).toHaveLength(4);
    expect(json.cells[0]).toHaveLength(4);
    expect(json.cells[0][0].profile).toBe('Bowmen');
  });

  test('an attack the engine rejects is a PairError naming the pair', () => {
    const bad = {
      ruleset: 'mesbg',
      profiles: [{ name: 'Bard', attackers: [{ shootValue: 3, strength: 3 }] }],
      targets: [{ name: 'Orc', defence: 5, combat: { name: 'Bain', defence: 4 } }],
    };
    expect(() => matchupMatrix(parseAnalysis(bad))).toThrow(PairError);
    expect(() => matchupMatrix(parseAnalysis(bad))).toThrow(
      /^profile "Bard" against target "Orc": target\.combat/,
    );
  });
});

describe('metrics', () => {
  test('parseMetric accepts the names and at-least-K, suggests otherwise', () => {
    expect(parseMetric('wipe')).toBe('wipe');
    expect(parseMetric('at-least-03')).toBe('at-least-3');
    expect(() => parseMetric('wpie')).toThrow('unknown metric "wpie"; did you mean "wipe"?');
    expect(() => parseMetric('at-least-1001')).toThrow(InputError);
    expect(() => parseMetric(3)).toThrow(InputError);
  });
  test('metricValue gives undefined for points figures without points', () => {
    const m = matchupMatrix({
      ruleset: 'mesbg',
      attackers: [{ shootValue: 4, strength: 2 }],
      target: { defence: 3 },
    });
    expect(metricValue(m.cell(0, 0), 'kills-per-100')).toBeUndefined();
    expect(metricValue(m.cell(0, 0), 'mean')).toBe(m.cell(0, 0).mean);
  });
});
