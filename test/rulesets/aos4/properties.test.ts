// Properties of the aos4 ruleset over a grid of small scenarios: a better save, a ward, or
// more Rend never move the results the wrong way; every result is a distribution.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/index.js';
import type { Aos4ScenarioInput } from '../../../src/rulesets/aos4/input.js';
import { aos4 } from './cases.js';

const results = (s: Aos4ScenarioInput) => evaluate(s).results;
const slain = (s: Aos4ScenarioInput) => results(s).slain.mean();
const lost = (s: Aos4ScenarioInput) => results(s).woundsLost.mean();

describe('aos4 properties', () => {
  const weapons = [
    { attacks: 3, hit: 3, wound: 4, damage: 'D3' },
    { attacks: 2, hit: 4, wound: 3, rend: 1, damage: 2, abilities: ['crit-mortal'] as const },
    { attacks: 4, hit: 4, wound: 4, abilities: ['crit-2-hits'] as const, champion: true },
  ];
  const target = { models: 3, health: 3 };
  it('a better save never raises the damage allocated or the models slain', () => {
    for (const w of weapons) {
      let last = Number.POSITIVE_INFINITY;
      for (const save of [6, 5, 4, 3, 2]) {
        const now = lost(aos4(w, { ...target, save }));
        expect(now).toBeLessThanOrEqual(last + 1e-12);
        last = now;
      }
      expect(slain(aos4(w, { ...target, save: 2 }))).toBeLessThanOrEqual(slain(aos4(w, target)));
    }
  });
  it('a ward never raises it, and more Rend never lowers it', () => {
    for (const w of weapons) {
      const plain = lost(aos4(w, { ...target, save: 4 }));
      expect(lost(aos4(w, { ...target, save: 4, ward: 5 }))).toBeLessThan(plain);
      expect(lost(aos4({ ...w, rend: (w.rend ?? 0) + 1 }, { ...target, save: 4 }))).toBeGreaterThan(
        plain,
      );
    }
  });
  it('Monte Carlo runs through evaluate with a seed, close to the exact mean', () => {
    const s = aos4(weapons[1]!, { ...target, save: 4, ward: 6 });
    const exact = results(s).damage.mean();
    const mc = results({ ...s, method: 'monte-carlo', samples: 20_000, seed: 3 });
    expect(Math.abs(mc.damage.mean() - exact)).toBeLessThan(0.05);
    expect(mc.mortal).toBeDefined();
  });
});
