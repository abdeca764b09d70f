/**
 * The package as published: scripts/check-pack.mjs packs the built package, unpacks it into a
 * scratch project and uses it there (ESM, CommonJS, types, the bin, the shipped schema).
 * Needs `npm run build` first, as `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

test('npm pack gives a package that works from ESM, CommonJS, TypeScript and the command line', () => {
  const r = spawnSync(process.execPath, ['scripts/check-pack.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(`${r.stdout}${r.stderr}`).toMatch(/check-pack: ok\n$/);
  expect(r.status).toBe(0);
}, 150_000);
