// The entries: `mathhammer` (src/index.ts) picks what a user needs from the modules, and every
// name it exports is also exported, the same value, by the core (src/core.ts) that
// `mathhammer/engine` and `mathhammer/node` read, because the CommonJS build of the main
// entry reads each name from core.cjs (tsup.config.ts). The built bundles share one Dist:
// test/node/parallel.test.ts.
import { expect, test } from 'vitest';
import * as core from '../src/core.js';
import * as engine from '../src/engine.js';
import * as main from '../src/index.js';

test('every value of the main entry is the core one', () => {
  const values: Readonly<Record<string, unknown>> = core;
  for (const [name, value] of Object.entries(main)) {
    expect(Object.hasOwn(values, name), name).toBe(true);
    expect(values[name], name).toBe(value);
  }
});

test('mathhammer/engine is the whole core', () => {
  expect(Object.keys(engine).sort()).toEqual(Object.keys(core).sort());
});

test('the main entry exports at most 65 values and types (room for 15 more under 80)', () => {
  // Values only here (types leave no trace at run time); scripts/measure-face.mjs counts both.
  expect(Object.keys(main).length).toBeLessThanOrEqual(65);
});
