/**
 * The built command line loads each command's module when the command runs: what a run
 * loads before its first output is the static import graph of dist/cli.js and of that
 * command's chunk (docs/benchmarks.md, "Cold start"). `--version` and `--help` load none of
 * the library's dependencies; `run` no army-list parser (saxes, fflate) and no JSON Schema
 * builder; each is loaded by the commands that use it. valibot is bundled (tree-shaken). Needs the build (npx tsup).
 */
import { existsSync, readdirSync } from 'node:fs';
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
