// The wound-chain engine's work for a unit of one group above QUADRATIC_SHOTS shots, where it
// steps the damaging wounds alone (src/attack/woundChain/damageChain.ts), is priced by that
// chain's own work (src/attack/woundChain/chainWork.ts), not by the chain of every wound's.
// Held here: the price bounds the visits the chain makes from above, replayed state by state
// over the machine's table, and is within 10x of them on the bench's cases (Wounds 1 to 3); and a volley the old
// formula refused (over MAX_EXACT_WORK) is priced low and answered.
import { describe, expect, it } from 'vitest';
import { exactAttack, MAX_EXACT_WORK, QUADRATIC_SHOTS } from '../../src/attack/woundChain/exact.js';
import { checkExactSize, exactSize } from '../../src/attack/woundChain/exactSize.js';
import { keptUnitMachine } from '../../src/attack/woundChain/machineCache.js';
import { type AttackPlan, attackerOdds, woundOutcome } from '../../src/attack/woundChain/plan.js';
import { woundChainCost } from '../../src/cost/estimate.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';

/** `shots` single shots with Critical Strike at `models` models of `wounds` Wounds, one group. */
function volley(
  shots: number,
  models: number,
  wounds: number,
  allocation: 'rules' | 'sequential',
  feelNoPain = 5,
): AttackPlan {
  return compileAttack({
    phase: 'shooting',
    allocation,
    attackers: [
      {
        models: shots,
        bs: 4,
        shots: 1,
        strength: 4,
        ap: 1,
        rules: ['critical-strike'],
        reroll: {},
      },
    ],
    target: {
      groups: [{ models, toughness: 4, wounds, save: 4, feelNoPain, rules: [] }],
      goneToGround: false,
    },
  } as never);
}

/**
 * The state updates damageChain makes on a one-attacker plan from the start, replayed over the
 * machine's table as the chain lists its states (damageChain.ts): its set-up, then each step's
 * listed states (every state some wound reaches, the sizes with no chance as column 0 when
 * there are fewer than 3), a visit 3 scatters (or one a size) and a sum, to the step that finds
 * every listed state one no wound leaves. Steps at most the shots (the unsaved wounds' most).
 */
/** Damage sizes of the plan's one attacker with a chance. */
function sizesOf(plan: AttackPlan): number {
  const g = plan.groups[0]!;
  const a = plan.attackers[0]!;
  const q = woundOutcome(a.against[0]!, attackerOdds(a).criticalGivenWound, g.wounds);
  return q.slice(1).filter((x) => x > 0).length;
}

function replayedWork(plan: AttackPlan): number {
  const g = plan.groups[0]!;
  const a = plan.attackers[0]!;
  const m = keptUnitMachine(plan.groups, plan.allocation).classes[0]!;
  const q = woundOutcome(a.against[0]!, attackerOdds(a).criticalGivenWound, g.wounds);
  const sizes: number[] = [];
  for (let s = 1; s < q.length; s++) if (q[s]! > 0) sizes.push(s);
  const k = sizes.length;
  const columns = k <= 3 ? [sizes[0]!, sizes[1] ?? 0, sizes[2] ?? 0] : sizes;
  const fixed = (i: number) => sizes.every((s) => m.next[i * m.stride + s] === i);
  let work = m.states * (k + 6);
  let list = [0];
  for (let t = 1; t <= a.models; t++) {
    work += list.length * (columns.length + 1);
    if (list.every(fixed)) break;
    const next = new Set<number>();
    for (const i of list) {
      if (fixed(i)) next.add(i);
      else for (const s of columns) next.add(m.next[i * m.stride + s]!);
    }
    list = [...next];
  }
  return work;
}

describe('the damage chain priced by its own work', () => {
  // The bench's case (bench/icepool.mjs: 1,000 shots at 100 x W3, FNP 5+, `rules`), the
  // engine's test case (400 shots at 12 x W3), and others of both policies and Wounds 1 to 4.
  // The last column: the most the price may be over the replayed work. Measured: 8.7x, 3.0x,
  // 6.4x, 42x, 1.06x, 1.04x. Wounds 4 under `rules` is priced over the machine's states from
  // formulas, a bound above them (`unitMachineSize`), hence its wider factor; 1 or 2 damage
  // sizes run every step over the states reached (chainWork.ts says why), and are priced so.
  const cases: readonly (readonly [string, AttackPlan, number, number])[] = [
    ['1000 shots at 100 x W3, rules (the bench)', volley(1000, 100, 3, 'rules'), 3, 10],
    ['1000 shots at 100 x W3, sequential', volley(1000, 100, 3, 'sequential'), 3, 10],
    ['400 shots at 12 x W3, rules', volley(400, 12, 3, 'rules'), 3, 10],
    ['301 shots at 10 x W4, rules, no FNP', volley(301, 10, 4, 'rules', 7), 3, 50],
    ['500 shots at 40 x W2, rules', volley(500, 40, 2, 'rules'), 2, 2],
    ['350 shots at 30 x W1, rules', volley(350, 30, 1, 'rules'), 1, 2],
  ];
  it.each(cases)('%s: bounds the chain from above', (_, plan, sizes, most) => {
    expect(plan.attackers[0]!.models).toBeGreaterThan(QUADRATIC_SHOTS);
    expect(sizesOf(plan)).toBe(sizes);
    const done = replayedWork(plan);
    const priced = exactSize(plan).work;
    expect(priced).toBeGreaterThanOrEqual(done);
    expect(priced).toBeLessThanOrEqual(most * done);
  });

  it('the chain of every wound, below QUADRATIC_SHOTS, keeps its formula', () => {
    // 300 shots at 100 x W3 under `rules` (10,991 states, damage columns 0 to 3): 300 wounds
    // through every state, 300 · 10,991 · 4, and the unsaved count by position, 300 · 1 · 301.
    const plan = volley(300, 100, 3, 'rules');
    expect(exactSize(plan).work).toBe(300 * 10_991 * 4 + 300 * 301);
  });
});

describe('a volley the old formula refused is answered', () => {
  // 100,000 shots at 100 x W3, `rules`: the old price, every wound through every state and the
  // unsaved count by position, 1e5 · 10,991 · 4 + 1e5 · (1e5 + 1) = 1.44e10 steps, over
  // MAX_EXACT_WORK (3e9). The damage chain takes at most 300 + 1 steps: 10,991 · (1 + 6) for
  // its set-up (one damage size: FNP 5+ only saves whole points of Damage 1) and
  // 301 · 10,991 · (3 + 1), 1.33e7 steps in all.
  const plan = volley(100_000, 100, 3, 'rules');
  it('is priced by the damage chain, far under the limit', () => {
    const old = 1e5 * 10_991 * 4 + 1e5 * (1e5 + 1);
    expect(old).toBeGreaterThan(MAX_EXACT_WORK);
    const size = exactSize(plan);
    expect(size.states).toBe(10_991);
    expect(size.work).toBe(10_991 * (3 + 6) + 301 * 10_991 * 4);
    expect(replayedWork(plan)).toBeLessThanOrEqual(size.work);
    expect(() => checkExactSize(plan)).not.toThrow();
    const cost = woundChainCost(plan, { method: 'exact', samples: 0 });
    const exactPart = cost.parts.find((p) => p.what.startsWith('exact engine'))!;
    // 1.4e7 steps at the model's 1.5 ns a step: about 21 ms (the machine's build is its own part).
    expect(exactPart.seconds).toBeCloseTo(size.work * 1.5e-9, 12);
    expect(exactPart.seconds).toBeLessThan(0.05);
  });
  it('and answered, every model slain', () => {
    const r = exactAttack(plan);
    // 100,000 shots, each unsaved with chance about 1/4 x ...: all 100 models slain.
    expect(r.slain.at(100)).toBeCloseTo(1, 12);
    expect(r.slain.max).toBe(100);
  });
});
