/**
 * The `mathhammer` command line: `run`, `compare`, `matrix`, `sweep`, `turns`, `saves`, `schema`,
 * `help`, `--version`. {@link runCli} takes
 * the arguments and a {@link CliIo} and returns the exit code, so the whole command line runs
 * in-process in tests as well as for real (`main.ts`).
 *
 * Exit codes: 0 success; 2 bad usage, an unreadable file or an invalid scenario (a message
 * on standard error, no stack trace); 1 an internal error (a bug: stack trace and a request
 * to report it).
 *
 * Each command's module is loaded when the command runs (`import()`), so a run pays only for
 * what it calls: `--version` and `--help` load none of the library, `run` no army-list
 * importer and no JSON Schema builder (docs/benchmarks.md, "Cold start").
 *
 * @module
 */

import { didYouMean } from '../format/suggest.js';
import { EXIT, guarded } from './guard.js';
import type { CliIo } from './io.js';
import { UsageError, unknownOption } from './usage.js';

export { EXIT, UsageError };

const MAIN_HELP = `mathhammer: exact and Monte Carlo statistics for tabletop wargame attacks

Usage:
  mathhammer run [<scenario.json> | -] [options]   evaluate one attack
  mathhammer compare <file.json> [options]         compare loadouts, or targets
  mathhammer matrix <file.json> [options]          every profile against every target
  mathhammer sweep <file.json> --<char> <values>   vary one characteristic (Toughness...)
  mathhammer turns <file.json> [--turns N]         P(target destroyed within N turns)
  mathhammer saves <scenario.json> [--ward N]      aos4: damage and P(wipe) across every save
  mathhammer durability <file.json> [--threat W:N] how a unit holds (by AP or Rend too)
  mathhammer plan <file.json> | --roster <mine> --against <theirs>
                                                   the army's shooting phase planned
  mathhammer import <roster> [options]             units and weapons of an army list
  mathhammer batch --catalogue <file> --targets <file>
                                                   every unit x target, JSON Lines or CSV
  mathhammer merge <file>...                       the shards of a batch put together
  mathhammer schema [--analysis]                   print the JSON Schema of scenario files
  mathhammer help [<command>]                      show help for a command

Options:
  -h, --help      show this help
  -v, --version   print the version

Run "mathhammer <command> --help" for the options of a command. "mathhammer
schema" prints the JSON Schema of scenario files; docs/scenario-format.md in the
repository describes them, and docs/analytics.md the analysis files of compare,
matrix, sweep and turns.

Exit codes: 0 success; 2 bad usage or bad scenario; 1 internal error (a bug).
`;

const COMMANDS = [
  'run',
  'compare',
  'matrix',
  'sweep',
  'turns',
  'saves',
  'durability',
  'plan',
  'import',
  'batch',
  'merge',
  'schema',
  'help',
] as const;
/** A command's help, from its module. */
async function helpOf(command: (typeof COMMANDS)[number]): Promise<string> {
  switch (command) {
    case 'run':
      return (await import('./run.js')).RUN_HELP;
    case 'compare':
    case 'matrix':
    case 'sweep':
    case 'turns':
      return (await import('./analytics.js')).ANALYTICS_HELP[command];
    case 'saves':
      return (await import('./savesCommand.js')).SAVES_HELP;
    case 'durability':
      return (await import('./durabilityCommand.js')).DURABILITY_HELP;
    case 'plan':
      return (await import('./planCommand.js')).PLAN_HELP;
    case 'import':
      return (await import('./importCommand.js')).IMPORT_HELP;
    case 'batch':
      return (await import('./batchCommand.js')).BATCH_HELP;
    case 'merge':
      return (await import('./batchCommand.js')).MERGE_HELP;
    case 'schema':
      return (await import('./schemaCommand.js')).SCHEMA_HELP;
    case 'help':
      return MAIN_HELP;
  }
}

/**
 * Run the command line with `argv` (without `node` and the script) and return the exit
 * code. Never throws: every error becomes a message on standard error and an exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(['run', 'scenario.json', '--json'], nodeIo());
 * ```
 */
export function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  return guarded(io, () => dispatch(argv, io));
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.stderr(MAIN_HELP);
    return EXIT.usage;
  }
  if (command === '-h' || command === '--help') {
    io.stdout(MAIN_HELP);
    return EXIT.ok;
  }
  if (command === '-v' || command === '--version') {
    io.stdout(`${io.version}\n`);
    return EXIT.ok;
  }
  switch (command) {
    case 'run':
      return (await import('./run.js')).runCommand(rest, io);
    case 'compare':
      return (await import('./analytics.js')).compareCommand(rest, io);
    case 'matrix':
      return (await import('./analytics.js')).matrixCommand(rest, io);
    case 'sweep':
      return (await import('./analytics.js')).sweepCommand(rest, io);
    case 'turns':
      return (await import('./analytics.js')).turnsCommand(rest, io);
    case 'saves':
      return (await import('./savesCommand.js')).savesCommand(rest, io);
    case 'durability':
      return (await import('./durabilityCommand.js')).durabilityCommand(rest, io);
    case 'plan':
      return (await import('./planCommand.js')).planCommand(rest, io);
    case 'import':
      return (await import('./importCommand.js')).importCommand(rest, io);
    case 'batch':
      return (await import('./batchCommand.js')).batchCommand(rest, io);
    case 'merge':
      return (await import('./batchCommand.js')).mergeCommand(rest, io);
    case 'schema':
      return (await import('./schemaCommand.js')).schemaCommand(rest, io);
    case 'help': {
      const topic = rest[0];
      if (topic === undefined) io.stdout(MAIN_HELP);
      else if ((COMMANDS as readonly string[]).includes(topic)) {
        io.stdout(await helpOf(topic as (typeof COMMANDS)[number]));
      } else throw unknownCommand(topic);
      return EXIT.ok;
    }
    default:
      throw unknownCommand(command);
  }
}

function unknownCommand(command: string): UsageError {
  if (command.startsWith('-')) return unknownOption(command, ['help', 'version']);
  const s = didYouMean(command, COMMANDS);
  return new UsageError(
    `unknown command ${JSON.stringify(command)}${s ? `; did you mean "${s}"?` : `; the commands are ${COMMANDS.join(', ')}`}`,
  );
}
