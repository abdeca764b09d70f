import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * `mathhammer`, `mathhammer/engine` and `mathhammer/node` import everything through
 * `src/core.ts` (the first two in CommonJS only: their sources name the modules). In ESM the
 * bundler shares the core's chunks between the entries; CommonJS has no shared chunks, so
 * there the import is kept as `require('./core.cjs')` (or
 * `'../core.cjs'`), the core built as an entry of its own: one copy of the core either way
 * (one `Dist`, one `InputError` for `instanceof`).
 *
 * `mathhammer/import` (src/import/) is outside the core, so that its parsers load only where
 * army lists are read; in CommonJS what it takes from the core (errors, `evaluate`, dice) is
 * read from `../core.cjs` too, and only the importer's own modules are bundled.
 */
const coreOnce: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mathhammer-core-once',
  setup(build) {
    // tsup builds CommonJS as ESM first when tree-shaking; its define says the real format.
    if (build.initialOptions.define?.TSUP_FORMAT !== '"cjs"') return;
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (/[\\/]src[\\/](index|engine)\.ts$/.test(args.importer)) {
        // The main entry and mathhammer/engine pick names from the modules (so their
        // declarations stay small); in CommonJS each of them is read from the core, which
        // exports every one. mathhammer/engine re-exports the main entry whole: index.cjs.
        if (args.path === './index.js') return { path: './index.cjs', external: true };
        return { path: './core.cjs', external: true };
      }
      if (
        /^\.\.?\/core\.js$/.test(args.path) &&
        /[\\/]src[\\/]node[\\/]\w+\.ts$/.test(args.importer)
      ) {
        return { path: args.path.replace(/\.js$/, '.cjs'), external: true };
      }
      const from = relative(resolve('src'), dirname(args.importer));
      if (from === 'import' || from.startsWith(`import${sep}`)) {
        const to = relative(resolve('src'), resolve(dirname(args.importer), args.path));
        // The command line's JSON helpers (pure functions, no classes) are bundled.
        if (!to.startsWith(`import${sep}`) && !to.startsWith(`cli${sep}`)) {
          return { path: '../core.cjs', external: true };
        }
      }
      return undefined;
    });
  },
};

/**
 * The key of `run`'s code cache (src/cli/codeCache.ts), written last in dist/cli-run.cjs: a
 * hash of the file's text, so that a cache is used only by the code it was made from (V8
 * itself checks no more than the text's length).
 */
const cacheKey: NonNullable<Options['plugins']>[number] = {
  name: 'mathhammer-cache-key',
  renderChunk(code, info) {
    if (!info.path.endsWith('cli-run.cjs')) return undefined;
    const key = createHash('sha256').update(code).digest('hex').slice(0, 32);
    return { code: `${code}\n//# mathhammer-cache-key=${key}\n` };
  },
};

/** What the command line says of itself (`--version`, the bug tracker of an internal error). */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
  bugs?: { url?: string };
};

/**
 * The version and bug tracker written into the command line (src/cli/io.ts), instead of
 * reading package.json at every start: as the text of a JSON object, which esbuild writes in
 * where it is read (an object would be a module of its own, one more file for a run to load).
 */
const cliDefine = {
  MATHHAMMER_PACKAGE: JSON.stringify(
    JSON.stringify({ version: pkg.version, ...(pkg.bugs?.url ? { bugs: pkg.bugs.url } : {}) }),
  ),
};

/** The command line's build (split into chunks, below). */
const cliBuild = {
  format: ['esm'],
  splitting: true,
  // valibot bundled and tree-shaken: the part the command line uses (parsing, no JSON
  // Schema), a quarter of the package's 206 KB module, which a run would compile whole.
  noExternal: ['valibot'],
  define: cliDefine,
  sourcemap: true,
  target: 'node20',
} satisfies Options;

export default defineConfig([
  {
    // The core (no node: imports, checked by test/node/coreBundle.test.ts) and mathhammer/node
    // (worker threads; its worker is loaded by path, beside it).
    entry: {
      index: 'src/index.ts',
      engine: 'src/engine.ts',
      core: 'src/core.ts',
      // Not a public entry: it reaches only the distributions, so the bundler puts them in a
      // chunk of their own, without valibot and the schemas, and an application importing
      // only Dist builders bundles that chunk alone (scripts/measure-face.mjs measures it).
      'internal/dist': 'src/dist/index.ts',
      'node/index': 'src/node/index.ts',
      'node/worker': 'src/node/worker.ts',
      'import/index': 'src/import/index.ts',
    },
    format: ['esm', 'cjs'],
    // One declaration build for every public entry: a type the entries share is declared once,
    // in a chunk they all import, so a `Dist` from `mathhammer/engine` is the `Dist` of
    // `mathhammer` (a copy would be another class to the compiler: TS2345, `#private`). The
    // main entry loads only the chunks of the names it exports.
    dts: {
      entry: {
        index: 'src/index.ts',
        engine: 'src/engine.ts',
        'node/index': 'src/node/index.ts',
        'import/index': 'src/import/index.ts',
      },
    },
    sourcemap: true,
    clean: true,
    target: 'node20',
    treeshake: true,
    shims: true,
    esbuildPlugins: [coreOnce],
  },
  {
    // The command line loads each command's module when it runs (src/cli/cli.ts): split into
    // chunks, `--version` compiles a few kilobytes instead of the whole bundle. The chunks sit
    // beside cli.js (the paths it reads from, ../package.json and node/worker.js, hold for
    // them too), named cli-* to tell them from the library's.
    ...cliBuild,
    entry: { cli: 'src/cli/main.ts' },
    // The #! line is main.ts's own (a banner would put it on every chunk).
    esbuildOptions(options) {
      options.chunkNames = 'cli-[name]-[hash]';
    },
  },
  {
    // `mathhammer run` (src/cli/runMain.ts), the command run most, built apart as one
    // CommonJS file, which the executable loads with V8's code cache (src/cli/codeCache.ts;
    // Node 20 has none for ES modules): a run then neither parses nor compiles its code again
    // (docs/benchmarks.md, "Cold start"). One file, mathhammer/node's worker threads included
    // (initialised only when a run uses them), so that the run's classes are theirs.
    entry: { 'cli-run': 'src/cli/runMain.ts' },
    format: ['cjs'],
    noExternal: ['valibot'],
    // The bundle's `import.meta.url` is its own URL, which the loader passes in.
    define: { ...cliDefine, 'import.meta.url': '__mathhammer_url' },
    sourcemap: true,
    target: 'node20',
    plugins: [cacheKey],
    esbuildOptions(options) {
      // Less text for V8 to scan and compile at a run without its cache (about 1.5 ms of its
      // 20); names kept, so that an internal error's stack trace still reads (the source map
      // gives the lines).
      options.minifyWhitespace = true;
      options.minifySyntax = true;
    },
  },
]);
