// The common phrasings of attacker abilities, read into rules; anything else reads as nothing.
// The descriptions are paraphrases written for this test, in the datasheets' style.
import { describe, expect, test } from 'vitest';
import { abilityRules } from '../../src/import/wh40k/abilityPhrases.js';

describe('abilityRules', () => {
  test.each([
    [
      'Each time a model in this unit makes an attack, an unmodified Hit roll of 5+ scores a Critical Hit.',
      [{ rule: 'critical-hits', on: 5 }],
    ],
    [
      'While leading a unit, each time a model makes a melee attack, an unmodified Wound roll of 5+ scores a Critical Wound.',
      [{ rule: 'critical-wounds', on: 5 }],
    ],
    [
      'Each time this model makes an attack that targets a Monster, add 1 to the Damage characteristic of that attack.',
      [{ rule: 'damage-bonus', damage: 1 }],
    ],
    [
      'Each time this model makes an attack, you can re-roll the Damage roll.',
      [{ rule: 'reroll-damage', below: 2 }],
    ],
    [
      'Select one enemy unit: each time a model makes an attack that targets it, you can re-roll the Hit roll and you can re-roll the Wound roll.',
      ['full-rerolls'],
    ],
    [
      'Each time an attack made with this weapon scores a Critical Hit, that attack inflicts D3 mortal wounds on the target and the attack sequence ends.',
      [{ rule: 'mortal-wounds-on-critical-hit', mortals: 'D3' }],
    ],
    ['This model has a 4+ invulnerable save.', []],
  ])('%s', (text, rules) => {
    expect(abilityRules(text).rules).toEqual(rules);
  });
});
