/**
 * The pipeline runs each stage once (docs/architecture.md, "The pipeline"): `evaluate()`
 * compiles a scenario once, and the cost model, the engines' own size checks and the run all
 * read that one plan. Counted with spies around each ruleset's compile functions, for both
 * methods and for a scenario the cost model refuses.
 */
import { describe, expect, test, vi } from 'vitest';

vi.mock('../../src/rulesets/scrollhammer/compile.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/scrollhammer/compile.js')>();
  return {
    ...m,
    compileScrollhammer: vi.fn(m.compileScrollhammer),
    compileAttack: vi.fn(m.compileAttack),
  };
});
vi.mock('../../src/rulesets/mesbg/compile.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/mesbg/compile.js')>();
  return { ...m, compileMesbg: vi.fn(m.compileMesbg) };
});
vi.mock('../../src/rulesets/mesbg/fight/compile.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/mesbg/fight/compile.js')>();
  return { ...m, compileFight: vi.fn(m.compileFight) };
});
vi.mock('../../src/rulesets/wh40k-10e/compile.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/wh40k-10e/compile.js')>();
  return { ...m, compileWh40k: vi.fn(m.compileWh40k) };
});

const scrollhammer = await import('../../src/rulesets/scrollhammer/compile.js');
const mesbg = await import('../../src/rulesets/mesbg/compile.js');
const fight = await import('../../src/rulesets/mesbg/fight/compile.js');
const wh40k = await import('../../src/rulesets/wh40k-10e/compile.js');
const { defineRule, evaluate, evaluateJson, TooLargeError } = await import('../../src/index.js');
const { SPEC_MESBG, SPEC_SCROLLHAMMER } = await import('../scenario/specExamples.js');

/** The compile calls of one evaluation, by ruleset. */
function compiles(run: () => unknown): Record<string, number> {
  const spies = {
    scrollhammer: vi.mocked(scrollhammer.compileScrollhammer),
    scrollhammerLowered: vi.mocked(scrollhammer.compileAttack),
    mesbg: vi.mocked(mesbg.compileMesbg),
    fight: vi.mocked(fight.compileFight),
    wh40k: vi.mocked(wh40k.compileWh40k),
  };
  for (const s of Object.values(spies)) s.mockClear();
  try {
    run();
  } catch (e) {
    if (!(e instanceof TooLargeError)) throw e;
  }
  return Object.fromEntries(Object.entries(spies).map(([k, s]) => [k, s.mock.calls.length]));
}

const NONE = { scrollhammer: 0, scrollhammerLowered: 0, mesbg: 0, fight: 0, wh40k: 0 };
const WH40K = {
  ruleset: 'wh40k-10e',
  attackers: [{ models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 'D3' }],
  target: { models: 5, toughness: 4, save: 3, wounds: 2 },
} as const;

describe('evaluate() compiles a scenario once', () => {
  test.each(['exact', 'monte-carlo'] as const)('Scrollhammer, %s', (method) => {
    const s = { ...SPEC_SCROLLHAMMER, method, samples: 2000 };
    expect(compiles(() => evaluateJson(s))).toEqual({ ...NONE, scrollhammer: 1 });
  });

  test('Scrollhammer with a custom rule, and a Blast weapon (the slow part of compiling)', () => {
    const rending = defineRule({
      name: 'rending-arrows',
      citation: 'a test: +1 AP',
      apply: (d) => ({ ...d, ap: d.ap + 1 }),
    });
    const custom = {
      ruleset: 'scrollhammer',
      attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
      target: { groups: [{ models: 4, toughness: 4, save: 4 }] },
    } as const;
    expect(compiles(() => evaluate(custom, { rules: { 'rending-arrows': rending } }))).toEqual({
      ...NONE,
      scrollhammer: 1,
    });
    const blast = {
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4, rules: ['blast'] }],
      target: { groups: [{ models: 10, toughness: 3 }], formation: { files: 5 } },
    } as const;
    expect(compiles(() => evaluate(blast))).toEqual({ ...NONE, scrollhammer: 1 });
  });

  test('a Scrollhammer scenario the cost model refuses is compiled once too', () => {
    // 1,000 models of 2 Wounds under "rules": an allocation table too large to build.
    const huge = {
      ruleset: 'scrollhammer',
      attackers: [{ models: 1000, bs: 3, shots: 10, strength: 10 }],
      target: { groups: [{ models: 1000, toughness: 3, wounds: 100 }] },
    } as const;
    expect(() => evaluate(huge)).toThrow(TooLargeError);
    expect(compiles(() => evaluate(huge))).toEqual({ ...NONE, scrollhammer: 1 });
  });

  test.each(['exact', 'monte-carlo'] as const)('MESBG, %s', (method) => {
    const s = { ...SPEC_MESBG, method, samples: 2000 };
    expect(compiles(() => evaluateJson(s))).toEqual({ ...NONE, mesbg: 1 });
  });

  test('a MESBG fight', () => {
    const f = {
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: { models: [{ fight: 5, attacks: 2, strength: 4, defence: 5 }] },
      sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] },
    } as const;
    expect(compiles(() => evaluate(f))).toEqual({ ...NONE, fight: 1 });
  });

  test.each(['exact', 'monte-carlo'] as const)('Warhammer 40,000, %s', (method) => {
    const s = { ...WH40K, method, samples: 2000 };
    expect(compiles(() => evaluate(s))).toEqual({ ...NONE, wh40k: 1 });
  });
});
