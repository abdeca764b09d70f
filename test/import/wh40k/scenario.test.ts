import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { armyAnalysis, unitScenario } from '../../../src/import/wh40k/scenario.js';
import { DREAD_TARGET, ERADICATOR_MELTA } from '../expected.js';

const fixture = (f: string) => readFileSync(f.includes('/') ? f : `test/import/fixtures/${f}`);
const marines = importRoster(fixture('examples/rosters/strike-force.ros'), {
  source: 'marines.ros',
});
const orks = importRoster(fixture('examples/rosters/waaagh.json'), { source: 'orks.json' });
const [squad, captain, eradicators] = marines.units;
const [boyz, dread] = orks.units;

describe('unitScenario', () => {
  it('a unit’s ranged weapons against an enemy unit, in the contract’s fields', () => {
    expect(unitScenario(eradicators!, dread!)).toEqual({
      ruleset: 'wh40k-10e',
      description: 'Eradicator Squad (ranged) against Deff Dread',
      attackers: [ERADICATOR_MELTA],
      target: DREAD_TARGET,
    });
  });

  it('melee weapons, or weapons by name', () => {
    expect(unitScenario(captain!, boyz!, { phase: 'melee' }).attackers.map((a) => a.name)).toEqual([
      'Captain, Power fist',
    ]);
    expect(
      unitScenario(dread!, squad!, { weapons: ['skorcha', 'Dread klaw'] }).attackers.map(
        (a) => a.name,
      ),
    ).toEqual(['Deff Dread, Dread klaw', 'Deff Dread, Skorcha']);
  });

  it('says what is missing', () => {
    expect(() => unitScenario(squad!, boyz!, { weapons: ['lascannon'] })).toThrow(
      new InputError(
        'unitScenario: Intercessor Squad has no weapon "lascannon"; its weapons: Bolt rifle, Close combat weapon',
        'weapons',
        'lascannon',
      ),
    );
    expect(() => unitScenario(eradicators!, boyz!, { phase: 'melee' })).toThrow(
      /Eradicator Squad has no melee weapon; its weapons: Melta rifle \(ranged\)/,
    );
  });
});

describe('armyAnalysis', () => {
  it('my army against theirs: every unit a profile, every enemy unit a target, with points', () => {
    const a = armyAnalysis(marines.units, orks.units);
    expect(a.ruleset).toBe('wh40k-10e');
    expect(a.profiles.map((p) => [p.name, p.points, p.attackers.length])).toEqual([
      ['Intercessor Squad', 80, 1],
      ['Captain', 80, 1],
      ['Eradicator Squad', 90, 1],
    ]);
    expect(a.targets.map((t) => [t.name, t.points, t.models, t.toughness])).toEqual([
      ['Boyz', 85, 10, 5],
      ['Deff Dread', 130, 1, 9],
    ]);
    expect(a.skipped).toBeUndefined();
  });

  it('melee: units without a melee weapon are skipped and listed', () => {
    const a = armyAnalysis(marines.units, orks.units, { phase: 'melee' });
    expect(a.profiles.map((p) => p.name)).toEqual(['Intercessor Squad', 'Captain']);
    expect(a.skipped).toEqual(['Eradicator Squad: no melee weapon']);
  });

  it('names made unique; an army against itself by default', () => {
    const twice = [...marines.units, marines.units[0]!];
    const a = armyAnalysis(twice);
    expect(a.profiles.map((p) => p.name)).toEqual([
      'Intercessor Squad',
      'Captain',
      'Eradicator Squad',
      'Intercessor Squad (2)',
    ]);
    expect(a.targets.map((t) => t.name)).toEqual(a.profiles.map((p) => p.name));
  });

  it('refuses more units than an analysis holds', () => {
    const many = Array.from({ length: 51 }, () => squad!);
    expect(() => armyAnalysis(many, orks.units)).toThrow(
      'armyAnalysis: 51 attacking units, at most 50 in one analysis',
    );
  });
});
