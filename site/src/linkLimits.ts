/**
 * The limits of a permalink (src/share.ts), apart from the browser's stream types so that the
 * tests run them under Node. A link is untrusted text: 348 KB of deflate would otherwise
 * inflate to hundreds of megabytes, and a state nested 200,000 deep would reach the page.
 *
 * @module
 */

/**
 * The most a link may hold once inflated: the size of a scenario file the command line reads
 * (docs/scenario-format.md, Limits), and how deep its JSON may nest (a scenario's 20, and the
 * page's state around it).
 *
 * @example
 * ```ts
 * LINK_LIMITS.bytes; // 1000000
 * ```
 */
export const LINK_LIMITS = { bytes: 1_000_000, depth: 24 } as const;

/** What {@link readCapped} reads: a stream reader of bytes. */
export interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>;
  cancel(): Promise<void>;
}

/**
 * Read a stream to its end, throwing as soon as it passes `limit` bytes (and cancelling it,
 * so the inflating stops there).
 *
 * @example
 * ```ts
 * const bytes = await readCapped(stream.getReader(), LINK_LIMITS.bytes);
 * ```
 */
export async function readCapped(reader: ByteReader, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    const chunk = r.value ?? new Uint8Array(0);
    size += chunk.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`it holds more than ${limit.toLocaleString('en-US')} bytes`);
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Throw unless JSON text nests `[` and `{` at most {@link LINK_LIMITS}.depth deep (strings
 * skipped); linear, without recursion, before `JSON.parse` sees it.
 *
 * @example
 * ```ts
 * checkDepth('[[1]]'); // passes
 * ```
 */
export function checkDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > LINK_LIMITS.depth) {
        throw new Error(`its JSON is nested deeper than ${LINK_LIMITS.depth}`);
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Throw unless a link's base64url text could hold at most {@link LINK_LIMITS}.bytes.
 *
 * @example
 * ```ts
 * checkLinkLength('eyJh'); // passes
 * ```
 */
export function checkLinkLength(base64: string): void {
  if (base64.length > Math.ceil((LINK_LIMITS.bytes * 4) / 3)) {
    throw new Error(`it holds more than ${LINK_LIMITS.bytes.toLocaleString('en-US')} bytes`);
  }
}
