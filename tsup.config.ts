import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * `mathhammer`, `mathhammer/engine` and `mathhammer/node` import everything through
 * `src/core.ts`. In ESM the bundler shares the core's chunks between the entries; CommonJS has
 * no shared chunks, so there the import is kept as `require('./core.cjs')` (or
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
      if (/[\\/]src[\\/]index\.ts$/.test(args.importer)) {
        // The main entry picks names from the modules (so its declarations stay small); in
        // CommonJS each of them is read from the core, which exports every one.
        return { path: './core.cjs', external: true };
      }
      if (
        /^\.\.?\/core\.js$/.test(args.path) &&
        /[\\/]src[\\/](engine|node[\\/]\w+)\.ts$/.test(args.importer)
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

/** main.ts's `import('./runMain.js')`: the `run` command's entry, built as dist/cli-run.js. */
const runEntry: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mathhammer-run-entry',
  setup(build) {
    build.onResolve({ filter: /^\.\/runMain\.js$/ }, (args) =>
      /[\\/]src[\\/]cli[\\/]main\.ts$/.test(args.importer)
        ? { path: './cli-run.js', external: true }
        : undefined,
    );
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

/** What both builds of the command line share. */
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
    // main.ts loads `run`'s own entry, built below, by its built name.
    esbuildPlugins: [runEntry],
    // The #! line is main.ts's own (a banner would put it on every chunk).
    esbuildOptions(options) {
      options.chunkNames = 'cli-[name]-[hash]';
    },
  },
  {
    // `mathhammer run` (src/cli/runMain.ts), the command run most, built apart: a run loads
    // this one file where the command line's chunks would be a dozen (each file a module for
    // Node to resolve, read, compile and link: in a dozen, about 8 ms more than the same code
    // in one; docs/benchmarks.md, "Cold start"). Split only for what a run loads when it needs
    // it (mathhammer/node's worker threads, which share the run's classes).
    ...cliBuild,
    entry: { 'cli-run': 'src/cli/runMain.ts' },
    esbuildOptions(options) {
      options.chunkNames = 'cli-run.[name]-[hash]';
      // Less text for V8 to scan and compile at every run (about 1.5 ms of its 20); names kept,
      // so that an internal error's stack trace still reads (the source map gives the lines).
      options.minifyWhitespace = true;
      options.minifySyntax = true;
    },
  },
]);
