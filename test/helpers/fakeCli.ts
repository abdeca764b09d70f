/** The command line run in-process against a fake terminal and file system. */
import { runCli } from '../../src/cli/cli.js';
import { CliInputError, type CliIo } from '../../src/cli/io.js';

export interface FakeCliOptions {
  /** Files readable by path (`-` reads `stdin`). */
  readonly files?: Readonly<Record<string, string>>;
  /** What any path reads when `files` is not given, and what `-` reads. */
  readonly stdin?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Standard output and error are a terminal. @defaultValue false */
  readonly tty?: boolean;
  /** @defaultValue '1.2.3' */
  readonly version?: string;
}

export interface FakeCliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** Files written, by path. */
  readonly written: Readonly<Record<string, string>>;
}

/**
 * `mathhammer <args>` in-process. Reading a path that is not in `files` fails as a missing
 * file would (when `files` is given); writing under `/forbidden/` fails as a read-only folder
 * would.
 */
export async function fakeCli(
  args: readonly string[],
  options: FakeCliOptions = {},
): Promise<FakeCliRun> {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const io: CliIo = {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    stdoutIsTTY: options.tty ?? false,
    stderrIsTTY: options.tty ?? false,
    stdinIsTTY: options.stdin === undefined,
    env: { ...options.env },
    version: options.version ?? '1.2.3',
    bugs: 'https://example.org/issues',
    readInput: async (path) => {
      if (path === '-' || options.files === undefined) return options.stdin ?? '';
      const text = options.files[path];
      if (text === undefined) throw new CliInputError(`cannot read "${path}": no such file`);
      return text;
    },
    writeOutput: async (path, text) => {
      if (path.startsWith('/forbidden/'))
        throw new CliInputError(`cannot write "${path}": permission denied`);
      written[path] = text;
    },
  };
  const code = await runCli([...args], io);
  return { code, stdout, stderr, written };
}
