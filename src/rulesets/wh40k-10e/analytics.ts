/**
 * What the analytics read of Warhammer 40,000 10th edition (the ruleset contract's
 * `analytics`, `src/format/ruleset.ts`): its analysis files' parts, the size of a target
 * unit, turns (each turn the plan with its profiles repeated, `planTurns`), and the
 * characteristics a sweep varies, which 11th edition shares.
 *
 * @module
 */
import { type RulesetAnalytics, type SweepField, setField } from '../../format/ruleset.js';
import type { Wh40kResults } from './evaluate.js';
import { wh40kTurns } from './turns.js';
import type { Wh40kAttacker, Wh40kScenario, Wh40kTarget } from './types.js';

/**
 * The characteristics a sweep varies in both editions: Toughness, save and Wounds of the
 * target unit; Strength (to 30, as Toughness) and attacks per model (a sweep's `shots`).
 *
 * @example
 * ```ts
 * wh40kSweep<Wh40kAttacker, Wh40kTarget>().toughness?.max; // 30
 * ```
 */
export function wh40kSweep<A extends Wh40kAttacker, T extends Wh40kTarget>(): {
  readonly [C in 'toughness' | 'save' | 'wounds' | 'strength' | 'shots']: SweepField<A, T>;
} {
  return {
    toughness: { max: 30, target: (t, value) => setField(t, 'toughness', value) },
    save: { target: (t, value) => setField(t, 'save', value) },
    wounds: { target: (t, value) => setField(t, 'wounds', value) },
    strength: { max: 30, attacker: (a, value) => setField(a, 'strength', value) },
    // The characteristic called shots elsewhere is attacks per model here.
    shots: { attacker: (a, value) => setField(a, 'attacks', value) },
  };
}

/**
 * Turn t is evaluated with t times the attacks (`planTurns`): 1 + 2 + ... + turns
 * evaluations' work.
 *
 * @example
 * ```ts
 * planTurnsWork(3); // 6
 * ```
 */
export const planTurnsWork = (turns: number): number => (turns * (turns + 1)) / 2;

/**
 * Warhammer 40,000 10th edition's analytics.
 *
 * @example
 * ```ts
 * wh40kAnalytics.size(target); // { models: 10, wounds: 10 }
 * ```
 */
export const wh40kAnalytics: RulesetAnalytics<Wh40kScenario, Wh40kResults> = {
  prefix: 'Wh40k',
  attackers: 'weapon profiles',
  size: (t) => ({ models: t.models, wounds: t.models * t.wounds }),
  turns: (s, turns) => ({ models: s.target.models, ...wh40kTurns(s, turns) }),
  turnsWork: planTurnsWork,
  sweep: wh40kSweep(),
};
