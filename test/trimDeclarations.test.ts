// scripts/trim-declarations.mjs, the post-build step that drops the `@example` blocks from the
// published declarations and keeps everything else of each doc comment. Hand-written inputs
// in the form tsup's declaration build writes (test/package.test.ts checks the built files).
import { describe, expect, test } from 'vitest';
import { dropExamples } from '../scripts/trim-declarations.mjs';

const trim = (text: string): string => dropExamples(text).text;

describe('dropExamples', () => {
  test('an example at the end goes with the blank line before it; the summary and tags stay', () => {
    const kept = [
      '/**',
      ' * Sums two dice.',
      ' *',
      ' * @param a - the first',
      ' * @returns their sum',
      ' * @throws {InputError} when a is negative',
    ];
    const example = [' *', ' * @example', ' * ```ts', ' * sum(1, 2); // 3', ' * ```'];
    const end = [' */', 'declare function sum(a: number, b: number): number;', ''];
    expect(dropExamples([...kept, ...example, ...end].join('\n'))).toEqual({
      text: [...kept, ...end].join('\n'),
      examples: 1,
    });
  });

  test('an example between tags ends at the next tag outside its code fence', () => {
    const fenced = [
      '     * @example',
      '     * ```ts',
      '     * @decorator // a line that reads like a tag, inside the fence',
      '     * x.member();',
      '     * ```',
    ];
    const unfenced = ['     * @example', '     * x.member(); // a second example, unfenced'];
    const head = ['    /**', '     * A member.', '     *'];
    const tag = ['     * @throws {InputError} never'];
    const end = ['     */', '    member(): void;'];
    expect(dropExamples([...head, ...fenced, ...tag, ...unfenced, ...end].join('\n'))).toEqual({
      text: [...head, ...tag, ...end].join('\n'),
      examples: 2,
    });
  });

  test('a comment that was only an example goes whole, with its line', () => {
    const before = [
      'type A = 1;',
      '/**',
      ' * @example',
      ' * const a: A = 1;',
      ' */',
      'type B = 2;',
    ].join('\n');
    expect(trim(before)).toBe(['type A = 1;', 'type B = 2;'].join('\n'));
  });

  test('comments without an example, one-line comments and code are left as they are', () => {
    const text = [
      '/** Wounds per model. @defaultValue 1 */',
      'interface T {',
      '    /**',
      '     * Saves, 2..6.',
      '     *',
      '     * The text names `@example` inside a line, which is not a tag.',
      '     */',
      '    readonly save: number;',
      '}',
      "declare const glob = 'dist/**/*.d.ts';",
    ].join('\n');
    expect(dropExamples(text)).toEqual({ text, examples: 0 });
    // A `/**` inside a string does not open a comment that would swallow the next one whole.
    const next = ['/**', ' * Summary.', ' *', ' * @example', ' * x;', ' */', 'declare const x: 1;'];
    expect(trim([text, ...next].join('\n'))).toBe(
      [text, '/**', ' * Summary.', ' */', 'declare const x: 1;'].join('\n'),
    );
  });
});
