import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that need a module graph of their own: they mock the library's modules
 * (`vi.mock`), spy on when a module is first built, or change the library's module state (the
 * ruleset registry). Every other file shares its worker's modules with the files before it.
 */
const ISOLATED = [
  'test/cli/fightSolves.test.ts',
  'test/cli/internalError.test.ts',
  'test/cost/fightWork.test.ts',
  'test/cost/wh40kLaws.test.ts',
  'test/pipeline/compileOnce.test.ts',
  'test/pipeline/customRuleset.test.ts',
  'test/scenario/lazySchema.test.ts',
];

/**
 * Files that spend their time in processes of their own (Vite and Chromium, tsc, npm pack):
 * spread over the run, so that no two of them compete for the two cores at once.
 */
const SPAWNING = [
  'test/site/playground.test.ts',
  'test/site/killteam.test.ts',
  'test/site/planShare.test.ts',
  'test/consumer.test.ts',
  'test/package.test.ts',
  'test/cli/indexedJob.test.ts',
];

/** Vitest's order (slowest or largest first), with the spawning files spread out. */
class SpreadSpawning extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const spawning = SPAWNING.flatMap((f) => sorted.filter((s) => s.moduleId.endsWith(f)));
    const rest = sorted.filter((s) => !spawning.includes(s));
    // The first at the start, the others at even steps through the rest.
    spawning.forEach((s, i) => {
      rest.splice(Math.floor((i * rest.length) / spawning.length) + i, 0, s);
    });
    return rest;
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // The command line's V8 code cache (src/cli) goes here, not to the home directory, for every
    // run the tests start (test/cli/codeCache.test.ts gives its own directories).
    env: {
      MATHHAMMER_CODE_CACHE: fileURLToPath(
        new URL('./node_modules/.cache/mathhammer-code', import.meta.url),
      ),
    },
    // Vitest's default on a 2-core machine is one worker (cores - 1): the files then ran one
    // after another while the second core idled. Two workers: the files run two at a time.
    maxWorkers: 2,
    sequence: { sequencer: SpreadSpawning },
    projects: [
      {
        extends: true,
        // The benchmarks too (once, each file in a module graph of its own, as before).
        test: {
          name: 'isolated',
          include: ISOLATED,
          isolate: true,
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        // Importing the library takes a file about half a second (356 modules run through
        // Vite's module runner); shared, a worker imports it once, not once per file.
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED],
          isolate: false,
          benchmark: { exclude: ['**'] },
        },
      },
    ],
  },
});
