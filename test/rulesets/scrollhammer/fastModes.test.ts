// The fast samplers (counts, outcome) against the exact engine and against the dice-by-dice
// sampler, for every rule case and for larger volleys: fixed seeds, chi-square p-values above
// 1e-4 on each result and means within 4 standard errors (test/helpers). Also: which plans
// each mode refuses, and that chunking makes results independent of how chunks are grouped.
import { describe, expect, it } from 'vitest';
import { exactAttack } from '../../../src/attack/woundChain/exact.js';
import {
  CHUNK_SAMPLES,
  chooseMode,
  monteCarlo,
  type SamplerMode,
  sampleChunks,
} from '../../../src/attack/woundChain/monteCarlo.js';
import { unknownPlanFeature } from '../../../src/attack/woundChain/planSupport.js';
import { countsSupport } from '../../../src/attack/woundChain/sampleCounts.js';
import { outcomeSupport } from '../../../src/attack/woundChain/sampleOutcome.js';
import { addTally, finishTally, type Tally } from '../../../src/attack/woundChain/tally.js';
import { type AttackPlan, compileAttack } from '../../../src/rulesets/scrollhammer/compile.js';
import { expectAgreement } from '../../helpers/agreement.js';
import { expectSameDistribution } from '../../helpers/homogeneity.js';
import { attack, attacker, group } from './attack.js';
import { ruleCases } from './cases.js';

const SAMPLES = 200_000;
const KEYS = ['hits', 'wounds', 'unsaved', 'slain', 'woundsLost'] as const;

const volleys = {
  'plain: 40 shots BS4 S4 vs T4 4+ FNP 5+, 10 models W2': attack(
    [attacker({ models: 40, bs: 4, strength: 4 })],
    [group({ models: 10, toughness: 4, wounds: 2, save: 4, feelNoPain: 5 })],
  ),
  'critical strike and instant death vs W3, rules': attack(
    [
      attacker({ models: 20, bs: 4, strength: 4, ap: 1, rules: ['critical-strike'] }),
      attacker({ models: 4, bs: 3, strength: 8, ap: 2 }),
    ],
    [group({ models: 8, toughness: 4, wounds: 3, save: 4, feelNoPain: 5 })],
  ),
  'D6 shots, BS7 (re-roll 1s needing 5+), re-roll failed wounds with crits, W4': attack(
    [
      attacker({
        models: 3,
        shots: 'D6',
        bs: 7,
        strength: 5,
        rules: ['critical-strike'],
        reroll: { wound: 'failed' },
      }),
    ],
    [group({ models: 4, toughness: 4, wounds: 4, save: 5 })],
  ),
  're-roll wound 1s with crits needing 2+ (counts), sequential W1': attack(
    [
      attacker({
        models: 10,
        bs: 3,
        strength: 8,
        rules: ['critical-strike'],
        reroll: { wound: 'ones' },
      }),
    ],
    [group({ models: 6, toughness: 3, save: 3 })],
    { allocation: 'sequential' },
  ),
  'two identical groups (the counts sampler merges them), W2 rules': attack(
    [attacker({ models: 30, bs: 4, strength: 4, rules: ['critical-strike'] })],
    [
      group({ models: 3, toughness: 4, wounds: 2, save: 5 }),
      group({ models: 4, toughness: 4, wounds: 2, save: 5 }),
    ],
  ),
  'sequential W2 with crits (counts: damages differ, applied in a random order)': attack(
    [attacker({ models: 20, bs: 4, strength: 4, rules: ['critical-strike'] })],
    [group({ models: 5, toughness: 4, wounds: 2, save: 5, feelNoPain: 6 })],
    { allocation: 'sequential' },
  ),
  'sequential W3: crits, then instant death, then crits again (group order kept)': attack(
    [
      attacker({ models: 12, bs: 4, strength: 4, ap: 1, rules: ['critical-strike'] }),
      attacker({ models: 3, bs: 3, strength: 8, ap: 2 }),
      attacker({ models: 8, bs: 3, strength: 3, rules: ['critical-strike'] }),
    ],
    [group({ models: 6, toughness: 4, wounds: 3, save: 4, feelNoPain: 5 })],
    { allocation: 'sequential' },
  ),
  // About 35 Critical Strikes among 70 wounds: more than 32 wounds of each kind, so the random
  // order's sets span several 32-bit words, and the 1s are fewer than the others as often as
  // not (the order then picks the 1s' positions).
  'sequential W4: 250 shots with crits, FNP 4+ (random order over several words)': attack(
    [attacker({ models: 250, bs: 5, strength: 4, rules: ['critical-strike'] })],
    [group({ models: 30, toughness: 4, wounds: 4, feelNoPain: 4 })],
    { allocation: 'sequential' },
  ),
};

const cases = { ...ruleCases, ...volleys };

describe('fast samplers agree with the exact engine and with the dice-by-dice sampler', () => {
  for (const [name, s] of Object.entries(cases)) {
    const plan = compileAttack(s);
    const modes = (['counts', 'outcome'] as const).filter((m) =>
      m === 'counts' ? countsSupport(plan) === null : outcomeSupport(plan) === null,
    );
    it(`${name} [${modes.join(', ')}]`, () => {
      const exact = exactAttack(plan);
      const dice = monteCarlo(plan, { samples: SAMPLES, seed: 2027, mode: 'dice' }).results;
      for (const mode of modes) {
        const run = monteCarlo(plan, { samples: SAMPLES, seed: 2026, mode });
        expect(run.mode).toBe(mode);
        for (const key of KEYS) {
          expectAgreement(run.results[key], exact[key], SAMPLES);
          expectSameDistribution(run.results[key], SAMPLES, dice[key], SAMPLES);
        }
      }
    });
  }
  it('every rule case runs with a fast sampler, except Blast, Backfire and Absorb (dice by dice)', () => {
    for (const [name, s] of Object.entries(ruleCases)) {
      const { mode, fallback } = chooseMode(compileAttack(s));
      if (/blast|backfire|absorb/.test(name)) {
        expect(mode).toBe('dice');
        expect(fallback).toMatch(/the plan has attackers\[0\]\.(blast|backfire|absorbHealth)/);
      } else expect(mode).not.toBe('dice');
    }
  });
});

describe('which plans each mode takes', () => {
  const plain = compileAttack(volleys['plain: 40 shots BS4 S4 vs T4 4+ FNP 5+, 10 models W2']);
  const mixed = compileAttack(
    ruleCases['mixed unit: majority toughness, own saves, two Wounds classes, rules']!,
  );
  it('auto picks counts, then outcome, and says why', () => {
    expect(chooseMode(plain)).toEqual({ mode: 'counts', fallback: null });
    expect(chooseMode(mixed)).toEqual({
      mode: 'outcome',
      fallback: 'counts: the target groups differ in Wounds',
    });
    expect(chooseMode(mixed, 'dice')).toEqual({ mode: 'dice', fallback: null });
  });
  it('characters: counts refuses and says why, outcome takes them (it walks the same machine)', () => {
    const characters = compileAttack(
      ruleCases['one character among W2 models, critical strike, rules']!,
    );
    expect(countsSupport(characters)).toMatch(/a target group is a character/);
    expect(chooseMode(characters)).toEqual({
      mode: 'outcome',
      fallback: `counts: ${countsSupport(characters)}`,
    });
  });
  it('a plan with a feature the fast modes do not know falls back to dice by dice', () => {
    // Blast, Backfire, Absorb: fields of issue 8, unknown to the fast modes when present.
    // A field from a rule added later (the dice-by-dice sampler reads it; here it ignores it).
    const withNewRule = {
      ...plain,
      attackers: [{ ...plain.attackers[0]!, newRule: { on: 4 } }],
    } as unknown as AttackPlan;
    expect(unknownPlanFeature(withNewRule)).toBe('attackers[0].newRule');
    const run = monteCarlo(withNewRule, { samples: 1000, seed: 1 });
    expect(run.mode).toBe('dice');
    expect(run.fallback).toBe(
      'counts: the plan has attackers[0].newRule; outcome: the plan has attackers[0].newRule',
    );
    // A new field saying "not there" (false, null, undefined) does not stop them.
    const withoutBlast = {
      ...plain,
      attackers: [{ ...plain.attackers[0]!, blast: undefined, backfire: false }],
    } as unknown as AttackPlan;
    expect(chooseMode(withoutBlast).mode).toBe('counts');
    const wound = { ...plain.attackers[0]!.against[0]!, absorbHealth: 5 };
    const withAbsorb = {
      ...plain,
      attackers: [{ ...plain.attackers[0]!, against: [wound] }],
    } as unknown as AttackPlan;
    expect(unknownPlanFeature(withAbsorb)).toBe('attackers[0].against[0].absorbHealth');
  });
  it('counts needs one save for the unit, and takes sequential allocation of mixed damage', () => {
    expect(countsSupport(mixed)).toBe('the target groups differ in Wounds');
    const seq = compileAttack(
      volleys['sequential W2 with crits (counts: damages differ, applied in a random order)'],
    );
    expect(chooseMode(seq)).toEqual({ mode: 'counts', fallback: null });
  });
});

describe('chunks: the same seed gives the same result however chunks are grouped', () => {
  const plan = compileAttack(
    volleys['critical strike and instant death vs W3, rules'] as Parameters<
      typeof compileAttack
    >[0],
  );
  for (const mode of ['counts', 'outcome', 'dice'] as SamplerMode[]) {
    it(`${mode}: chunks 0..3 at once equal 0..1 + 2..3 and 0 + 1..3`, () => {
      const samples = 3 * CHUNK_SAMPLES + 1234;
      const opts = { samples, seed: 99, mode };
      const whole = sampleChunks(plan, opts, 0, 4);
      const halves = addTally(sampleChunks(plan, opts, 0, 2), sampleChunks(plan, opts, 2, 4));
      const uneven: Tally = addTally(
        sampleChunks(plan, opts, 0, 1),
        sampleChunks(plan, opts, 1, 4),
      );
      const json = (t: Tally) => JSON.stringify(finishTally(t, samples));
      expect(json(halves)).toBe(json(whole));
      expect(json(uneven)).toBe(json(whole));
      expect(whole.hits!.reduce((a, b) => a + b, 0)).toBe(samples);
      expect(JSON.stringify(monteCarlo(plan, opts).results)).toBe(json(whole));
    });
  }
});
