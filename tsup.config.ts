import { defineConfig, type Options } from 'tsup';

/**
 * `mathhammer/node` imports the core through `../index.js`. In ESM the bundler shares the
 * core's chunks between both entries; CommonJS has no shared chunks, so there the import is
 * kept as `require('../index.cjs')`, the core entry itself: one copy of the core either way.
 */
const coreOnce: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mathhammer-core-once',
  setup(build) {
    // tsup builds CommonJS as ESM first when tree-shaking; its define says the real format.
    if (build.initialOptions.define?.TSUP_FORMAT !== '"cjs"') return;
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/]node[\\/]/.test(args.importer)
        ? { path: '../index.cjs', external: true }
        : undefined,
    );
  },
};

export default defineConfig([
  {
    // The core (no node: imports, checked by test/node/coreBundle.test.ts) and mathhammer/node
    // (worker threads; its worker is loaded by path, beside it).
    entry: {
      index: 'src/index.ts',
      'node/index': 'src/node/index.ts',
      'node/worker': 'src/node/worker.ts',
    },
    format: ['esm', 'cjs'],
    dts: { entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'node20',
    treeshake: true,
    shims: true,
    esbuildPlugins: [coreOnce],
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
