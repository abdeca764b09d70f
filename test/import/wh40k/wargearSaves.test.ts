// Wargear saves (src/import/wh40k/wargearSaves.ts): invulnerable saves and Feel No Pain that
// wargear grants, read from its text where it states the number, on its bearers (a group of
// their own when they are some of a larger group of one statline) or on the whole unit. The
// roster is test/import/fixtures/wh40k-10e-wargear.json, hand-written with paraphrased texts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { readWargearSave } from '../../../src/import/wh40k/wargearSaves.js';
import { importRoster11e } from '../../../src/import/wh40k11e/importRoster.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import { fakeCli } from '../../helpers/fakeCli.js';

const PATH = 'test/import/fixtures/wh40k-10e-wargear.json';
const TEXT = readFileSync(PATH, 'utf8');
const roster = importRoster(TEXT, { source: 'wargear.json' });
const unit = (name: string) => roster.units.find((u) => u.name === name)!;

describe('readWargearSave(text)', () => {
  it('reads the save, its number and whom it covers', () => {
    expect(readWargearSave('The bearer has a 4+ invulnerable save.')).toEqual({
      kind: 'invulnerable',
      value: 4,
      scope: 'bearer',
    });
    expect(
      readWargearSave("Models in the bearer's unit have the Feel No Pain 6+ ability."),
    ).toEqual({ kind: 'feelNoPain', value: 6, scope: 'unit' });
    expect(readWargearSave('Models in this unit have a 5+ invulnerable save.')).toEqual({
      kind: 'invulnerable',
      value: 5,
      scope: 'unit',
    });
  });
  it('reads nothing under a condition, or where no number or no bearer is stated', () => {
    expect(
      readWargearSave('The bearer has a 5+ invulnerable save against ranged attacks.'),
    ).toBeUndefined();
    expect(
      readWargearSave(
        'While this model is leading a unit, models in that unit have Feel No Pain 5+.',
      ),
    ).toBeUndefined();
    expect(readWargearSave('The bearer has an invulnerable save.')).toBeUndefined();
    expect(readWargearSave('A 4+ invulnerable save.')).toBeUndefined();
  });
});

describe('importRoster: wargear saves on the models that carry them', () => {
  it('a Theyn among Hearthkyn of one statline: the crest-bearer a group of his own; the medipack on all', () => {
    const hk = unit('Hearthkyn Warriors');
    // By hand from the file: 10 models of one statline (T5 Sv4+ W1); the Theyn's selection
    // (1 model) carries the weavefield crest (the bearer: 4+ invulnerable save), a warrior's the
    // medipack (models in the bearer's unit: Feel No Pain 6+, every group).
    expect(hk.target?.groups).toEqual([
      {
        name: 'Hearthkyn Warriors',
        models: 9,
        toughness: 5,
        save: 4,
        wounds: 1,
        feelNoPain: 6,
        keywords: ['infantry'],
      },
      {
        name: 'Hearthkyn Warriors (Weavefield crest)',
        models: 1,
        toughness: 5,
        save: 4,
        invulnerable: 4,
        wounds: 1,
        feelNoPain: 6,
        keywords: ['infantry'],
      },
    ]);
    expect(hk.abilities).toEqual(expect.arrayContaining(['Weavefield crest', 'Medipack']));
    expect(hk.warnings.map((w) => w.name)).not.toContain('Weavefield crest');
    expect(hk.warnings.map((w) => w.name)).not.toContain('Medipack');
  });

  it("a Captain's storm shield: his 4+ invulnerable save; a conditional text named as not modelled", () => {
    const cpt = unit('Captain');
    expect(cpt.target).toMatchObject({ models: 1, save: 3, invulnerable: 4 });
    expect(cpt.stats?.invulnerable).toBe(4);
    expect(cpt.warnings.map((w) => w.message)).toContain(
      'Captain: ability "Test Ward" is not modelled',
    );
    // By hand: 6 attacks, BS 3+ (2/3), S4 vs T4 (1/2), AP -3 turns the 3+ armour into a 6+
    // (fails 5/6), so the 4+ invulnerable save is taken (fails 1/2): 6 x 2/3 x 1/2 x 1/2 = 1
    // unsaved on average; without the shield 6 x 2/3 x 1/2 x 5/6 = 5/3.
    const shot = (target: object) =>
      evaluateJson({
        ruleset: 'wh40k-10e',
        attackers: [{ models: 6, attacks: 1, bs: 3, strength: 4, ap: -3, damage: 1 }],
        target,
      }).results.unsaved!.mean();
    expect(shot(cpt.target!)).toBeCloseTo(1, 12);
    const { invulnerable: _, ...bare } = cpt.target!;
    expect(shot(bare)).toBeCloseTo(5 / 3, 12);
  });

  it('mathhammer import lists each group with the saves its wargear gives it', async () => {
    const r = await fakeCli(['import', PATH]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '  group Hearthkyn Warriors: 9x T5 SV4+ W1 FNP6+\n  group Hearthkyn Warriors (Weavefield crest): 1x T5 SV4+ 4++ W1 FNP6+\n',
    );
    expect(r.stdout).toMatch(/Captain \(80 pts\): 1 model, M6" T4 SV3\+ 4\+\+ W5/);
  });

  it('11th edition reads the same wargear alike', () => {
    const eleventh = TEXT.replace(
      '"gameSystemId": "sys-352e-adc2-7639-d6a9"',
      '"gameSystemId": "sys-352e-adc2-7639-d610"',
    ).replace('Warhammer 40,000 10th Edition', 'Warhammer 40,000 11th Edition');
    const r = importRoster11e(eleventh, { source: 'wargear-11e.json' });
    const hk = r.units.find((u) => u.name === 'Hearthkyn Warriors')!;
    expect(hk.target?.groups?.map((g) => [g.name, g.models, g.invulnerable, g.feelNoPain])).toEqual(
      [
        ['Hearthkyn Warriors', 9, undefined, 6],
        ['Hearthkyn Warriors (Weavefield crest)', 1, 4, 6],
      ],
    );
  });
});
