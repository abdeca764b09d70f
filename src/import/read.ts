/**
 * From the bytes or text of a file to the document inside: unzip a `.rosz`/`.catz`, then
 * read XML or JSON into the {@link BsNode} shape. Every failure is an {@link ImportError}
 * naming the file, in time and memory bounded by {@link IMPORT_LIMITS}.
 *
 * @module
 */
import { unzipSync } from 'fflate';
import { duplicateJsonKey } from '../text/jsonError.js';
import { IMPORT_LIMITS, ImportError } from './errors.js';
import { type BsNode, isNode } from './tree.js';
import { parseBsXml } from './xml.js';

/**
 * A document read from a file: the name of its root (`roster`, `catalogue`, `gameSystem`,
 * or `json` for a JSON value that is not one of them) and its root node.
 *
 * @example
 * ```ts
 * readDocument('{"roster":{"forces":[]}}', 'army.json').root; // 'roster'
 * ```
 */
export interface BsDocument {
  readonly root: string;
  readonly node: BsNode;
  /** The parsed JSON value, for JSON input (the MESBG reader reads it as it is). */
  readonly json?: unknown;
}

const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

/**
 * The text of a file, unzipped if it is a zip archive (its first `.ros`, `.cat`, `.gst` or
 * `.json` entry, else its only entry).
 *
 * @throws {ImportError} for a file over the size limit, a damaged or truncated archive, an
 *   archive with no document, or bytes that are not UTF-8 text.
 * @example
 * ```ts
 * fileText(new TextEncoder().encode('<roster/>'), 'army.ros'); // '<roster/>'
 * ```
 */
export function fileText(input: string | Uint8Array, source: string): string {
  if (typeof input === 'string') {
    if (input.length > IMPORT_LIMITS.bytes) {
      throw new ImportError(
        source,
        '',
        `too large: ${MiB(input.length)}, at most ${MiB(IMPORT_LIMITS.bytes)}`,
      );
    }
    return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  }
  if (input.length > IMPORT_LIMITS.bytes) {
    throw new ImportError(
      source,
      '',
      `too large: ${MiB(input.length)}, at most ${MiB(IMPORT_LIMITS.bytes)}`,
    );
  }
  let bytes = input;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) bytes = unzip(bytes, source);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw new ImportError(
      source,
      '',
      'not UTF-8 text: neither a roster, a catalogue nor a zip archive of one',
    );
  }
}

/** Little-endian 16 and 32-bit numbers; 0 past the end, as fflate reads them. */
const u16 = (d: Uint8Array, at: number): number => (d[at] ?? 0) | ((d[at + 1] ?? 0) << 8);
const u32 = (d: Uint8Array, at: number): number => (u16(d, at) | (u16(d, at + 2) << 16)) >>> 0;

/**
 * Check the central directory of a zip archive before fflate walks it, read as fflate reads
 * it (the end record within the last 64 KiB, its ZIP64 record if a locator points at one),
 * so that a damaged or hostile archive is refused in time linear in its bytes: fflate trusts
 * the entry count (a ZIP64 record may claim 2^32 entries of a 549-byte file) and reads past
 * the end as zeros, listing every claimed entry. Each central header must be one, whole and
 * inside the file (APPNOTE.TXT 4.3.12: 46 bytes and its name, extra field and comment), so
 * the walk ends after at most bytes / 46 headers.
 *
 * @returns the number of entries.
 */
function checkZipDirectory(d: Uint8Array, source: string): number {
  const damaged = (what: string) =>
    new ImportError(source, '', `not a readable zip archive (truncated or damaged): ${what}`);
  let e = d.length - 22;
  while (e >= 0 && u32(d, e) !== 0x06054b50) {
    if (e === 0 || d.length - e > 65558) throw damaged('invalid zip data');
    e--;
  }
  if (e < 0) throw damaged('invalid zip data');
  let count = u16(d, e + 8);
  if (count === 0) return 0;
  let at = u32(d, e + 16);
  if (e >= 20 && u32(d, e - 20) === 0x07064b50) {
    const z = u32(d, e - 12);
    if (u32(d, z) === 0x06064b50) {
      // Eight-byte fields: fflate reads their low half; the whole value is checked here.
      count = u32(d, z + 32) + u32(d, z + 36) * 2 ** 32;
      at = u32(d, z + 48) + u32(d, z + 52) * 2 ** 32;
    }
  }
  if (count > Math.floor(d.length / 46)) {
    throw damaged(`it claims ${count} entries, more than its ${d.length} bytes can hold`);
  }
  for (let i = 0; i < count; i++) {
    if (at + 46 > d.length || u32(d, at) !== 0x02014b50) {
      throw damaged(`entry ${i + 1} of ${count} is not where the directory says`);
    }
    at += 46 + u16(d, at + 28) + u16(d, at + 30) + u16(d, at + 32);
    if (at > d.length) throw damaged(`entry ${i + 1} of ${count} runs past the end of the file`);
  }
  return count;
}

function unzip(bytes: Uint8Array, source: string): Uint8Array {
  let chosen = '';
  let files: Record<string, Uint8Array>;
  checkZipDirectory(bytes, source);
  try {
    const names: string[] = [];
    // List the entries first (nothing inflated), then inflate only the chosen one, after
    // checking the size its header declares.
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
    chosen =
      names.find((n) => /\.(ros|cat|gst|json)$/i.test(n)) ?? (names.length === 1 ? names[0]! : '');
    if (!chosen) {
      throw new ImportError(
        source,
        '',
        names.length === 0
          ? 'the zip archive is empty'
          : `the zip archive holds no .ros, .cat, .gst or .json file (it has ${names.slice(0, 5).join(', ')})`,
      );
    }
    files = unzipSync(bytes, {
      filter: (f) => {
        if (f.name !== chosen) return false;
        if (f.originalSize > IMPORT_LIMITS.unzippedBytes) {
          throw new ImportError(
            source,
            `entry "${f.name}"`,
            `unzips to ${MiB(f.originalSize)}, at most ${MiB(IMPORT_LIMITS.unzippedBytes)}`,
          );
        }
        return true;
      },
    });
  } catch (e) {
    if (e instanceof ImportError) throw e;
    throw new ImportError(
      source,
      chosen ? `entry "${chosen}"` : '',
      `not a readable zip archive (truncated or damaged): ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const out = files[chosen];
  if (!out || out.length > IMPORT_LIMITS.unzippedBytes) {
    throw new ImportError(
      source,
      `entry "${chosen}"`,
      'the archive entry could not be unzipped within the size limit',
    );
  }
  return out;
}

/**
 * Read a BattleScribe document (roster, catalogue, game system) from XML or JSON text, or
 * from the bytes of a file (zipped or not).
 *
 * @throws {ImportError} for anything that is not a readable document: the message names the
 *   file and the place (line and column for XML and JSON).
 * @example
 * ```ts
 * readDocument('<roster name="x"/>', 'x.ros'); // { root: 'roster', node: { name: 'x' } }
 * ```
 */
export function readDocument(input: string | Uint8Array, source: string): BsDocument {
  const text = fileText(input, source);
  const start = text.search(/\S/);
  if (start < 0) throw new ImportError(source, '', 'the file is empty');
  const c = text[start];
  if (c === '<') return parseBsXml(text, source);
  if (c === '{' || c === '[') {
    const json = parseJsonText(text, source);
    if (isNode(json)) {
      for (const root of ['roster', 'catalogue', 'gameSystem']) {
        if (isNode(json[root])) return { root, node: json[root], json };
      }
    }
    return { root: 'json', node: isNode(json) ? json : {}, json };
  }
  throw new ImportError(
    source,
    'line 1, column 1',
    `expected XML ("<") or JSON ("{"), got ${JSON.stringify(text.slice(start, start + 20))}`,
  );
}

function parseJsonText(text: string, source: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(m);
    let place = '';
    if (at) {
      const pos = Number(at[1]);
      const before = text.slice(0, pos);
      const line = before.split('\n').length;
      place = `line ${line}, column ${pos - before.lastIndexOf('\n')}`;
    }
    throw new ImportError(source, place, `not valid JSON: ${m.replace(/ in JSON at.*$/s, '')}`);
  }
  // JSON.parse keeps the last of two equal field names without a word: refuse instead, as a
  // scenario file does.
  const twice = duplicateJsonKey(text);
  if (twice) {
    throw new ImportError(
      source,
      `line ${twice.line}, column ${twice.column}`,
      `the field ${JSON.stringify(twice.key)} is given twice in the same object; give it once`,
    );
  }
  // Bound what the readers walk.
  let count = 0;
  const work: [unknown, number][] = [[value, 0]];
  while (work.length > 0) {
    const [v, depth] = work.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (++count > IMPORT_LIMITS.nodes)
      throw new ImportError(source, '', `more than ${IMPORT_LIMITS.nodes} JSON objects`);
    if (depth > IMPORT_LIMITS.depth)
      throw new ImportError(source, '', `JSON nested deeper than ${IMPORT_LIMITS.depth}`);
    for (const c of Object.values(v))
      if (typeof c === 'object' && c !== null) work.push([c, depth + 1]);
  }
  return value;
}
