import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { describeJsonError, jsonErrorOffset } from '../../src/cli/jsonError.js';

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
