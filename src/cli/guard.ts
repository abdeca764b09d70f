/**
 * The command line's last word on an error: a message and exit code 2 for bad usage, an
 * unreadable file or an invalid scenario; a stack trace, a request to report the bug and exit
 * code 1 for anything else. Shared by `runCli` (every command) and `runMain` (the `run`
 * command's own entry, src/cli/runMain.ts), so that both end alike.
 *
 * @module
 */
import { MathhammerError } from '../errors.js';
import { terminalSafe } from '../text/safe.js';
import { CliInputError, type CliIo } from './io.js';
import { UsageError } from './usage.js';

/**
 * Exit codes, as documented in docs/cli.md: 0 success, 1 internal error (a bug), 2 bad
 * usage or bad input.
 *
 * @example
 * ```ts
 * if ((await runCli(['run', 'x.json'], io)) === EXIT.usage) console.error('fix the file');
 * ```
 */
export const EXIT = { ok: 0, internal: 1, usage: 2 } as const;

/**
 * Run a command and return its exit code. Never throws: every error becomes a message on
 * standard error and an exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await guarded(io, () => runCommand(args, io));
 * ```
 */
export async function guarded(io: CliIo, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (e) {
    // A message quotes the input (a file's name, a unit's name, a place in a file): the
    // escapes it may hold are shown, never obeyed.
    const message = e instanceof Error ? terminalSafe(e.message) : '';
    if (e instanceof UsageError) {
      io.stderr(`mathhammer: ${message}\nRun "mathhammer --help" for usage.\n`);
      return EXIT.usage;
    }
    if (e instanceof CliInputError || e instanceof MathhammerError) {
      io.stderr(`mathhammer: ${message}\n`);
      return EXIT.usage;
    }
    const detail = terminalSafe(
      e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e),
    );
    io.stderr(
      `mathhammer: internal error\n${detail}\n\nThis is a bug in mathhammer ${io.version}: please report this bug${io.bugs ? ` at ${io.bugs}` : ''},\nwith the command you ran and the scenario file.\n`,
    );
    return EXIT.internal;
  }
}
