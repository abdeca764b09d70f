/**
 * What the analytics read of Scrollhammer (the ruleset contract's `analytics`,
 * `src/format/ruleset.ts`): its analysis files' parts, the size of a target unit, turns, and
 * the characteristics a sweep varies (a target's on every group, an attacker's on every group).
 *
 * @module
 */

import type { ScrollhammerResults } from '../../attack/woundChain/exact.js';
import { type RulesetAnalytics, type SweepField, setField } from '../../format/ruleset.js';
import { scrollhammerTurns } from './turns.js';
import type { ScrollhammerAttacker, ScrollhammerScenario, ScrollhammerTarget } from './types.js';

type Field = SweepField<ScrollhammerAttacker, ScrollhammerTarget>;

/** A characteristic of every group of the target. */
const ofGroups = (key: 'toughness' | 'save' | 'ward' | 'wounds'): Field => ({
  target: (t, value) => ({ ...t, groups: t.groups.map((g) => setField(g, key, value)) }),
});

/** A characteristic of every attacker group. */
const ofAttackers = (key: 'strength' | 'ap' | 'shots'): Field => ({
  attacker: (a, value) => setField(a, key, value),
});

/**
 * Scrollhammer's analytics.
 *
 * @example
 * ```ts
 * scrollhammerAnalytics.size(target).models; // the models of every group
 * ```
 */
export const scrollhammerAnalytics: RulesetAnalytics<ScrollhammerScenario, ScrollhammerResults> = {
  prefix: 'Scrollhammer',
  attackers: 'attacker groups',
  size: (t) => ({
    models: t.groups.reduce((n, g) => n + g.models, 0),
    wounds: t.groups.reduce((n, g) => n + g.models * g.wounds, 0),
  }),
  turns: scrollhammerTurns,
  sweep: {
    toughness: ofGroups('toughness'),
    save: ofGroups('save'),
    ward: ofGroups('ward'),
    wounds: ofGroups('wounds'),
    // A BS replaces a hitOn.
    bs: {
      attacker: (a, value) => {
        const { hitOn: _hitOn, ...rest } = a;
        return { ...rest, bs: value! };
      },
    },
    strength: ofAttackers('strength'),
    ap: ofAttackers('ap'),
    shots: ofAttackers('shots'),
  },
};
