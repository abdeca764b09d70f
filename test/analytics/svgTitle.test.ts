/**
 * Chart titles fit their chart: every title line, at the title's width estimate
 * (`TITLE_CHAR_PX` a character, 15 px bold), ends inside the SVG's width. The library's line
 * charts and heat maps once wrapped at width / 8 characters (95 on a 760 px chart), which at
 * 8.7 px a character ran 60 px past the edge.
 */
import { describe, expect, test } from 'vitest';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { renderHeatmap, renderLineChart } from '../../src/analytics/svg.js';
import { evaluateJson } from '../../src/index.js';
import { renderSvg } from '../../src/report/chart.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { TITLE_CHAR_PX, titleLines } from '../../src/svg/text.js';
import { allElements, parseXml } from '../cli/xml.js';
import { LOADOUTS } from './fixtures.js';

/** A long title of short words: 163 characters, wrapped wherever the room ends. */
const LONG =
  'Ten Bowmen of the Watch with long bows and a banner, against twenty Draugr of the old barrows in two ranks, in cover, at long range, over three turns of the game';

/** Each title line of an SVG: its x and its text, with the SVG's width. */
function titleTexts(svg: string): { width: number; lines: { x: number; text: string }[] } {
  const root = parseXml(svg);
  const lines = allElements(root)
    .filter((e) => e.name === 'text' && e.attrs.class === 'title')
    .map((e) => ({ x: Number(e.attrs.x), text: e.text }));
  return { width: Number(root.attrs.width), lines };
}

/** Every line ends inside the chart by the estimate, and the whole title is there. */
function expectInside(svg: string, title: string): void {
  const { width, lines } = titleTexts(svg);
  expect(lines.length).toBeGreaterThan(1);
  for (const l of lines) expect(l.x + l.text.length * TITLE_CHAR_PX).toBeLessThanOrEqual(width);
  expect(lines.map((l) => l.text).join(' ')).toBe(title);
}

describe('a long title is wrapped to the chart', () => {
  test('a line chart (sweep, turns, compare)', () => {
    const svg = renderLineChart({
      title: LONG,
      xLabel: 'turn',
      yLabel: 'mean',
      xLabels: ['1', '2', '3'],
      probability: false,
      series: [{ name: 'Bowmen', values: [1, 2, 3] }],
    });
    expectInside(svg, LONG);
  });

  test('a heat map', () => {
    const svg = renderHeatmap(matchupMatrix(parseAnalysis(LOADOUTS)), 'wipe', { title: LONG });
    expectInside(svg, LONG);
  });

  test("a result's chart", () => {
    const r = evaluateJson({
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] },
      sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] },
    });
    expectInside(renderSvg(r, LONG), LONG);
  });

  test('titleLines keeps each line within its room, a longer word on a line of its own', () => {
    for (const room of [120, 300, 666]) {
      for (const line of titleLines(LONG, room)) {
        expect(line.length * TITLE_CHAR_PX).toBeLessThanOrEqual(room);
      }
    }
    expect(titleLines('Supercalifragilistic of Gondor', 100)).toEqual([
      'Supercalifragilistic',
      'of Gondor',
    ]);
  });
});
