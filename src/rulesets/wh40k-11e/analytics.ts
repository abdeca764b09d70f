/**
 * What the analytics read of Warhammer 40,000 11th edition (the ruleset contract's
 * `analytics`, `src/format/ruleset.ts`): 10th edition's sweep, turns work and durability (its
 * reference weapons read unchanged), its own turns.
 *
 * @module
 */
import type { RulesetAnalytics, RulesetDurability } from '../../format/ruleset.js';
import { planTurnsWork, wh40kDurability, wh40kSweep } from '../wh40k-10e/analytics.js';
import type { Wh40k11eResults } from './evaluate.js';
import { wh40k11eTurns } from './turns.js';
import type { Wh40k11eAttacker, Wh40k11eScenario, Wh40k11eTarget } from './types.js';

/**
 * Warhammer 40,000 11th edition's analytics.
 *
 * @example
 * ```ts
 * wh40k11eAnalytics.size(target); // { models: 10, wounds: 10 }
 * ```
 */
export const wh40k11eAnalytics: RulesetAnalytics<Wh40k11eScenario, Wh40k11eResults> = {
  prefix: 'Wh40k11e',
  attackers: 'weapon profiles',
  size: (t) => ({ models: t.models, wounds: t.models * t.wounds }),
  turns: (s, turns) => ({ models: s.target.models, ...wh40k11eTurns(s, turns) }),
  turnsWork: planTurnsWork,
  durability: wh40kDurability as RulesetDurability,
  sweep: wh40kSweep<Wh40k11eAttacker, Wh40k11eTarget>(),
};
