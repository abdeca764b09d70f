// The pistol choice on import is per model (../shared/spec/wh40k-units.md, "The attacking
// unit: weapons a model may choose between"; docs/import.md, "Pistols"): each model selection
// of a unit with a Pistol is a bearer of its own, a weapon carried by several is one entry per
// selection, and MONSTER and VEHICLE models (which fire both) have no pistol choice. The
// roster is hand-written in New Recruit's JSON layout (test/import/fixtures/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../../src/import/roster.js';
import { armyMatrix } from '../../../src/import/wh40k/armyMatrix.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { unitScenario } from '../../../src/import/wh40k/scenario.js';
import { unitScenario11e } from '../../../src/import/wh40k11e/importRoster.js';
import { wh40k11eUnit } from '../../../src/import/wh40k11e/unit.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const file = readFileSync('test/import/fixtures/wh40k-10e-pistols.json');
const [tactical, deffkoptas] = importRoster(file, { source: 'pistols.json' }).units;

// Twenty T8 W1 models without a save: every unsaved attack slays one, and at most 17 attacks
// (1 + 6 + D6 + 4 Blast) never run out of models, so each weapon's mean adds.
const target = {
  name: 'Wall',
  models: 20,
  toughness: 8,
  wounds: 1,
};

describe('pistols per model on import', () => {
  it('a squad: one bearer per model selection, a weapon of several split by bearer', () => {
    expect(
      tactical!.weapons
        .filter((w) => w.kind === 'ranged')
        .map((w) => [w.attacker.name, w.attacker.bearer, w.attacker.models, w.attacker.pistol]),
    ).toEqual([
      ['Tactical Squad, Plasma pistol', 'Tactical Sergeant', 1, true],
      // One profile in the roster's reading (carried by two selections): one entry each, in
      // the order of the profiles.
      ['Tactical Squad, Boltgun (Tactical Sergeant)', 'Tactical Sergeant', 1, undefined],
      ['Tactical Squad, Boltgun (Tactical Marine)', 'Tactical Marine', 3, undefined],
      ['Tactical Squad, Bolt pistol (Tactical Marine)', 'Tactical Marine', 3, true],
      ['Tactical Squad, Bolt pistol (Tactical Marine 2)', 'Tactical Marine 2', 1, true],
      ['Tactical Squad, Missile launcher', 'Tactical Marine 2', 1, undefined],
    ]);
    // The weapons keep their names for picking them (two Boltgun entries, one per bearer).
    expect(tactical!.weapons.filter((w) => w.name === 'Boltgun')).toHaveLength(2);
    // Melee weapons are no part of the choice: read as before, one entry for the five.
    expect(
      tactical!.weapons
        .filter((w) => w.kind === 'melee')
        .map((w) => [w.attacker.name, w.attacker.models, w.attacker.bearer]),
    ).toEqual([['Tactical Squad, Close combat weapon', 5, undefined]]);
  });

  it('each model makes its own choice: the sergeant his pistol, the others their guns', () => {
    // At T8: plasma pistol supercharged (S8: 4+) 2/3 x 1/2 = 1/3, standard (S7: 5+) 2/9,
    // against the sergeant's boltgun (S4: 6+) 2 x 2/3 x 1/6 = 2/9: the pistol. Each marine's
    // boltgun 2/9 against his bolt pistol 1/9; the launcher's frag (D6 + 4 Blast attacks at
    // 20 models, S4: 6+) 7.5 x 1/9 = 5/6 against krak (S9: 3+) 4/9 and the bolt pistol 1/9.
    // Total 1/3 + 3 x 2/9 + 5/6 = 11/6. One choice for the whole unit could not reach it:
    // all guns give 2/9 + 2/3 + 5/6 = 31/18.
    const r = evaluate({ ...unitScenario(tactical!, tactical!), target });
    expect(r.results.slain.mean()).toBeCloseTo(11 / 6, 12);
    expect(r.decisions.map((d) => [d.rule, d.bearer ?? d.name, d.chosen.choice])).toEqual([
      ['weapon-mode', 'Tactical Squad, Plasma pistol', 'supercharge'],
      ['weapon-mode', 'Tactical Squad, Missile launcher', 'frag'],
      ['pistols', 'Tactical Sergeant', 'pistols'],
      ['pistols', 'Tactical Marine', 'others'],
      ['pistols', 'Tactical Marine 2', 'others'],
    ]);
    // The sergeant's runner-up: his boltgun with the rest as chosen, 2/9 + 2/3 + 5/6 = 31/18.
    expect(r.decisions[2]!.other.slain).toBeCloseTo(31 / 18, 12);
  });

  it("the roster matrix names each bearer's choice in the cell", () => {
    const m = armyMatrix([tactical!], [tactical!]);
    const pistols = m.cells[0]![0]!.fired!.filter((f) => /: (pistols|others)$/.test(f));
    expect(pistols.map((f) => f.replace(/: .*$/, ''))).toEqual([
      'Tactical Sergeant',
      'Tactical Marine',
      'Tactical Marine 2',
    ]);
    // The cell is the scenario evaluated as it names it.
    const r = evaluate(unitScenario(tactical!, tactical!));
    expect(m.cells[0]![0]!.slain).toBeCloseTo(r.results.slain.mean(), 12);
    const named = r.decisions
      .filter((d) => d.rule === 'pistols')
      .map((d) => `${d.bearer}: ${d.chosen.choice}`);
    expect(pistols).toEqual(named);
  });

  it('a VEHICLE unit (Deffkoptas): no pistol choice, the Slugga fires beside the rokkits', () => {
    const ranged = deffkoptas!.weapons.filter((w) => w.kind === 'ranged');
    expect(ranged.map((w) => [w.name, w.attacker.pistol, w.attacker.bearer])).toEqual([
      ['Kopta rokkits', undefined, undefined],
      ['Slugga', undefined, undefined],
    ]);
    // The keyword is kept as written, and is not reported as unmodelled.
    expect(ranged[1]!.keywords).toEqual(['Pistol']);
    expect(deffkoptas!.warnings.map((w) => w.message).join('\n')).not.toMatch(/Pistol/);
    // Both fire: three rokkit pairs at BS5+ (1/3), S9 vs T8 (3+): 6 x 1/3 x 2/3 = 4/3; three
    // Sluggas, S4 vs T8 (6+): 3 x 1/3 x 1/6 = 1/6. Total 3/2, nothing decided.
    const r = evaluate({ ...unitScenario(deffkoptas!, tactical!), target });
    expect(r.results.slain.mean()).toBeCloseTo(3 / 2, 12);
    expect(r.decisions).toEqual([]);
  });

  it('11th edition reads the same bearers, and no pistol choice for the VEHICLE', () => {
    const [t11, d11] = readRoster(file).units.map((u) => wh40k11eUnit(u, 'pistols.json'));
    expect(t11!.weapons.map((w) => w.attacker.bearer)).toEqual(
      tactical!.weapons.map((w) => w.attacker.bearer),
    );
    expect(d11!.weapons.some((w) => w.attacker.pistol === true)).toBe(false);
    const r = evaluate({
      ...unitScenario11e(t11!, t11!, { weapons: ['Plasma pistol', 'Boltgun', 'Bolt pistol'] }),
      target: { models: 20, toughness: 8, wounds: 1 },
    });
    // The sergeant: supercharge 1/3 against his boltgun 2/9; the marines: boltguns 3 x 2/9
    // against pistols 3 x 1/9; the fourth marine has no gun here but his pistol: 1/9.
    expect(r.results.slain.mean()).toBeCloseTo(1 / 3 + 2 / 3 + 1 / 9, 12);
    expect(r.decisions.filter((d) => d.rule === 'pistols').map((d) => d.bearer)).toEqual([
      'Tactical Sergeant',
      'Tactical Marine',
    ]);
  });
});
