#!/usr/bin/env node
/**
 * The `mathhammer` executable (`dist/cli.js`): runs the command line on the process's
 * arguments and sets the exit code. `run`, the command run most, has an entry of its own
 * (src/cli/runMain.ts, built as one file); every other command goes through `runCli`, which
 * loads each command's module when it runs (docs/benchmarks.md, "Cold start").
 *
 * @example
 * ```sh
 * npx mathhammer run examples/bowmen-vs-draugr.json
 * ```
 * @module
 */
const argv = process.argv.slice(2);
if (argv[0] === 'run') {
  process.exitCode = await (await import('./runMain.js')).runMain(argv.slice(1));
} else {
  const [{ runCli }, { nodeIo }] = await Promise.all([import('./cli.js'), import('./io.js')]);
  process.exitCode = await runCli(argv, nodeIo());
}

// A module (top-level await), with nothing to export.
export {};
