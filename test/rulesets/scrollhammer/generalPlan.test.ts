import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactPlan } from '../../../src/attack/exact.js';
import { samplePlanCounts } from '../../../src/attack/sample.js';
import { exactAttack } from '../../../src/attack/woundChain/exact.js';
import { woundChainPlan, woundChainProblem } from '../../../src/attack/woundChain/plan.js';
import type { Dist } from '../../../src/dist/index.js';
import { compileAttack, compileScrollhammer } from '../../../src/rulesets/scrollhammer/compile.js';
import type { ScrollhammerEvaluation } from '../../../src/rulesets/scrollhammer/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { expectCountsFit } from '../../stats/chiSquareHelper.js';
import { geometryCases, ruleCases } from './cases.js';

// Scrollhammer compiles into the general plan; its evaluations run on the wound-chain engines
// (lowered from that plan). The general engines run the same plan independently: every rule
// case and every shipped example must give the same distributions on both.

const examples: Record<string, ScrollhammerEvaluation> = {};
for (const file of readdirSync('examples').filter((f) => f.startsWith('scrollhammer-'))) {
  const s = parseScenario(JSON.parse(readFileSync(`examples/${file}`, 'utf8')));
  if (s.ruleset === 'scrollhammer') examples[file] = s;
}
const cases = { ...ruleCases, ...geometryCases, ...examples };

function expectSame(a: Dist, b: Dist, key: string) {
  const max = Math.max(a.max, b.max);
  for (let k = 0; k <= max; k++) expect(a.at(k), `${key}[${k}]`).toBeCloseTo(b.at(k), 12);
}

describe('Scrollhammer on the general engines equals the wound-chain engines', () => {
  it.each(Object.entries(cases))('%s', (_, s) => {
    const plan = compileScrollhammer(s);
    expect(woundChainProblem(plan)).toBeNull();
    expect(woundChainPlan(plan)).toEqual(compileAttack(s));
    let chain: ReturnType<typeof exactAttack>;
    try {
      chain = exactAttack(compileAttack(s));
    } catch (e) {
      // No exact method on the wound chain (Absorb Health with a Multiple Barrage): none here.
      expect(() => exactPlan(plan)).toThrow((e as Error).constructor as ErrorConstructor);
      return;
    }
    const general = exactPlan(plan);
    for (const key of ['hits', 'wounds', 'slain', 'woundsLost'] as const) {
      expectSame(general[key], chain[key], key);
    }
    expect(general.selfWounds === undefined).toBe(chain.selfWounds === undefined);
    if (chain.selfWounds) expectSame(general.selfWounds!, chain.selfWounds, 'selfWounds');
    expect(general.woundsRestored === undefined).toBe(chain.woundsRestored === undefined);
    if (chain.woundsRestored) {
      expectSame(general.woundsRestored!, chain.woundsRestored, 'woundsRestored');
    }
    expect(general.gained === undefined).toBe(chain.powerDice === undefined);
    if (chain.powerDice) expectSame(general.gained!, chain.powerDice, 'gained');
    // Unsaved: the general plan counts before Feel No Pain and a Critical Strike once, as
    // Scrollhammer does when neither Feel No Pain nor Critical Strike is there.
    const plain = plan.profiles.every(
      (p) => p.onCriticalWound.damage === null && p.against.every((d) => d.feelNoPain === null),
    );
    if (plain) expectSame(general.unsaved, chain.unsaved, 'unsaved');
  });
});

describe('the general sampler on Scrollhammer plans (chi-square against the general exact engine)', () => {
  const names = [
    'blast on one model, BS 2, a Miss re-rolled, backfire',
    'absorb health and absorb magicka',
  ].filter((n) => n in cases);
  const featured = Object.entries(cases).filter(([name, s]) => {
    if (names.includes(name)) return true;
    const p = compileScrollhammer(s);
    return (
      p.groups.some((g) => g.character) ||
      p.profiles.some(
        (a) =>
          (a.hit !== 'auto' && 'marker' in a.hit) ||
          a.selfWounds ||
          a.restore ||
          a.gain ||
          a.against.some((d) => d.slay),
      )
    );
  });
  const sampled = featured.slice(0, 14);
  it('covers every Scrollhammer feature of the plan', () => {
    const plans = sampled.map(([, s]) => compileScrollhammer(s));
    expect(plans.some((p) => p.groups.some((g) => g.character))).toBe(true);
    expect(plans.some((p) => p.profiles.some((a) => a.hit !== 'auto' && 'marker' in a.hit))).toBe(
      true,
    );
    for (const key of ['selfWounds', 'restore', 'gain'] as const) {
      expect(
        plans.some((p) => p.profiles.some((a) => a[key])),
        key,
      ).toBe(true);
    }
    expect(plans.some((p) => p.profiles.some((a) => a.against.some((d) => d.slay)))).toBe(true);
  });
  it.each(sampled.map(([name, s], i) => [name, s, i] as const))('%s', (_, s, seed) => {
    const plan = compileScrollhammer(s);
    let exact: ReturnType<typeof exactPlan>;
    try {
      exact = exactPlan(plan);
    } catch {
      return; // no exact method (a Multiple Barrage with Absorb Health)
    }
    const samples = 20_000;
    const counts = samplePlanCounts(plan, { samples, seed: 100 + seed });
    expectCountsFit(exact, counts, samples);
  });
});
