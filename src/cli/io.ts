/**
 * Everything the command line does to the outside world, behind one interface, so the
 * commands can be tested in-process with a fake and run for real with {@link nodeIo}.
 *
 * @module
 */
import {
  close,
  existsSync,
  fstat,
  fstatSync,
  open,
  read,
  readFileSync,
  writeFile,
  writeSync,
} from 'node:fs';
import type { Readable } from 'node:stream';
import { SCENARIO_LIMITS } from '../format/limits.js';

/**
 * The command line's view of the process: output streams, terminal detection, environment,
 * files.
 *
 * @example
 * ```ts
 * const out: string[] = [];
 * const io: CliIo = { ...nodeIo(), stdout: (s) => out.push(s) };
 * ```
 */
export interface CliIo {
  /** Write to standard output. */
  readonly stdout: (text: string) => void;
  /** Write to standard error. */
  readonly stderr: (text: string) => void;
  /** Standard output is a terminal. */
  readonly stdoutIsTTY: boolean;
  /** Standard error is a terminal (progress and status lines go there only then). */
  readonly stderrIsTTY: boolean;
  /**
   * Standard input is a terminal: `run` with no file reads standard input only when it is
   * not (`mathhammer run < scenario.json`). Omitted: a terminal.
   */
  readonly stdinIsTTY?: boolean;
  /** The environment (`NO_COLOR`, `FORCE_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The text of a file, or of standard input for `-`; throws {@link CliInputError}. */
  readonly readInput: (path: string) => Promise<string>;
  /** Write a file; throws {@link CliInputError}. */
  readonly writeOutput: (path: string, text: string) => Promise<void>;
  /** The package version. */
  readonly version: string;
  /** Where to report bugs (`bugs` of package.json), if known. */
  readonly bugs?: string;
}

/**
 * A file that cannot be read or written: a bad-usage error (exit code 2) with a message
 * that names the file and says why.
 *
 * @example
 * ```ts
 * throw new CliInputError('cannot read "x.json": no such file');
 * ```
 */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

/** The message for a file-system error code, in words. */
function reason(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EROFS':
      return 'read-only file system';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

/** The message of a read that passed its limit of bytes. */
function tooLarge(what: string, limit: number, of = 'a scenario is a few hundred'): CliInputError {
  return new CliInputError(
    `${what} is too large: more than ${limit.toLocaleString('en-US')} bytes (${of})`,
  );
}

/** The bytes read, as UTF-8 text without a byte-order mark. */
function text(bytes: Buffer): string {
  const t = bytes.toString('utf8');
  return t.charCodeAt(0) === 0xfeff ? t.slice(1) : t;
}

/**
 * Read a stream on from the `chunks` already read, failing as soon as it passes `limit`
 * bytes.
 */
async function readCapped(
  stream: Readable,
  limit: number,
  what: string,
  chunks: Buffer[],
): Promise<Buffer> {
  let size = chunks.reduce((n, b) => n + b.length, 0);
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > limit) {
      stream.destroy();
      throw tooLarge(what, limit);
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * Read an open file or standard input to its end by the file-system calls alone, failing as
 * soon as it passes `limit` bytes: no stream, whose modules Node would load for it (a few
 * milliseconds of a run; docs/benchmarks.md, "Cold start"). Standard input that would block
 * (EAGAIN: a non-blocking pipe with nothing in it yet) is read on as a stream, which waits.
 * The size a file's status gives is not trusted: a device (`/dev/zero`) says 0 and never
 * ends, so the limit is counted on the bytes read.
 */
function readCappedFd(fd: number, limit: number, what: string, of?: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    const next = (): void => {
      const buffer = Buffer.allocUnsafe(65536);
      read(fd, buffer, 0, buffer.length, null, (e, n) => {
        if (e) {
          if (e.code === 'EAGAIN' && fd === 0) {
            resolve(readCapped(process.stdin, limit, what, chunks));
          } else reject(e);
          return;
        }
        if (n === 0) return resolve(Buffer.concat(chunks));
        size += n;
        if (size > limit) return reject(tooLarge(what, limit, of));
        chunks.push(buffer.subarray(0, n));
        next();
      });
    };
    next();
  });
}

/**
 * Read a file, failing as soon as it passes `limit` bytes; a directory fails as EISDIR.
 */
function readFileCapped(
  path: string | URL,
  limit: number,
  what: string,
  of?: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    open(path, 'r', (e, fd) => {
      if (e) return reject(e);
      const done = (result: Promise<Buffer>): void =>
        void result.then(
          (t) => close(fd, () => resolve(t)),
          (err: unknown) => close(fd, () => reject(err)),
        );
      fstat(fd, (err, s) => {
        if (err) done(Promise.reject(err));
        else if (s.isDirectory()) {
          done(Promise.reject(Object.assign(new Error('directory'), { code: 'EISDIR' })));
        } else done(readCappedFd(fd, limit, what, of));
      });
    });
  });
}

/**
 * The bytes of a file (a roster, which may be a zip archive), read up to `limit` bytes and
 * refused as soon as it passes them, whatever the file is: a device such as `/dev/zero` or a
 * named pipe has no size to check first.
 *
 * @throws {CliInputError} naming the file: no such file, a directory, permission denied, or
 *   more than `limit` bytes.
 * @example
 * ```ts
 * const bytes = await readFileBytes('army.rosz', 16 * 1024 * 1024, 'a roster is under a megabyte');
 * ```
 */
export async function readFileBytes(path: string, limit: number, of: string): Promise<Buffer> {
  const name = JSON.stringify(path);
  try {
    return await readFileCapped(path, limit, name, of);
  } catch (e) {
    if (e instanceof CliInputError) throw e;
    throw new CliInputError(`cannot read ${name}: ${reason(e)}`);
  }
}

/**
 * The package's version and bug tracker, written into the built command line from
 * `package.json` by the build (tsup.config.ts), as the text of a JSON object, so that a run
 * does not start the CommonJS loader to read the file; undefined in the sources.
 */
declare const MATHHAMMER_PACKAGE: string | undefined;

/**
 * The version (and bug tracker) in the package's own `package.json`: as the build wrote it
 * in, else read at run time (the sources find the file two folders up, `dist/` one).
 */
function packageInfo(): { version: string; bugs?: string } {
  if (typeof MATHHAMMER_PACKAGE !== 'undefined') {
    return JSON.parse(MATHHAMMER_PACKAGE) as { version: string; bugs?: string };
  }
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
        bugs?: unknown;
      };
      if (pkg.name === 'mathhammer' && typeof pkg.version === 'string') {
        const b = pkg.bugs;
        const bugs = typeof b === 'string' ? b : (b as { url?: unknown } | undefined)?.url;
        return typeof bugs === 'string' ? { version: pkg.version, bugs } : { version: pkg.version };
      }
    } catch {
      // try the next place
    }
  }
  return { version: 'unknown' };
}

/**
 * The example scenarios ship with the package (`examples/`): `mathhammer run
 * examples/<name>.json`, as the README writes it, finds them when the current directory has
 * no such file. The path of the shipped file, or `undefined`.
 */
function shippedExample(path: string): URL | undefined {
  const m = /^(?:\.\/)?examples\/([\w.-]+(?:\/[\w.-]+)?\.json)$/.exec(path.replaceAll('\\', '/'));
  if (!m) return undefined;
  // dist/cli.js, one folder below the package root.
  const url = new URL(`../examples/${m[1]}`, import.meta.url);
  return existsSync(url) ? url : undefined;
}

/**
 * What a standard descriptor is, by `fstat` alone: a pipe, a socket or a file (`'data'`), or
 * something else (`'other'`: a terminal, a device such as `/dev/null`, or a descriptor that
 * cannot be asked), so that a run whose output goes to a pipe or a file loads neither
 * `node:tty` nor the stream modules (`node:net` with it): some milliseconds of a run's start,
 * docs/benchmarks.md ("Cold start, second pass").
 */
function descriptorKind(fd: 0 | 1 | 2): 'data' | 'other' {
  try {
    // As BigInt: a plain fstatSync leaves its result in the array Node's fs.realpathSync reads
    // for a path part it has cached, and a pipe or socket found there stops that realpath early:
    // the ES module loader then resolves a symlinked package (saxes, linked into node_modules)
    // to the link's path, where its own dependencies are not found. The BigInt stats have an
    // array of their own.
    const s = fstatSync(fd, { bigint: true });
    return s.isFIFO() || s.isSocket() || s.isFile() ? 'data' : 'other';
  } catch {
    return 'other';
  }
}

/**
 * Whether a standard descriptor is a terminal: a pipe, socket or file is not (asked of `fstat`,
 * without loading `node:tty`); anything else is asked of `node:tty`'s `isatty`, taken with
 * `process.getBuiltinModule` (Node 20.16 and later), else of the process's stream of that
 * descriptor, as Node knows it.
 */
function isTerminal(fd: 0 | 1 | 2): boolean {
  if (descriptorKind(fd) === 'data') return false;
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  if (typeof get === 'function') {
    return (get.call(process, 'node:tty') as typeof import('node:tty')).isatty(fd);
  }
  const stream = fd === 0 ? process.stdin : fd === 1 ? process.stdout : process.stderr;
  return (stream as { isTTY?: boolean }).isTTY === true;
}

/** A failed write to standard output: a closed pipe ends the run quietly, anything else says so. */
function stdoutFailed(e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  // A full disk (`> /dev/full`) or a closed descriptor: say so, no stack trace, exit 1.
  process.stderr.write(`mathhammer: cannot write to standard output: ${reason(e)}\n`);
  process.exit(1);
}

/**
 * Standard output as a function that writes text. To a pipe, a socket or a file, outside
 * Windows, by `fs.writeSync`: `process.stdout` writes files synchronously too, and pipes and
 * sockets on Linux (Node's documentation, "A note on process I/O"), so the order of the output
 * and its errors are the same, without the stream, `node:net` and `node:tty` modules that
 * `process.stdout` loads (docs/benchmarks.md, "Cold start, second pass"); elsewhere a pipe
 * written synchronously only waits for its reader. A descriptor that would block (EAGAIN: a
 * pipe its other end made non-blocking) is written on through `process.stdout`, which waits,
 * the rest of the output after it. A terminal, anything else and Windows: `process.stdout`.
 */
function stdoutWriter(): (text: string) => void {
  let stream = false;
  const toStream = (text: string | Uint8Array): void => {
    if (!stream) {
      stream = true;
      process.stdout.on('error', stdoutFailed);
    }
    process.stdout.write(text);
  };
  if (process.platform === 'win32' || descriptorKind(1) !== 'data') return toStream;
  return (text) => {
    if (stream) return toStream(text);
    const bytes = Buffer.from(text, 'utf8');
    let at = 0;
    while (at < bytes.length) {
      try {
        at += writeSync(1, bytes, at, bytes.length - at);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN')
          stdoutFailed(e as NodeJS.ErrnoException);
        return toStream(bytes.subarray(at));
      }
    }
  };
}

/**
 * The real process: standard output (see {@link stdoutWriter}), `process.stderr`, the file
 * system. A closed pipe on standard output (`mathhammer run x.json | head -1`) ends the output
 * quietly.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(process.argv.slice(2), nodeIo());
 * ```
 */
export function nodeIo(): CliIo {
  // Asked when a command first reads them (most read one or two, none all three).
  const terminals: [boolean?, boolean?, boolean?] = [];
  const terminal = (fd: 0 | 1 | 2): boolean => (terminals[fd] ??= isTerminal(fd));
  return {
    ...packageInfo(),
    stdout: stdoutWriter(),
    stderr: (text) => void process.stderr.write(text),
    // Not process.stdin.isTTY: reading the stream's property would open the stream (and load
    // its modules) in runs that never read standard input.
    get stdoutIsTTY() {
      return terminal(1);
    },
    get stderrIsTTY() {
      return terminal(2);
    },
    get stdinIsTTY() {
      return terminal(0);
    },
    env: process.env,
    async readInput(path) {
      const limit = SCENARIO_LIMITS.fileBytes;
      if (path === '-') return text(await readCappedFd(0, limit, 'standard input'));
      const name = JSON.stringify(path);
      try {
        return text(await readFileCapped(path, limit, name));
      } catch (e) {
        if (e instanceof CliInputError) throw e;
        const shipped = (e as NodeJS.ErrnoException).code === 'ENOENT' && shippedExample(path);
        if (shipped) return text(await readFileCapped(shipped, limit, name));
        throw new CliInputError(`cannot read ${name}: ${reason(e)}`);
      }
    },
    writeOutput(path, text) {
      return new Promise((resolve, reject) =>
        writeFile(path, text, (e) =>
          e
            ? reject(new CliInputError(`cannot write ${JSON.stringify(path)}: ${reason(e)}`))
            : resolve(),
        ),
      );
    },
  };
}
