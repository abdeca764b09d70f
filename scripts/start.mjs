#!/usr/bin/env node
// `npm start`: the command line's built-in example (or `npm start -- <args>`). Builds first
// only when dist/ is missing or older than a source file (a walk of file dates, a few
// milliseconds), so a fresh clone works after `npm ci` and a second start takes no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist/cli.js');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [join(root, 'src'), join(root, 'package.json'), join(root, 'tsup.config.ts')];
const stale =
  !existsSync(built) ||
  sources.some(
    (s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > statSync(built).mtimeMs,
  );
if (stale) {
  console.error('mathhammer: building dist/ first (npm run build)...');
  // The same two steps as `npm run build`, so a build made here matches the published one.
  for (const step of [
    [join(root, 'node_modules/tsup/dist/cli-default.js'), '--silent'],
    [join(root, 'scripts/trim-declarations.mjs')],
  ]) {
    const b = spawnSync(process.execPath, step, { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}
const args = process.argv.slice(2);
const r = spawnSync(process.execPath, [built, ...(args.length ? args : ['run'])], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
