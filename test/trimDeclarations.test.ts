// scripts/trim-declarations.mjs, the post-build step that leaves in each published doc comment
// what a hover shows (the summary sentence and the block tags), drops the examples, the
// remarks and the source files' overviews, and compacts the rest. Hand-written inputs in the
// form tsup's declaration build writes; test/package.test.ts checks the built files.
import { describe, expect, test } from 'vitest';
import {
  assertSameDeclarations,
  readDeclarations,
  trimDeclarations,
} from '../scripts/trim-declarations.mjs';

/** The text as published, but written in the declaration build's own form (easier to read). */
const kept = (text: string): string => trimDeclarations(text, { compact: false }).text;
/** The text as published. */
const published = (text: string): string => trimDeclarations(text).text;
const lines = (...l: string[]): string => l.join('\n');

describe('what a comment keeps', () => {
  test('the summary sentence and every tag but the examples; the rest of the summary goes', () => {
    const text = lines(
      '/**',
      ' * Sums two dice (each 1..6). Their order does not matter.',
      ' *',
      ' * A second paragraph of remarks.',
      ' *',
      ' * @param a - the first',
      ' * @returns their sum',
      ' * @throws {InputError} when a is negative',
      ' *',
      ' * @example',
      ' * ```ts',
      ' * sum(1, 2); // 3',
      ' * ```',
      ' */',
      'declare function sum(a: number, b: number): number;',
    );
    const r = trimDeclarations(text, { compact: false });
    expect(r.examples).toBe(1);
    expect(r.text).toBe(
      lines(
        '/**',
        ' * Sums two dice (each 1..6).',
        ' * @param a - the first',
        ' * @returns their sum',
        ' * @throws {InputError} when a is negative',
        ' */',
        'declare function sum(a: number, b: number): number;',
      ),
    );
  });

  test('an example between tags ends at the next tag outside its code fence', () => {
    const text = lines(
      '    /**',
      '     * A member.',
      '     *',
      '     * @example',
      '     * ```ts',
      '     * @decorator // reads like a tag, inside the fence',
      '     * x.member();',
      '     * ```',
      '     * @throws {InputError} never',
      '     * @example',
      '     * x.member(); // a second example, unfenced',
      '     */',
      '    member(): void;',
    );
    const r = trimDeclarations(text, { compact: false });
    expect(r.examples).toBe(2);
    expect(r.text).toBe(
      lines(
        '    /**',
        '     * A member.',
        '     * @throws {InputError} never',
        '     */',
        '    member(): void;',
      ),
    );
  });

  test('a sentence ends at a stop followed by a new sentence, not inside code, brackets or e.g.', () => {
    const summary = (...l: string[]): string =>
      kept(lines('/**', ...l.map((s) => ` * ${s}`), ' */', 'type T = 1;'));
    const one = (s: string): string => lines('/**', ` * ${s}`, ' */', 'type T = 1;');
    // Armour save 2..6 ends at its own stop; the next sentence starts with a capital.
    expect(summary('Armour save, 2..6. Omitted: none.')).toBe(one('Armour save, 2..6.'));
    // Not at `e.g.`, not in a code span, not inside brackets.
    expect(summary('A roll, e.g. A 6, per `x.Y` model (see it. Then) here. More.')).toBe(
      one('A roll, e.g. A 6, per `x.Y` model (see it. Then) here.'),
    );
    // A stop followed by a lower-case word or a digit is no sentence end.
    expect(summary('Version 0.2 and 3. or so. Next.')).toBe(one('Version 0.2 and 3. or so.'));
    // Across a line break, with the break kept.
    expect(summary('The first line', 'ends here. Second', 'sentence.')).toBe(
      lines('/**', ' * The first line', ' * ends here.', ' */', 'type T = 1;'),
    );
    // No stop at all: the whole paragraph.
    expect(summary('No stop at all', 'anywhere')).toBe(
      lines('/**', ' * No stop at all', ' * anywhere', ' */', 'type T = 1;'),
    );
    // A list after the opening line ends the summary before it.
    expect(summary('Two policies:', '- `rules`: one.', '- `sequential`: two.')).toBe(
      one('Two policies:'),
    );
  });

  test('a tag inside a line of the summary is a tag, kept when the sentence before it is cut', () => {
    const text = lines(
      'interface G {',
      '    /**',
      '     * Whether they are characters. They take wounds only when none',
      '     * is left. @defaultValue false',
      '     */',
      '    readonly character?: boolean;',
      '}',
    );
    expect(kept(text)).toBe(
      lines(
        'interface G {',
        '    /**',
        '     * Whether they are characters.',
        '     * @defaultValue false',
        '     */',
        '    readonly character?: boolean;',
        '}',
      ),
    );
    // TypeScript reads that tag in both places the same.
    expect(readDeclarations(published(text)).docs).toEqual([
      'Whether they are characters.\n@defaultValue  false',
    ]);
  });

  test("a source file's overview (@module) and a comment that was only an example go whole", () => {
    const text = lines(
      'type A = 1;',
      '/**',
      ' * The general attack plan. Design notes.',
      ' *',
      ' * @module',
      ' */',
      '/**',
      ' * @example',
      ' * const b: B = 2;',
      ' */',
      'type B = 2;',
    );
    const r = trimDeclarations(text, { compact: false });
    expect(r).toEqual({ text: lines('type A = 1;', 'type B = 2;'), examples: 1, modules: 1 });
  });

  test('one-line comments and code stay; a `/**` inside a string opens no comment', () => {
    const text = lines(
      '/** Wounds per model. Always 1 or more. @defaultValue 1 */',
      'interface T {',
      "    readonly glob: 'dist/**/*.d.ts';",
      '}',
      '/**',
      ' * Summary.',
      ' *',
      ' * @example',
      ' * x;',
      ' */',
      'declare const x: 1;',
    );
    expect(kept(text)).toBe(
      lines(
        '/** Wounds per model. Always 1 or more. @defaultValue 1 */',
        'interface T {',
        "    readonly glob: 'dist/**/*.d.ts';",
        '}',
        '/**',
        ' * Summary.',
        ' */',
        'declare const x: 1;',
      ),
    );
  });
});

describe('the compact form', () => {
  // Lines that could read differently once the ` * ` framing goes: a list's indentation, a
  // line starting with `*` (bold) or `/` (which after a bare star would close the comment), a
  // tag's continuation, a code fence.
  const tricky = lines(
    'export declare namespace N {',
    '    /**',
    '     * Two kinds:',
    '     *   - `a`, indented',
    '     *     and continued',
    '     * **bold** and',
    '     * /a/path that starts a line.',
    '     * @param x - the x,',
    '     *   more of it',
    '     * @returns',
    '     * ```ts',
    '     * @notATag();',
    '     * ```',
    '     */',
    '    function f(x: number): number;',
    '    /**',
    '     * One line.',
    '     */',
    '    const c: 1;',
    '}',
  );

  test('reads, to TypeScript, exactly as the build wrote it: declarations and comments', () => {
    const before = kept(tricky);
    const after = published(tricky);
    expect(after.length).toBeLessThan(before.length);
    expect(after).not.toMatch(/^[ \t]/m); // no indentation left
    expect(after).toContain('/** One line. */');
    expect(() => assertSameDeclarations(before, after, 'tricky.d.ts')).not.toThrow();
    expect(readDeclarations(after).docs).toEqual(readDeclarations(before).docs);
  });

  test('the check fails on a compaction that changes what TypeScript reads', () => {
    const bold = kept(
      lines('/**', ' * Two kinds:', ' * **bold** and', ' */', 'declare function f(): void;'),
    );
    // Without any star, TypeScript takes the bold line's first `*` for framing.
    const starless = bold.replace(/^\s*\* ?(?!\/)/gm, '');
    expect(readDeclarations(starless).docs).toEqual(['Two kinds:\n*bold** and']);
    expect(() => assertSameDeclarations(bold, starless, 'starless.d.ts')).toThrow(
      /starless\.d\.ts: doc comment 0 reads differently/,
    );
    const renamed = published(tricky).replace('function f(', 'function g(');
    expect(() => assertSameDeclarations(kept(tricky), renamed, 'renamed.d.ts')).toThrow(
      /declarations read differently/,
    );
  });

  test('a second run changes nothing (npm start may run the step over a built dist/)', () => {
    const once = published(tricky);
    expect(published(once)).toBe(once);
    expect(trimDeclarations(once)).toMatchObject({ examples: 0, modules: 0 });
  });
});
