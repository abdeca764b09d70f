/**
 * The package as published: scripts/check-pack.mjs packs the built package, unpacks it into a
 * scratch project and uses it there (ESM, CommonJS, types, the bin, the shipped schema).
 * Needs `npm run build` first, as `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { declarationFiles } from '../scripts/trim-declarations.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

test('npm pack gives a package that works from ESM, CommonJS, TypeScript and the command line', () => {
  const r = spawnSync(process.execPath, ['scripts/check-pack.mjs'], {
    cwd: root,
    encoding: 'utf8',
    // Generous: packing, installing and type-checking took 15 to 48 s, and over 120 s once at load 13.
    timeout: 240_000,
  });
  expect(`${r.stdout}${r.stderr}`).toMatch(/check-pack: ok\n$/);
  expect(r.status).toBe(0);
}, 270_000);

/**
 * The declaration files of the built package under `dir` whose names end in `suffix`. The
 * published declarations come in two flavours, the same text twice: `.d.ts` for `import` and
 * `.d.cts` for `require` (package.json `exports`). A user's compiler reads one of them.
 */
function declarationsOf(dir: string, suffix: '.d.ts' | '.d.cts'): string[] {
  return declarationFiles(dir).filter((f) => f.endsWith(suffix));
}

/** All the bytes of one flavour of the declarations together. */
function declarationBytes(suffix: '.d.ts' | '.d.cts'): number {
  let bytes = 0;
  for (const file of declarationsOf(join(root, 'dist'), suffix)) bytes += statSync(file).size;
  return bytes;
}

test('the declarations, all together, stay under 330 KB (the 300 KB goal is missed by 23 KB)', () => {
  // Counted as the issue counted them: every declaration of one flavour (`dist/**\/*.d.ts`,
  // every entry and every shared chunk), since a compiler reads one flavour; the `.d.cts` are
  // the same text again. The goal is 300 KB. Measured 2026-12-01: 538,903 bytes from the
  // declaration build; 318,594 once the post-build step keeps in each comment its summary
  // sentence and its tags, compacted; 270,552 with `mathhammer/engine` exporting only its
  // documented names (docs/toolchain.md, "The published declarations"). 2026-12-04: 312,995
  // with Kill Team, the shooting planner and the volley contract (+40,699 bytes, spread over
  // 120 declarations, none over 1.5 KB). 2026-12-08: 322,796 with Kill Team's importer (its
  // operatives, and its batch units and targets) and its analytics hooks in the ruleset
  // contract (+9,801): the ceiling holds that size, and the goal is owed.
  expect(declarationBytes('.d.ts')).toBeLessThanOrEqual(330_000);
  expect(declarationBytes('.d.cts')).toBeLessThanOrEqual(330_000);
});

test('the published declarations are trimmed (scripts/trim-declarations.mjs ran)', () => {
  const dist = join(root, 'dist');
  const files = declarationFiles(dist);
  expect(files.length).toBeGreaterThanOrEqual(8);
  const left = files.filter((file) =>
    /^\s*\*\s*@(example|module)\b|^[ \t]/m.test(readFileSync(file, 'utf8')),
  );
  expect(left).toEqual([]);
  // The summaries stay: `Dist`'s comment still says what it is.
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(text).toMatch(/\/\*\* A probability distribution over the whole numbers 0..max/);
});

test("the main entry's declarations do not load valibot's", () => {
  // valibot's declarations are some 120,000 types: a program importing `mathhammer` would
  // spend seconds type-checking them without skipLibCheck (docs/benchmarks.md, "The library's
  // face"). The ruleset contract names them through stand-ins (`SchemaLike`, format/ruleset.ts);
  // `mathhammer/engine`, whose run-option schemas are valibot's, may load them.
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toMatch(/from ['"]valibot['"]/);
    for (const [, spec] of text.matchAll(/from ['"](\.\.?\/[^'"]+)['"]/g)) {
      walk(join(file, '..', spec!.replace(/\.js$/, '.d.ts')));
    }
  };
  walk(join(root, 'dist/index.d.ts'));
  expect(seen.size).toBeGreaterThanOrEqual(3);
  expect(readFileSync(join(root, 'dist/engine.d.ts'), 'utf8')).toMatch(/from 'valibot'/);
});
