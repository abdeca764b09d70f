/**
 * `planShooting` on real units of the three rulesets with volleys: its values against direct
 * evaluations (`evaluate()` of the same scenario), against a seeded simulation of each plan
 * through the rulesets' samplers, the approximation never above the optimum, the refusal over
 * the limits, and bad input named by its field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AdaptiveSolver } from '../../src/armyTurn/adaptive.js';
import { planShooting, shootingPhase } from '../../src/armyTurn/planShooting.js';
import { bestFixed, greedyChoice, greedyValue } from '../../src/armyTurn/plans.js';
import { fixedPolicy, type Policy, simulate } from '../../src/armyTurn/simulate.js';
import { InputError, ScenarioError, TooLargeError } from '../../src/errors.js';
import { evaluate } from '../../src/scenario/evaluate.js';

/** The example rosters' analysis (Space Marines against Orks), as shooters and targets. */
const roster = JSON.parse(
  readFileSync(
    new URL('../../examples/rosters/strike-force-vs-waaagh.json', import.meta.url),
    'utf8',
  ),
) as {
  ruleset: string;
  profiles: { name: string; attackers: object[] }[];
  targets: ({ name: string } & Record<string, unknown>)[];
};
const ROSTER = {
  ruleset: roster.ruleset,
  shooters: roster.profiles.map((p) => ({ name: p.name, attackers: p.attackers })),
  targets: roster.targets,
};

describe('planShooting against direct evaluations', () => {
  it('one shooter, one target: the value is points x P(unit destroyed) of evaluate()', () => {
    const [shooter] = ROSTER.shooters;
    const boyz = ROSTER.targets[0]!;
    const plan = planShooting({ ...ROSTER, shooters: [shooter], targets: [boyz] });
    const { name: _n, points, ...target } = boyz as { name: string; points: number };
    const r = evaluate({ ruleset: 'wh40k-10e', attackers: shooter!.attackers, target } as never);
    const slain = (r.results as { slain: import('../../src/dist/Dist.js').Dist }).slain;
    const pDestroyed = slain.atLeast(10);
    expect(plan.adaptive.value).toBeCloseTo(points * pDestroyed, 10);
    expect(plan.fixed.value).toBeCloseTo(points * pDestroyed, 10);
    expect(plan.greedy.value).toBeCloseTo(points * pDestroyed, 10);
    expect(plan.adaptive.pointsDestroyed.at(points)).toBeCloseTo(pDestroyed, 10);
  });

  it('each objective of one shooter at one target, from evaluate() of that scenario', () => {
    const [shooter] = ROSTER.shooters;
    const boyz = ROSTER.targets[0]!;
    const { name: _n, points, ...target } = boyz as { name: string; points: number };
    const r = evaluate({ ruleset: 'wh40k-10e', attackers: shooter!.attackers, target } as never);
    const slain = (r.results as { slain: import('../../src/dist/Dist.js').Dist }).slain;
    const one = { ...ROSTER, shooters: [shooter], targets: [boyz] };
    // points-removed: each Boy (W1 of 10 W) is worth points / 10.
    expect(planShooting({ ...one, objective: 'points-removed' }).adaptive.value).toBeCloseTo(
      (points * slain.mean()) / 10,
      10,
    );
    expect(planShooting({ ...one, objective: { destroy: 'Boyz' } }).adaptive.value).toBeCloseTo(
      slain.atLeast(10),
      12,
    );
    expect(planShooting({ ...one, objective: { atLeast: points } }).adaptive.value).toBeCloseTo(
      slain.atLeast(10),
      12,
    );
    expect(planShooting({ ...one, objective: { atLeast: points + 1 } }).adaptive.value).toBe(0);
  });

  it('the fixed plan of two shooters at one target is one scenario with both (volleys in turn)', () => {
    // The Intercessors and the Eradicators (the Captain's pistol would be a "pistols" choice
    // of the joint scenario, which two units do not share).
    const shooters = [ROSTER.shooters[0]!, ROSTER.shooters[2]!];
    const boyz = ROSTER.targets[0]!;
    const plan = planShooting({ ...ROSTER, shooters, targets: [boyz] });
    const { name: _n, points, ...target } = boyz as { name: string; points: number };
    const both = evaluate({
      ruleset: 'wh40k-10e',
      attackers: shooters.flatMap((s) => s.attackers),
      target,
    } as never);
    const slain = (both.results as { slain: import('../../src/dist/Dist.js').Dist }).slain;
    // With one target, shooting everything at it is the best fixed plan (holding scores 0),
    // and the order does not matter to a unit of single-Wound models.
    expect(plan.fixed.value).toBeCloseTo(points * slain.atLeast(10), 10);
    expect(plan.fixed.exact).toBe(true);
  });

  it('the example rosters: adaptive at least fixed and greedy, with a tree to depth 2', () => {
    const plan = planShooting(ROSTER);
    expect(plan.adaptive.exact).toBe(true);
    expect(plan.adaptive.method).toBe('exact');
    expect(plan.adaptive.value).toBeGreaterThanOrEqual(plan.fixed.value - 1e-9);
    expect(plan.adaptive.value).toBeGreaterThanOrEqual(plan.greedy.value - 1e-9);
    expect(plan.adaptive.pointsDestroyed.mean()).toBeCloseTo(plan.adaptive.value, 9);
    const tree = plan.adaptive.tree;
    const total = tree.branches.reduce((s, b) => s + b.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    // The tree's value is the expectation of its branches' values.
    const mean = tree.branches.reduce((s, b) => s + b.probability * b.value!, 0);
    expect(mean).toBeCloseTo(tree.value!, 9);
    expect(tree.branches.some((b) => b.next !== undefined)).toBe(true);
    expect(plan.fixed.plan).toHaveLength(3);
  });
});

describe('weapon choices left to "best"', () => {
  it('the decisions of the volleys the plans use, as evaluate() names them', () => {
    // A plasma gun of two modes: each volley decides its mode as evaluate() decides it for that
    // scenario (against the target at the start of the phase).
    const plasma = {
      name: 'Plasma gun',
      models: 3,
      attacks: 1,
      bs: 3,
      strength: 7,
      ap: -2,
      damage: 1,
      modes: [{ name: 'standard' }, { name: 'supercharge', strength: 8, ap: -3, damage: 2 }],
    };
    const analysis = {
      ruleset: 'wh40k-10e',
      shooters: [{ name: 'Plasma squad', attackers: [plasma] }],
      targets: [{ name: 'Terminators', points: 180, models: 2, toughness: 5, save: 2, wounds: 3 }],
    };
    const plan = planShooting(analysis);
    const { name: _n, points: _p, ...target } = analysis.targets[0]!;
    const direct = evaluate({ ruleset: 'wh40k-10e', attackers: [plasma], target } as never);
    expect(direct.decisions.length).toBeGreaterThan(0);
    expect(plan.decisions).toEqual([
      {
        shooter: 'Plasma squad',
        target: 'Terminators',
        entries: ['Plasma gun'],
        decisions: direct.decisions,
      },
    ]);
  });
});

describe('planShooting on aos4 and wh40k-11e units', () => {
  it('wh40k-10e, the example rosters, every objective: the approximation never above the optimum', () => {
    for (const objective of ['points', 'points-removed', { destroy: 'Boyz' }, { atLeast: 130 }]) {
      const exact = planShooting({ ...ROSTER, objective, method: 'exact' });
      const rollout = planShooting({
        ...ROSTER,
        objective,
        method: 'rollout',
        samples: 3000,
        seed: 9,
      });
      expect(rollout.adaptive.value).toBeLessThanOrEqual(
        exact.adaptive.value + 4 * rollout.adaptive.standardError! + 1e-12,
      );
    }
  });

  it('aos4 shooting: the approximation never above the exact optimum', () => {
    const analysis = {
      ruleset: 'aos4',
      phase: 'shooting',
      shooters: [
        {
          name: 'Judicators',
          attackers: [{ name: 'Boltstorm', models: 5, attacks: 3, hit: 4, wound: 4, damage: 1 }],
        },
        {
          name: 'Longstrike',
          attackers: [{ name: 'Longshot', attacks: 2, hit: 3, wound: 3, rend: 2, damage: 'D3' }],
        },
      ],
      targets: [
        { name: 'Gors', points: 90, models: 5, health: 1, save: 5 },
        { name: 'Bullgor', points: 60, models: 1, health: 4, save: 4 },
      ],
    };
    const exact = planShooting({ ...analysis, method: 'exact' });
    const rollout = planShooting({ ...analysis, method: 'rollout', samples: 4000, seed: 5 });
    expect(exact.adaptive.exact).toBe(true);
    expect(rollout.adaptive.exact).toBe(false);
    expect(rollout.adaptive.note).toMatch(/not the exact optimum/);
    expect(rollout.adaptive.value).toBeLessThanOrEqual(
      exact.adaptive.value + 4 * rollout.adaptive.standardError!,
    );
    expect(exact.adaptive.value).toBeGreaterThanOrEqual(exact.fixed.value - 1e-9);
  });

  it('wh40k-11e with the points-removed objective: the values are points fractions', () => {
    const plan = planShooting({
      ruleset: 'wh40k-11e',
      objective: 'points-removed',
      shooters: [
        {
          name: 'Rifles',
          attackers: [{ models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 }],
        },
        { name: 'Melta', attackers: [{ attacks: 1, bs: 3, strength: 9, ap: -4, damage: 'D6' }] },
      ],
      targets: [
        { name: 'Boyz', points: 80, models: 10, toughness: 5, save: 5 },
        { name: 'Truck', points: 60, toughness: 9, save: 3, wounds: 10 },
      ],
    });
    expect(plan.adaptive.value).toBeGreaterThan(0);
    expect(plan.adaptive.value).toBeLessThanOrEqual(140);
    expect(plan.adaptive.value).toBeGreaterThanOrEqual(plan.fixed.value - 1e-9);
  });
});

describe('priced before it runs, never silent', () => {
  const big = {
    ...ROSTER,
    shooters: Array.from({ length: 10 }, (_, i) => ({
      name: `Squad ${i + 1}`,
      attackers: ROSTER.shooters[i % ROSTER.shooters.length]!.attackers,
    })),
    targets: Array.from({ length: 5 }, (_, i) => ({
      ...ROSTER.targets[i % 2]!,
      name: `Unit ${i + 1}`,
    })),
  };
  it('method "exact" over the limits is refused fast, naming the estimate', () => {
    const t0 = Date.now();
    expect(() => planShooting({ ...big, method: 'exact' })).toThrow(TooLargeError);
    expect(() => planShooting({ ...big, method: 'exact' })).toThrow(
      /estimated at about .* over the limits/,
    );
    expect(Date.now() - t0).toBeLessThan(5000); // generous: the bench holds the second
  });
});

describe('bad input is named by its field', () => {
  const cases: [string, object, RegExp][] = [
    [
      'an unknown target in canTarget',
      { ...ROSTER, shooters: [{ ...ROSTER.shooters[0], canTarget: ['Boys'] }] },
      /shooters\[0\]\.canTarget\[0\]: no target is named "Boys" \(did you mean "Boyz"\?\)/,
    ],
    [
      'a destroy objective naming no target',
      { ...ROSTER, objective: { destroy: 'Gretchin' } },
      /objective\.destroy: no target is named "Gretchin"/,
    ],
    [
      'two targets of one name',
      { ...ROSTER, targets: [ROSTER.targets[0], ROSTER.targets[0]] },
      /targets\[1\]\.name: the name "Boyz" is also targets\[0\]'s/,
    ],
    [
      'a bad objective',
      { ...ROSTER, objective: 'kills' },
      /objective: expected "points", "points-removed"/,
    ],
    ['a depth of 0', { ...ROSTER, depth: 0 }, /depth: expected 1\.\.8, got 0/],
    [
      'a shooter without a name',
      { ...ROSTER, shooters: [{ attackers: ROSTER.shooters[0]!.attackers }] },
      /shooters\[0\]\.name: missing/,
    ],
    [
      'a bad weapon',
      { ...ROSTER, shooters: [{ name: 'A', attackers: [{ bs: 9, strength: 4 }] }] },
      /shooters\[0\]\.attackers\[0\]\.bs/,
    ],
    [
      'a bad method',
      { ...ROSTER, method: 'monte-carlo' },
      /method: expected "auto" or "exact" or "rollout"/,
    ],
  ];
  for (const [what, input, message] of cases) {
    it(what, () => {
      expect(() => planShooting(input)).toThrow(ScenarioError);
      expect(() => planShooting(input)).toThrow(message);
    });
  }
  it('a ruleset without volleys', () => {
    expect(() => planShooting({ ...ROSTER, ruleset: 'mesbg' })).toThrow(InputError);
    expect(() => planShooting({ ...ROSTER, ruleset: 'mesbg' })).toThrow(
      /ruleset: "mesbg" gives no volleys/,
    );
  });
});

describe('each plan of real units against a seeded simulation through the samplers', () => {
  const { phase, start, keys } = shootingPhase(ROSTER);
  const full = (1 << phase.n) - 1;
  const samples = 20_000;
  const within = (exact: number, sim: { mean: number; standardError: number }) => {
    // 4 standard errors at a fixed seed: a false alarm about once in 16000 seeds.
    expect(sim.standardError).toBeGreaterThan(0);
    expect(Math.abs(sim.mean - exact)).toBeLessThanOrEqual(4 * sim.standardError);
  };
  it('the adaptive plan', () => {
    const solver = new AdaptiveSolver(phase);
    const value = solver.solve(full, start, keys).value[0];
    const policy: Policy = (mask, states, ks) => {
      const d = solver.solve(mask, states, ks);
      return d.shooter < 0 ? undefined : d;
    };
    within(value, simulate(phase, policy, start, samples, 11));
  });
  it('the best fixed plan and the greedy plan', () => {
    const fixed = bestFixed(phase, start, keys);
    within(fixed.value[0], simulate(phase, fixedPolicy(fixed.plan), start, samples, 12));
    const greedy: Policy = (mask, states, ks) => {
      const i = phase.problem.shooters.findIndex((_, k) => (mask & (1 << k)) !== 0);
      return i < 0 ? undefined : { shooter: i, assignment: greedyChoice(phase, i, states, ks) };
    };
    within(greedyValue(phase, start, keys)[0], simulate(phase, greedy, start, samples, 13));
  });
});

describe('refused before any work when even the approximation is too large', () => {
  it('8 weapon entries against 12 targets: 13^8 assignments a shooter', () => {
    const weapon = ROSTER.shooters[0]!.attackers[0] as object;
    const analysis = {
      ...ROSTER,
      method: 'rollout',
      shooters: Array.from({ length: 4 }, (_, i) => ({
        name: `Squad ${i + 1}`,
        attackers: Array.from({ length: 8 }, (_, k) => ({ ...weapon, name: `gun ${k + 1}` })),
      })),
      targets: Array.from({ length: 12 }, (_, i) => ({
        ...ROSTER.targets[0]!,
        name: `Mob ${i + 1}`,
      })),
    };
    const t0 = Date.now();
    expect(() => planShooting(analysis)).toThrow(TooLargeError);
    expect(() => planShooting(analysis)).toThrow(/even the approximation .* is estimated at about/);
    expect(Date.now() - t0).toBeLessThan(10_000); // generous on a loaded machine
  });
});
