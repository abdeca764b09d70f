/**
 * Whether `compare` and `matrix` were given a roster rather than an analysis file, told apart
 * without the importer: the command line loads the importer (and its XML and zip parsers)
 * only for a roster.
 *
 * @module
 */
import { readFile, stat } from 'node:fs/promises';
import { IMPORT_LIMITS } from '../import/errors.js';

const ROSTER_EXTENSIONS = /\.(ros|rosz)$/i;

/**
 * Whether a path of `compare`/`matrix` is a roster: a `.ros`/`.rosz`, or a `.json` on disk
 * holding a New Recruit export (`{"roster": ...}`).
 *
 * @example
 * ```ts
 * if (await isRosterPath(file)) await (await import('./importCommand.js')).rosterCommand('matrix', [file], {}, io);
 * ```
 */
export async function isRosterPath(path: string | undefined): Promise<boolean> {
  if (path === undefined) return false;
  if (ROSTER_EXTENSIONS.test(path)) return true;
  if (!/\.json$/i.test(path)) return false;
  try {
    const s = await stat(path);
    if (!s.isFile() || s.size > IMPORT_LIMITS.bytes) return false;
    // The export starts with its root key: an analysis file never does.
    const head = (await readFile(path, 'utf8')).slice(0, 200);
    return /^\s*\{\s*"roster"\s*:/.test(head);
  } catch {
    return false;
  }
}
