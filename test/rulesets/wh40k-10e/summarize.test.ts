/**
 * The summary line of a 40k scenario (both editions), as `mathhammer run`, the reports' SVG
 * titles and the playground print it: a weapon with modes never reads as a profile no mode
 * fires, a unit's weapons read as one unit's, and every group of a unit of several is named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../../src/scenario/summarize.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const summary = (s: object) => summarizeScenario(parseScenario(s));

/** A plasma gun: standard (S7 AP-2 D1) or supercharge (S8 AP-3 D2), the CLI's example of a choice. */
const PLASMA = {
  ruleset: 'wh40k-10e',
  attackers: [
    {
      name: 'plasma gun',
      bs: 3,
      strength: 7,
      ap: -2,
      modes: [{ name: 'standard' }, { name: 'supercharge', strength: 8, ap: -3, damage: 2 }],
    },
  ],
  target: { models: 5, toughness: 4, save: 3, wounds: 2 },
} as const;

describe('summarizeScenario of wh40k-10e and wh40k-11e', () => {
  it('names every mode of a weapon left to "best", and the mode fired when one is named', () => {
    expect(summary(PLASMA)).toBe(
      '1 plasma gun, best of: standard BS3+ A1 S7 AP-2 D1 or supercharge BS3+ A1 S8 AP-3 D2, at 5 models T4 W2 3+',
    );
    // The entry's S7 AP-2 D1 is not what supercharge fires: its own profile is shown.
    const named = { ...PLASMA, attackers: [{ ...PLASMA.attackers[0], mode: 'supercharge' }] };
    expect(summary(named)).toBe(
      '1 plasma gun (supercharge) BS3+ A1 S8 AP-3 D2, at 5 models T4 W2 3+',
    );
    // The result names the choice "best" made. Supercharge: hit on 3+ (2/3), S8 is twice T4
    // so it wounds on 2+ (5/6), the 3+ save at AP-3 needs a 6 (fails 5/6), and D2 slays a W2
    // model: 2/3 × 5/6 × 5/6 = 25/54. Standard's D1 never slays a W2 model with one attack: 0.
    const [d] = evaluateJson(PLASMA).decisions ?? [];
    expect(d?.chosen.choice).toBe('supercharge');
    expect(d?.chosen.slain).toBeCloseTo(25 / 54, 12);
    expect(d?.other).toMatchObject({ choice: 'standard', slain: 0 });
  });

  it("says one unit's weapons once under its name (an imported unit's 'Unit, weapon' profiles)", () => {
    const s = {
      ruleset: 'wh40k-10e',
      attackers: [
        { name: 'Deff Dread, Skorcha', attacks: 'D6', strength: 5, ap: -1, rules: ['torrent'] },
        { name: 'Deff Dread, Rokkit launcha', bs: 5, attacks: 'D3', strength: 9, ap: -2 },
        { name: 'Boyz, Slugga', models: 10, bs: 5, strength: 4 },
      ],
      target: { models: 5, toughness: 4, save: 3, wounds: 2 },
    };
    expect(summary(s)).toBe(
      'Deff Dread: 1 Skorcha A D6 S5 AP-1 D1 Torrent + 1 Rokkit launcha BS5+ A D3 S9 AP-2 D1 + 10 Boyz, Slugga BS5+ A1 S4 AP0 D1, at 5 models T4 W2 3+',
    );
  });

  it('names every group of a unit with a Leader attached, with its role', () => {
    const s = {
      ruleset: 'wh40k-10e',
      attackers: [{ name: 'bolters', models: 5, bs: 3, strength: 4 }],
      target: {
        name: 'Intercessor Squad + Captain',
        groups: [
          { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
          { name: 'Captain', toughness: 4, save: 3, invulnerable: 4, wounds: 5, role: 'leader' },
        ],
      },
    };
    expect(summary(s)).toBe(
      '5 bolters BS3+ A1 S4 AP0 D1, at Intercessor Squad + Captain: 5 Intercessors T4 W2 3+ and 1 Captain T4 W5 3+ / 4++ (leader)',
    );
  });

  it("names the 11th-edition example's Commissar beside his Guardsmen", () => {
    const s = JSON.parse(readFileSync('examples/wh40k-11e-attached-unit.json', 'utf8'));
    expect(summary(s)).toBe(
      '1 Eliminator, bolt sniper rifle BS2+ A1 S4 AP-2 D3 Precision Devastating Wounds + 5 Intercessors, bolt rifles BS3+ A2 S4 AP0 D1, at Infantry Squad with a Commissar: 10 Guardsmen T3 W1 5+ and 1 Commissar T4 W3 4+ / 5++ (leader) (infantry, character)',
    );
  });
});
