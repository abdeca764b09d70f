/**
 * One vocabulary for results: the text report, its `--quiet` lines, the SVG charts and the
 * playground all read `resultLabel` (src/report/labels.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSvg } from '../../src/report/chart.js';
import { formatReport } from '../../src/report/formatReport.js';
import { atLeastLabel, headlineKey, isEventResult, resultLabel } from '../../src/report/labels.js';
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

describe('a Kill Team fight in its own words', () => {
  const fight = JSON.parse(readFileSync('examples/killteam-fight-duel.json', 'utf8'));
  const r = evaluateJson(fight);
  const keys = Object.keys(r.results);

  it('the headline starts on the chance the defender is incapacitated', () => {
    expect(keys).toContain('defenderIncapacitated');
    expect(headlineKey(keys)).toBe('defenderIncapacitated');
    expect(headlineKey(['hits', 'slain'])).toBe('slain');
    expect(headlineKey(['hits', 'unsaved'])).toBe('unsaved');
  });

  it('each result reads as the fight says it, never "at least 1 damage to defender"', () => {
    expect(atLeastLabel('defenderIncapacitated', 1)).toBe('P(the defender is incapacitated)');
    expect(atLeastLabel('attackerStunned', 1)).toBe('P(the attacker is stunned)');
    expect(atLeastLabel('damageToDefender', 1)).toBe('P(the defender loses at least 1 wound)');
    expect(atLeastLabel('damageToAttacker', 3)).toBe('P(the attacker loses at least 3 wounds)');
    expect(isEventResult('attackerIncapacitated')).toBe(true);
    expect(isEventResult('damageToDefender')).toBe(false);
    for (const key of keys) {
      expect(atLeastLabel(key, 1)).not.toMatch(/at least 1 damage|[a-z][A-Z]/);
      expect(resultLabel(key)).not.toBe(key);
    }
  });
});
