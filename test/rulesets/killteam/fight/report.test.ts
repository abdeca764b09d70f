// `mathhammer run` on a Kill Team fight (src/report/killteamFightReport.ts): who is
// incapacitated first, the heuristics on either side, the best first choices of the most likely
// rolls (who strikes or blocks with what, and where each move leads), then the tables; JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ktFightLabel } from '../../../../src/report/killteamFightReport.js';
import { parseXml } from '../../../cli/xml.js';
import { fakeCli } from '../../../helpers/fakeCli.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const files = { 'fight.json': readFileSync(`${root}examples/killteam-fight-duel.json`, 'utf8') };

describe('mathhammer run on a Kill Team fight', () => {
  test('prints the outcome, the heuristics, the best first choices, then the tables', async () => {
    const r = await fakeCli(['run', 'fight.json'], { files });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'Veteran W14 with Power weapon A5 3+ 4/6, Lethal 5+ (incapacitate) fights Warrior W10 with Chainsword A4 3+ 4/5, Balanced (survive)',
    );
    expect(lines[1]).toBe('Kill Team (2024), exact');
    expect(lines[3]).toBe('Warrior incapacitated 77.9%, Veteran incapacitated 1.7%');
    // The numbers of docs/killteam/fight.md's table.
    expect(r.stdout).toContain(
      '  Veteran strike: attacker incapacitated 6.2%, defender 74.6%; mean damage 6.01 taken, 9.10 dealt',
    );
    expect(r.stdout).toContain(
      '  Veteran 2N 2C v Warrior 3N 1C (2.5%): Veteran should strike with a critical -> 9/0',
    );
    expect(r.stdout).toContain(
      '    heuristics open: strike: strike with a critical (9/0); block: block a critical with a critical (10/4)',
    );
    expect(r.stdout.indexOf('damage to the defender (wounds lost)')).toBeGreaterThan(
      r.stdout.indexOf('Best first choices'),
    );
  });

  test('--json gives the results; Monte Carlo prints no advice', async () => {
    const json = JSON.parse((await fakeCli(['run', 'fight.json', '--json'], { files })).stdout);
    expect(Object.keys(json.results)).toEqual([
      'attackerIncapacitated',
      'defenderIncapacitated',
      'damageToAttacker',
      'damageToDefender',
    ]);
    const mc = await fakeCli(
      ['run', 'fight.json', '--method', 'monte-carlo', '--samples', '2000'],
      {
        files,
      },
    );
    expect(mc.code).toBe(0);
    expect(mc.stdout).not.toContain('Best first choices');
    expect(mc.stdout).toContain('Warrior incapacitated');
  });

  test('--svg draws a well-formed chart of the fight', async () => {
    const r = await fakeCli(['run', 'fight.json', '--svg', 'chart.svg', '--quiet'], { files });
    expect(r.code).toBe(0);
    expect(() => parseXml(r.written['chart.svg']!)).not.toThrow();
  });

  test('labels say who suffers what', () => {
    expect(ktFightLabel('damageToAttacker')).toBe('damage to the attacker (wounds lost)');
    expect(ktFightLabel('defenderStunned')).toBe(
      'defender stunned (the attacker retained a critical success)',
    );
  });
});
