import { describe, expect, test } from 'vitest';
import { compare } from '../../src/analytics/compare.js';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { overTurns } from '../../src/analytics/overTurns.js';
import {
  compareChart,
  renderHeatmap,
  renderLineChart,
  sweepChart,
  turnsChart,
} from '../../src/analytics/svg.js';
import { sweep } from '../../src/analytics/sweep.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { allElements, parseXml } from '../cli/xml.js';
import { LOADOUTS } from './fixtures.js';

const titles = (svg: ReturnType<typeof parseXml>) =>
  allElements(svg)
    .filter((e) => e.name === 'title')
    .map((e) => e.text);

describe('renderHeatmap(matrix, metric)', () => {
  const m = matchupMatrix(parseAnalysis(LOADOUTS));
  const text = renderHeatmap(m, 'wipe');
  const svg = parseXml(text);

  test('names in each tooltip the choice made for "best", and cuts names too long for the chart', () => {
    const long = 'Plasma Incinerator Battle Squad with a very long name';
    const plasma = matchupMatrix({
      ruleset: 'wh40k-10e',
      profiles: [
        {
          name: long,
          attackers: [
            {
              name: 'plasma',
              bs: 3,
              strength: 7,
              ap: -2,
              modes: [
                { name: 'standard' },
                { name: 'supercharge', strength: 8, ap: -3, damage: 2 },
              ],
            },
          ],
        },
      ],
      targets: [{ name: `${long} as a target`, models: 5, toughness: 4, save: 3, wounds: 2 }],
    });
    const doc = parseXml(renderHeatmap(plasma, 'mean'));
    // As the report says it (decisionLine): supercharge slays 25/54 on average, standard 0.
    expect(titles(doc).find((t) => t.includes(' = '))).toBe(
      `${long} against ${long} as a target: mean models slain = 0.46\nWeapon mode (best) for plasma: supercharge, mean slain 0.46 (standard: 0.00)`,
    );
    const texts = allElements(doc).map((e) => e.text);
    expect(texts).not.toContain(long);
    expect(texts.some((t) => t?.startsWith('Plasma Incinerator') && t.endsWith('…'))).toBe(true);
  });

  test('is a standalone SVG 1.1 document with a title', () => {
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(svg.attrs).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', version: '1.1' });
    expect(svg.children[0]).toMatchObject({
      name: 'title',
      text: 'P(wiped out): profiles against targets',
    });
    expect(text).not.toMatch(/<script|href=|@import|url\(http/);
  });

  test('one cell per matchup, each with its value in a tooltip, as the cell writes it', () => {
    const cells = titles(svg).filter((t) => t.includes(' = '));
    expect(cells).toHaveLength(16);
    const wipe = `${(m.cell(3, 0).wipe * 100).toFixed(1)}%`;
    expect(cells).toContain(`Catapult against Draugr: P(wiped out) = ${wipe}`);
  });

  test('labels every row and column; escapes names', () => {
    const texts = allElements(svg).map((e) => e.text);
    for (const name of [...m.profiles, ...m.targets]) expect(texts).toContain(name);
    const odd = matchupMatrix({
      ruleset: 'mesbg',
      profiles: [{ name: 'A & <B>', attackers: [{ shootValue: 4, strength: 2 }] }],
      targets: [{ name: '"C"', defence: 3 }],
    });
    expect(allElements(parseXml(renderHeatmap(odd, 'mean'))).map((e) => e.text)).toContain(
      'A & <B>',
    );
  });

  test("the legend's label fits inside the picture, however long the row names", () => {
    const long = matchupMatrix({
      ruleset: 'mesbg',
      profiles: [{ name: 'x'.repeat(40), attackers: [{ shootValue: 4, strength: 2 }] }],
      targets: [{ name: 'T', defence: 3 }],
    });
    const doc = parseXml(renderHeatmap(long, 'points-per-point'));
    const label = allElements(doc).find((e) => e.name === 'text' && e.attrs.class === 'sub')!;
    // 7 px a letter, as the renderer reckons the width of text.
    const end = Number(label.attrs.x) + 7 * label.text.length;
    expect(end).toBeLessThanOrEqual(Number(doc.attrs.width));
  });

  test('a points figure without points is n/a', () => {
    const m2 = matchupMatrix({
      ruleset: 'mesbg',
      attackers: [{ shootValue: 4, strength: 2 }],
      target: { defence: 3 },
    });
    expect(renderHeatmap(m2, 'kills-per-100')).toContain('>n/a<');
  });
});

describe('line charts', () => {
  test('a sweep: one line per series, one point per value with its value', () => {
    const s = sweep(parseAnalysis(LOADOUTS), {
      characteristic: 'toughness',
      values: [3, 4, 5, 6, 7, 8],
      targets: ['Draugr'],
    });
    const svg = parseXml(renderLineChart(sweepChart(s, 'mean')));
    expect(allElements(svg).filter((e) => e.name === 'polyline')).toHaveLength(4);
    const points = allElements(svg).filter((e) => e.name === 'circle');
    expect(points).toHaveLength(24);
    const first = s.series[0]!.summaries[0]!.mean;
    expect(titles(svg)).toContain(`Bowmen, Toughness 3: ${first.toFixed(2)} (${first})`);
  });

  test('turns and comparisons are probabilities on a 0..100% axis', () => {
    const t = turnsChart(overTurns(parseAnalysis(LOADOUTS), { turns: 3, targets: ['Draugr'] }));
    expect(t.probability).toBe(true);
    expect(t.xLabels).toEqual(['1', '2', '3']);
    const c = compareChart(compare(parseAnalysis(LOADOUTS), { targets: ['Draugr'] }));
    expect(c.xLabels).toEqual(['1', '2', '3', '4', '5']);
    const svg = renderLineChart(c);
    expect(svg).toContain('>100%<');
    parseXml(svg);
  });

  test('a gap where a value is missing', () => {
    const svg = parseXml(
      renderLineChart({
        title: 't',
        xLabel: 'x',
        yLabel: 'y',
        xLabels: ['1', '2', '3', '4'],
        probability: false,
        series: [{ name: 's', values: [1, 2, undefined, 4] }],
      }),
    );
    // 1-2 is a line; 4 alone is only a point.
    expect(allElements(svg).filter((e) => e.name === 'polyline')).toHaveLength(1);
    expect(allElements(svg).filter((e) => e.name === 'circle')).toHaveLength(3);
  });
});
