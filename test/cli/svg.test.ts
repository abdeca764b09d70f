import { describe, expect, test } from 'vitest';
import { renderSvg } from '../../src/report/chart.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import { allElements, parseXml } from './xml.js';

const draugr = {
  ruleset: 'scrollhammer',
  attackers: [
    { name: 'Bowmen', models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] },
  ],
  target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, wounds: 2, save: 4 }], cover: 4 },
};

function chart(scenario: unknown) {
  const r = evaluateJson(scenario);
  const summary = summarizeScenario(r.scenario);
  const text = renderSvg(r, summary);
  return { r, summary, text, svg: parseXml(text) };
}

describe('renderSvg(result, summary)', () => {
  test('is well-formed XML: an <svg> root in the SVG namespace, with a size', () => {
    const { text, svg } = chart(draugr);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(svg.name).toBe('svg');
    expect(svg.attrs).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', version: '1.1' });
    expect(Number(svg.attrs.width)).toBeGreaterThan(0);
    expect(Number(svg.attrs.height)).toBeGreaterThan(0);
    expect(svg.attrs.viewBox).toBe(`0 0 ${svg.attrs.width} ${svg.attrs.height}`);
  });

  test('the summary is the title, and shown on top', () => {
    const { svg, summary } = chart(draugr);
    expect(svg.children[0]).toMatchObject({ name: 'title', text: summary });
    const heading = allElements(svg).filter((e) => e.attrs.class === 'title');
    expect(heading.map((e) => e.text).join(' ')).toBe(summary);
  });

  test('one panel per result, each with bars for P(=k), a line for P(>=k) and axis labels', () => {
    const { svg, r } = chart(draugr);
    const all = allElements(svg);
    // Models slain first, then the rest in the ruleset's order.
    const keys = ['slain', ...Object.keys(r.results).filter((k) => k !== 'slain')];
    const panels = all.filter((e) => e.attrs.class === 'panel');
    expect(panels).toHaveLength(keys.length);
    keys.forEach((key, i) => {
      expect(panels[i]!.text).toMatch(
        new RegExp(`^(${key}.*|.* \\(${key}\\)): mean \\d+\\.\\d\\d, sd \\d+\\.\\d\\d$`),
      );
    });
    expect(all.filter((e) => e.name === 'polyline')).toHaveLength(keys.length);
    const axes = all.filter((e) => e.attrs.class === 'axis').map((e) => e.text);
    expect(axes.filter((t) => t === 'probability')).toHaveLength(keys.length);
    expect(axes).toContain('k = number of hits');
    expect(axes).toContain('k = number of models slain');
    // The bars of "hits": one per k with P(= k) > 0 (Binomial(10, 1/2): 0..10).
    const hitBars = all.filter((e) => e.name === 'rect' && e.children[0]?.text.startsWith('P(= '));
    expect(hitBars.length).toBeGreaterThanOrEqual(11);
    expect(hitBars.map((b) => b.children[0]!.text)).toContain('P(= 0) = 0.0009766');
  });

  test('the line goes from P(>=0) = 1 down: its first point is at the top of the plot', () => {
    const { svg } = chart(draugr);
    const all = allElements(svg);
    const line = all.find((e) => e.name === 'polyline')!;
    const points = line.attrs.points!.split(' ').map((p) => p.split(',').map(Number));
    const ys = points.map((p) => p[1]!);
    for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThanOrEqual(ys[i - 1]!);
    const top = all.find((e) => e.name === 'text' && e.text === '100%')!;
    expect(Math.abs(ys[0]! - (Number(top.attrs.y) - 4))).toBeLessThan(0.01);
  });

  test('no NaN or Infinity in any attribute; no script', () => {
    const { svg } = chart({ ...draugr, method: 'monte-carlo', samples: 2000 });
    for (const e of allElements(svg)) {
      expect(e.name).not.toBe('script');
      for (const v of Object.values(e.attrs)) expect(v).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  test('names with XML characters are escaped', () => {
    const name = '<script>alert("&")</script> O\'Brien';
    const { svg, summary } = chart({
      ruleset: 'mesbg',
      attackers: [{ name, shootValue: 4, strength: 2 }],
      target: { name: 'A & B', defence: 3 },
    });
    expect(summary).toContain(name);
    expect(svg.children[0]!.text).toBe(summary);
    expect(allElements(svg).some((e) => e.name === 'script')).toBe(false);
  });

  test('a long summary wraps onto several title lines', () => {
    const attackers = Array.from({ length: 6 }, (_, i) => ({
      name: `Archers of the ${i}th Company`,
      models: 10,
      bs: 3,
      strength: 3,
    }));
    const { svg, summary } = chart({ ...draugr, attackers });
    const lines = allElements(svg).filter((e) => e.attrs.class === 'title');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(l.text.length).toBeLessThanOrEqual(95);
    expect(lines.map((e) => e.text).join(' ')).toBe(summary);
  });

  test('a wide distribution keeps a readable number of x labels', () => {
    const { svg, r } = chart({
      ruleset: 'scrollhammer',
      attackers: [{ models: 200, bs: 3, shots: 'D6', strength: 4 }],
      target: { groups: [{ models: 1000, toughness: 4 }] },
    });
    const ticks = allElements(svg).filter(
      (e) => e.attrs.class === 'tick' && e.attrs['text-anchor'] === 'middle',
    );
    const perPanel = ticks.length / Object.keys(r.results).length;
    expect(perPanel).toBeLessThanOrEqual(16);
    expect(perPanel).toBeGreaterThan(3);
  });
});
