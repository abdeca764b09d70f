import { describe, expect, it } from 'vitest';
import { acrossSaves, acrossSavesChart } from '../../src/analytics/acrossSaves.js';
import { renderLineChart } from '../../src/analytics/svg.js';
import { InputError } from '../../src/errors.js';
import { fakeCli } from '../helpers/fakeCli.js';

// Two attacks, Hit 3+ (2/3), Wound 4+ (1/2), Rend 1, at one model of Health 1.
const scenario = {
  ruleset: 'aos4',
  attackers: [{ name: 'Blades', attacks: 2, hit: 3, wound: 4, rend: 1 }],
  target: { name: 'Guard', models: 1, health: 1 },
};

describe('acrossSaves(scenario, options)', () => {
  const a = acrossSaves(scenario, { ward: 4 });
  it('gives each save 2+..6+ and none, without and with the ward, by hand', () => {
    expect(a.saves).toEqual([2, 3, 4, 5, 6, null]);
    // Save s at Rend 1 fails with (s + 1 - 1) / 6 = s / 6 (7+: always): unsaved per attack
    // 1/3 × s/6; a point kept by the ward 4+ with 1/2.
    a.saves.forEach((save, i) => {
      const fail = save === null ? 1 : Math.min(1, save / 6);
      const each = (1 / 3) * fail;
      expect(a.withoutWard[i]!.damage).toBeCloseTo(2 * each, 12);
      expect(a.withWard[i]!.damage).toBeCloseTo(each, 12);
      expect(a.withoutWard[i]!.wipe).toBeCloseTo(1 - (1 - each) ** 2, 12);
      expect(a.withWard[i]!.wipe).toBeCloseTo(1 - (1 - each / 2) ** 2, 12);
      expect(a.withWard[i]!.slain).toBeCloseTo(a.withWard[i]!.wipe, 12);
    });
    expect(a.withoutWard[0]!.damage).toBeCloseTo(2 / 9, 14);
  });
  it('the ward is the option, else the target\u2019s, else 6+; one weapon by index', () => {
    expect(acrossSaves(scenario).ward).toBe(6);
    expect(acrossSaves({ ...scenario, target: { ...scenario.target, ward: 5 } }).ward).toBe(5);
    const two = {
      ...scenario,
      attackers: [...scenario.attackers, { name: 'Claws', hit: 4, wound: 4 }],
    };
    expect(acrossSaves(two, { attacker: 0 }).withoutWard).toEqual(a.withoutWard);
    expect(acrossSaves(two).attacker).toBe('Blades + Claws');
  });
  it('refuses another ruleset and bad options, naming the field', () => {
    const wh = {
      ruleset: 'wh40k-10e',
      attackers: [{ bs: 3, strength: 4 }],
      target: { toughness: 4 },
    };
    expect(() => acrossSaves(wh)).toThrow(InputError);
    expect(() => acrossSaves(wh)).toThrow(/ruleset "wh40k-10e"/);
    expect(() => acrossSaves(scenario, { ward: 7 })).toThrow(/ward must be 2..6, got 7/);
    expect(() => acrossSaves(scenario, { attacker: 1 })).toThrow(/attacker .* got 1/);
  });
  it('draws a line chart of one figure, two lines', () => {
    const svg = renderLineChart(acrossSavesChart(a, 'wipe'));
    expect(svg).toContain('<svg');
    expect(svg).toContain('ward 4+');
    expect(svg).toContain('none');
  });
});

describe('mathhammer saves', () => {
  const files = { 's.json': JSON.stringify(scenario) };
  it('prints a table, JSON, or writes the chart', async () => {
    const table = await fakeCli(['saves', 's.json', '--ward', '4'], { files });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Blades at Guard: across every save');
    expect(table.stdout).toMatch(/^2\+ +0\.22 +0\.21 +21\.0%/m);
    const json = await fakeCli(['saves', 's.json', '--json'], { files });
    expect(JSON.parse(json.stdout).ward).toBe(6);
    const svg = await fakeCli(['saves', 's.json', '--svg', 'c.svg', '--figure', 'wipe'], { files });
    expect(svg.written['c.svg']).toContain('<svg');
  });
  it('refuses bad usage with exit code 2', async () => {
    expect((await fakeCli(['saves', 's.json', '--ward', '9'], { files })).code).toBe(2);
    expect((await fakeCli(['saves', 's.json', '--figure', 'x'], { files })).code).toBe(2);
    expect((await fakeCli(['saves'], { files })).code).toBe(2);
  });
});
