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

test('the declarations, all together, do not grow', () => {
  // Counted as the issue counted them: every declaration of one flavour (`dist/**\/*.d.ts`,
  // every entry and every shared chunk), since a compiler reads one flavour; the `.d.cts` are
  // the same text again. The goal is 300 KB and it is NOT met: measured 534,324 bytes from the
  // declaration build, 430,965 once the post-build step drops the @example blocks
  // (2026-12-01). What is left is 146 KB of declarations and 230 KB of TSDoc summaries, which
  // stay (docs/toolchain.md, "The published declarations"). This ceiling keeps the total from
  // growing unseen; lowering it to the goal is a decision about what the declarations carry.
  expect(declarationBytes('.d.ts')).toBeLessThanOrEqual(440_000);
  expect(declarationBytes('.d.cts')).toBeLessThanOrEqual(440_000);
});

test('the published declarations carry no @example block (scripts/trim-declarations.mjs ran)', () => {
  const dist = join(root, 'dist');
  const files = declarationFiles(dist);
  expect(files.length).toBeGreaterThanOrEqual(8);
  const left = files.filter((file) => /^\s*\*\s*@example/m.test(readFileSync(file, 'utf8')));
  expect(left).toEqual([]);
  // The summaries stay: `Dist`'s comment still opens with its first sentence.
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(text).toMatch(/\/\*\*\n \* A probability distribution over the whole numbers 0..max/);
});
