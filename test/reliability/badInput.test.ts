/**
 * Issue 7, bad input: every category of the issue, each through the three doors a user has
 * (`evaluate()`, the typed engine API `evaluateScrollhammer`/`evaluateMesbg`, and the command
 * line), each with its exact message: the field, the value given and what is allowed. The
 * same problem gives the same lines whichever door it came through.
 *
 * The messages here are the contract of docs/errors.md; a change to one is a change to the
 * documentation.
 */
import { describe, expect, test } from 'vitest';
import {
  DiceNotationError,
  InputError,
  MathhammerError,
  ScenarioError,
  TooLargeError,
} from '../../src/errors.js';
import { checkSampleCount, MAX_SAMPLING_WORK } from '../../src/plan/sampleLimits.js';
import { evaluateMesbg } from '../../src/rulesets/mesbg/evaluate.js';
import { evaluateScrollhammer } from '../../src/rulesets/scrollhammer/evaluate.js';
import { evaluate, evaluateJson } from '../../src/scenario/evaluate.js';
import { SCROLLHAMMER_ATTACKER_RULES } from '../../src/scenario/schema.js';
import { runText, spawnCli } from './cliHarness.js';

type Json = Record<string, unknown>;

const sh = (attacker: Json = {}, group: Json = {}, rest: Json = {}): Json => ({
  ruleset: 'scrollhammer',
  attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 4, ...attacker }],
  target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, ...group }] },
  ...rest,
});
const me = (attacker: Json = {}, target: Json = {}, rest: Json = {}): Json => ({
  ruleset: 'mesbg',
  attackers: [{ name: 'Hunter Orcs', models: 3, shootValue: 4, strength: 2, ...attacker }],
  target: { name: 'Bilbo', defence: 3, ...target },
  ...rest,
});

/** One bad input and the issue lines of its ScenarioError. */
interface Case {
  readonly input: unknown;
  readonly issues: readonly string[];
  /** The file text for the command line, when it is not `JSON.stringify(input)`. */
  readonly text?: string;
  /** Not expressible in JSON (NaN, a Map...): no command-line door. */
  readonly notJson?: true;
  /** Not for the typed API (it concerns `ruleset` or the whole value). */
  readonly untyped?: true;
}

/** The ScenarioError `f` throws, as `path: message` lines. */
function scenarioIssues(f: () => unknown): { lines: string[]; error: ScenarioError } {
  try {
    f();
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return { lines: e.issues.map((i) => `${i.path || '(scenario)'}: ${i.message}`), error: e };
  }
  throw new Error('expected a ScenarioError, got a result');
}

/** The typed API call for a scenario: its ruleset's evaluate function, without `ruleset`. */
function typed(input: unknown): { api: string; call: () => unknown } {
  const { ruleset, ...rest } = input as Json;
  return ruleset === 'mesbg'
    ? { api: 'evaluateMesbg', call: () => evaluateMesbg(rest as never) }
    : { api: 'evaluateScrollhammer', call: () => evaluateScrollhammer(rest as never) };
}

/** Runs a table of cases through every door that applies. */
function doors(cases: Readonly<Record<string, Case>>): void {
  const entries = Object.entries(cases);
  test.each(entries)('evaluate(): %s', (_name, c) => {
    const { lines, error } = scenarioIssues(() => evaluateJson(c.input));
    expect(lines).toEqual(c.issues);
    expect(error.message).toBe(`invalid scenario\n  ${c.issues.join('\n  ')}`);
    expect(error.field).toBe(c.issues[0]!.replace(/^\(scenario\)/, '').split(': ')[0]);
    expect(error.value).toBe(c.input);
  });
  const typedEntries = entries.filter(([, c]) => !c.untyped);
  if (typedEntries.length > 0) {
    test.each(typedEntries)('the typed API: %s', (_name, c) => {
      const { api, call } = typed(c.input);
      const { lines, error } = scenarioIssues(call);
      expect(lines).toEqual(c.issues);
      expect(error.message).toBe(`${api}: invalid scenario\n  ${c.issues.join('\n  ')}`);
    });
  }
  const jsonEntries = entries.filter(([, c]) => !c.notJson);
  if (jsonEntries.length > 0) {
    test.each(jsonEntries)('the command line: %s', async (_name, c) => {
      const r = await runText(c.text ?? JSON.stringify(c.input));
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`mathhammer: x.json: invalid scenario\n  ${c.issues.join('\n  ')}\n`);
      expect(r.code).toBe(2);
    });
  }
}

describe('the valid scenarios the cases start from', () => {
  test.each([
    ['Scrollhammer', sh()],
    ['MESBG', me()],
  ])('%s: evaluate(), the typed API and the command line give a result', async (_n, s) => {
    expect(evaluateJson(s).results.slain).toBeDefined();
    expect(typed(s).call()).toHaveProperty('slain');
    expect((await runText(JSON.stringify(s), ['--json'])).code).toBe(0);
  });
});

describe('missing fields', () => {
  doors({
    Strength: {
      input: sh({ strength: undefined }),
      issues: ['attackers[0].strength: missing; expected Strength 1..10'],
    },
    Toughness: {
      input: sh({}, { toughness: undefined }),
      issues: ['target.groups[0].toughness: missing; expected Toughness 1..10'],
    },
    'BS (without hitOn or autohit)': {
      input: sh({ bs: undefined }),
      issues: [
        'attackers[0].bs: missing; expected Ballistic Skill 1..10 (or hitOn 2..6, or the rule "autohit")',
      ],
    },
    'the MESBG target': {
      input: { ...me(), target: undefined },
      issues: [
        'target: missing; expected The target model: an object with "defence" (and "name", "wounds", "combat")',
      ],
    },
    'MESBG Defence and Shoot Value': {
      input: me({ shootValue: undefined }, { defence: undefined }),
      issues: [
        'attackers[0].shootValue: missing; expected Shoot Value: the roll needed, 2..6 (4 for 4+)',
        'target.defence: missing; expected Defence 1..10',
      ],
    },
    'the ruleset': {
      input: { ...sh(), ruleset: undefined },
      issues: [
        'ruleset: missing; expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "killteam"',
      ],
      untyped: true,
    },
  });
});

describe('unknown fields', () => {
  doors({
    'a misspelt field': {
      input: sh({}, { toughness: undefined, toughnes: 4 }),
      issues: [
        'target.groups[0].toughness: missing; expected Toughness 1..10',
        'target.groups[0].toughnes: unknown field "toughnes"; did you mean "toughness"?',
      ],
    },
    'another spelling': {
      input: sh({}, { FNP: 5 }),
      issues: ['target.groups[0].FNP: unknown field "FNP"; did you mean "feelNoPain"?'],
    },
    'a field of the other ruleset (bs in MESBG)': {
      input: me({ bs: 3 }),
      issues: ['attackers[0].bs: unknown field "bs"; did you mean "shootValue"?'],
    },
    'a field with no close name': {
      input: { ...me(), colour: 'red' },
      issues: [
        'colour: unknown field "colour"; the fields of a MESBG scenario are $schema, description, ruleset, phase, attackers, target, method, samples, seed',
      ],
    },
  });
});

describe('wrong types', () => {
  doors({
    'BS "3+"': {
      input: sh({ bs: '3+' }),
      issues: ['attackers[0].bs: expected a whole number 1..10, got "3+" (write 3 for 3+)'],
    },
    'models "10"': {
      input: sh({ models: '10' }),
      issues: [
        'attackers[0].models: expected a whole number 1..1000, got "10" (a number, not a string: drop the quotes)',
      ],
    },
    'save "4+"': {
      input: sh({}, { save: '4+' }),
      issues: ['target.groups[0].save: expected a whole number 2..6, got "4+" (write 4 for 4+)'],
    },
    'goneToGround "yes"': {
      input: { ...sh(), target: { groups: [{ toughness: 4 }], goneToGround: 'yes' } },
      issues: ['target.goneToGround: expected true or false, got "yes"'],
    },
    'attackers an object': {
      input: { ...sh(), attackers: {} },
      issues: ['attackers: expected a list of attacker groups, got an object'],
    },
    'the MESBG target an array': {
      input: { ...me(), target: [] },
      issues: ['target: expected a MESBG target (an object), got an array'],
    },
    'rules a string': {
      input: sh({ rules: 'blind' }),
      issues: ['attackers[0].rules: expected a list of rule names, got "blind"'],
    },
    'a null': {
      input: sh({}, { toughness: null }),
      issues: ['target.groups[0].toughness: expected a whole number 1..10, got null'],
    },
    NaN: {
      input: sh({ strength: Number.NaN }),
      issues: ['attackers[0].strength: expected a whole number 1..10, got NaN'],
      notJson: true,
    },
    Infinity: {
      input: sh({ ap: Number.POSITIVE_INFINITY }),
      issues: ['attackers[0].ap: expected a whole number 0..10, got Infinity'],
      notJson: true,
    },
    'the whole scenario a list': {
      input: [],
      issues: ['(scenario): expected a scenario object {"ruleset": ...}, got an array'],
      untyped: true,
    },
    'the whole scenario a string': {
      input: 'scenario',
      issues: ['(scenario): expected a scenario object {"ruleset": ...}, got "scenario"'],
      untyped: true,
    },
  });
});

describe('non-integers', () => {
  doors({
    'models 2.5': {
      input: sh({ models: 2.5 }),
      issues: ['attackers[0].models: expected a whole number 1..1000, got 2.5'],
    },
    'Strength 4.5': {
      input: sh({ strength: 4.5 }),
      issues: ['attackers[0].strength: expected a whole number 1..10, got 4.5'],
    },
    'Wounds 1.5': {
      input: sh({}, { wounds: 1.5 }),
      issues: ['target.groups[0].wounds: expected a whole number 1..100, got 1.5'],
    },
    'shots 1.5': {
      input: sh({ shots: 1.5 }),
      issues: [
        'attackers[0].shots: dice 1.5: a plain number must be a whole number from 0 to 1000',
      ],
    },
  });
});

describe('negative and zero counts', () => {
  doors({
    'attacking models 0': {
      input: sh({ models: 0 }),
      issues: ['attackers[0].models: expected 1..1000, got 0'],
    },
    'attacking models -1': {
      input: sh({ models: -1 }),
      issues: ['attackers[0].models: expected 1..1000, got -1'],
    },
    'target models 0': {
      input: sh({}, { models: 0 }),
      issues: ['target.groups[0].models: expected 1..1000, got 0'],
    },
    'Wounds 0': {
      input: sh({}, { wounds: 0 }),
      issues: ['target.groups[0].wounds: expected 1..100, got 0'],
    },
    'AP -1': {
      input: sh({ ap: -1 }),
      issues: ['attackers[0].ap: expected 0..10, got -1'],
    },
    'shots -1': {
      input: sh({ shots: -1 }),
      issues: ['attackers[0].shots: dice -1: a plain number must be a whole number from 0 to 1000'],
    },
    'MESBG models 0': {
      input: me({ models: 0 }),
      issues: ['attackers[0].models: expected 1..1000, got 0'],
    },
    'MESBG inTheWay -1': {
      input: me({ inTheWay: -1 }),
      issues: ['attackers[0].inTheWay: expected 0..10, got -1'],
    },
    'MESBG target Wounds 0': {
      input: me({}, { wounds: 0 }),
      issues: ['target.wounds: expected 1..100, got 0'],
    },
  });
});

describe('out-of-range characteristics', () => {
  doors({
    'BS 0': { input: sh({ bs: 0 }), issues: ['attackers[0].bs: expected 1..10, got 0'] },
    'BS 11': { input: sh({ bs: 11 }), issues: ['attackers[0].bs: expected 1..10, got 11'] },
    'hitOn 7': {
      input: sh({ bs: undefined, hitOn: 7 }),
      issues: ['attackers[0].hitOn: expected 2..6, got 7'],
    },
    'Strength 0': {
      input: sh({ strength: 0 }),
      issues: ['attackers[0].strength: expected 1..10, got 0'],
    },
    'Strength 11': {
      input: sh({ strength: 11 }),
      issues: ['attackers[0].strength: expected 1..10, got 11'],
    },
    'Toughness 0': {
      input: sh({}, { toughness: 0 }),
      issues: ['target.groups[0].toughness: expected 1..10, got 0'],
    },
    'Toughness 11': {
      input: sh({}, { toughness: 11 }),
      issues: ['target.groups[0].toughness: expected 1..10, got 11'],
    },
    'save 1': {
      input: sh({}, { save: 1 }),
      issues: ['target.groups[0].save: expected 2..6, got 1'],
    },
    'save 7': {
      input: sh({}, { save: 7 }),
      issues: ['target.groups[0].save: expected 2..6, got 7'],
    },
    'ward 7': {
      input: sh({}, { ward: 7 }),
      issues: ['target.groups[0].ward: expected 2..6, got 7'],
    },
    'Feel No Pain 1': {
      input: sh({}, { feelNoPain: 1 }),
      issues: ['target.groups[0].feelNoPain: expected 2..6, got 1'],
    },
    'cover 1': {
      input: { ...sh(), target: { groups: [{ toughness: 4 }], cover: 1 } },
      issues: ['target.cover: expected 2..6, got 1'],
    },
    'AP 11': { input: sh({ ap: 11 }), issues: ['attackers[0].ap: expected 0..10, got 11'] },
    'Shoot Value 1': {
      input: me({ shootValue: 1 }),
      issues: ['attackers[0].shootValue: expected 2..6, got 1'],
    },
    'Defence 0': {
      input: me({}, { defence: 0 }),
      issues: ['target.defence: expected 1..10, got 0'],
    },
    'Defence 11': {
      input: me({}, { defence: 11 }),
      issues: ['target.defence: expected 1..10, got 11'],
    },
    'MESBG Strength 11': {
      input: me({ strength: 11 }),
      issues: ['attackers[0].strength: expected 1..10, got 11'],
    },
    'models 1001': {
      input: sh({ models: 1001 }),
      issues: ['attackers[0].models: expected 1..1000, got 1001'],
    },
    'Wounds 101': {
      input: sh({}, { wounds: 101 }),
      issues: ['target.groups[0].wounds: expected 1..100, got 101'],
    },
  });
});

describe("bad dice notation (the dice parser's message, with the field)", () => {
  doors({
    '2D6++1': {
      input: sh({ shots: '2D6++1' }),
      issues: [
        'attackers[0].shots: dice "2D6++1": unexpected "+" at position 5; expected a number',
      ],
    },
    D0: {
      input: sh({ shots: 'D0' }),
      issues: ['attackers[0].shots: dice "D0": sides must be from 1 to 1000, got 0'],
    },
    '1001D6': {
      input: sh({ shots: '1001D6' }),
      issues: [
        'attackers[0].shots: dice "1001D6": the number of dice must be from 1 to 1000, got 1001',
      ],
    },
    'D3-2 (can be negative)': {
      input: sh({ shots: 'D3-2' }),
      issues: [
        'attackers[0].shots: dice "D3-2": the total can be as low as -1; a roll must never be negative',
      ],
    },
    empty: {
      input: sh({ shots: '' }),
      issues: [
        'attackers[0].shots: dice "": empty; expected dice notation like "D6", "2D3+1" or a whole number like "3"',
      ],
    },
    'trailing text (MESBG)': {
      input: me({ shots: 'D6 x' }),
      issues: [
        'attackers[0].shots: dice "D6 x": unexpected "x" at position 4; expected "+", "-" or the end',
      ],
    },
    'a boolean': {
      input: sh({ shots: true }),
      issues: [
        'attackers[0].shots: expected a whole number or dice notation such as "D6" or "2D3", got true',
      ],
    },
  });
});

describe('unknown rule names and rule parameters', () => {
  doors({
    'a misspelt rule': {
      input: sh({ rules: ['critcal-strike'] }),
      issues: [
        'attackers[0].rules[0]: unknown rule "critcal-strike"; did you mean "critical-strike"?',
      ],
    },
    'a rule with no close name': {
      input: sh({ rules: ['sniper'] }),
      issues: [
        `attackers[0].rules[0]: unknown rule "sniper"; the rules of attackers are ${SCROLLHAMMER_ATTACKER_RULES.join(', ')}`,
      ],
    },
    'a target rule on an attacker': {
      input: sh({ rules: ['eternal-warrior'] }),
      issues: [
        'attackers[0].rules[0]: "eternal-warrior" is a rule of target groups, not of attackers',
      ],
    },
    'a rule parameter out of range': {
      input: sh({}, { rules: [{ rule: 'feel-no-pain', on: 7 }] }),
      issues: ['target.groups[0].rules[0].on: expected 2..6, got 7'],
    },
    'an unknown rule parameter': {
      input: sh({}, { rules: [{ rule: 'feel-no-pain', roll: 6 }] }),
      issues: [
        'target.groups[0].rules[0].roll: unknown field "roll"; the fields of the rule feel-no-pain are rule, on',
      ],
    },
    'a parameter to a rule that takes none': {
      input: sh({ rules: [{ rule: 'blind', x: 1 }] }),
      issues: ['attackers[0].rules[0].x: unknown field "x"; the fields of the rule blind are rule'],
    },
    'a rule listed twice': {
      input: sh({ rules: ['blind', { rule: 'blind' }] }),
      issues: ['attackers[0].rules: the rule "blind" is listed twice'],
    },
    'a number for a rule': {
      input: sh({ rules: [42] }),
      issues: [
        'attackers[0].rules[0]: expected a rule name such as "critical-strike" or an object {"rule": ...}, got 42',
      ],
    },
  });
});

describe('samples and seeds', () => {
  doors({
    'samples 0': {
      input: me({}, {}, { method: 'monte-carlo', samples: 0 }),
      issues: ['samples: expected 1..1e9, got 0'],
    },
    'samples 1e12': {
      input: me({}, {}, { method: 'monte-carlo', samples: 1e12 }),
      issues: ['samples: expected 1..1e9, got 1000000000000'],
    },
    'samples 1.5': {
      input: me({}, {}, { samples: 1.5 }),
      issues: ['samples: expected a whole number 1..1e9, got 1.5'],
    },
    'seed 1.5': {
      input: me({}, {}, { seed: 1.5 }),
      issues: ['seed: expected a whole number 0..2^53-1, got 1.5'],
    },
    'seed -1': { input: me({}, {}, { seed: -1 }), issues: ['seed: expected 0..2^53-1, got -1'] },
    'seed 2^53': {
      input: me({}, {}, { seed: 2 ** 53 }),
      issues: ['seed: expected 0..2^53-1, got 9007199254740992'],
    },
    'seed "42"': {
      input: me({}, {}, { seed: '42' }),
      issues: [
        'seed: expected a whole number 0..2^53-1, got "42" (a number, not a string: drop the quotes)',
      ],
    },
  });

  test('the typed API accepts samples: 0 with the exact method (its type requires a number)', () => {
    const { ruleset: _r, ...s } = me({}, {}, { method: 'exact', samples: 0 });
    expect(() => evaluateMesbg(s as never)).not.toThrow();
    // ... but not with Monte Carlo, nor in a scenario file.
    expect(() => evaluateMesbg({ ...s, method: 'monte-carlo' } as never)).toThrow(
      'evaluateMesbg: invalid scenario\n  samples: expected 1..1e9, got 0',
    );
    expect(() => evaluateJson({ ...s, ruleset: 'mesbg' })).toThrow(
      'samples: expected 1..1e9, got 0',
    );
  });
});

describe('empty attacker and target lists', () => {
  doors({
    'no attackers': {
      input: { ...sh(), attackers: [] },
      issues: ['attackers: expected at least one attacker group, got none'],
    },
    'no target groups': {
      input: { ...sh(), target: { groups: [] } },
      issues: ['target.groups: expected at least one target group, got none'],
    },
    'no MESBG attackers': {
      input: { ...me(), attackers: [] },
      issues: ['attackers: expected at least one attacker group, got none'],
    },
  });
});

describe('hostile JSON', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  doors({
    '__proto__ at the top': {
      input: JSON.parse('{"ruleset":"mesbg","__proto__":{"polluted":true}}'),
      text: '{"ruleset":"mesbg","__proto__":{"polluted":true}}',
      issues: ['__proto__: forbidden field name "__proto__"'],
    },
    '__proto__ in an attacker': {
      input: JSON.parse(
        '{"ruleset":"mesbg","attackers":[{"shootValue":4,"strength":2,"__proto__":{"polluted":true}}],"target":{"defence":3}}',
      ),
      text: '{"ruleset":"mesbg","attackers":[{"shootValue":4,"strength":2,"__proto__":{"polluted":true}}],"target":{"defence":3}}',
      issues: ['attackers[0].__proto__: forbidden field name "__proto__"'],
    },
    constructor: {
      input: { ...me(), target: { defence: 3, constructor: { prototype: {} } } },
      issues: ['target.constructor: forbidden field name "constructor"'],
    },
    'nested 100,000 levels deep': {
      input: JSON.parse(`{"ruleset":"mesbg","description":${deep}}`),
      text: `{"ruleset":"mesbg","description":${deep}}`,
      issues: [`description${'[0]'.repeat(19)}: nested more than 20 levels deep (or circular)`],
    },
    'a string of 500,000 characters': {
      input: me({ name: 'x'.repeat(500_000) }),
      issues: ['attackers[0].name: string too long: 500000 characters, at most 10000'],
    },
    'a list of 20,000 values': {
      input: me({}, {}, { description: Array.from({ length: 20_000 }, () => 0) }),
      issues: ['description: too large: a list of 20000 values'],
    },
    '12,000 values in all': {
      input: me({}, {}, { description: Array.from({ length: 200 }, () => Array(60).fill(0)) }),
      issues: ['(scenario): too large: more than 10000 values (a scenario needs far fewer)'],
    },
    'a name over its limit': {
      input: sh({ name: 'x'.repeat(101) }),
      issues: [
        `attackers[0].name: expected a string of at most 100 characters, got "${'x'.repeat(57)}..."`,
      ],
    },
    'a Map': {
      input: me({}, {}, { description: new Map() }),
      issues: ['description: expected plain JSON data, got a Map'],
      notJson: true,
    },
    'a Date': {
      input: me({}, {}, { description: new Date(0) }),
      issues: ['description: expected plain JSON data, got a Date'],
      notJson: true,
    },
  });

  test('nothing reaches Object.prototype', async () => {
    const text =
      '{"ruleset":"mesbg","__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
    expect(() => evaluate(JSON.parse(text))).toThrow(ScenarioError);
    expect((await runText(text)).code).toBe(2);
    expect(({} as Json).polluted).toBeUndefined();
    expect(({} as Json).x).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  test('a circular object fails fast, it does not hang', () => {
    const s = me();
    (s.target as Json).self = s;
    const { lines } = scenarioIssues(() => evaluateJson(s));
    expect(lines[0]).toMatch(/nested more than 20 levels deep \(or circular\)$/);
  });

  test('the built command line refuses more than 1,000,000 bytes before parsing them', () => {
    const r = spawnCli(['run', '-'], JSON.stringify(me({ name: 'x'.repeat(1_000_001) })));
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'mathhammer: standard input is too large: more than 1,000,000 bytes (a scenario is a few hundred)\n',
    });
  });
});

describe('huge values: a clear error before any work starts', () => {
  const exactTooLarge = sh({ models: 1000, shots: '1000D6' }, { models: 1, wounds: 1 });
  const sampledTooLarge = sh(
    { models: 1000, shots: '1000D10+1000' },
    { models: 1000, wounds: 1 },
    { method: 'monte-carlo' },
  );
  const SAMPLED_MESSAGE =
    'a Monte Carlo run of 100000 samples needs about 7.5e+11 shots (about 7.5e+6 per simulated attack), more than the limit of 3e+9 (about a minute); use at most 399 samples';

  test('exact: TooLargeError, suggesting the Monte Carlo method, within a second', () => {
    const started = performance.now();
    expect(() => evaluateJson(exactTooLarge)).toThrow(TooLargeError);
    expect(() => evaluateJson(exactTooLarge)).toThrow(/monte.carlo/i);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('Monte Carlo: TooLargeError with the number of samples that fit, through every door', async () => {
    const started = performance.now();
    expect(() => evaluateJson(sampledTooLarge)).toThrow(new TooLargeError(SAMPLED_MESSAGE));
    expect(() => typed(sampledTooLarge).call()).toThrow(SAMPLED_MESSAGE);
    const r = await runText(JSON.stringify(sampledTooLarge));
    expect(r).toEqual({ code: 2, stdout: '', stderr: `mathhammer: ${SAMPLED_MESSAGE}\n` });
    expect(performance.now() - started).toBeLessThan(1000);
    // The samples it names fit: 1000 models x (1000 dice + 6500 shots) + 8 = 7,500,008 an attack.
    expect(Math.floor(MAX_SAMPLING_WORK / 7_500_008)).toBe(399);
    expect(() => checkSampleCount(399, 7_500_008, 'x')).not.toThrow();
    expect(() => checkSampleCount(400, 7_500_008, 'x')).toThrow(TooLargeError);
  });

  test('--samples on the command line is checked the same way', async () => {
    const r = await runText(JSON.stringify(sh({ models: 1000, shots: 'D6' })), [
      '--samples',
      '1e9',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^mathhammer: a Monte Carlo run of 1000000000 samples needs about .* use at most \d+ samples\n$/,
    );
  });
});

describe('the error classes', () => {
  test('every error thrown on purpose is a MathhammerError; scenario errors are InputErrors', () => {
    const { error } = scenarioIssues(() => evaluateJson(sh({ bs: 0 })));
    expect(error).toBeInstanceOf(InputError);
    expect(error).toBeInstanceOf(MathhammerError);
    expect(error.name).toBe('ScenarioError');
    expect(new DiceNotationError('x', 'shots', 'x')).toBeInstanceOf(InputError);
    expect(new TooLargeError('x')).toBeInstanceOf(MathhammerError);
  });

  test('a shot the rules forbid: InputError naming the field, exit code 2', async () => {
    const s = me({}, { combat: { defence: 4 } });
    const message =
      'target.combat: the target is Engaged in Combat with a friendly model, and attackers[0] ("Hunter Orcs") count as Good (their side is not given; set "side": "evil" for Evil models): Good models cannot make a shot if there would be any risk of hitting a friendly model (MESBG rulebook, Models In The Way; Shooting into a Combat)';
    expect(() => evaluateJson(s)).toThrow(new InputError(message, 'target.combat', undefined));
    const r = await runText(JSON.stringify(s));
    expect(r).toEqual({ code: 2, stdout: '', stderr: `mathhammer: ${message}\n` });
  });
});
