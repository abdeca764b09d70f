/**
 * Issue 7: the typed engine API checks its input once, up front, with the scenario schema
 * (src/rulesets/scrollhammer/checkInput.ts, src/format/typedInput.ts): the same messages and paths as a scenario file, the API's name
 * in front, rule modules allowed in rule lists. Before, `evaluateScrollhammer` took anything:
 * BS 0 gave an all-zero result, Wounds 0 overflowed the stack, an empty target threw a
 * TypeError, and Monte Carlo with 0 samples returned NaN.
 */
import { describe, expect, test } from 'vitest';
import { monteCarlo } from '../../src/attack/woundChain/monteCarlo.js';
import { sampleAttack } from '../../src/attack/woundChain/sample.js';
import { InputError, ScenarioError, TooLargeError } from '../../src/errors.js';
import { evaluateMesbg } from '../../src/rulesets/mesbg/evaluate.js';
import { checkScrollhammerInput } from '../../src/rulesets/scrollhammer/checkInput.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';
import {
  evaluateScrollhammer,
  type ScrollhammerEvaluation,
} from '../../src/rulesets/scrollhammer/evaluate.js';
import { autohit } from '../../src/rulesets/scrollhammer/rules/autohit.js';
import { blind } from '../../src/rulesets/scrollhammer/rules/blind.js';
import { eternalWarrior } from '../../src/rulesets/scrollhammer/rules/eternalWarrior.js';
import { defineRule } from '../../src/rulesets/scrollhammer/rules/ShotDraft.js';
import { evaluate, evaluateParsed } from '../../src/scenario/evaluate.js';
import type { MesbgScenario } from '../../src/scenario/types.js';
import { parseScenario } from '../../src/scenario/validate.js';

const attack: ScrollhammerEvaluation = {
  phase: 'shooting',
  allocation: 'rules',
  method: 'exact',
  samples: 0,
  attackers: [{ models: 10, bs: 3, shots: 1, strength: 4, ap: 0, rules: [], reroll: {} }],
  target: {
    groups: [{ models: 5, toughness: 4, wounds: 1, save: 4, rules: [] }],
    goneToGround: false,
  },
};
const withAttacker = (a: object): ScrollhammerEvaluation =>
  ({ ...attack, attackers: [{ ...attack.attackers[0], ...a }] }) as ScrollhammerEvaluation;
const withGroup = (g: object): ScrollhammerEvaluation =>
  ({
    ...attack,
    target: { ...attack.target, groups: [{ ...attack.target.groups[0], ...g }] },
  }) as ScrollhammerEvaluation;

/** The message of what `f` throws. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('evaluateScrollhammer checks its input like a scenario file', () => {
  test.each([
    [
      'BS 0 (was: an all-zero result)',
      withAttacker({ bs: 0 }),
      'attackers[0].bs: expected 1..10, got 0',
    ],
    [
      'Toughness 0 (was: an all-zero result)',
      withGroup({ toughness: 0 }),
      'target.groups[0].toughness: expected 1..10, got 0',
    ],
    [
      'Wounds 0 (was: a stack overflow)',
      withGroup({ wounds: 0 }),
      'target.groups[0].wounds: expected 1..100, got 0',
    ],
    [
      'no target groups (was: a TypeError)',
      { ...attack, target: { groups: [], goneToGround: false } },
      'target.groups: expected at least one target group, got none',
    ],
    [
      'Strength NaN (was: an all-zero result)',
      withAttacker({ strength: Number.NaN }),
      'attackers[0].strength: expected a whole number 1..10, got NaN',
    ],
    [
      'Monte Carlo, 0 samples (was: NaN probabilities)',
      { ...attack, method: 'monte-carlo' },
      'samples: expected 1..1e9, got 0',
    ],
    [
      'an unknown allocation (was: ignored)',
      { ...attack, allocation: 'random' },
      'allocation: expected "rules" or "sequential", got "random"',
    ],
    [
      'a re-roll of "all" (was: ignored)',
      withAttacker({ reroll: { hit: 'all' } }),
      'attackers[0].reroll.hit: expected "ones" or "failed", got "all"',
    ],
  ])('%s', (_name, input, line) => {
    const e = thrown(() => evaluateScrollhammer(input as ScrollhammerEvaluation));
    expect(e).toBeInstanceOf(ScenarioError);
    expect(e.message).toBe(`evaluateScrollhammer: invalid scenario\n  ${line}`);
    expect((e as ScenarioError).value).toBe(input);
  });

  test('defaults are filled in: a group without models, shots, ap, rules or reroll', () => {
    const sparse = { ...attack, attackers: [{ bs: 3, strength: 4 }] } as never;
    const full = evaluateScrollhammer(attack);
    const one = evaluateScrollhammer(withAttacker({ models: 1 }));
    expect(evaluateScrollhammer(sparse).hits.toJSON()).toEqual(one.hits.toJSON());
    expect(full.hits.mean()).toBeCloseTo(5, 12);
  });

  test('samples: 0 is accepted with the exact method only (the type requires a number)', () => {
    expect(() => evaluateScrollhammer(attack)).not.toThrow();
    expect(() => evaluateScrollhammer({ ...attack, samples: -1 })).toThrow(
      'samples: expected 1..1e9, got -1',
    );
  });

  test('a scenario of the other ruleset is refused, naming the API', () => {
    const mesbg = { ruleset: 'mesbg', attackers: [], target: { defence: 3 } };
    expect(thrown(() => evaluateScrollhammer(mesbg as never)).message).toBe(
      'evaluateScrollhammer: invalid scenario\n  ruleset: expected "scrollhammer" (evaluateScrollhammer is for Scrollhammer), got "mesbg"',
    );
    expect(
      thrown(() => evaluateMesbg({ ...attack, ruleset: 'scrollhammer' } as never)).message,
    ).toBe(
      'evaluateMesbg: invalid scenario\n  ruleset: expected "mesbg" (evaluateMesbg is for MESBG), got "scrollhammer"',
    );
  });

  test('a parsed scenario, and evaluateParsed, work as before', () => {
    const s = parseScenario({
      ruleset: 'scrollhammer',
      attackers: [{ models: 10, bs: 3, strength: 4 }],
      target: { groups: [{ models: 5, toughness: 4, save: 4 }] },
    });
    expect(JSON.stringify(evaluateParsed(s))).toBe(JSON.stringify(evaluate(s)));
    if (s.ruleset !== 'scrollhammer') throw new Error('ruleset');
    expect(evaluateScrollhammer(s).unsaved.toJSON()).toEqual(
      evaluateScrollhammer(attack).unsaved.toJSON(),
    );
  });

  test('evaluateParsed of a scenario changed after parsing is checked again', () => {
    const s = parseScenario({
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4 }],
      target: { groups: [{ toughness: 4 }] },
    });
    if (s.ruleset !== 'scrollhammer') throw new Error('expected a Scrollhammer scenario');
    (s.attackers[0] as { bs: number }).bs = 0;
    expect(() => evaluateParsed(s)).toThrow('attackers[0].bs: expected 1..10, got 0');
  });
});

describe('rule modules in the typed API', () => {
  const rending = defineRule({
    name: 'rending',
    citation: 'a house rule: +1 AP',
    apply: (d) => ({ ...d, ap: d.ap + 1 }),
  });

  test('a built-in module is checked as its name: autohit needs no BS', () => {
    const { bs: _bs, ...noBs } = attack.attackers[0]!;
    const r = evaluateScrollhammer({ ...attack, attackers: [{ ...noBs, rules: [autohit] }] });
    expect(r.hits.mean()).toBe(10);
  });

  test('a built-in module and its name together are listed twice', () => {
    expect(() => evaluateScrollhammer(withAttacker({ rules: [blind, 'blind'] }))).toThrow(
      'attackers[0].rules: the rule "blind" is listed twice',
    );
  });

  test('a target module on an attacker is refused, at its index', () => {
    expect(() => evaluateScrollhammer(withAttacker({ rules: [eternalWarrior] }))).toThrow(
      'attackers[0].rules[0]: "eternal-warrior" is a rule of target groups, not of attackers',
    );
  });

  test('your own module passes unchecked, and works', () => {
    const plain = evaluateScrollhammer(attack).unsaved.mean();
    const rended = evaluateScrollhammer(withAttacker({ rules: [rending] })).unsaved.mean();
    expect(rended).toBeGreaterThan(plain);
  });

  test('an error after your own module names the rule at its index in your list', () => {
    expect(() => evaluateScrollhammer(withAttacker({ rules: [rending, 'sniper'] }))).toThrow(
      /\n {2}attackers\[0\]\.rules\[1\]: unknown rule "sniper"/,
    );
  });

  test('a hole in a sparse list is an error, not a crash (found by the fuzz test)', () => {
    const rules: unknown[] = ['fleshbane', blind];
    delete rules[0];
    expect(() => evaluateScrollhammer(withAttacker({ rules }))).toThrow(
      /attackers\[0\]\.rules\[0\]: expected a rule name .*, got undefined/,
    );
  });
});

describe('checked once', () => {
  test('the checked input is returned as it is when checked again', () => {
    const once = checkScrollhammerInput(attack, 'x');
    expect(once).not.toBe(attack);
    expect(checkScrollhammerInput(once, 'x')).toBe(once);
  });

  test('compileAttack and sampleAttack take checked plans: sampleAttack checks its samples', () => {
    const plan = compileAttack(checkScrollhammerInput(attack, 'x'));
    expect(() => sampleAttack(plan, { samples: 0 })).toThrow(
      new InputError('sampleAttack: samples must be a whole number 1..1e9, got 0', 'samples', 0),
    );
    expect(() => sampleAttack(plan, { samples: 1.5 })).toThrow(InputError);
    expect(() => sampleAttack(plan, { samples: 1e9 + 1 })).toThrow(InputError);
    expect(sampleAttack(plan, { samples: 10, seed: 1 }).hits.toArray().every(Number.isFinite)).toBe(
      true,
    );
  });

  test('sampleAttack and monteCarlo refuse a run over the work limit before rolling a die', () => {
    const big = compileAttack(
      checkScrollhammerInput(withAttacker({ models: 1000, shots: '1000D10+1000' }), 'x'),
    );
    expect(() => sampleAttack(big, { samples: 1e6 })).toThrow(TooLargeError);
    expect(() => monteCarlo(big, { samples: 1e6 })).toThrow(TooLargeError);
    expect(() => monteCarlo(big, { samples: 1e6 })).toThrow(/use at most 399 samples$/);
  });
});

describe('evaluateMesbg checks its input like a scenario file', () => {
  const mesbg: MesbgScenario = {
    ruleset: 'mesbg',
    method: 'exact',
    samples: 0,
    attackers: [
      { models: 1, shootValue: 4, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {} },
    ],
    target: { defence: 3, wounds: 1 },
  };
  test.each([
    [
      'Defence 0',
      { ...mesbg, target: { defence: 0, wounds: 1 } },
      'target.defence: expected 1..10, got 0',
    ],
    [
      'Monte Carlo, 0 samples (was: an error from fromWeights)',
      { ...mesbg, method: 'monte-carlo' },
      'samples: expected 1..1e9, got 0',
    ],
    [
      'models 0 (was: accepted)',
      { ...mesbg, attackers: [{ ...mesbg.attackers[0], models: 0 }] },
      'attackers[0].models: expected 1..1000, got 0',
    ],
    [
      'no attackers (was: accepted)',
      { ...mesbg, attackers: [] },
      'attackers: expected at least one attacker group, got none',
    ],
  ])('%s', (_name, input, line) => {
    expect(thrown(() => evaluateMesbg(input as MesbgScenario)).message).toBe(
      `evaluateMesbg: invalid scenario\n  ${line}`,
    );
  });
});
