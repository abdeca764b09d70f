// The general plan's exact engine takes its allocation machine from the kept ones
// (src/attack/woundChain/machineCache.ts) and each profile's path as its plan's size chose it
// (sizeOf in src/attack/exact.ts), so that the planner's many volleys at one target build one
// machine. Held here: every plan's results, and every volley's law from every state it
// reaches, are those of a fresh machine and a fresh plan, bit for bit, whatever was run
// before (the kept machines filled past their bound of 8, so that some are dropped and built
// again).
import { describe, expect, it } from 'vitest';
import { exactPlan, exactSlainAfterEach } from '../../src/attack/exact.js';
import { prepareVolley } from '../../src/attack/volley.js';
import { forgetKeptMachines, keptUnitMachine } from '../../src/attack/woundChain/machineCache.js';
import type { TargetState } from '../../src/format/volley.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { FEATURES, LISTED } from './plans.js';

const json = (x: unknown) => JSON.stringify(x, (_, v) => (v?.toArray ? v.toArray() : v));

/** Each plan also at larger targets of one group, so that more than 8 machines are asked for. */
const PLANS: readonly (readonly [string, GeneralPlan])[] = [
  ...FEATURES,
  ...LISTED,
  ...FEATURES.filter(([, p]) => p.groups.length === 1).flatMap(([name, p]) =>
    [
      { models: 7, wounds: 2 },
      { models: 4, wounds: 3 },
    ].map((g) => [`${name}, at ${g.models} of W${g.wounds}`, { ...p, groups: [g] }] as const),
  ),
];

/** The plan's results and its slain after each profile, with no machine kept before it. */
function fresh(p: GeneralPlan): string {
  forgetKeptMachines();
  const results = json(exactPlan({ ...p }));
  forgetKeptMachines();
  return results + json(exactSlainAfterEach({ ...p }));
}

function run(p: GeneralPlan): string {
  return json(exactPlan(p)) + json(exactSlainAfterEach(p));
}

describe('plans run with kept machines and kept paths', () => {
  it('give the results of a fresh machine, bit for bit, in any order', () => {
    expect(PLANS.length).toBeGreaterThan(60);
    const want = PLANS.map(([, p]) => fresh(p));
    forgetKeptMachines();
    // The same plan objects twice (their paths kept), then new copies (compiled again), in
    // turn forwards and backwards: each run meets machines others left.
    const same = PLANS.map(([, p]) => ({ ...p }));
    for (const order of [1, -1, 1]) {
      const idx = PLANS.map((_, i) => (order > 0 ? i : PLANS.length - 1 - i));
      for (const i of idx) {
        expect(run(same[i]!), PLANS[i]![0]).toBe(want[i]);
        expect(run({ ...PLANS[i]![1] }), PLANS[i]![0]).toBe(want[i]);
      }
    }
  });

  it('share one machine per groups and policy', () => {
    forgetKeptMachines();
    const a = keptUnitMachine([{ models: 7, wounds: 2 }], 'sequential');
    expect(keptUnitMachine([{ models: 7, wounds: 2 }], 'sequential')).toBe(a);
    expect(keptUnitMachine([{ models: 7, wounds: 2 }], 'rules')).not.toBe(a);
    // Eight more machines: the oldest (a) is dropped and built again.
    for (let m = 1; m <= 8; m++) keptUnitMachine([{ models: m, wounds: 1 }], 'sequential');
    expect(keptUnitMachine([{ models: 7, wounds: 2 }], 'sequential')).not.toBe(a);
  });
});

/** Every state of a one-group target of `models` models of `w` Wounds. */
function states(models: number, w: number): TargetState[] {
  const out: TargetState[] = [];
  for (let left = models; left >= 0; left--) {
    for (let d = 0; d < (left === 0 ? 1 : w); d++) {
      out.push(d > 0 ? { left: [left], wounded: [{ group: 0, damage: d }] } : { left: [left] });
    }
  }
  return out;
}

describe('volleys from every state with kept machines', () => {
  const volleys = PLANS.filter(
    ([, p]) => p.groups.length === 1 && p.allocation === 'sequential' && !p.bystanders,
  );

  it('give the law of a fresh machine, bit for bit', () => {
    expect(volleys.length).toBeGreaterThan(40);
    const want = volleys.map(([, p]) => {
      const g = p.groups[0]!;
      return states(g.models, g.wounds).map((s) => {
        forgetKeptMachines();
        return json(prepareVolley({ ...p }).exact(s));
      });
    });
    forgetKeptMachines();
    for (const round of [0, 1]) {
      volleys.forEach(([name, p], i) => {
        const g = p.groups[0]!;
        const v = prepareVolley(round === 0 ? p : { ...p });
        states(g.models, g.wounds).forEach((s, k) => {
          expect(json(v.exact(s)), `${name} from ${json(s)}`).toBe(want[i]![k]);
        });
      });
    }
  });
});
