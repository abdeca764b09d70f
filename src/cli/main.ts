#!/usr/bin/env node
/**
 * The `mathhammer` executable (`dist/cli.js`): runs the command line on the process's
 * arguments and sets the exit code. `run`, the command run most, has a build of its own
 * (src/cli/runMain.ts, built as one CommonJS file, `dist/cli-run.cjs`), loaded with V8's code
 * cache (src/cli/codeCache.ts); every other command goes through `runCli`, which loads each
 * command's module when it runs (docs/benchmarks.md, "Cold start").
 *
 * @example
 * ```sh
 * npx mathhammer run examples/bowmen-vs-draugr.json
 * ```
 * @module
 */
import { loadBundle } from './codeCache.js';

const argv = process.argv.slice(2);
if (argv[0] === 'run') {
  const run = await loadBundle(new URL('./cli-run.cjs', import.meta.url));
  const runMain = run.exports.runMain as (args: readonly string[]) => Promise<number>;
  process.exitCode = await runMain(argv.slice(1));
  // After the run, so that the functions it compiled are in the cache too.
  run.save();
} else {
  const [{ runCli }, { nodeIo }] = await Promise.all([import('./cli.js'), import('./io.js')]);
  process.exitCode = await runCli(argv, nodeIo());
}
