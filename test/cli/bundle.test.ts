/**
 * The built command line loads each command's module when the command runs: what a run
 * loads before its first output is the static import graph of dist/cli.js and of that
 * command's chunk (docs/benchmarks.md, "Cold start"). `--version` and `--help` load none of
 * the library's dependencies; `run` no army-list parser (saxes, fflate) and no JSON Schema
 * builder; each is loaded by the commands that use it. valibot is bundled (tree-shaken). Needs the build (npx tsup).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from 'vitest';
import {
  builtFile,
  dependenciesOf,
  isBuiltin,
  reachable,
  root,
  specifiers,
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

test('`run` loads its own entry: two files, no dependency, no stream or module built-ins', () => {
  const cli = readFileSync(join(dist, 'cli.js'), 'utf8');
  // The executable loads nothing before it knows the command, and `run` from cli-run.js.
  expect(staticSpecifiers(cli)).toEqual([]);
  expect(specifiers(cli)).toContain('./cli-run.js');
  const files = reachable(join(dist, 'cli-run.js'), builtFile, staticSpecifiers);
  const names = [...files.keys()].map((f) => basename(f)).sort();
  expect(names).toHaveLength(2);
  expect(names[0]).toMatch(/^cli-run\.chunk-\w+\.js$/);
  expect(names[1]).toBe('cli-run.js');
  expect(dependenciesOf(files)).toEqual([]);
  // Reading files and standard input by file-system calls, not streams: no fs/promises,
  // no node:module (package.json is written in at build time), no worker threads.
  const builtins = [...new Set([...files.values()].flat().filter(isBuiltin))].sort();
  expect(builtins).toEqual(['fs', 'tty', 'util']);
});
