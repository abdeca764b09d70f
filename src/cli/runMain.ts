/**
 * `mathhammer run` on its own: the executable (src/cli/main.ts) loads this module, built as
 * one CommonJS file (`dist/cli-run.cjs`) and compiled with V8's code cache
 * (src/cli/codeCache.ts), for `run`, and the whole command line (src/cli/cli.ts, a module per
 * command) for every other command. A run then loads one file of the library's code instead
 * of a dozen shared chunks, and compiles none of it after the first run (docs/benchmarks.md,
 * "Cold start"), and ends as any command does (src/cli/guard.ts).
 *
 * @module
 */
import { guarded } from './guard.js';
import { nodeIo } from './io.js';
import { runCommand } from './run.js';

/**
 * Run `mathhammer run` with its arguments (those after `run`) in the real process, and return
 * the exit code. Never throws.
 *
 * @example
 * ```ts
 * process.exitCode = await runMain(['scenario.json', '--json']);
 * ```
 */
export function runMain(args: readonly string[]): Promise<number> {
  const io = nodeIo();
  return guarded(io, () => runCommand(args, io));
}
