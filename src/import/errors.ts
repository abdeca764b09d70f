/**
 * The error of the importers: a file that cannot be read as what it claims to be. The
 * message names the file (when known), the place in it and what is wrong:
 * `army.rosz: line 12, column 5: unexpected end of the archive`.
 *
 * @module
 */
import { InputError } from '../errors.js';

/**
 * A roster, catalogue or profile file that cannot be imported: not the format, damaged,
 * too large, or a profile missing a characteristic. `source` is the file (or `'input'`),
 * `place` where in it (a line and column, or a path of names such as
 * `force "Army" > unit "Intercessors" > profile "Bolt rifle"`).
 *
 * @example
 * ```ts
 * try { importRoster(bytes, { source: 'army.rosz' }); }
 * catch (e) { if (e instanceof ImportError) console.error(e.message); }
 * // army.rosz: not a readable zip archive (truncated or damaged): ...
 * ```
 */
export class ImportError extends InputError {
  override name = 'ImportError';
  /** The file, as given in the options (`'input'` when none was given). */
  readonly source: string;
  /** Where in the file: a line and column, or a path of names; empty for the whole file. */
  readonly place: string;
  constructor(source: string, place: string, what: string) {
    super(`${source}: ${place ? `${place}: ` : ''}${what}`, place, source);
    this.source = source;
    this.place = place;
  }
}

/**
 * The limits of the importers, so that any file is refused or read in bounded time and
 * memory. A 2,000-point roster is well under a megabyte; a whole BSData catalogue a few.
 *
 * @example
 * ```ts
 * IMPORT_LIMITS.bytes; // 16 MiB
 * ```
 */
export const IMPORT_LIMITS = {
  /** Bytes of a file as given (zipped or not). */
  bytes: 16 * 1024 * 1024,
  /** Bytes of the roster inside a `.rosz` archive, once unzipped. */
  unzippedBytes: 32 * 1024 * 1024,
  /** Elements (XML) or objects (JSON) in one file. */
  nodes: 2_000_000,
  /** Nesting depth of elements or objects. */
  depth: 256,
} as const;
