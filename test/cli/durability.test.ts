// `mathhammer durability`: the report, JSON, the chart, and usage errors.
import { describe, expect, test } from 'vitest';
import { fakeCli } from '../helpers/fakeCli.js';
import { parseXml } from './xml.js';

const unit = JSON.stringify({
  ruleset: 'wh40k-10e',
  target: { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
});
const withAttackers = JSON.stringify({
  ruleset: 'wh40k-10e',
  attackers: [{ name: 'Boyz', models: 10, attacks: 2, ws: 3, strength: 4, ap: -1 }],
  target: { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
});
const files = { 'unit.json': unit, 'both.json': withAttackers };

describe('mathhammer durability', () => {
  test('the default threats, in a table and by AP', async () => {
    const r = await fakeCli(['durability', 'unit.json', '--max-attacks', '60'], { files });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Durability of Intercessors (5 models T4 Sv3+ W2)');
    for (const w of ['bolt rifle', 'heavy bolter', 'lascannon', 'power fist']) {
      expect(r.stdout).toContain(w);
    }
    expect(r.stdout).toContain("P(destroyed) with the threat's AP set to 0, -1, -2, -3, -4");
  });
  test('--threat and the file attackers; --json', async () => {
    const r = await fakeCli(
      ['durability', 'both.json', '--threat', 'melta-gun:2', '--max-attacks', '30', '--json'],
      { files },
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.threats.map((t: { name: string }) => t.name)).toEqual([
      "the scenario's attackers",
      '2 × melta gun at half range (A1 BS3+ S9 AP-4 DD6, Melta 2)',
    ]);
    expect(j.threats[0].byAp).toHaveLength(5);
    expect(j.threats[1].attacksNeeded.p.length).toBeLessThanOrEqual(30);
  });
  test('--svg writes the AP chart', async () => {
    const r = await fakeCli(
      ['durability', 'unit.json', '--threat', 'lascannon:1', '--svg', 'ap.svg', '-q'],
      { files },
    );
    expect(r.code).toBe(0);
    expect(() => parseXml(r.written['ap.svg']!)).not.toThrow();
    expect(r.written['ap.svg']).toContain('AP of the threat');
  });
  test('usage errors name the option', async () => {
    const bad = await fakeCli(['durability', 'unit.json', '--threat', 'bolter:3'], { files });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown reference weapon "bolter"');
    const form = await fakeCli(['durability', 'unit.json', '--threat', 'lascannon'], { files });
    expect(form.stderr).toContain('--threat: expected NAME:MODELS');
    const rs = await fakeCli(['durability', 'x.json'], {
      files: { 'x.json': JSON.stringify({ ruleset: 'mesbg' }) },
    });
    expect(rs.stderr).toContain(
      'durability reads a wh40k-10e, wh40k-11e, aos4 or killteam scenario',
    );
    const help = await fakeCli(['help', 'durability']);
    expect(help.stdout).toContain('Usage: mathhammer durability');
  });
  test('an aos4 unit: the Age of Sigmar threats, by Rend', async () => {
    const aos = JSON.stringify({
      ruleset: 'aos4',
      target: { name: 'Liberators', models: 5, health: 2, save: 4, ward: 6 },
    });
    const r = await fakeCli(['durability', 'aos.json', '--max-attacks', '30'], {
      files: { 'aos.json': aos },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Durability of Liberators (5 models Health 2 Sv4+ Ward 6+)');
    expect(r.stdout).toContain('Warhammer Age of Sigmar 4th edition, exact');
    expect(r.stdout).toContain('heavy melee');
    // Rend as Age of Sigmar writes it, as its threats are written ("Rend 1"), never "Rend -1".
    expect(r.stdout).toContain("P(destroyed) with the threat's Rend set to 0, 1, 2, 3, 4");
    expect(r.stdout).toMatch(/Rend 0\s+Rend 1\s+Rend 2\s+Rend 3\s+Rend 4\n/);
    expect(r.stdout).not.toContain('Rend -');
    const t = await fakeCli(['durability', 'aos.json', '--threat', 'war-machine:2', '--json'], {
      files: { 'aos.json': aos },
    });
    expect(JSON.parse(t.stdout).ruleset).toBe('aos4');
    const bad = await fakeCli(['durability', 'aos.json', '--threat', 'lascannon:2'], {
      files: { 'aos.json': aos },
    });
    expect(bad.stderr).toContain('unknown reference weapon "lascannon"');
  });
  test('a wh40k-11e unit', async () => {
    const eleven = JSON.stringify({ ...JSON.parse(unit), ruleset: 'wh40k-11e' });
    const r = await fakeCli(['durability', 'u.json', '--threat', 'lascannon:2', '--json'], {
      files: { 'u.json': eleven },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).ruleset).toBe('wh40k-11e');
  });
});
