import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ScenarioError } from '../../src/errors.js';
import { SCENARIO_LIMITS } from '../../src/format/limits.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { issues } from '../helpers/scenarioIssues.js';
import { SPEC_MESBG, SPEC_SCROLLHAMMER } from './specExamples.js';

const sh = (attacker: object = {}, group: object = {}, rest: object = {}) => ({
  ruleset: 'scrollhammer',
  attackers: [{ bs: 3, strength: 4, ...attacker }],
  target: { groups: [{ toughness: 4, ...group }] },
  ...rest,
});
const me = (attacker: object = {}, target: object = {}, rest: object = {}) => ({
  ruleset: 'mesbg',
  attackers: [{ shootValue: 4, strength: 2, ...attacker }],
  target: { defence: 3, ...target },
  ...rest,
});

describe('parseScenario() accepts the format of the spec', () => {
  test('the spec Scrollhammer example, with every field given, comes back unchanged', () => {
    const s = parseScenario(SPEC_SCROLLHAMMER);
    expect(s).toEqual({ ...SPEC_SCROLLHAMMER, samples: 100_000 });
  });

  test('the spec MESBG example gets its defaults', () => {
    expect(parseScenario(SPEC_MESBG)).toEqual({
      ...SPEC_MESBG,
      attackers: [{ ...SPEC_MESBG.attackers[0], shots: 1, reroll: {} }],
      method: 'exact',
      samples: 100_000,
    });
  });

  test('every default of the spec is filled in (Scrollhammer)', () => {
    expect(
      parseScenario({
        ruleset: 'scrollhammer',
        attackers: [{ bs: 3, strength: 4 }],
        target: { groups: [{ toughness: 4 }] },
      }),
    ).toEqual({
      ruleset: 'scrollhammer',
      phase: 'shooting',
      attackers: [{ models: 1, bs: 3, shots: 1, strength: 4, ap: 0, rules: [], reroll: {} }],
      target: { groups: [{ models: 1, toughness: 4, wounds: 1, rules: [] }], goneToGround: false },
      allocation: 'rules',
      method: 'exact',
      samples: 100_000,
    });
  });

  test('optional fields without a default are absent, not undefined', () => {
    const s = parseScenario(sh({}, { save: undefined }, { seed: undefined }));
    expect(Object.keys(s)).not.toContain('seed');
    if (s.ruleset !== 'scrollhammer') throw new Error('ruleset');
    expect(Object.keys(s.target.groups[0]!)).not.toContain('save');
    expect(Object.keys(s.attackers[0]!)).not.toContain('hitOn');
  });

  test('a field set to undefined is read as left out, as in the JSON text of the scenario', () => {
    // JSON.stringify drops such fields: the library reads the scenario as the command line does.
    expect(parseScenario(sh({ models: undefined }))).toEqual(parseScenario(sh()));
    expect(issues(sh({ strength: undefined }))).toEqual([
      'attackers[0].strength: missing; expected Strength 1..10',
    ]);
    expect(issues(me({}, { defence: undefined }))).toEqual([
      'target.defence: missing; expected Defence 1..10',
    ]);
    // In a list, undefined is a value (JSON would write null): an error, not a gap.
    expect(issues(sh({ rules: [undefined] }))).toEqual([
      'attackers[0].rules[0]: expected a rule name such as "critical-strike" or an object {"rule": ...}, got undefined',
    ]);
  });

  test('the worked example files of the spec (test/fixtures/spec) are all valid', () => {
    const dir = new URL('../fixtures/spec/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const { scenario } = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      expect(() => parseScenario(scenario), f).not.toThrow();
    }
  });

  test('"$schema" and "description" are accepted and dropped', () => {
    const s = parseScenario({ ...SPEC_MESBG, $schema: './s.json', description: 'x' });
    expect(s).not.toHaveProperty('$schema');
    expect(s).not.toHaveProperty('description');
  });

  test('parsing is idempotent: a parsed scenario parses to itself', () => {
    for (const input of [SPEC_SCROLLHAMMER, SPEC_MESBG, sh({ rules: [{ rule: 'autohit' }] })]) {
      const once = parseScenario(input);
      expect(parseScenario(once)).toEqual(once);
    }
  });

  test('the input is not modified and shares no object with the result', () => {
    const input = structuredClone(SPEC_SCROLLHAMMER);
    const s = parseScenario(input);
    expect(input).toEqual(SPEC_SCROLLHAMMER);
    if (s.ruleset !== 'scrollhammer') throw new Error('ruleset');
    expect(s.attackers[0]).not.toBe(input.attackers[0]);
    expect(s.attackers[0]!.rules).not.toBe(input.attackers[0]!.rules);
    expect(s.target.groups[0]).not.toBe(input.target.groups[0]);
  });

  test('defaults are fresh objects: changing one result does not change the next', () => {
    const a = parseScenario(sh()) as unknown as {
      attackers: { rules: string[]; reroll: object }[];
    };
    a.attackers[0]!.rules.push('blind');
    const b = parseScenario(sh()) as unknown as { attackers: { rules: string[] }[] };
    expect(b.attackers[0]!.rules).toEqual([]);
  });
});

describe('parseScenario() normalises rules', () => {
  const group = (g: object) => {
    const s = parseScenario(sh({}, g));
    if (s.ruleset !== 'scrollhammer') throw new Error('ruleset');
    return s.target.groups[0]!;
  };

  test('feelNoPain: true is 5+ (spec: "`true` for 5+")', () => {
    expect(group({ feelNoPain: true }).feelNoPain).toBe(5);
  });

  test('feelNoPain: false is no Feel No Pain', () => {
    expect(group({ feelNoPain: false })).not.toHaveProperty('feelNoPain');
  });

  test('the rule "feel-no-pain" is the field: 5+ by default, or its "on"', () => {
    expect(group({ rules: ['feel-no-pain'] })).toMatchObject({ feelNoPain: 5, rules: [] });
    expect(group({ rules: [{ rule: 'feel-no-pain', on: 6 }] })).toMatchObject({
      feelNoPain: 6,
      rules: [],
    });
    expect(group({ rules: [{ rule: 'feel-no-pain' }] }).feelNoPain).toBe(5);
  });

  test('the field and the rule may both be given when they agree', () => {
    expect(group({ feelNoPain: 6, rules: [{ rule: 'feel-no-pain', on: 6 }] }).feelNoPain).toBe(6);
  });

  test('rule objects without parameters become names', () => {
    const s = parseScenario(sh({ rules: [{ rule: 'fleshbane' }, 'magical'] }));
    if (s.ruleset !== 'scrollhammer') throw new Error('expected a Scrollhammer scenario');
    expect(s.attackers[0]).toMatchObject({ rules: ['fleshbane', 'magical'] });
    expect(group({ rules: [{ rule: 'eternal-warrior' }] }).rules).toEqual(['eternal-warrior']);
  });

  test('bs may be left out with hitOn or autohit', () => {
    expect(() => parseScenario(sh({ bs: undefined, hitOn: 4 }))).not.toThrow();
    expect(() => parseScenario(sh({ bs: undefined, rules: ['autohit'] }))).not.toThrow();
    expect(() => parseScenario(sh({ bs: undefined, rules: [{ rule: 'autohit' }] }))).not.toThrow();
  });
});

describe('parseScenario() rejects bad input with the path, the value and what is allowed', () => {
  test('the message of the issue: target.groups[0].toughness: expected 1..10, got 0', () => {
    expect(() => parseScenario(sh({}, { toughness: 0 }))).toThrow(
      'invalid scenario\n  target.groups[0].toughness: expected 1..10, got 0',
    );
  });

  test('the error carries the field of the first issue, the value and the source', () => {
    const input = sh({}, { toughness: 0 });
    try {
      parseScenario(input, 'draugr.json');
      expect.unreachable();
    } catch (e) {
      const err = e as ScenarioError;
      expect(err.field).toBe('target.groups[0].toughness');
      expect(err.value).toBe(input);
      expect(err.message.startsWith('draugr.json: invalid scenario')).toBe(true);
    }
  });

  test.each([
    ['bs', sh({ bs: 0 }), 'attackers[0].bs: expected 1..10, got 0'],
    ['bs', sh({ bs: 11 }), 'attackers[0].bs: expected 1..10, got 11'],
    ['hitOn', sh({ bs: undefined, hitOn: 1 }), 'attackers[0].hitOn: expected 2..6, got 1'],
    ['hitOn', sh({ bs: undefined, hitOn: 7 }), 'attackers[0].hitOn: expected 2..6, got 7'],
    ['strength', sh({ strength: 0 }), 'attackers[0].strength: expected 1..10, got 0'],
    ['strength', sh({ strength: 11 }), 'attackers[0].strength: expected 1..10, got 11'],
    ['ap', sh({ ap: -1 }), 'attackers[0].ap: expected 0..10, got -1'],
    ['ap', sh({ ap: 11 }), 'attackers[0].ap: expected 0..10, got 11'],
    ['models', sh({ models: 0 }), 'attackers[0].models: expected 1..1000, got 0'],
    ['models', sh({ models: -3 }), 'attackers[0].models: expected 1..1000, got -3'],
    ['models', sh({ models: 1e6 }), 'attackers[0].models: expected 1..1000, got 1000000'],
    ['toughness', sh({}, { toughness: 11 }), 'target.groups[0].toughness: expected 1..10, got 11'],
    ['wounds', sh({}, { wounds: 0 }), 'target.groups[0].wounds: expected 1..100, got 0'],
    ['wounds', sh({}, { wounds: 101 }), 'target.groups[0].wounds: expected 1..100, got 101'],
    ['save', sh({}, { save: 1 }), 'target.groups[0].save: expected 2..6, got 1'],
    ['save', sh({}, { save: 7 }), 'target.groups[0].save: expected 2..6, got 7'],
    ['ward', sh({}, { ward: 7 }), 'target.groups[0].ward: expected 2..6, got 7'],
    ['feelNoPain', sh({}, { feelNoPain: 1 }), 'target.groups[0].feelNoPain: expected 2..6, got 1'],
    [
      'cover',
      { ...sh(), target: { groups: [{ toughness: 4 }], cover: 1 } },
      'target.cover: expected 2..6, got 1',
    ],
    [
      'group models',
      sh({}, { models: 1001 }),
      'target.groups[0].models: expected 1..1000, got 1001',
    ],
    ['shootValue', me({ shootValue: 1 }), 'attackers[0].shootValue: expected 2..6, got 1'],
    ['shootValue', me({ shootValue: 7 }), 'attackers[0].shootValue: expected 2..6, got 7'],
    ['MESBG strength', me({ strength: 0 }), 'attackers[0].strength: expected 1..10, got 0'],
    ['defence', me({}, { defence: 0 }), 'target.defence: expected 1..10, got 0'],
    ['defence', me({}, { defence: 11 }), 'target.defence: expected 1..10, got 11'],
    ['inTheWay', me({ inTheWay: -1 }), 'attackers[0].inTheWay: expected 0..10, got -1'],
    ['inTheWay', me({ inTheWay: 11 }), 'attackers[0].inTheWay: expected 0..10, got 11'],
    ['MESBG wounds', me({}, { wounds: 0 }), 'target.wounds: expected 1..100, got 0'],
    ['samples 0', me({}, {}, { samples: 0 }), 'samples: expected 1..1e9, got 0'],
    ['samples 1e12', me({}, {}, { samples: 1e12 }), 'samples: expected 1..1e9, got 1000000000000'],
    ['seed < 0', me({}, {}, { seed: -1 }), 'seed: expected 0..2^53-1, got -1'],
    ['seed 2^53', me({}, {}, { seed: 2 ** 53 }), 'seed: expected 0..2^53-1, got 9007199254740992'],
  ])('out of range: %s', (_name, input, expected) => {
    expect(issues(input)).toEqual([expected]);
  });

  test.each([
    [
      'a fraction',
      sh({ models: 2.5 }),
      'attackers[0].models: expected a whole number 1..1000, got 2.5',
    ],
    [
      'a fractional seed',
      me({}, {}, { seed: 1.5 }),
      'seed: expected a whole number 0..2^53-1, got 1.5',
    ],
    [
      'NaN',
      sh({ strength: Number.NaN }),
      'attackers[0].strength: expected a whole number 1..10, got NaN',
    ],
    [
      'Infinity',
      sh({ ap: Number.POSITIVE_INFINITY }),
      'attackers[0].ap: expected a whole number 0..10, got Infinity',
    ],
    [
      'a string "4+"',
      sh({}, { save: '4+' }),
      'target.groups[0].save: expected a whole number 2..6, got "4+" (write 4 for 4+)',
    ],
    [
      'a numeric string',
      sh({ strength: '4' }),
      'attackers[0].strength: expected a whole number 1..10, got "4" (a number, not a string: drop the quotes)',
    ],
    [
      'null',
      sh({}, { toughness: null }),
      'target.groups[0].toughness: expected a whole number 1..10, got null',
    ],
    [
      'feelNoPain "yes"',
      sh({}, { feelNoPain: 'yes' }),
      'target.groups[0].feelNoPain: expected true (5+) or the roll needed 2..6, got "yes"',
    ],
    ['a boolean', me({ moved: 'yes' }), 'attackers[0].moved: expected true or false, got "yes"'],
    [
      'an array',
      sh({}, { save: [4] }),
      'target.groups[0].save: expected a whole number 2..6, got an array',
    ],
    [
      'an object',
      sh({ name: {} }),
      'attackers[0].name: expected a string of at most 100 characters, got an object',
    ],
    [
      'attackers not a list',
      { ...sh(), attackers: {} },
      'attackers: expected a list of attacker groups, got an object',
    ],
    [
      'target an array',
      { ...me(), target: [] },
      'target: expected a MESBG target (an object), got an array',
    ],
    [
      'target a string',
      { ...me(), target: 'Bilbo' },
      'target: expected a MESBG target (an object), got "Bilbo"',
    ],
    [
      'reroll',
      sh({ reroll: 'ones' }),
      'attackers[0].reroll: expected a re-roll {"hit", "wound"} (an object), got "ones"',
    ],
  ])('wrong type: %s', (_name, input, expected) => {
    expect(issues(input)).toEqual([expected]);
  });

  test('missing required fields say what they should hold', () => {
    expect(
      issues({ ruleset: 'scrollhammer', attackers: [{ bs: 3 }], target: { groups: [{}] } }),
    ).toEqual([
      'attackers[0].strength: missing; expected Strength 1..10',
      'target.groups[0].toughness: missing; expected Toughness 1..10',
    ]);
    expect(issues({ ruleset: 'mesbg', attackers: [{}] })).toEqual([
      'attackers[0].shootValue: missing; expected Shoot Value: the roll needed, 2..6 (4 for 4+)',
      'attackers[0].strength: missing; expected Strength 1..10',
      'target: missing; expected The target model: an object with "defence" (and "name", "wounds", "combat")',
    ]);
  });

  test('bs is required unless hitOn or autohit, and not both bs and hitOn', () => {
    expect(issues(sh({ bs: undefined }))).toEqual([
      'attackers[0].bs: missing; expected Ballistic Skill 1..10 (or hitOn 2..6, or the rule "autohit")',
    ]);
    expect(issues(sh({ hitOn: 4 }))).toEqual([
      'attackers[0].hitOn: give bs or hitOn, not both (hitOn is the roll needed, used instead of bs)',
    ]);
  });

  test('ruleset is required, and a misspelt one gets a suggestion', () => {
    expect(issues({ attackers: [] })).toEqual([
      'ruleset: missing; expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "killteam"',
    ]);
    expect(issues({ ...me(), ruleset: 'MESGB' })).toEqual([
      'ruleset: expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "killteam", got "MESGB" (did you mean "mesbg"?)',
    ]);
    expect(issues({ ...me(), ruleset: 'warhammer' })).toEqual([
      'ruleset: expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "killteam", got "warhammer"',
    ]);
  });

  test('empty attacker and target lists', () => {
    expect(issues({ ...sh(), attackers: [] })).toEqual([
      'attackers: expected at least one attacker group, got none',
    ]);
    expect(issues({ ...sh(), target: { groups: [] } })).toEqual([
      'target.groups: expected at least one target group, got none',
    ]);
  });

  test('too many attacker groups', () => {
    const attackers = Array.from({ length: SCENARIO_LIMITS.attackerGroups + 1 }, () => ({
      shootValue: 4,
      strength: 2,
    }));
    expect(issues({ ...me(), attackers })).toEqual([
      'attackers: expected at most 50 attacker groups, got 51',
    ]);
  });

  test('picklists suggest the closest value', () => {
    expect(issues({ ...sh(), method: 'montecarlo' })).toEqual([
      'method: expected "exact" or "monte-carlo", got "montecarlo" (did you mean "monte-carlo"?)',
    ]);
    expect(issues({ ...sh(), phase: 'combat' })).toEqual([
      'phase: expected "shooting" or "close-combat", got "combat" (did you mean "close-combat"?)',
    ]);
    expect(issues({ ...sh(), allocation: 'sequencial' })).toEqual([
      'allocation: expected "rules" or "sequential", got "sequencial" (did you mean "sequential"?)',
    ]);
    expect(issues(sh({ reroll: { hit: 'one' } }))).toEqual([
      'attackers[0].reroll.hit: expected "ones" or "failed", got "one" (did you mean "ones"?)',
    ]);
  });

  test('dice notation is checked by the dice parser, naming the field', () => {
    const [issue] = issues(sh({ shots: '2D6++1' }));
    expect(issue).toMatch(/^attackers\[0\]\.shots: dice "2D6\+\+1": /);
    expect(issues(sh({ shots: 'lots' }))[0]).toMatch(/^attackers\[0\]\.shots: dice "lots": /);
    expect(issues(sh({ shots: 1.5 }))[0]).toMatch(/^attackers\[0\]\.shots: dice 1\.5: /);
    expect(issues(sh({ shots: true }))).toEqual([
      'attackers[0].shots: expected a whole number or dice notation such as "D6" or "2D3", got true',
    ]);
    for (const ok of ['D6', 'd3', '2D6', 'D6+1', '2 d3', '3', 4]) {
      expect(() => parseScenario(sh({ shots: ok })), String(ok)).not.toThrow();
    }
  });
});

describe('MESBG extensions: side, obstructions, target.combat', () => {
  test('they are accepted, with defaults where the contract has them', () => {
    const s = parseScenario(
      me(
        {
          side: 'evil',
          obstructions: [{}, { name: 'Bain', defence: 5, friendly: true }],
        },
        { combat: { name: 'Hunter Orc', defence: 5 } },
      ),
    );
    expect(s).toMatchObject({
      attackers: [
        {
          side: 'evil',
          inTheWay: 0,
          obstructions: [{}, { name: 'Bain', defence: 5, friendly: true }],
        },
      ],
      target: { combat: { name: 'Hunter Orc', defence: 5, wounds: 1 } },
    });
  });

  test('their values are checked', () => {
    expect(
      issues(
        me(
          { side: 'neutral', obstructions: [{ defence: 11 }, { wounds: 2 }, { friendly: true }] },
          { combat: { defence: 0 } },
        ),
      ),
    ).toEqual([
      'attackers[0].side: expected "good" or "evil", got "neutral"',
      'attackers[0].obstructions[0].defence: expected 1..10, got 11',
      'attackers[0].obstructions[1].wounds: wounds is for a model In The Way: give its defence too (without defence it is terrain)',
      'attackers[0].obstructions[2].friendly: a friendly model In The Way needs its defence',
      'target.combat.defence: expected 1..10, got 0',
    ]);
    expect(issues(me({ inTheWay: 1, obstructions: [{}, {}] }))).toEqual([
      'attackers[0].inTheWay: with obstructions, inTheWay must be left out (0) or equal to the number of obstructions',
    ]);
    expect(() => parseScenario(me({ inTheWay: 2, obstructions: [{}, {}] }))).not.toThrow();
  });
});

describe('unknown fields and rules: an error with a suggestion', () => {
  test('a misspelt field', () => {
    expect(issues(sh({}, { toughnes: 4, toughness: 4 }))).toEqual([
      'target.groups[0].toughnes: unknown field "toughnes"; did you mean "toughness"?',
    ]);
  });

  test('another spelling of a field', () => {
    expect(issues(sh({}, { feel_no_pain: 5 }))).toEqual([
      'target.groups[0].feel_no_pain: unknown field "feel_no_pain"; did you mean "feelNoPain"?',
    ]);
    expect(issues(sh({}, { FNP: 5 }))).toEqual([
      'target.groups[0].FNP: unknown field "FNP"; did you mean "feelNoPain"?',
    ]);
  });

  test('a field of the other ruleset', () => {
    expect(issues(me({ bs: 3 }))).toEqual([
      'attackers[0].bs: unknown field "bs"; did you mean "shootValue"?',
    ]);
    expect(issues(me({}, { toughness: 3 }))).toEqual([
      'target.toughness: unknown field "toughness"; did you mean "defence"?',
    ]);
  });

  test('a field with no close name lists the fields allowed', () => {
    expect(issues(me({}, { colour: 'red' }))).toEqual([
      'target.colour: unknown field "colour"; the fields of a MESBG target are name, defence, wounds, combat',
    ]);
  });

  test('odd field names are quoted in the path', () => {
    expect(issues(me({}, { 'my field': 1 }))[0]).toMatch(/^target\["my field"\]: unknown field/);
  });

  test('a misspelt rule', () => {
    expect(issues(sh({ rules: ['critcal-strike'] }))).toEqual([
      'attackers[0].rules[0]: unknown rule "critcal-strike"; did you mean "critical-strike"?',
    ]);
    expect(issues(sh({ rules: ['Critical Strike'] }))).toEqual([
      'attackers[0].rules[0]: unknown rule "Critical Strike"; did you mean "critical-strike"?',
    ]);
  });

  test('a rule with no close name lists the rules allowed', () => {
    expect(issues(sh({ rules: ['poisoned-attacks'] }))).toEqual([
      'attackers[0].rules[0]: unknown rule "poisoned-attacks"; the rules of attackers are critical-strike, blind, autohit, fleshbane, magical, blast, large-blast, barrage, backfire, absorb-health, absorb-magicka, furious-charge, frenzy',
    ]);
  });

  test('a target rule on an attacker, and the other way round', () => {
    expect(issues(sh({ rules: ['eternal-warrior'] }))).toEqual([
      'attackers[0].rules[0]: "eternal-warrior" is a rule of target groups, not of attackers',
    ]);
    expect(issues(sh({}, { rules: ['fleshbane'] }))).toEqual([
      'target.groups[0].rules[0]: "fleshbane" is a rule of attackers, not of target groups',
    ]);
  });

  test('rule objects: unknown rule, unknown parameter, bad parameter', () => {
    expect(issues(sh({}, { rules: [{ rule: 'feel-no-pian', on: 6 }] }))).toEqual([
      'target.groups[0].rules[0].rule: unknown rule "feel-no-pian"; did you mean "feel-no-pain"?',
    ]);
    expect(issues(sh({}, { rules: [{ rule: 'feel-no-pain', roll: 6 }] }))).toEqual([
      'target.groups[0].rules[0].roll: unknown field "roll"; the fields of the rule feel-no-pain are rule, on',
    ]);
    expect(issues(sh({}, { rules: [{ rule: 'feel-no-pain', on: 7 }] }))).toEqual([
      'target.groups[0].rules[0].on: expected 2..6, got 7',
    ]);
    expect(issues(sh({ rules: [{ rule: 'blind', on: 6 }] }))).toEqual([
      'attackers[0].rules[0].on: unknown field "on"; the fields of the rule blind are rule',
    ]);
    expect(issues(sh({ rules: [{ name: 'blind' }] }))).toEqual([
      'attackers[0].rules[0].rule: missing; expected a rule name: critical-strike, blind, autohit, fleshbane, magical, blast, large-blast, barrage, backfire, absorb-health, absorb-magicka, furious-charge, frenzy',
    ]);
    expect(issues(sh({ rules: [7] }))).toEqual([
      'attackers[0].rules[0]: expected a rule name such as "critical-strike" or an object {"rule": ...}, got 7',
    ]);
  });

  test('a rule listed twice', () => {
    expect(issues(sh({ rules: ['blind', { rule: 'blind' }] }))).toEqual([
      'attackers[0].rules: the rule "blind" is listed twice',
    ]);
  });

  test('feelNoPain and the rule feel-no-pain disagreeing', () => {
    expect(issues(sh({}, { feelNoPain: 5, rules: [{ rule: 'feel-no-pain', on: 6 }] }))).toEqual([
      'target.groups[0].feelNoPain: feelNoPain and the rule "feel-no-pain" disagree; give one of them',
    ]);
  });

  test('every problem is listed, in the order of the format', () => {
    expect(
      issues({
        ruleset: 'scrollhammer',
        attackers: [{ bs: '3+', strength: 11, rules: ['critcal-strike'] }],
        target: { groups: [{ toughness: 0, save: 7 }] },
        method: 'montecarlo',
      }),
    ).toEqual([
      'attackers[0].bs: expected a whole number 1..10, got "3+" (write 3 for 3+)',
      'attackers[0].strength: expected 1..10, got 11',
      'attackers[0].rules[0]: unknown rule "critcal-strike"; did you mean "critical-strike"?',
      'target.groups[0].toughness: expected 1..10, got 0',
      'target.groups[0].save: expected 2..6, got 7',
      'method: expected "exact" or "monte-carlo", got "montecarlo" (did you mean "monte-carlo"?)',
    ]);
  });

  test('at most 20 issues are listed, then a count', () => {
    const attackers = Array.from({ length: 30 }, () => ({ shootValue: 9, strength: 2 }));
    const list = issues({ ...me(), attackers });
    expect(list).toHaveLength(21);
    expect(list[20]).toBe(': ... and 10 more problems');
  });
});

describe('hostile input fails fast with a ScenarioError', () => {
  test('the whole scenario must be an object', () => {
    for (const [input, shown] of [
      [null, 'null'],
      [undefined, 'undefined'],
      [42, '42'],
      ['{"ruleset":"mesbg"}', '"{\\"ruleset\\":\\"mesbg\\"}"'],
      [[SPEC_MESBG], 'an array'],
    ] as const) {
      expect(issues(input)).toEqual([
        `: expected a scenario object {"ruleset": ...}, got ${shown}`,
      ]);
    }
  });

  test('__proto__ from JSON.parse is rejected, and pollutes nothing', () => {
    const input = JSON.parse(
      '{"ruleset":"mesbg","attackers":[{"shootValue":4,"strength":2,"__proto__":{"polluted":true}}],"target":{"defence":3}}',
    );
    expect(issues(input)).toEqual(['attackers[0].__proto__: forbidden field name "__proto__"']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  test('constructor and prototype keys are rejected', () => {
    expect(issues({ ...SPEC_MESBG, constructor: { prototype: { x: 1 } } })).toEqual([
      'constructor: forbidden field name "constructor"',
    ]);
    expect(issues(me({}, { prototype: 1 }))).toEqual([
      'target.prototype: forbidden field name "prototype"',
    ]);
  });

  test('deep nesting (a million levels) fails at depth 20, fast, without a stack overflow', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1_000_000; i++) deep = { a: deep };
    const t0 = performance.now();
    const [issue] = issues({ ...SPEC_MESBG, target: deep });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(issue).toMatch(/^target(\.a)+: nested more than 20 levels deep \(or circular\)$/);
    let arrays = '1';
    for (let i = 0; i < 100_000; i++) arrays = `[${arrays}]`;
    expect(issues(JSON.parse(arrays))[0]).toMatch(/nested more than 20 levels deep/);
  });

  test('a circular object fails, it does not hang', () => {
    const target: Record<string, unknown> = { defence: 3 };
    target.self = target;
    expect(issues({ ...SPEC_MESBG, target })[0]).toMatch(
      /^target(\.self)+: nested more than 20 levels/,
    );
  });

  test('very long strings fail before any schema check', () => {
    const long = 'x'.repeat(10_000_000);
    const t0 = performance.now();
    expect(issues(me({ name: long }))).toEqual([
      'attackers[0].name: string too long: 10000000 characters, at most 10000',
    ]);
    expect(issues(me({ [long]: 1 }))).toEqual([
      'attackers[0]: field name too long: 10000000 characters',
    ]);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  test('a name within the string limit but over the name limit', () => {
    expect(issues(me({ name: 'x'.repeat(101) }))[0]).toMatch(
      /^attackers\[0\]\.name: expected a string of at most 100 characters, got "x+\.\.\."$/,
    );
  });

  test('very many values fail before any schema check', () => {
    const attackers = Array.from({ length: 20_000 }, () => 1);
    expect(issues({ ...SPEC_MESBG, attackers })).toEqual([
      'attackers: too large: a list of 20000 values',
    ]);
    const half = () => Array.from({ length: 6000 }, () => 1);
    expect(issues({ ...SPEC_MESBG, attackers: [half(), half()] })).toEqual([
      ': too large: more than 10000 values (a scenario needs far fewer)',
    ]);
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    expect(issues({ ...SPEC_MESBG, target: wide })).toEqual(['target: too large: 20000 fields']);
  });

  test('values JSON cannot hold are rejected', () => {
    expect(issues(me({}, { defence: new Date() }))).toEqual([
      'target.defence: expected plain JSON data, got a Date',
    ]);
    expect(issues({ ...SPEC_MESBG, attackers: new Float64Array(5) })).toEqual([
      'attackers: expected plain JSON data, got a Float64Array',
    ]);
    expect(issues(me({ strength: 10n }))).toEqual([
      'attackers[0].strength: expected a whole number 1..10, got 10n',
    ]);
    expect(issues(me({ name: Symbol('x') }))[0]).toMatch(
      /^attackers\[0\]\.name: expected a string/,
    );
  });

  test('an object with a null prototype is accepted', () => {
    const target = Object.assign(Object.create(null) as object, { defence: 3 });
    expect(() => parseScenario({ ...SPEC_MESBG, target })).not.toThrow();
  });
});
