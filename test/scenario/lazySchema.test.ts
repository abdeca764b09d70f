/**
 * The scenario schema builds a ruleset's part when a scenario of that ruleset is first
 * parsed, not at import (docs/benchmarks.md, "Cold start"); for a scenario that names its
 * ruleset it runs that ruleset's part alone. It must give what the whole schema gives: the
 * same output, the same issues (messages and paths), for valid and broken scenarios alike.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';

// Spies around the rulesets' builders, to see when each is built.
vi.mock('../../src/rulesets/wh40k-10e/schema.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/wh40k-10e/schema.js')>();
  return { ...m, wh40kBuiltIn: vi.fn(m.wh40kBuiltIn) };
});
vi.mock('../../src/rulesets/mesbg/schema.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/mesbg/schema.js')>();
  return { ...m, mesbgBuiltIn: vi.fn(m.mesbgBuiltIn) };
});
vi.mock('../../src/rulesets/mesbg/fight/schema.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/mesbg/fight/schema.js')>();
  return { ...m, fightBuiltIn: vi.fn(m.fightBuiltIn) };
});

const { wh40kBuiltIn } = await import('../../src/rulesets/wh40k-10e/schema.js');
const { mesbgBuiltIn } = await import('../../src/rulesets/mesbg/schema.js');
const { fightBuiltIn } = await import('../../src/rulesets/mesbg/fight/schema.js');
const main = await import('../../src/index.js');
const { ScenarioSchema, wholeScenarioSchema } = await import('../../src/scenario/schema.js');
const { SPEC_MESBG, SPEC_SCROLLHAMMER } = await import('./specExamples.js');

const WH40K = {
  ruleset: 'wh40k-10e',
  attackers: [{ name: 'Bolt rifles', models: 5, attacks: 2, bs: 3, strength: 4, ap: -1 }],
  target: { name: 'Boyz', models: 10, toughness: 5, save: 5 },
};
const FIGHT = {
  ruleset: 'mesbg',
  phase: 'fight',
  sideA: { models: [{ fight: 5, attacks: 2, strength: 4, defence: 5 }] },
  sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] },
};

describe('each ruleset is built on its first scenario', () => {
  test('importing the library and evaluating a Scrollhammer scenario build no other ruleset', () => {
    main.evaluate(SPEC_SCROLLHAMMER as never);
    expect(wh40kBuiltIn).not.toHaveBeenCalled();
    expect(mesbgBuiltIn).not.toHaveBeenCalled();
    expect(fightBuiltIn).not.toHaveBeenCalled();
  });

  test('a wh40k-10e scenario builds wh40k-10e only; a MESBG one, both MESBG phases', () => {
    main.parseScenario(WH40K);
    expect(wh40kBuiltIn).toHaveBeenCalled();
    expect(mesbgBuiltIn).not.toHaveBeenCalled();
    main.parseScenario(SPEC_MESBG);
    expect(mesbgBuiltIn).toHaveBeenCalled();
    expect(fightBuiltIn).toHaveBeenCalled();
  });
});

/** What a parse gives, comparable: the output, or each issue's message and path. */
function outcome(schema: v.GenericSchema, input: unknown) {
  const r = v.safeParse(schema, input);
  return r.success
    ? { output: r.output }
    : {
        issues: r.issues.map((i) => ({
          message: i.message,
          expected: i.expected,
          path: i.path?.map((p) => p.key),
        })),
      };
}

const BASES = [SPEC_SCROLLHAMMER, SPEC_MESBG, WH40K, FIGHT] as const;
/** A value a broken scenario may hold in place of a field. */
const value = fc.oneof(
  fc.constantFrom('scrollhammer', 'mesbg', 'wh40k-10e', 'fight', 'shoot', 'mesbh', 'x', ''),
  fc.integer({ min: -2, max: 12 }),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.boolean(),
);
const KEYS = ['ruleset', 'phase', 'attackers', 'target', 'sideA', 'method', 'samples', 'extra'];
/** A scenario of a ruleset, with fields replaced or removed, or no object at all. */
const scenario = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...BASES),
        fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.option(value, { nil: undefined })), {
          maxLength: 3,
        }),
      )
      .map(([base, edits]) => {
        const s: Record<string, unknown> = structuredClone(base) as Record<string, unknown>;
        for (const [key, to] of edits) {
          if (to === undefined) delete s[key];
          else s[key] = to;
        }
        return s;
      }),
  },
  { weight: 1, arbitrary: value },
);

test('each ruleset alone gives what the whole schema gives (output, messages, paths)', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      expect(outcome(ScenarioSchema, s)).toEqual(outcome(wholeScenarioSchema(), s));
    }),
    { seed: 20_261_130, numRuns: 400 },
  );
});
