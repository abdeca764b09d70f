// `mathhammer durability` and `mathhammer saves` on Kill Team (2024) scenarios: the figures
// of the library's (test/rulesets/killteam/analytics.test.ts derives them by hand), the fight
// refused naming `phase`.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { acrossSaves } from '../../../src/analytics/acrossSaves.js';
import { fakeCli } from '../../helpers/fakeCli.js';

const shoot = {
  ruleset: 'killteam',
  attacker: {
    wounds: 10,
    save: 4,
    weapon: { name: 'pistol', atk: 1, hit: 4, damage: 2, criticalDamage: 3 },
  },
  target: { name: 'Gretchin', wounds: 3, save: 6 },
};
const files = {
  'shoot.json': JSON.stringify(shoot),
  'fight.json': readFileSync('examples/killteam-fight-duel.json', 'utf8'),
};
// One attack die at Save 6+ (by hand): a critical hit (1/6) through three defence dice
// without a 6 ((5/6)^3) is the only way to 3 wounds: 125/1296 = 9.6%.
const incapacitated = (1 / 6) * (5 / 6) ** 3;

describe('mathhammer durability, Kill Team', () => {
  test("the scenario's attacker and the reference threats, by Piercing", async () => {
    const r = await fakeCli(['durability', 'shoot.json', '--threat', 'bolt-rifle:2'], { files });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Durability of Gretchin (1 model W3 Sv6+)');
    expect(r.stdout).toContain('Kill Team (2024), exact');
    expect(r.stdout).toContain('mean damage');
    expect(r.stdout).toMatch(/the scenario's attackers\s+9\.6%\s+0\.10\s+0\.68/);
    expect(r.stdout).toContain('2 × bolt rifle (4 3+ 3/4 Piercing Crits 1)');
    expect(r.stdout).toContain("P(destroyed) with the threat's Piercing set to 0, 1, 2, 3");
    expect(r.stdout).toMatch(/Piercing 0 Piercing 1 Piercing 2 Piercing 3/);
  });

  test('the default threats, and --json', async () => {
    const r = await fakeCli(['durability', '-', '--json'], {
      stdin: JSON.stringify({ ruleset: 'killteam', target: { wounds: 8, save: 4 } }),
    });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.ruleset).toBe('killteam');
    expect(j.threats.map((t: { name: string }) => t.name.replace(/ \(.*/, ''))).toEqual([
      '1 × lasgun',
      '1 × bolt rifle',
      '1 × plasma gun',
      '1 × heavy bolter',
    ]);
    for (const t of j.threats) {
      expect(t.meanDamage).toBeGreaterThan(0);
      expect(t.byAp).toHaveLength(4);
    }
  });

  test('a fight is refused, naming phase', async () => {
    const r = await fakeCli(['durability', 'fight.json'], { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/fight\.json: durability: .*\(phase "fight"\)/);
  });
});

describe('mathhammer saves, Kill Team', () => {
  test('Save 2+ to 6+ in the open and in cover, as the library gives them', async () => {
    const r = await fakeCli(['saves', 'shoot.json'], { files });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('pistol at Gretchin: across every save');
    expect(lines[2]).toMatch(/^\s+in the open\s+in cover$/);
    expect(lines.slice(4, 9).map((l) => l.slice(0, 2))).toEqual(['2+', '3+', '4+', '5+', '6+']);
    // 6+ in the open: the wipe is the hand-derived chance to incapacitate.
    expect(lines[8]).toContain(`${(100 * incapacitated).toFixed(1)}%`);
    const j = JSON.parse((await fakeCli(['saves', 'shoot.json', '--json'], { files })).stdout);
    expect(j).toEqual(JSON.parse(JSON.stringify(acrossSaves(shoot))));
  });

  test('--ward and a fight are refused by name', async () => {
    const ward = await fakeCli(['saves', 'shoot.json', '--ward', '5'], { files });
    expect(ward.code).not.toBe(0);
    expect(ward.stderr).toMatch(/ward: this ruleset has no ward/);
    const fight = await fakeCli(['saves', 'fight.json'], { files });
    expect(fight.code).not.toBe(0);
    expect(fight.stderr).toMatch(/phase "fight"/);
  });
});
