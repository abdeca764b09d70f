import { describe, expect, test } from 'vitest';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import { parseScenario } from '../../src/scenario/validate.js';

const summary = (input: unknown) => summarizeScenario(parseScenario(input));

describe('summarizeScenario(s)', () => {
  test('reads like the example of issue 5', () => {
    expect(
      summary({
        ruleset: 'scrollhammer',
        attackers: [
          { name: 'Bowmen', models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] },
        ],
        target: {
          name: 'Draugr',
          groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, ward: 6, feelNoPain: 5 }],
        },
      }),
    ).toBe('10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+');
  });

  test('cover, gone to ground, shots, re-rolls, hitOn, autohit and target rules', () => {
    expect(
      summary({
        ruleset: 'scrollhammer',
        attackers: [
          {
            models: 2,
            hitOn: 3,
            shots: 'D3',
            strength: 8,
            reroll: { hit: 'ones', wound: 'failed' },
          },
          { name: 'Ballista', strength: 6, rules: ['autohit', 'magical'] },
        ],
        target: {
          name: 'Wraiths',
          groups: [{ models: 3, toughness: 4, wounds: 3, ward: 5, rules: ['ethereal'] }],
          cover: 5,
          goneToGround: true,
        },
        allocation: 'sequential',
      }),
    ).toBe(
      '2 models hits on 3+ D3 shots, S8, re-roll 1s to hit, re-roll failed rolls to wound + 1 Ballista, S6 Autohit Magical, at 3 Wraiths T4 W3 5++ Ethereal, in 5+ cover, gone to ground, wounds allocated in order',
    );
  });

  test('close combat: attacks, no cover', () => {
    expect(
      summary({
        ruleset: 'scrollhammer',
        phase: 'close-combat',
        attackers: [{ name: 'Swordsmen', models: 12, hitOn: 4, shots: 2, strength: 4 }],
        target: { groups: [{ models: 5, toughness: 4 }], cover: 4 },
      }),
    ).toBe('12 Swordsmen hits on 4+ 2 attacks, S4, in close combat with 5 models T4 W1');
  });

  test('a mixed unit lists its groups under the unit name', () => {
    expect(
      summary({
        ruleset: 'scrollhammer',
        attackers: [{ bs: 4, strength: 4 }],
        target: {
          name: 'Draugr',
          groups: [
            { name: 'Draugr', models: 4, toughness: 4, save: 5 },
            { name: 'Champion', toughness: 4, wounds: 2, save: 4, rules: ['eternal-warrior'] },
          ],
        },
      }),
    ).toBe('1 model BS4, S4, at Draugr (4 Draugr T4 W1 5+, 1 Champion T4 W2 4+ Eternal Warrior)');
  });

  test('MESBG: Shoot Value, moved, In The Way, combat', () => {
    expect(
      summary({
        ruleset: 'mesbg',
        attackers: [
          { name: 'Hunter Orcs', models: 3, shootValue: 5, strength: 2 },
          { name: 'Hunter Orcs', models: 2, shootValue: 5, strength: 2, inTheWay: 1, moved: true },
        ],
        target: { name: 'Bilbo', defence: 3, wounds: 2 },
      }),
    ).toBe(
      '3 Hunter Orcs Shoot 5+ S2 + 2 Hunter Orcs Shoot 5+ (moved) S2 (1 in the way), at Bilbo D3 W2',
    );
    expect(
      summary({
        ruleset: 'mesbg',
        attackers: [{ shootValue: 4, strength: 3, side: 'evil' }],
        target: { defence: 6, combat: { name: 'Goblin', defence: 4 } },
      }),
    ).toBe('1 model Shoot 4+ S3, at the target D6 W1, in combat with Goblin D4');
  });
});
