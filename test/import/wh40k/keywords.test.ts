import { describe, expect, it } from 'vitest';
import { DiceNotationError } from '../../../src/errors.js';
import { parseWeaponKeywords } from '../../../src/import/wh40k/keywords.js';

describe('parseWeaponKeywords', () => {
  it('reads every modelled keyword of the core rules', () => {
    expect(
      parseWeaponKeywords(
        'Sustained Hits 1, Lethal Hits, Anti-Infantry 4+, Rapid Fire 2, Melta 2, Blast, Torrent, Devastating Wounds, Twin-linked, Ignores Cover, Heavy, Lance',
      ),
    ).toEqual({
      rules: [
        { rule: 'sustained-hits', hits: 1 },
        'lethal-hits',
        { rule: 'anti', keyword: 'infantry', on: 4 },
        { rule: 'rapid-fire', attacks: 2 },
        { rule: 'melta', damage: 2 },
        'blast',
        'torrent',
        'devastating-wounds',
        'twin-linked',
        'ignores-cover',
        'heavy',
        'lance',
      ],
      unmodelled: [],
      pistol: false,
    });
  });

  it('parses dice parameters with the library notation', () => {
    expect(parseWeaponKeywords('Sustained Hits D3, Rapid Fire d6+1').rules).toEqual([
      { rule: 'sustained-hits', hits: 'D3' },
      { rule: 'rapid-fire', attacks: 'D6+1' },
    ]);
    expect(() => parseWeaponKeywords('Sustained Hits X')).toThrow(DiceNotationError);
  });

  it('ignores case and spacing; several Anti- keywords each apply', () => {
    expect(parseWeaponKeywords('  ANTI-VEHICLE 2+ ,anti-monster  4+,  twin linked ').rules).toEqual(
      [
        { rule: 'anti', keyword: 'vehicle', on: 2 },
        { rule: 'anti', keyword: 'monster', on: 4 },
        'twin-linked',
      ],
    );
  });

  it('keywords that change no number become their rules; Pistol is the choice; the rest are named', () => {
    expect(
      parseWeaponKeywords(
        'Assault, Pistol, Precision, Hazardous, Indirect Fire, Psychic, One Shot, Extra Attacks, Melta D3, Conversion',
      ),
    ).toEqual({
      rules: [
        'assault',
        'precision',
        'hazardous',
        'indirect-fire',
        'psychic',
        'one-shot',
        'extra-attacks',
      ],
      pistol: true,
      unmodelled: ['Melta D3', 'Conversion'],
    });
  });

  it('no keyword: "-" or empty', () => {
    expect(parseWeaponKeywords('-')).toEqual({ rules: [], unmodelled: [], pistol: false });
    expect(parseWeaponKeywords('')).toEqual({ rules: [], unmodelled: [], pistol: false });
  });
});
