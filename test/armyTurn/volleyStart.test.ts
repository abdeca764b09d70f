// A volley from the target's start (`volley.exact(volley.start)`) is evaluate(): the joint law of
// the next state, read by group, gives evaluate()'s models slain and wounds lost (and by group,
// and characters slain) to 1e-12, for every tiny case of the three rulesets' own test lists:
// keywords, units with leaders and characters, Precision, Feel No Pain, ward, mortal wounds,
// Devastating Wounds, the damage pool. Laws that the same arithmetic gives need no
// hand-derived values here: those are in each ruleset's tests, against their enumerators.
import { describe, expect, it } from 'vitest';
import type { StateOutcome } from '../../src/format/volley.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { CASES as AOS4_CASES } from '../rulesets/aos4/cases.js';
import { KEYWORD_CASES } from '../rulesets/wh40k-10e/cases.js';
import { UNIT_CASES } from '../rulesets/wh40k-10e/unitCases.js';
import { CASES as CASES_11E } from '../rulesets/wh40k-11e/cases.js';
import { UNIT_CASES as UNIT_CASES_11E } from '../rulesets/wh40k-11e/unitCases.js';
import { lawOf, volleyOf } from './volleyHelpers.js';

function expectLaw(got: readonly number[], want: ArrayLike<number>, what: string): void {
  const n = Math.max(got.length, want.length);
  for (let k = 0; k < n; k++) {
    expect(Math.abs((got[k] ?? 0) - (want[k] ?? 0)), `${what}[${k}]`).toBeLessThan(1e-12);
  }
}

/** exact(start) against evaluate(): slain and wounds lost, and by group for a unit. */
function expectStartIsEvaluate(input: ScenarioInput): void {
  const v = volleyOf(input);
  const out = v.exact(v.start);
  const total = out.reduce((t, o) => t + o.probability, 0);
  expect(Math.abs(total - 1)).toBeLessThan(1e-12);
  const r = evaluate(input);
  const models = v.start.left;
  const slainIn = (o: StateOutcome, g: number) => models[g]! - o.state.left[g]!;
  const lostIn = (o: StateOutcome, g: number) =>
    slainIn(o, g) * v.wounds[g]! + (o.state.wounded?.find((w) => w.group === g)?.damage ?? 0);
  const sum = (o: StateOutcome, f: (o: StateOutcome, g: number) => number) =>
    models.reduce((t, _, g) => t + f(o, g), 0);
  expectLaw(
    lawOf(out, (o) => sum(o, slainIn)),
    r.get('slain')!.toArray(),
    'slain',
  );
  expectLaw(
    lawOf(out, (o) => sum(o, lostIn)),
    r.get('woundsLost')!.toArray(),
    'woundsLost',
  );
  if (models.length > 1) {
    const names = Object.keys(r.results).filter((n) => n.startsWith('slain.'));
    expect(names.length).toBe(models.length);
    names.forEach((name, g) => {
      expectLaw(
        lawOf(out, (o) => slainIn(o, g)),
        r.get(name)!.toArray(),
        name,
      );
      const lost = name.replace('slain.', 'woundsLost.');
      expectLaw(
        lawOf(out, (o) => lostIn(o, g)),
        r.get(lost)!.toArray(),
        lost,
      );
    });
  }
}

describe('a volley from the start is evaluate()', () => {
  describe('wh40k-10e keywords', () => {
    for (const c of KEYWORD_CASES) it(c.name, () => expectStartIsEvaluate(c.scenario));
  });
  describe('wh40k-10e units', () => {
    for (const c of UNIT_CASES) it(c.name, () => expectStartIsEvaluate(c.scenario));
  });
  describe('wh40k-11e', () => {
    for (const c of [...CASES_11E, ...UNIT_CASES_11E]) {
      it(c.name, () => expectStartIsEvaluate(c.scenario as ScenarioInput));
    }
  });
  describe('aos4', () => {
    for (const [name, s] of AOS4_CASES) it(name, () => expectStartIsEvaluate(s as ScenarioInput));
  });
});
