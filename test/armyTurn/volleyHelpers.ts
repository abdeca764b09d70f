// Helpers of the volley tests (test/armyTurn/volley*.test.ts).
import { expect } from 'vitest';
import {
  type StateOutcome,
  stateKey,
  type TargetState,
  type Volley,
} from '../../src/format/volley.js';
import { rulesetNamed } from '../../src/rulesets/index.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { parseScenario } from '../../src/scenario/validate.js';

/** The ruleset's volley of a scenario, prepared as the planner will (through the registry). */
export function volleyOf(input: ScenarioInput): Volley {
  const s = parseScenario(input) as { ruleset: string };
  const def = rulesetNamed(s.ruleset)!;
  expect(def.volley, `${s.ruleset} gives volleys`).toBeDefined();
  return def.volley!.prepare(s as never, {});
}

/** The law of `f(state)` over a volley's outcomes. */
export function lawOf(outcomes: readonly StateOutcome[], f: (o: StateOutcome) => number): number[] {
  const out: number[] = [];
  for (const o of outcomes) {
    const k = f(o);
    while (out.length <= k) out.push(0);
    out[k]! += o.probability;
  }
  return out;
}

/** Two laws over states, by {@link stateKey}, equal to `tolerance`. */
export function expectSameStates(
  got: readonly StateOutcome[],
  want: ReadonlyMap<string, number>,
  tolerance = 1e-12,
): void {
  const g = byKey(got);
  for (const key of new Set([...g.keys(), ...want.keys()])) {
    expect(Math.abs((g.get(key) ?? 0) - (want.get(key) ?? 0)), key).toBeLessThan(tolerance);
  }
}

/** A law over states as a map from {@link stateKey} to probability (outcomes of one key added). */
export function byKey(outcomes: readonly StateOutcome[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const o of outcomes) {
    const k = stateKey(o.state);
    m.set(k, (m.get(k) ?? 0) + o.probability);
  }
  return m;
}

/** The law after `first` then `second`: `second.exact` from each outcome of `first.exact(from)`. */
export function inTurn(first: Volley, second: Volley, from: TargetState): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of first.exact(from)) {
    for (const o2 of second.exact(o.state)) {
      const k = stateKey(o2.state);
      out.set(k, (out.get(k) ?? 0) + o.probability * o2.probability);
    }
  }
  return out;
}
