/**
 * The code cache of `mathhammer run` (src/cli/codeCache.ts): a bundle loaded through it gives
 * the same exports with and without its cache, a cache is used only by the text it was made
 * from (its key), a broken or foreign cache is never run, and a cache that cannot be written
 * is no error.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { codeCacheDir, loadBundle } from '../../src/cli/codeCache.js';

const work = mkdtempSync(join(tmpdir(), 'mathhammer-code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A bundle as the build writes it: CommonJS, its key on a line near the end. */
function bundle(name: string, body: string, key: string | null): URL {
  const file = join(work, name);
  const keyLine = key === null ? '' : `//# mathhammer-cache-key=${key}\n`;
  writeFileSync(file, `${body}\n${keyLine}//# sourceMappingURL=${name}.map\n`);
  return pathToFileURL(file);
}

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);
const BODY =
  'function f(n){let s=0;for(let i=0;i<n;i++)s+=i;return s}' +
  'exports.value=f(10);exports.strict=(function(){return this===undefined})();' +
  'exports.url=__mathhammer_url;exports.os=typeof require("node:os").cpus;';

describe('codeCacheDir', () => {
  const home = '/home/ann';
  test('the user cache directory, or the one named, or none', () => {
    expect(codeCacheDir({}, home, 'linux', path.posix)).toBe('/home/ann/.cache/mathhammer');
    expect(codeCacheDir({ XDG_CACHE_HOME: '/var/c' }, home, 'linux', path.posix)).toBe(
      '/var/c/mathhammer',
    );
    // The XDG specification: a relative path is ignored.
    expect(codeCacheDir({ XDG_CACHE_HOME: 'c' }, home, 'linux', path.posix)).toBe(
      '/home/ann/.cache/mathhammer',
    );
    expect(codeCacheDir({ MATHHAMMER_CODE_CACHE: '/x' }, home, 'linux', path.posix)).toBe('/x');
    expect(codeCacheDir({ MATHHAMMER_CODE_CACHE: 'off' }, home, 'linux', path.posix)).toBe(
      undefined,
    );
    expect(codeCacheDir({ MATHHAMMER_CODE_CACHE: '0' }, home, 'linux', path.posix)).toBe(undefined);
    expect(codeCacheDir({}, '', 'linux', path.posix)).toBe(undefined);
    expect(
      codeCacheDir(
        { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' },
        'C:\\Users\\ann',
        'win32',
        path.win32,
      ),
    ).toBe('C:\\Users\\ann\\AppData\\Local\\mathhammer');
  });
  test('the home directory is asked for only when no variable names the cache', () => {
    let asked = 0;
    const ask = () => {
      asked++;
      return home;
    };
    expect(codeCacheDir({ MATHHAMMER_CODE_CACHE: '/x' }, ask, 'linux', path.posix)).toBe('/x');
    expect(codeCacheDir({ MATHHAMMER_CODE_CACHE: 'off' }, ask, 'linux', path.posix)).toBe(
      undefined,
    );
    expect(codeCacheDir({ XDG_CACHE_HOME: '/var/c' }, ask, 'linux', path.posix)).toBe(
      '/var/c/mathhammer',
    );
    expect(asked).toBe(0);
    expect(codeCacheDir({}, ask, 'linux', path.posix)).toBe('/home/ann/.cache/mathhammer');
    expect(codeCacheDir({ XDG_CACHE_HOME: 'c' }, ask, 'linux', path.posix)).toBe(
      '/home/ann/.cache/mathhammer',
    );
    expect(asked).toBe(2);
    expect(codeCacheDir({}, () => '', 'linux', path.posix)).toBe(undefined);
  });
});

describe('loadBundle', () => {
  test('the same exports compiled from the text and from the cache, which is then used', async () => {
    const dir = join(work, 'cache-1');
    const env = { MATHHAMMER_CODE_CACHE: dir };
    const file = bundle('one.cjs', BODY, KEY_A);
    const first = await loadBundle(file, env);
    expect(first.cached).toBe(false);
    expect(first.exports).toEqual({ value: 45, strict: true, url: file.href, os: 'function' });
    first.save();
    const written = readdirSync(dir);
    expect(written).toEqual([`run-${KEY_A}-${process.version}-${process.arch}.v8`]);
    const second = await loadBundle(file, env);
    expect(second.cached).toBe(true);
    expect(second.exports).toEqual(first.exports);
  });

  test("another text of the same length never runs the first one's cache", async () => {
    const dir = join(work, 'cache-2');
    const env = { MATHHAMMER_CODE_CACHE: dir };
    const a = await loadBundle(bundle('two.cjs', 'exports.v="A";', KEY_A), env);
    a.save();
    // Rewritten in place, the same length: V8 alone would take the cache (it checks the
    // length); the key is another, so is the cache file.
    const b = await loadBundle(bundle('two.cjs', 'exports.v="B";', KEY_B), env);
    expect(b.cached).toBe(false);
    expect(b.exports.v).toBe('B');
  });

  test('a broken cache is rejected and written again; a bundle without a key is never cached', async () => {
    const dir = join(work, 'cache-3');
    const env = { MATHHAMMER_CODE_CACHE: dir };
    const file = bundle('three.cjs', BODY, KEY_A);
    mkdirSync(dir, { recursive: true });
    const cacheFile = join(dir, `run-${KEY_A}-${process.version}-${process.arch}.v8`);
    writeFileSync(cacheFile, Buffer.from('not a code cache at all'));
    const loaded = await loadBundle(file, env);
    expect(loaded.cached).toBe(false);
    expect(loaded.exports.value).toBe(45);
    loaded.save();
    expect(readFileSync(cacheFile).length).toBeGreaterThan(100);
    expect((await loadBundle(file, env)).cached).toBe(true);

    const plainDir = join(work, 'cache-4');
    const plain = await loadBundle(bundle('four.cjs', BODY, null), {
      MATHHAMMER_CODE_CACHE: plainDir,
    });
    plain.save();
    expect(plain.exports.value).toBe(45);
    expect(() => readdirSync(plainDir)).toThrow();
  });

  test('a cache that cannot be written is no error, and off is off', async () => {
    // A file where the directory would be.
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, '');
    const file = bundle('five.cjs', BODY, KEY_A);
    const loaded = await loadBundle(file, { MATHHAMMER_CODE_CACHE: join(blocked, 'cache') });
    expect(() => loaded.save()).not.toThrow();
    expect(loaded.exports.value).toBe(45);
    const off = await loadBundle(file, { MATHHAMMER_CODE_CACHE: 'off' });
    off.save();
    expect(off.cached).toBe(false);
  });

  test('a require of anything but a built-in module fails with the name', async () => {
    const file = bundle('six.cjs', 'exports.f=()=>require("valibot");', KEY_A);
    const loaded = await loadBundle(file, { MATHHAMMER_CODE_CACHE: 'off' });
    expect(() => (loaded.exports.f as () => unknown)()).toThrow(/cannot load valibot/);
  });
});
