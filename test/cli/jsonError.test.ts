import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { describeJsonError, jsonErrorOffset } from '../../src/text/jsonError.js';
import { fakeCli } from '../helpers/fakeCli.js';

describe('jsonErrorOffset(text)', () => {
  test.each([
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ['[1, 2', 5],
    ['[1 2]', 3],
    ['{', 1],
    ['', 0],
    ['"abc', 0],
    ['01', 1],
    ['{"a": tru}', 6],
    ['{} x', 3],
    ["{'a': 1}", 1],
    ['[1,]', 3],
    ['{"a": 1}}', 8],
  ])('%j fails at %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  test('JSON (property): undefined whenever JSON.parse succeeds', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), fc.constantFrom('', ' ', '\n\t'), (text, pad) => {
        expect(jsonErrorOffset(pad + text + pad)).toBeUndefined();
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  test('not JSON (property): an offset whenever JSON.parse fails, and never otherwise', () => {
    const mutated = fc
      .tuple(
        fc.json({ maxDepth: 3 }),
        fc.nat(),
        fc.constantFrom('', ',', '}', ']', '{', '"', ':', 'x', '1', ' '),
      )
      .map(([text, at, insert]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + (insert === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(mutated, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const at = jsonErrorOffset(text);
        expect(at === undefined).toBe(valid);
        if (at !== undefined) expect(at).toBeLessThanOrEqual(text.length);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  test('deep nesting does not overflow the stack', () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(jsonErrorOffset(deep)).toBeUndefined();
    expect(jsonErrorOffset(`${deep}]`)).toBe(2_000_000);
  });
});

describe('describeJsonError(text)', () => {
  test('line, column and what is there', () => {
    expect(describeJsonError('{\n  "ruleset": "mesbg",\n  "attackers": [\n}\n')).toBe(
      'line 4, column 1: unexpected "}"',
    );
    expect(describeJsonError('{"a": [1, 2')).toBe('line 1, column 12: unexpected end of file');
    expect(describeJsonError('{"a": 1}')).toBeUndefined();
  });
});

describe('every command that reads JSON refuses a field given twice, with its place', () => {
  // The second "name" is at line 3, column 3 (after the two spaces of the indent).
  const analysis = `{"ruleset": "scrollhammer",
  "attackers": [{"name": "Bowmen", "bs": 3, "strength": 4}],
  "name": "twice", "name": "again",
  "targets": [{"name": "Draugr", "groups": [{"toughness": 4}]}]}`;
  const where = 'a.json: line 3, column 20: the field "name" is given twice in the same object';

  test.each([
    [['compare', 'a.json']],
    [['matrix', 'a.json']],
    [['sweep', 'a.json', '--toughness', '3..5']],
    [['turns', 'a.json', '--turns', '2']],
  ])('%j', async (args) => {
    const r = await fakeCli(args, { files: { 'a.json': analysis } });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(where);
  });

  test('a scenario given to an analytics command, nested', async () => {
    const scenario =
      '{"ruleset":"scrollhammer","attackers":[{"bs":3,"bs":4,"strength":4}],\n"target":{"groups":[{"toughness":4}]}}';
    const r = await fakeCli(['compare', 's.json'], { files: { 's.json': scenario } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('s.json: line 1, column 48: the field "bs" is given twice');
  });

  test('import, a JSON roster on standard input', async () => {
    const roster = '{"roster": {"id": "r1",\n  "name": "A", "id": "r2"}}';
    const r = await fakeCli(['import', '-'], { stdin: roster });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'standard input: line 2, column 16: the field "id" is given twice in the same object',
    );
  });
});
