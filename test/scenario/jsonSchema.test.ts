import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scenarioJsonSchema } from '../../src/scenario/jsonSchema.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { validates } from './jsonSchemaCheck.js';

const committed = JSON.parse(
  readFileSync(new URL('../../schema/scenario.schema.json', import.meta.url), 'utf8'),
);
const schema = scenarioJsonSchema() as Record<string, unknown>;

const examples = new URL('../../examples/', import.meta.url);
const exampleFiles = readdirSync(examples).filter((f) => f.endsWith('.json'));
const fixtures = new URL('../fixtures/spec/', import.meta.url);
const fixtureScenarios = readdirSync(fixtures)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, fixtures), 'utf8')).scenario] as const);

describe('schema/scenario.schema.json', () => {
  test('the committed file is what the valibot schema generates (regenerate: node scripts/build-schema.mjs)', () => {
    expect(committed).toEqual(schema);
  });

  test('is draft-07 with an $id and a title', () => {
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: expect.stringMatching(/scenario\.schema\.json$/),
      title: 'mathhammer scenario',
    });
  });

  test('every object forbids unknown fields, as the runtime check does', () => {
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
});

describe('the JSON Schema agrees with parseScenario()', () => {
  test.each(exampleFiles)('examples/%s is valid for both', (f) => {
    const json = JSON.parse(readFileSync(new URL(f, examples), 'utf8'));
    expect(validates(schema, json)).toBe(true);
    expect(() => parseScenario(json)).not.toThrow();
  });

  test.each(fixtureScenarios)('spec example %s is valid for both', (_f, scenario) => {
    expect(validates(schema, scenario)).toBe(true);
  });

  const base = {
    ruleset: 'scrollhammer',
    attackers: [{ bs: 3, strength: 4 }],
    target: { groups: [{ toughness: 4 }] },
  };
  const mesbg = {
    ruleset: 'mesbg',
    attackers: [{ shootValue: 4, strength: 2 }],
    target: { defence: 3 },
  };
  test.each([
    ['no ruleset', { ...base, ruleset: undefined }],
    ['an unknown ruleset', { ...base, ruleset: 'warhammer' }],
    ['an unknown top-level field', { ...base, colour: 'red' }],
    ['toughness 0', { ...base, target: { groups: [{ toughness: 0 }] } }],
    ['a misspelt field', { ...base, target: { groups: [{ toughnes: 4 }] } }],
    [
      'an unknown rule',
      { ...base, attackers: [{ bs: 3, strength: 4, rules: ['critcal-strike'] }] },
    ],
    [
      'a target rule on an attacker',
      { ...base, attackers: [{ bs: 3, strength: 4, rules: ['ethereal'] }] },
    ],
    ['no bs, hitOn or autohit', { ...base, attackers: [{ strength: 4 }] }],
    ['both bs and hitOn', { ...base, attackers: [{ bs: 3, hitOn: 4, strength: 4 }] }],
    ['no attackers', { ...base, attackers: [] }],
    ['samples 0', { ...base, samples: 0 }],
    ['samples 1e12', { ...base, samples: 1e12 }],
    ['a fractional seed', { ...base, seed: 1.5 }],
    ['a bad dice string', { ...base, attackers: [{ bs: 3, strength: 4, shots: '2D6++1' }] }],
    ['an empty dice string', { ...base, attackers: [{ bs: 3, strength: 4, shots: '' }] }],
    [
      'a MESBG field in Scrollhammer',
      { ...base, attackers: [{ bs: 3, strength: 4, shootValue: 4 }] },
    ],
    ['Defence 11', { ...mesbg, target: { defence: 11 } }],
    [
      'obstruction wounds without defence',
      { ...mesbg, attackers: [{ shootValue: 4, strength: 2, obstructions: [{ wounds: 2 }] }] },
    ],
  ])('both reject %s', (_name, input) => {
    const clean = JSON.parse(JSON.stringify(input));
    expect(validates(schema, clean)).toBe(false);
    expect(() => parseScenario(clean)).toThrow();
  });

  test.each([
    ['hitOn instead of bs', { ...base, attackers: [{ hitOn: 4, strength: 4 }] }],
    ['autohit instead of bs', { ...base, attackers: [{ strength: 4, rules: ['autohit'] }] }],
    [
      'autohit as an object',
      { ...base, attackers: [{ strength: 4, rules: [{ rule: 'autohit' }] }] },
    ],
    ['feelNoPain true', { ...base, target: { groups: [{ toughness: 4, feelNoPain: true }] } }],
    [
      'a feel-no-pain rule object',
      { ...base, target: { groups: [{ toughness: 4, rules: [{ rule: 'feel-no-pain', on: 6 }] }] } },
    ],
    ['dice with spaces', { ...base, attackers: [{ bs: 3, strength: 4, shots: '2 d6 + 1' }] }],
    ['$schema and description', { ...mesbg, $schema: './x.json', description: 'Bard' }],
  ])('both accept %s', (_name, input) => {
    expect(validates(schema, input)).toBe(true);
    expect(() => parseScenario(input)).not.toThrow();
  });
});
