/**
 * `mathhammer run`'s code, loaded with V8's code cache: the run is built as one CommonJS file
 * (`dist/cli-run.cjs`, tsup.config.ts), compiled here by `vm.Script` with the bytecode a
 * previous run saved (`cachedData`), so that a run does not parse and compile its 400 KB of
 * code again, nor compile on first call the functions the previous run compiled. Node 20 has
 * no code cache for ES modules (`module.enableCompileCache` is Node 22); this is the route it
 * leaves (docs/benchmarks.md, "Cold start").
 *
 * Safe by construction:
 * - **Keyed by content**: the build writes a hash of the file's text into one of its last
 *   lines (`//# mathhammer-cache-key=`); the cache file is named by that key, the Node version and
 *   the CPU architecture. V8 itself checks its version, its flags and the source's length,
 *   and rejects anything else (`cachedDataRejected`): the code is then compiled from the text
 *   as without a cache, and the cache written again. A file without a key is never cached.
 * - **The user's own directory**: `$MATHHAMMER_CODE_CACHE` if set (`off` turns the cache
 *   off), else `$XDG_CACHE_HOME/mathhammer` or `~/.cache/mathhammer` (`%LOCALAPPDATA%` on
 *   Windows), created for the user alone; never a shared temporary directory, where another
 *   user could leave bytecode to be run.
 * - **Written whole or not at all**: to a file of its own, then renamed over the old one, so
 *   that a run never reads half a cache; any error reading or writing it (no home directory,
 *   a read-only disk) only means no cache.
 *
 * @module
 */

/** The built-in modules the loader and the bundle take (`process.getBuiltinModule`). */
type Builtin = (id: string) => unknown;

/**
 * What the loader uses of `node:fs`, `node:path`, `node:url` and `node:vm` (`node:os` is taken
 * only when the home directory must be asked of the system: see {@link homeDirectory}).
 */
interface Modules {
  fs: typeof import('node:fs');
  path: typeof import('node:path');
  url: typeof import('node:url');
  vm: typeof import('node:vm');
}

/**
 * A built-in module by name, synchronously: `process.getBuiltinModule` (Node 20.16 and later),
 * else `require` of `node:module` (loaded only then).
 */
async function builtins(): Promise<Builtin> {
  const get = (process as { getBuiltinModule?: Builtin }).getBuiltinModule;
  if (typeof get === 'function') return get.bind(process);
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url);
}

/**
 * The line the build writes near the end of the bundle (before its source map's): the key of
 * its code cache.
 */
const KEY = /\n\/\/# mathhammer-cache-key=([0-9a-f]{32})\n/;

/**
 * The directory of the code cache, from the environment: `MATHHAMMER_CODE_CACHE` (a path, or
 * `off`), else the user's cache directory; undefined for no cache. `home` may be a function,
 * called only when the home directory is needed (neither variable says where the cache is).
 *
 * @example
 * ```ts
 * codeCacheDir({ HOME: '/home/ann' }, '/home/ann', 'linux', path); // '/home/ann/.cache/mathhammer'
 * ```
 */
export function codeCacheDir(
  env: Readonly<Record<string, string | undefined>>,
  home: string | (() => string),
  platform: string,
  path: Pick<typeof import('node:path'), 'join' | 'isAbsolute'>,
): string | undefined {
  const own = env.MATHHAMMER_CODE_CACHE;
  if (own !== undefined && own !== '') {
    return own === 'off' || own === '0' ? undefined : own;
  }
  const local = platform === 'win32' ? env.LOCALAPPDATA : env.XDG_CACHE_HOME;
  // The XDG specification: a relative path is to be ignored.
  if (local && path.isAbsolute(local)) return path.join(local, 'mathhammer');
  // Asked for only here: a run told where its cache is never looks up the home directory.
  const dir = typeof home === 'function' ? home() : home;
  if (!dir || !path.isAbsolute(dir)) return undefined;
  return path.join(dir, '.cache', 'mathhammer');
}

/**
 * A CommonJS bundle, loaded: its exports, and `save()`, which writes its code cache if it had
 * none (call it when the work is done, so that the functions it compiled are in the cache).
 *
 * @example
 * ```ts
 * const run = await loadBundle(new URL('./cli-run.cjs', import.meta.url));
 * await run.exports.runMain(args);
 * run.save();
 * ```
 */
export interface LoadedBundle {
  readonly exports: Record<string, unknown>;
  /** Whether the code came from the cache (false: compiled from the text). */
  readonly cached: boolean;
  save(): void;
}

/**
 * Load the CommonJS bundle at `file` (built by tsup.config.ts: built-in modules only, no
 * other `require`), with its code cache when there is one (see the module documentation).
 * The bundle runs as strict code, as the ES modules it was built from, and reads its own URL
 * as `__mathhammer_url` (its `import.meta.url`, which the build writes so).
 *
 * @example
 * ```ts
 * const { exports } = await loadBundle(new URL('./cli-run.cjs', import.meta.url));
 * ```
 */
export async function loadBundle(
  file: URL,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<LoadedBundle> {
  const require = await builtins();
  const m = {
    fs: require('node:fs'),
    path: require('node:path'),
    url: require('node:url'),
    vm: require('node:vm'),
  } as Modules;
  const filename = m.url.fileURLToPath(file);
  const source = m.fs.readFileSync(filename, 'utf8');
  const key = KEY.exec(source.slice(-200))?.[1];
  const dir = key === undefined ? undefined : cacheDirOf(env, m, require);
  const cacheFile =
    dir === undefined
      ? undefined
      : m.path.join(dir, `run-${key}-${process.version}-${process.arch}.v8`);
  let cachedData: Buffer | undefined;
  if (cacheFile !== undefined) {
    try {
      cachedData = m.fs.readFileSync(cacheFile);
    } catch {
      // No cache yet (or none readable): compiled from the text.
    }
  }
  // The wrapper on the bundle's first line, so that its lines are the source map's.
  const script = new m.vm.Script(
    `(function (exports, require, module, __filename, __dirname, __mathhammer_url) {"use strict";${source}\n})`,
    { filename, ...(cachedData ? { cachedData } : {}) },
  );
  const cached = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as Record<string, unknown> };
  const requireBuiltin = (id: string) => {
    const found = require(id);
    if (found === undefined) throw new Error(`${filename}: cannot load ${id}`);
    return found;
  };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    requireBuiltin,
    module,
    filename,
    m.path.dirname(filename),
    file.href,
  );
  let saved = cached;
  return {
    exports: module.exports,
    cached,
    save() {
      if (saved || cacheFile === undefined || dir === undefined) return;
      saved = true;
      writeCache(m, dir, cacheFile, script.createCachedData());
    },
  };
}

/** The cache's directory for this process, or undefined (see {@link codeCacheDir}). */
function cacheDirOf(
  env: Readonly<Record<string, string | undefined>>,
  m: Modules,
  require: Builtin,
): string | undefined {
  return codeCacheDir(env, () => homeDirectory(require), process.platform, m.path);
}

/**
 * The user's home directory, as `os.homedir()` gives it, without loading `node:os` (a
 * built-in that is not in Node's start-up snapshot, about 1 ms of a run's start,
 * docs/benchmarks.md) when the environment names it: libuv's `uv_os_homedir`, behind
 * `os.homedir()`, returns `HOME` (`USERPROFILE` on Windows) whenever it is set, and asks the
 * system only when it is not. '' when there is none (a user without one: no default cache).
 */
function homeDirectory(require: Builtin): string {
  const set = process.env[process.platform === 'win32' ? 'USERPROFILE' : 'HOME'];
  if (set !== undefined) return set;
  try {
    return (require('node:os') as typeof import('node:os')).homedir();
  } catch {
    return '';
  }
}

/** The cache files of other builds kept beside this one's (another install, another Node). */
const KEEP = 4;

/**
 * Write the cache whole (a file of this process's, renamed over the old one) and remove all
 * but the newest {@link KEEP} others; any error only means no cache.
 */
function writeCache(m: Modules, dir: string, cacheFile: string, data: Buffer): void {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    m.fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    m.fs.writeFileSync(temp, data, { mode: 0o600 });
    m.fs.renameSync(temp, cacheFile);
    const others = m.fs
      .readdirSync(dir)
      .filter((f) => /^run-.*\.v8$/.test(f) && m.path.join(dir, f) !== cacheFile)
      .map((f) => ({ f, t: m.fs.statSync(m.path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { f } of others.slice(KEEP)) m.fs.rmSync(m.path.join(dir, f), { force: true });
  } catch {
    try {
      m.fs.rmSync(temp, { force: true });
    } catch {
      // Nothing written: nothing to remove.
    }
  }
}
