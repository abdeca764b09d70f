/**
 * schema/shooting.schema.json: generated from the valibot schema, draft-07, strict objects, and
 * it agrees with parseShootingAnalysis on the documentation's example and on bad files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { shootingJsonSchema } from '../../src/armyTurn/jsonSchema.js';
import { parseShootingAnalysis } from '../../src/armyTurn/schema.js';
import { validates } from '../scenario/jsonSchemaCheck.js';

const committed = JSON.parse(
  readFileSync(new URL('../../schema/shooting.schema.json', import.meta.url), 'utf8'),
);
const schema = shootingJsonSchema() as Record<string, unknown>;
const page = readFileSync(new URL('../../docs/army-turn.md', import.meta.url), 'utf8');
const example = JSON.parse(
  page.split('## A worked example')[1]!.split('```json')[1]!.split('```')[0]!,
);

describe('schema/shooting.schema.json', () => {
  test('the committed file is what the schema generates (regenerate: node scripts/build-schema.mjs)', () => {
    expect(committed).toEqual(schema);
  });

  test('is draft-07 with an $id and a title; every object forbids unknown fields (a record types its values)', () => {
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: expect.stringMatching(/shooting\.schema\.json$/),
      title: 'mathhammer shooting analysis',
    });
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      if (o.type === 'object') {
        const extra = o.additionalProperties;
        expect(extra === false || (typeof extra === 'object' && extra !== null), path).toBe(true);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
    };
    walk(schema, '#');
  });

  test.each([
    ['the worked example of docs/army-turn.md', example, true],
    ['an objective of the aos4 kind', { ...example, objective: { atLeast: 100 } }, true],
    ['an unknown field', { ...example, shooter: [] }, false],
    ['no shooters', { ...example, shooters: [] }, false],
    ['a bad method', { ...example, method: 'fast' }, false],
    ['a target without a name', { ...example, targets: [{ toughness: 4 }] }, false],
  ])('%s: the JSON Schema and parseShootingAnalysis agree', (_what, json, valid) => {
    expect(validates(schema, json)).toBe(valid);
    if (valid) expect(() => parseShootingAnalysis(json)).not.toThrow();
    else expect(() => parseShootingAnalysis(json)).toThrow();
  });
});
