/**
 * The built command line loads each command's module when the command runs: what a run
 * loads before its first output is the static import graph of dist/cli.js and of that
 * command's chunk (docs/benchmarks.md, "Cold start"). `--version` and `--help` load none of
 * the library's dependencies; `run` no army-list parser (saxes, fflate) and no JSON Schema
 * builder; each is loaded by the commands that use it. valibot is bundled (tree-shaken). Needs the build (npx tsup).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  builtFile,
  dependenciesOf,
  reachable,
  root,
  staticSpecifiers,
} from '../helpers/moduleGraph.js';

const dist = join(root, 'dist');

/** The packages loaded with a built file, before any `import()` of it runs. */
const loads = (file: string) => dependenciesOf(reachable(file, builtFile, staticSpecifiers));

/** The chunk the command line loads for a command's module (`cli-run-<hash>.js`). */
function chunkOf(module: string): string {
  const found = readdirSync(dist).filter(
    (f) => f.startsWith(`cli-${module}-`) && f.endsWith('.js'),
  );
  expect(found, `one chunk of ${module}`).toHaveLength(1);
  return join(dist, found[0]!);
}

test('dist/cli.js (--version, --help, the usage errors) loads no dependency', () => {
  expect(existsSync(join(dist, 'cli.js')), 'run npx tsup first').toBe(true);
  expect(loads(join(dist, 'cli.js'))).toEqual([]);
});

test('each command loads what it uses, and no more', () => {
  // valibot is bundled into the command line (the part it uses): no command loads the package.
  expect(loads(chunkOf('run'))).toEqual([]);
  expect(loads(chunkOf('analytics'))).toEqual([]);
  expect(loads(chunkOf('schemaCommand'))).toEqual(['@valibot/to-json-schema']);
  expect(loads(chunkOf('importCommand'))).toEqual(['fflate', 'saxes']);
});

test('`run` is one CommonJS file with its code-cache key: built-in modules only, worker threads loaded lazily', () => {
  const cli = readFileSync(join(dist, 'cli.js'), 'utf8');
  // The executable loads nothing before it knows the command (its code-cache loader is in
  // it), and `run` from cli-run.cjs.
  expect(staticSpecifiers(cli)).toEqual([]);
  expect(cli).toContain('./cli-run.cjs');
  const run = readFileSync(join(dist, 'cli-run.cjs'), 'utf8');
  // The key the cache is named by (src/cli/codeCache.ts), a hash of the text.
  expect(run).toMatch(/\n\/\/# mathhammer-cache-key=[0-9a-f]{32}\n/);
  // No package is required (valibot bundled), no import() left, and the built-ins are those
  // of reading files and standard input by file-system calls (no streams, no fs/promises,
  // no node:module: package.json is written in at build time), and of worker threads.
  // No node:tty: whether a descriptor is a terminal is asked of fstat first (src/cli/io.ts), and
  // node:tty is taken only for what is neither a pipe, a socket nor a file.
  const required = [...run.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) =>
    m[1]!.replace(/^node:/, ''),
  );
  expect([...new Set(required)].sort()).toEqual(['fs', 'os', 'url', 'util', 'worker_threads']);
  expect(run).not.toMatch(/\bimport\(/);
});

test('a run on one thread, its output to a pipe, loads no worker threads, no node:module, no stream and no terminal module', () => {
  // What the process loaded, printed at its exit (process.moduleLoadList: Node's own list).
  // The list taken before process.stderr is, which loads the stream modules for the hook itself.
  const hook = `process.on('exit', () => { const l = process.moduleLoadList.join(','); process.stderr.write('@loaded ' + l + '\\n'); });`;
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(hook)}`,
      join(dist, 'cli.js'),
      'run',
      '--quiet',
    ],
    { encoding: 'utf8', env: { ...process.env, MATHHAMMER_CODE_CACHE: 'off' } },
  );
  expect(r.status, r.stderr).toBe(0);
  const loaded = r.stderr
    .split('\n')
    .find((l) => l.startsWith('@loaded '))!
    .split(',');
  expect(loaded).not.toContain('NativeModule worker_threads');
  expect(loaded).not.toContain('NativeModule fs/promises');
  // Standard output is a pipe here (spawnSync's): written by fs.writeSync, not process.stdout,
  // whose stream modules and node:net, with node:tty, are some milliseconds of a run.
  expect(r.stdout).toMatch(/^slain/);
  expect(loaded).not.toContain('NativeModule net');
  expect(loaded).not.toContain('NativeModule tty');
});
