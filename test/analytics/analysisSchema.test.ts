/**
 * Analysis files: a scenario, or a scenario with `profiles` and `targets`. Parsed with the
 * scenario schema's own parts and messages; the JSON Schema agrees with parseAnalysis().
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analysisJsonSchema } from '../../src/analytics/analysisJsonSchema.js';
import { ScenarioError } from '../../src/errors.js';
import { isParsedAnalysis, parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { validates } from '../scenario/jsonSchemaCheck.js';

const bowmen = { name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] };
const draugr = { name: 'Draugr', points: 90, groups: [{ models: 5, toughness: 4, save: 4 }] };
const base = { ruleset: 'scrollhammer', profiles: [bowmen], targets: [draugr] };

function issues(input: unknown): string[] {
  try {
    parseAnalysis(input);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseAnalysis(input)', () => {
  test('a plain scenario is one profile and one target, with the scenario defaults', () => {
    const scenario = {
      ruleset: 'scrollhammer',
      attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
      target: { groups: [{ models: 5, toughness: 4 }] },
    };
    const a = parseAnalysis(scenario);
    const s = parseScenario(scenario);
    if (a.ruleset !== 'scrollhammer' || s.ruleset !== 'scrollhammer') throw new Error();
    expect(a.profiles).toEqual([{ name: 'Bowmen', attackers: s.attackers }]);
    expect(a.targets).toEqual([{ ...s.target, name: 'target 1' }]);
    expect(a).toMatchObject({ phase: 'shooting', allocation: 'rules', method: 'exact' });
  });

  test('profiles and targets keep their names and points; unnamed ones are numbered', () => {
    const a = parseAnalysis({
      ...base,
      profiles: [bowmen, { attackers: [{ bs: 3, strength: 4 }] }],
      targets: [draugr, { groups: [{ toughness: 3 }] }],
    });
    expect(a.profiles.map((p) => [p.name, p.points])).toEqual([
      ['Bowmen', 100],
      ['profile 2', undefined],
    ]);
    expect(a.targets.map((t) => [t.name, t.points])).toEqual([
      ['Draugr', 90],
      ['target 2', undefined],
    ]);
    expect('points' in a.profiles[1]!).toBe(false);
  });

  test('an unnamed profile takes its attackers’ names', () => {
    const a = parseAnalysis({
      ...base,
      profiles: [
        {
          attackers: [
            { name: 'A', bs: 3, strength: 3 },
            { name: 'B', bs: 3, strength: 4 },
          ],
        },
      ],
    });
    expect(a.profiles[0]!.name).toBe('A + B');
  });

  test('a single target may have points', () => {
    const { targets: _t, ...rest } = base;
    expect(parseAnalysis({ ...rest, target: draugr }).targets[0]!.points).toBe(90);
  });

  test('parsing a parsed analysis gives it back unchanged; only parsing marks it as parsed', () => {
    const a = parseAnalysis(base);
    expect(parseAnalysis(a)).toEqual(a);
    expect(isParsedAnalysis(a)).toBe(true);
    expect(isParsedAnalysis(JSON.parse(JSON.stringify(a)))).toBe(false);
  });

  test('MESBG profiles and targets', () => {
    const a = parseAnalysis({
      ruleset: 'mesbg',
      profiles: [
        { name: 'Orcs', points: 40, attackers: [{ models: 5, shootValue: 5, strength: 2 }] },
      ],
      targets: [{ name: 'Bilbo', points: 60, defence: 3, wounds: 2 }],
    });
    expect(a.targets[0]).toEqual({ name: 'Bilbo', points: 60, defence: 3, wounds: 2 });
  });

  test.each([
    [
      'attackers and profiles',
      { ...base, attackers: [{ bs: 3, strength: 3 }] },
      'profiles: give attackers or profiles, not both (profiles is a list of profiles, each with its own attackers)',
    ],
    [
      'neither attackers nor profiles',
      { ruleset: 'scrollhammer', targets: [draugr] },
      'profiles: missing; expected profiles (a list of profiles) or attackers',
    ],
    [
      'neither target nor targets',
      { ruleset: 'scrollhammer', profiles: [bowmen] },
      'targets: missing; expected targets (a list of targets) or target',
    ],
    [
      'points 0',
      { ...base, profiles: [{ ...bowmen, points: 0 }] },
      'profiles[0].points: expected a whole number of points 1..100000, got 0',
    ],
    [
      'fractional points',
      { ...base, targets: [{ ...draugr, points: 2.5 }] },
      'targets[0].points: expected a whole number of points 1..100000, got 2.5',
    ],
    [
      'a bad attacker',
      { ...base, profiles: [{ ...bowmen, attackers: [{ bs: 0, strength: 3 }] }] },
      'profiles[0].attackers[0].bs: expected 1..10, got 0',
    ],
    [
      'a bad target group',
      { ...base, targets: [{ ...draugr, groups: [{ toughness: 11 }] }] },
      'targets[0].groups[0].toughness: expected 1..10, got 11',
    ],
    [
      'a misspelt field',
      { ...base, profiles: [{ name: 'x', attacker: [] }] },
      'profiles[0].attacker: unknown field "attacker"; did you mean "attackers"?',
    ],
    [
      'a name used twice',
      { ...base, profiles: [bowmen, bowmen] },
      'profiles[1].name: the name "Bowmen" is also profiles[0]\'s; give each a name of its own',
    ],
    [
      'no profiles',
      { ...base, profiles: [] },
      'profiles: expected at least one of the profiles, got none',
    ],
    [
      'a MESBG field in a Scrollhammer target',
      { ...base, targets: [{ name: 'x', defence: 3, groups: [{ toughness: 3 }] }] },
      'targets[0].defence: unknown field "defence"; the fields of a target are',
    ],
  ])('%s is a ScenarioError naming the field', (_name, input, message) => {
    expect(issues(input).some((i) => i.startsWith(message))).toBe(true);
  });

  test('non-objects and hostile input are ScenarioErrors', () => {
    expect(() => parseAnalysis([])).toThrow(ScenarioError);
    expect(() => parseAnalysis(JSON.parse('{"__proto__": {}}'))).toThrow(/forbidden field name/);
  });
});

const committed = JSON.parse(
  readFileSync(new URL('../../schema/analysis.schema.json', import.meta.url), 'utf8'),
);
const schema = analysisJsonSchema() as Record<string, unknown>;
const exampleDir = new URL('../../examples/analytics/', import.meta.url);
const examples = readdirSync(exampleDir).filter((f) => f.endsWith('.json'));

describe('schema/analysis.schema.json', () => {
  test('the committed file is what the schema generates (regenerate: node scripts/build-schema.mjs)', () => {
    expect(committed).toEqual(schema);
  });

  test('is draft-07 with an $id and a title; every object forbids unknown fields', () => {
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: expect.stringMatching(/analysis\.schema\.json$/),
      title: 'mathhammer analysis',
    });
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      // A map by name (wh40k's pistols by bearer) declares its keys (propertyNames) and its
      // values' schema instead: any other object lists its fields.
      if (o.type === 'object' && o.propertyNames === undefined) {
        expect(o.additionalProperties, path).toBe(false);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
    };
    walk(schema, '#');
  });

  test.each(examples)('examples/analytics/%s is valid for both', (f) => {
    const json = JSON.parse(readFileSync(new URL(f, exampleDir), 'utf8'));
    expect(validates(schema, json)).toBe(true);
    expect(() => parseAnalysis(json)).not.toThrow();
  });

  test.each([
    [
      'a plain scenario',
      { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } },
      true,
    ],
    ['profiles and a target with points', { ...base, targets: undefined, target: draugr }, true],
    ['both attackers and profiles', { ...base, attackers: [{ bs: 3, strength: 3 }] }, false],
    ['both target and targets', { ...base, target: draugr }, false],
    ['no profiles or attackers', { ruleset: 'scrollhammer', targets: [draugr] }, false],
    ['no target or targets', { ruleset: 'scrollhammer', profiles: [bowmen] }, false],
    ['points 0', { ...base, profiles: [{ ...bowmen, points: 0 }] }, false],
    ['an unknown field in a profile', { ...base, profiles: [{ ...bowmen, cost: 3 }] }, false],
  ])('%s: the JSON Schema and parseAnalysis agree', (_name, input, valid) => {
    const json = JSON.parse(JSON.stringify(input));
    expect(validates(schema, json)).toBe(valid);
    let parsed = true;
    try {
      parseAnalysis(json);
    } catch {
      parsed = false;
    }
    expect(parsed).toBe(valid);
  });
});
