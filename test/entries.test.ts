// The entries: `mathhammer` (src/index.ts) picks what a user needs from the modules, and every
// name it exports is also exported, the same value, by the core (src/core.ts) that
// `mathhammer/engine` and `mathhammer/node` read, because the CommonJS build of the main
// entry reads each name from core.cjs (tsup.config.ts). `mathhammer/engine` is the main entry
// and a list of the core's names that docs/ describes (src/engine.ts). The built bundles share
// one Dist: test/node/parallel.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as core from '../src/core.js';
import * as engine from '../src/engine.js';
import * as main from '../src/index.js';

const root = new URL('../', import.meta.url).pathname;

/** The names src/engine.ts lists besides the main entry's, values and types (`type X` read as `X`). */
function listedNames(source: string): { values: string[]; all: string[] } {
  const values: string[] = [];
  const all: string[] = [];
  for (const m of source.matchAll(/^export (type )?\{([^}]*)\} from '\.\/[\w/.-]+';$/gm)) {
    for (const item of m[2]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const type = m[1] !== undefined || item.startsWith('type ');
      const name = item.replace(/^type /, '');
      all.push(name);
      if (!type) values.push(name);
    }
  }
  return { values, all };
}

/** Every identifier inside the code of a Markdown page: fenced blocks and `inline code`. */
function namesInCode(markdown: string): Set<string> {
  const names = new Set<string>();
  const add = (code: string) => {
    for (const [name] of code.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(name);
  };
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const [, code] of markdown.matchAll(fenced)) add(code!);
  for (const [, code] of markdown.replace(fenced, '').matchAll(/`([^`\n]+)`/g)) add(code!);
  return names;
}

/** The Markdown pages of docs/ and the README. */
function pages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );
  return [...walk(join(root, 'docs')), join(root, 'README.md')];
}

test.each([
  ['the main entry', main],
  ['mathhammer/engine', engine],
])('every value of %s is the core one', (_entry, values: object) => {
  const inCore: Readonly<Record<string, unknown>> = core;
  for (const [name, value] of Object.entries(values)) {
    expect(Object.hasOwn(inCore, name), name).toBe(true);
    expect(inCore[name], name).toBe(value);
  }
});

describe('mathhammer/engine: the main entry and the documented parts of the core', () => {
  const listed = listedNames(readFileSync(join(root, 'src/engine.ts'), 'utf8'));

  test('its values are the main entry and exactly the list of src/engine.ts', () => {
    expect(Object.keys(engine).sort()).toEqual(
      [...new Set([...Object.keys(main), ...listed.values])].sort(),
    );
    // No name listed twice, none the main entry already gives.
    expect(listed.all.length).toBe(new Set(listed.all).size);
    expect(listed.values.filter((n) => Object.hasOwn(main, n))).toEqual([]);
  });

  test('every name it adds to the main entry is named in docs/ (in code)', () => {
    const documented = new Set(pages().flatMap((p) => [...namesInCode(readFileSync(p, 'utf8'))]));
    expect(listed.all.filter((n) => !documented.has(n))).toEqual([]);
  });

  test('the check finds a name that no page names', () => {
    const page =
      'Call `exactAttack(plan)`:\n\n```ts\nconst d = monteCarlo(plan, { samples });\n```\n';
    const names = namesInCode(page);
    expect(['exactAttack', 'monteCarlo', 'samples'].every((n) => names.has(n))).toBe(true);
    // Prose is not code: a name written without backticks is not documented.
    expect(namesInCode('sampleChunks runs the chunks').has('sampleChunks')).toBe(false);
  });
});

test('the main entry exports at most 65 values and types (room for 15 more under 80)', () => {
  // Values only here (types leave no trace at run time); scripts/measure-face.mjs counts both.
  expect(Object.keys(main).length).toBeLessThanOrEqual(65);
});
