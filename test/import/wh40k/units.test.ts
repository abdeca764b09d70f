// Units as they are fielded, from the example rosters (hand-written in the real formats,
// docs/import.md): a Leader attached with `attach`, and the army matrix's cell metrics.
// Values read by hand from examples/rosters/strike-force.ros and waaagh.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { armyMatrix } from '../../../src/import/wh40k/armyMatrix.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { unitScenario } from '../../../src/import/wh40k/scenario.js';
import type { Wh40kUnitResults } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const marines = importRoster(readFileSync('examples/rosters/strike-force.ros'));
const orks = importRoster(readFileSync('examples/rosters/waaagh.json'));
const [squad, captain, eradicators] = marines.units;
const [boyz] = orks.units;

describe('unitScenario with attach', () => {
  it('puts the Captain behind the Intercessors as a leader group', () => {
    const s = unitScenario(boyz!, squad!, { attach: [captain!] });
    // The file: 5 Intercessors T4 3+ W2; the Captain T4 3+ 4++ W5.
    expect(s.target).toEqual({
      name: 'Intercessor Squad + Captain',
      groups: [
        {
          name: 'Intercessor Squad',
          models: 5,
          toughness: 4,
          save: 3,
          wounds: 2,
          keywords: ['infantry', 'battleline'],
        },
        {
          name: 'Captain',
          models: 1,
          toughness: 4,
          save: 3,
          invulnerable: 4,
          wounds: 5,
          keywords: ['infantry', 'character'],
          role: 'leader',
        },
      ],
    });
    const r = evaluate(s).results as Wh40kUnitResults;
    // Who died, by group: the Captain only once the five Intercessors are gone.
    expect(r['slain.Captain']).toBeDefined();
    expect(r.charactersSlain!.mean()).toBeCloseTo(r['slain.Captain']!.mean(), 14);
    expect(r.slain.mean()).toBeCloseTo(
      r['slain.Intercessor Squad']!.mean() + r['slain.Captain']!.mean(),
      12,
    );
  });
});

describe('attach: what no Leader can do, refused by name', () => {
  it('names the unit and the reason', () => {
    expect(() => unitScenario(boyz!, squad!, { attach: [eradicators!] })).toThrow(
      'attach: Eradicator Squad cannot be attached to Intercessor Squad: it is not a CHARACTER',
    );
    expect(() => unitScenario(boyz!, captain!, { attach: [captain!] })).toThrow(
      'a unit cannot lead itself',
    );
    expect(() => unitScenario(boyz!, squad!, { attach: [captain!, captain!] })).toThrow(
      'it is attached once only',
    );
    // A bodyguard that already has a Leader group (a target built with one).
    const led = { ...squad!, target: unitScenario(boyz!, squad!, { attach: [captain!] }).target };
    const other = { ...captain!, name: 'Lieutenant' };
    expect(() => unitScenario(boyz!, led, { attach: [other] })).toThrow(
      'attach: Lieutenant cannot be attached to Intercessor Squad: it already has a Leader attached',
    );
  });
});

describe('armyMatrix cells', () => {
  it('P(at least k), P(wiped out), wounds lost, as the evaluation gives them', () => {
    const m = armyMatrix(orks.units, marines.units);
    const cell = m.cells[0]![2]!; // Boyz against the Eradicators (3 models)
    expect(cell.atLeast).toHaveLength(4);
    expect(cell.atLeast[0]).toBeCloseTo(1, 12);
    expect(cell.atLeast[3]).toBeCloseTo(cell.wipe, 14);
    for (let k = 1; k < 4; k++) expect(cell.atLeast[k]!).toBeLessThanOrEqual(cell.atLeast[k - 1]!);
    const direct = evaluate(unitScenario(boyz!, eradicators!)).results;
    expect(cell.slain).toBeCloseTo(direct.slain.mean(), 12);
    expect(cell.woundsLost).toBeCloseTo(direct.woundsLost.mean(), 12);
  });
});
