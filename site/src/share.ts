/**
 * Permalinks: the page's state (the scenario, seed included, and the comparison) in the URL
 * fragment, so a link reproduces the answer and no server ever sees it. Compressed with
 * deflate (`CompressionStream('deflate-raw')`) then base64url, after `#z=`; a browser without
 * `CompressionStream` writes the plain JSON in base64url after `#j=`, and every browser reads
 * both.
 *
 * @module
 */
import {
  type ByteReader,
  checkDepth,
  checkLinkLength,
  LINK_LIMITS,
  readCapped,
} from './linkLimits.js';

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function through(
  bytes: Uint8Array,
  stream: GenericTransformStream,
  limit = Number.POSITIVE_INFINITY,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return readCapped(out.getReader() as ByteReader, limit);
}

/**
 * The URL fragment (without `#`) holding `state`.
 *
 * @example
 * ```ts
 * location.hash = await encodeState({ scenario }); // 'z=q1YqSs1...'
 * ```
 */
export async function encodeState(state: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  if (typeof CompressionStream === 'function') {
    try {
      return `z=${toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))}`;
    } catch {
      // Fall through to the plain form.
    }
  }
  return `j=${toBase64Url(bytes)}`;
}

/**
 * The state a fragment holds, or `undefined` when it holds none (or cannot be read: the
 * message says why).
 *
 * @example
 * ```ts
 * const state = await decodeState(location.hash.slice(1));
 * ```
 */
export async function decodeState(fragment: string): Promise<{ value?: unknown; error?: string }> {
  const m = /^([zj])=(.*)$/s.exec(fragment);
  if (!m) return {};
  // The form is right (#z= or #j=) but not what follows: say where it goes wrong.
  const bad = /[^A-Za-z0-9_-]/.exec(m[2]!);
  if (bad) {
    return {
      error: `the link is damaged: after #${m[1]}= it holds ${JSON.stringify(bad[0])} (character ${bad.index + 1}), which no playground link has; it was cut short or changed`,
    };
  }
  try {
    checkLinkLength(m[2]!);
    let bytes = fromBase64Url(m[2]!);
    if (m[1] === 'z') {
      if (typeof DecompressionStream !== 'function') {
        return { error: 'this browser cannot read compressed links (no DecompressionStream)' };
      }
      bytes = await through(bytes, new DecompressionStream('deflate-raw'), LINK_LIMITS.bytes);
    }
    const text = new TextDecoder().decode(bytes);
    checkDepth(text);
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: `the link is damaged: ${e instanceof Error ? e.message : String(e)}` };
  }
}
