// Abilities read from their text (docs/import.md, "Abilities read from their text"): the
// common phrasings of attacker abilities become rules on the weapons of the kind they name
// when the text states no condition; the others are named once in the warnings. The roster is
// hand-written in New Recruit's JSON layout, its ability texts paraphrases written for it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { unitScenario } from '../../../src/import/wh40k/scenario.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const army = importRoster(readFileSync('test/import/fixtures/wh40k-10e-modes.json'), {
  source: 'modes.json',
});
const [devastators, champion] = army.units;

describe('abilities read from their text', () => {
  it('an ability without a condition is applied to the weapons of the kind it names', () => {
    // "Armour Bane": ranged attacks score Critical Hits on 5+: on every ranged mode, not on
    // the chainsword.
    const crit = { rule: 'critical-hits', on: 5 };
    for (const w of devastators!.weapons) {
      const rules = [w.attacker.rules, ...(w.attacker.modes ?? []).map((m) => m.rules)];
      for (const r of rules) {
        if (w.kind === 'ranged') expect(r).toContainEqual(crit);
        else expect(r).not.toContainEqual(crit);
      }
    }
    // "Blademaster": +1 Damage with melee attacks: on the relic blade, not the bolt pistol.
    expect(champion!.weapons.map((w) => [w.name, w.attacker.rules])).toEqual([
      ['Relic blade', [{ rule: 'damage-bonus', damage: 1 }]],
      ['Bolt pistol', []],
    ]);
    expect(champion!.abilityRules).toEqual([
      {
        name: 'Blademaster',
        rules: [{ rule: 'damage-bonus', damage: 1 }],
        weapons: 'melee',
        applied: true,
      },
      {
        name: 'Executioner',
        rules: [{ rule: 'reroll-damage', below: 2 }],
        weapons: 'all',
        applied: false,
      },
    ]);
  });

  it('the +1 Damage counts: the relic blade (strike, D2+1) slays a 3-Wound model per unsaved attack', () => {
    // 5 attacks x 5/6 to hit (2+) x 5/6 to wound (S8 vs T4: 2+) x 5/6 unsaved (3+ with
    // AP-3: 6+) = 625/216, each 3 damage: one model of 3 Wounds.
    const s = unitScenario(champion!, champion!, { weapons: ['Relic blade - strike'] });
    const target = { models: 5, toughness: 4, save: 3, wounds: 3, keywords: ['infantry'] };
    expect(evaluate({ ...s, target }).results.slain.mean()).toBeCloseTo(625 / 216, 12);
  });

  it('names every ability not modelled once: a condition, or no phrasing read', () => {
    expect(army.warnings.filter((w) => w.kind === 'ability').map((w) => w.message)).toEqual([
      'Devastator Squad: ability "Split Fire" is not modelled',
      'Devastator Squad: ability "Marked Quarry" is not modelled as written: it reads as full-rerolls under a condition not checked; add the rules to the attacker where it applies',
      'Champion: ability "Executioner" is not modelled as written: it reads as reroll-damage below 2 under a condition not checked; add the rules to the attacker where it applies',
    ]);
  });

  it('keeps no ability text in the imported units', () => {
    expect(JSON.stringify(army)).not.toMatch(/Critical Hit|Damage characteristic|re-roll/);
  });
});
