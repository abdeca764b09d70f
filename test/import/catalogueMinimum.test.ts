// A catalogue unit at its minimum size (src/import/catalogue.ts): the models its groups'
// minimums give, each with its default weapons, weapon options as one choice (modes of one
// weapon, never fired together), points from wherever the data keeps them. The catalogue is
// test/import/fixtures/wh40k-10e-necrons.cat, written by hand in the layout of BSData's
// 10th-edition Necrons.cat (its README: the data states no licence, nothing is copied); the
// 11th-edition one is the same units in the JSON layout, built here; the AoS one the
// hand-written test-aos4 catalogue with its cost moved to the faction's entry link.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aos4CatalogueUnit } from '../../src/import/aos4/importRoster.js';
import { type BatchUnit, batchRows } from '../../src/import/batch.js';
import { catalogueUnit, readCatalogue } from '../../src/import/catalogue.js';
import { readDocument } from '../../src/import/read.js';
import { unitAttackers } from '../../src/import/wh40k/scenario.js';
import { wh40kUnit } from '../../src/import/wh40k/unit.js';
import { wh40k11eUnit } from '../../src/import/wh40k11e/unit.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';

const SYSTEM = {
  source: 'test-system.gst',
  data: readFileSync('test/import/fixtures/test-system.gst'),
};
const NECRONS_TEXT = readFileSync('test/import/fixtures/wh40k-10e-necrons.cat', 'utf8');
const cat = readCatalogue([SYSTEM, { source: 'necrons.cat', data: NECRONS_TEXT }]);
const unit = (name: string) =>
  wh40kUnit(catalogueUnit(cat, name), 'necrons.cat', { modes: true, abilities: true });

/** Forty light infantry: T3 W1 Sv5+, more models than any attack here can slay (no cap). */
const HORDE = { models: 40, toughness: 3, wounds: 1, save: 5, keywords: ['infantry'] };

/** The mean models slain of a batch row of a unit's ranged weapons against HORDE. */
function batchMean(u: ReturnType<typeof unit>): number {
  const b: BatchUnit = { name: u.name, attackers: unitAttackers(u, { phase: 'ranged' }) };
  const [row] = [...batchRows([b], [{ name: 'horde', target: HORDE }])];
  expect(row!.error).toBeNull();
  return row!.mean!;
}

describe('10th edition, BSData layout: the unit at its minimum size', () => {
  it('Immortals: 5 models (the "5-10 Immortals" group), each with one gun of the two', () => {
    const u = unit('Immortals');
    expect(u.models).toBe(5);
    expect(u.points).toBe(70);
    expect(u.target).toMatchObject({ models: 5, toughness: 5, save: 3, wounds: 1 });
    expect(u.weapons.map((w) => [w.name, w.attacker.models, w.modes?.map((m) => m.name)])).toEqual([
      ['Close combat weapon', 5, undefined],
      ['Gauss blaster or Tesla carbine', 5, ['Gauss blaster', 'Tesla carbine']],
    ]);
    // By hand against 40 T3 Sv5+ models (each attack's outcome alone; no cap is reached):
    // gauss blaster, 5 x 2 attacks at BS 3+, Lethal Hits, S5 vs T3 wounds on 3+, AP -1 makes
    // the 5+ a 6+: a 6 to hit wounds outright (1/6 x 5/6 unsaved), a 3-5 hits (1/2 x 2/3 x
    // 5/6): 15/36 = 5/12 per attack, 10 x 5/12 = 25/6.
    // Tesla carbine, 10 attacks at 3+, Sustained Hits 2 (a 6 is 3 hits): 3/6 + 3 x 1/6 = 1
    // hit per attack, each wounding on 3+ (2/3) and unsaved on the 5+ save at AP 0 (2/3):
    // 10 x 4/9 = 40/9. The better gun is the tesla carbine: 40/9, never 25/6 + 40/9 (both
    // fired), nor the old reading (one model firing both: (25/6 + 40/9) / 5 = 1.72).
    expect(batchMean(u)).toBeCloseTo(40 / 9, 12);
    const gauss = evaluateJson({
      ruleset: 'wh40k-10e',
      attackers: [
        { models: 5, attacks: 2, bs: 3, strength: 5, ap: -1, damage: 1, rules: ['lethal-hits'] },
      ],
      target: HORDE,
    });
    expect(gauss.results.slain!.mean()).toBeCloseTo(25 / 6, 12);
  });

  it('Necron Warriors: 10 models of the default entry, the other gun as the choice', () => {
    const u = unit('Necron Warriors');
    expect(u.models).toBe(10);
    expect(u.points).toBe(90);
    expect(u.weapons.map((w) => [w.name, w.attacker.models])).toEqual([
      ['Close combat weapon', 10],
      ['Gauss flayer or Gauss reaper', 10],
    ]);
    // By hand against 40 T3 Sv5+ (BS 4+: a 6 is 1/6, a 4-5 is 1/3; Lethal Hits; S4 vs T3
    // wounds on 3+): gauss flayer, 10 attacks (Rapid Fire not at half range), AP 0 saves
    // fail 2/3: 1/6 x 2/3 + 1/3 x 2/3 x 2/3 = 7/27 each, 70/27. Gauss reaper, 10 x 2
    // attacks, AP -1 (6+ save, fails 5/6): 1/6 x 5/6 + 1/3 x 2/3 x 5/6 = 35/108 each,
    // 20 x 35/108 = 175/27. The better: the reaper, 175/27.
    expect(batchMean(u)).toBeCloseTo(175 / 27, 12);
  });

  it('Lokhust Heavy Destroyers: 1 model with one gun of the two; its cost on the model entry', () => {
    const u = unit('Lokhust Heavy Destroyers');
    expect(u.models).toBe(1);
    expect(u.points).toBe(55);
    const gun = u.weapons.find((w) => w.kind === 'ranged')!;
    expect(gun.name).toBe('Enmitic exterminator or Gauss destructor');
    expect(gun.modes?.map((m) => m.name)).toEqual(['Enmitic exterminator', 'Gauss destructor']);
    expect(u.weapons.filter((w) => w.kind === 'ranged')).toHaveLength(1);
  });

  it('Canoptek Spyders: the cost kept on the model entry, per model', () => {
    const u = unit('Canoptek Spyders');
    expect(u.models).toBe(1);
    expect(u.points).toBe(75);
  });
});

/** The fixture's units in BSData's 11th-edition JSON layout ($text values, the same tree). */
function asJson(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node, (k, v) => (k === '__level' ? undefined : v)));
}

describe('11th edition, BSData JSON layout: the same readings', () => {
  // The XML fixture read into the tree the JSON layout gives directly, its game system the
  // 11th edition's: the same entries, groups, constraints and costs.
  const doc = readDocument(NECRONS_TEXT, 'necrons.cat');
  const json = JSON.stringify({
    catalogue: { ...(asJson(doc.node) as object), gameSystemId: 'sys-352e-adc2-7639-d610' },
  });
  const eleventh = readCatalogue([
    { source: 'system.json', data: readFileSync('test/import/fixtures/wh40k-11e-system.json') },
    { source: 'necrons.json', data: json },
  ]);
  it('Immortals at 5 models with the choice of guns, Warriors at 10, costs found', () => {
    const imm = wh40k11eUnit(catalogueUnit(eleventh, 'Immortals'), 'necrons.json');
    expect(imm.models).toBe(5);
    expect(imm.points).toBe(70);
    expect(imm.weapons.map((w) => [w.name, w.attacker.models])).toEqual([
      ['Close combat weapon', 5],
      ['Gauss blaster or Tesla carbine', 5],
    ]);
    const war = wh40k11eUnit(catalogueUnit(eleventh, 'Necron Warriors'), 'necrons.json');
    expect(war.models).toBe(10);
    const lok = wh40k11eUnit(catalogueUnit(eleventh, 'Lokhust Heavy Destroyers'), 'necrons.json');
    expect(lok.points).toBe(55);
  });
});

describe('Age of Sigmar 4: a cost kept on the faction entry link', () => {
  it('gives the unit its points (the AoS 4 data links library units with their cost)', () => {
    const gst = readFileSync('test/fixtures/aos4/test-aos4.gst', 'utf8');
    const text = readFileSync('test/fixtures/aos4/test-aos4.cat', 'utf8');
    const linked = text.replace(
      '<sharedSelectionEntries>',
      '<entryLinks><entryLink import="true" name="Test Guard" hidden="false" id="el-guard" type="selectionEntry" targetId="se-guard"><costs><cost name="pts" typeId="points" value="150"/></costs></entryLink></entryLinks><sharedSelectionEntries>',
    );
    expect(linked).not.toBe(text);
    const files = (cat: string) =>
      readCatalogue([
        { source: 'test-aos4.gst', data: gst },
        { source: 'test-aos4.cat', data: cat },
      ]);
    expect(aos4CatalogueUnit(files(text), 'Test Guard').points).toBeUndefined();
    expect(aos4CatalogueUnit(files(linked), 'Test Guard').points).toBe(150);
  });
});

describe('a choice of many options', () => {
  /** A one-model unit whose "Weapons" group (one selection) holds these guns, the first the default. */
  function unitWith(guns: readonly string[]) {
    const gun = (n: string, i: number) =>
      `<selectionEntry type="upgrade" name="${n}" hidden="false" id="g${i}"><profiles><profile name="${n}" typeId="f77d-b953-8fa4-b762" typeName="Ranged Weapons" hidden="false" id="pg${i}"><characteristics><characteristic name="Range">24"</characteristic><characteristic name="A">${i + 1}</characteristic><characteristic name="BS">3+</characteristic><characteristic name="S">4</characteristic><characteristic name="AP">0</characteristic><characteristic name="D">1</characteristic><characteristic name="Keywords">-</characteristic></characteristics></profile></profiles></selectionEntry>`;
    const xml = `<catalogue id="c" name="Choices" gameSystemId="sys-352e-adc2-7639-d6a9" xmlns="http://www.battlescribe.net/schema/catalogueSchema"><sharedSelectionEntries><selectionEntry type="model" name="Gunner" hidden="false" id="u"><profiles><profile name="Gunner" typeId="c547-1836-d8a-ff4f" typeName="Unit" hidden="false" id="pu"><characteristics><characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic><characteristic name="W">2</characteristic><characteristic name="LD">6+</characteristic><characteristic name="OC">1</characteristic></characteristics></profile></profiles><selectionEntryGroups><selectionEntryGroup name="Weapons" hidden="false" id="gw" defaultSelectionEntryId="g0"><constraints><constraint type="min" value="1" field="selections" scope="parent" id="c1"/><constraint type="max" value="1" field="selections" scope="parent" id="c2"/></constraints><selectionEntries>${guns.map(gun).join('')}</selectionEntries></selectionEntryGroup></selectionEntryGroups></selectionEntry></sharedSelectionEntries></catalogue>`;
    const c = readCatalogue([SYSTEM, { source: 'choices.cat', data: xml }]);
    return wh40kUnit(catalogueUnit(c, 'Gunner'), 'choices.cat', { modes: true });
  }

  it('long option names: the choice named by its first option and their number', () => {
    const u = unitWith(['Heavy onslaught gatling cannon', 'Twin heavy plasma incinerator']);
    expect(u.weapons.map((w) => w.name)).toEqual(['Heavy onslaught gatling cannon or 1 other']);
    expect(u.weapons[0]!.modes).toHaveLength(2);
  });

  it('more options than a weapon may have modes (6): the default carried, the others named', () => {
    const u = unitWith(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(u.weapons.map((w) => [w.name, w.modes])).toEqual([['A0', undefined]]);
    expect(u.warnings.map((w) => w.message)).toContain(
      'Gunner: a choice of 7 weapons, more than the 6 modes a weapon may have: "A0" is carried, "A1", "A2", "A3", "A4", "A5", "A6" left out',
    );
  });
});
