// The 11th-edition roster matrix names the weapon choices made in each cell (`fired`), as 10th
// edition's does, with the numbers of the scenario evaluated as written ("best" decided by
// the engine). Units read by the 11th-edition reader from the hand-written New Recruit roster
// of test/import/wh40k/modes.test.ts (test/import/fixtures/README.md): its Devastator Squad
// carries missile launchers (frag, krak) and plasma pistols (standard, supercharge).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { armyMatrix11e } from '../../../src/import/armyMatrix11e.js';
import { readRoster } from '../../../src/import/roster.js';
import { unitScenario11e } from '../../../src/import/wh40k11e/importRoster.js';
import { wh40k11eUnit } from '../../../src/import/wh40k11e/unit.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const units = readRoster(readFileSync('test/import/fixtures/wh40k-10e-modes.json')).units.map((u) =>
  wh40k11eUnit(u, 'modes.json'),
);
const devastators = units[0]!;

describe('armyMatrix11e: the weapon choices named', () => {
  it('reads the modes as 10th edition does: one weapon with its modes', () => {
    expect(devastators.weapons.map((w) => [w.name, w.modes?.map((m) => m.name)])).toEqual([
      ['Plasma pistol', ['standard', 'supercharge']],
      ['Chainsword', undefined],
      ['Missile launcher', ['frag', 'krak']],
    ]);
  });

  it('fires the best mode and names it; the numbers are the scenario evaluated as written', () => {
    const m = armyMatrix11e([devastators], [devastators]);
    const cell = m.cells[0]![0]!;
    // Against its own unit (T4 3+ W2, five models) krak (S9 AP-2 D D6) beats frag (D6 Blast
    // shots of S4 AP0 D1), as in 10th edition; the sergeant's plasma pistol, his only gun,
    // fires beside them (a model's pistols or its other guns: he has no other), supercharged
    // (Damage 2 against 2 Wounds).
    expect(cell.fired).toEqual([
      'Devastator Squad, Plasma pistol: supercharge',
      'Devastator Squad, Missile launcher: krak',
    ]);
    const r = evaluate(unitScenario11e(devastators, devastators, { phase: 'ranged' })).results;
    expect(cell.slain).toBeCloseTo(r.slain.mean(), 12);
    expect(cell.woundsLost).toBeCloseTo(r.woundsLost.mean(), 12);
  });

  it('names nothing where there is nothing to choose (melee: one weapon, no modes)', () => {
    const m = armyMatrix11e([devastators], [devastators], { phase: 'melee' });
    expect(m.cells[0]![0]!.fired).toBeUndefined();
  });
});
