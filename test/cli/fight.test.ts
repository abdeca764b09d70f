// `mathhammer run` on a MESBG fight: the Duel's odds first, then the tables; JSON and SVG.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fightLabel } from '../../src/report/fightReport.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { parseXml } from './xml.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FIGHT = readFileSync(`${root}examples/mesbg-fight-captains.json`, 'utf8');
const files = { 'fight.json': FIGHT };

describe('mathhammer run on a fight', () => {
  test('prints the summary, the method, the Duel odds and the Might line, then the tables', async () => {
    const r = await fakeCli(['run', 'fight.json'], { files });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toContain(
      'Captain of Gondor F5 A2 S4 D6 W3 M/W/F 3/1/0, fights Uruk-hai Captain',
    );
    expect(lines[1]).toBe('MESBG, exact');
    expect(lines[3]).toBe(
      'Duel: Captain of Gondor (A) wins 60.7%, Uruk-hai Captain (B) wins 39.3%',
    );
    expect(lines[4]).toBe(
      'Might of Captain of Gondor (A), for P(its target slain): 12.5% as played ("win-duel"), 14.2% with the best spend, 1.6 percentage points more',
    );
    // Which Might to spend: where it goes, and the best Duel spend, die against die.
    expect(lines[5]).toBe(
      '  Might spent on average: as played 0.46 in the Duel and 0.68 on To Wound dice; with the best spend 0.93 and 0.55',
    );
    expect(lines[7]).toBe("    foe's best die: 1 2 3 4 5 6");
    expect(lines[9]).toBe("    Hero's die 2:   . 1 2 2 3 .");
    expect(r.stdout).toContain('Wounds are counted up to the last');
    const firstTable = r.stdout.indexOf('To Wound rolls by A');
    expect(firstTable).toBeGreaterThan(r.stdout.indexOf('Duel:'));
    expect(r.stdout).toContain("Wounds suffered by B's model (after Fate), if A wins");
  });

  test('--json gives the results, Duel first', async () => {
    const r = await fakeCli(['run', 'fight.json', '--json'], { files });
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json.results).slice(0, 3)).toEqual(['duelWinA', 'duelWinB', 'strikesA']);
    expect(json.results.duelWinA.p[1]).toBeCloseTo(0.6069315843621399, 15);
  });

  test('--svg draws a well-formed chart; Monte Carlo reports the same Duel within noise', async () => {
    const r = await fakeCli(['run', 'fight.json', '--svg', 'chart.svg', '--quiet'], { files });
    expect(r.code).toBe(0);
    expect(() => parseXml(r.written['chart.svg']!)).not.toThrow();
    const mc = await fakeCli(
      ['run', 'fight.json', '--method', 'monte-carlo', '--samples', '20000', '--json'],
      { files },
    );
    const p = JSON.parse(mc.stdout).results.duelWinA.p[1];
    expect(Math.abs(p - 0.6069)).toBeLessThan(4 * Math.sqrt((0.61 * 0.39) / 20000));
  });

  test('labels say who strikes whom', () => {
    expect(fightLabel('mightSpentA')).toBe('Might spent by A');
    expect(fightLabel('slainBIfAWins')).toBe("B's model slain, if A wins");
    expect(fightLabel('duelWinAWithoutHeroicStrike')).toBe(
      'A wins the Duel, without Heroic Strike',
    );
    expect(fightLabel('mightBestB')).toBe("B's Might goal met, with the best spend");
    expect(fightLabel('someNewKey')).toBe('some new key');
  });

  test('a bad fight field is named', async () => {
    const bad = JSON.parse(FIGHT);
    bad.sideA.models[0].fight = 11;
    const r = await fakeCli(['run', 'bad.json'], { files: { 'bad.json': JSON.stringify(bad) } });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('sideA.models[0].fight');
  });
});
