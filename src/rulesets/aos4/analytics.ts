/**
 * What the analytics read of Age of Sigmar 4th edition (the ruleset contract's `analytics`,
 * `src/format/ruleset.ts`): its analysis files' parts, the size of a target unit (models x
 * Health), turns (the damage pool spilling over, `aos4Turns`), and the characteristics a sweep
 * varies: the target's save, ward and Health (a sweep's `wounds`), the attacks per model (a
 * sweep's `shots`).
 *
 * @module
 */
import { type RulesetAnalytics, setField } from '../../format/ruleset.js';
import type { Aos4Results } from './evaluate.js';
import { aos4Turns } from './turns.js';
import type { Aos4Scenario } from './types.js';

/**
 * Age of Sigmar 4th edition's analytics.
 *
 * @example
 * ```ts
 * aos4Analytics.size({ models: 5, health: 2, ... }); // { models: 5, wounds: 10 }
 * ```
 */
export const aos4Analytics: RulesetAnalytics<Aos4Scenario, Aos4Results> = {
  prefix: 'Aos4',
  attackers: 'weapon profiles',
  size: (t) => ({ models: t.models, wounds: t.models * t.health }),
  turns: (s, turns) => ({ models: s.target.models, ...aos4Turns(s, turns) }),
  sweep: {
    save: { target: (t, value) => setField(t, 'save', value) },
    ward: { target: (t, value) => setField(t, 'ward', value) },
    wounds: { target: (t, value) => setField(t, 'health', value) },
    shots: { attacker: (a, value) => setField(a, 'attacks', value) },
  },
};
