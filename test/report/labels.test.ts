/**
 * One vocabulary for results: the text report, its `--quiet` lines, the SVG charts and the
 * playground all read `resultLabel` (src/report/labels.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSvg } from '../../src/report/chart.js';
import { formatReport } from '../../src/report/formatReport.js';
import { atLeastLabel, isEventResult, resultLabel } from '../../src/report/labels.js';
import { makeStyle } from '../../src/report/style.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';

const FIGHT = JSON.parse(readFileSync('examples/mesbg-fight-captains.json', 'utf8'));

describe('resultLabel', () => {
  it('words the attacks, a fight and the groups of a unit alike', () => {
    expect(resultLabel('slain')).toBe('models slain');
    expect(resultLabel('strikesAIfAWins')).toBe('To Wound rolls by A, if A wins');
    expect(resultLabel('mightBestB')).toBe("B's Might goal met, with the best spend");
    expect(resultLabel('slain.Warboss')).toBe('models slain: Warboss');
    expect(resultLabel('woundsLost.Captain')).toBe('wounds lost: Captain');
    expect(resultLabel('someNewKey')).toBe('some new key');
  });

  it('heads a count with "at least k" and an event with its chance alone', () => {
    expect(atLeastLabel('slain', 1)).toBe('P(at least 1 model slain)');
    expect(atLeastLabel('slain', 2)).toBe('P(at least 2 models slain)');
    expect(atLeastLabel('wounds', 1)).toBe('P(at least 1 wound)');
    expect(atLeastLabel('strikesAIfAWins', 1)).toBe('P(at least 1 To Wound roll by A, if A wins)');
    expect(atLeastLabel('woundsBIfAWins', 2)).toBe(
      "P(at least 2 Wounds suffered by B's model, if A wins)",
    );
    expect(atLeastLabel('mightBestB', 1)).toBe("P(B's Might goal met, with the best spend)");
    expect(isEventResult('duelWinAWithoutHeroicStrike')).toBe(true);
    expect(isEventResult('slainA')).toBe(false);
  });
});

describe("a fight's report in words", () => {
  const r = evaluateJson(FIGHT);
  it('--quiet names each result as the full report does, never by its key', () => {
    const quiet = formatReport(r, summarizeScenario(r.scenario), makeStyle(false), true);
    const full = formatReport(r, summarizeScenario(r.scenario), makeStyle(false), false);
    expect(quiet).not.toMatch(/strikesA|IfAWins|mightBest/);
    expect(quiet).toMatch(/^To Wound rolls by A\s+mean /m);
    // Every result the full report tables is named the same way on its quiet line.
    for (const key of Object.keys(r.results)) {
      expect(quiet).toContain(`${resultLabel(key)} `);
      if (!/^(duelWin|might(Goal|Best))/.test(key)) expect(full).toContain(`${resultLabel(key)}:`);
    }
  });

  it('the chart says the same words', () => {
    const svg = renderSvg(r, summarizeScenario(r.scenario));
    expect(svg).toContain('To Wound rolls by A, if A wins');
    expect(svg).not.toContain('strikes aif');
  });
});
