/**
 * What the analytics read of MESBG (the ruleset contract's `analytics`,
 * `src/format/ruleset.ts`): analyses are of the Shoot phase (a Fight has its own tools,
 * `compareFights`, `sweepFight`); the target is one model; turns of either phase.
 *
 * @module
 */
import { type RulesetAnalytics, type SweepField, setField } from '../../format/ruleset.js';
import type { MesbgResults } from './exact.js';
import type { MesbgFightScenario } from './fight/types.js';
import { mesbgBuiltIn } from './schema.js';
import { mesbgTurns } from './turns.js';
import type { MesbgAttacker, MesbgScenario, MesbgTarget } from './types.js';

type Field = SweepField<MesbgAttacker, MesbgTarget>;

const ofTarget = (key: 'wounds' | 'defence'): Field => ({
  target: (t, value) => setField(t, key, value),
});
const ofAttackers = (key: 'strength' | 'shots' | 'shootValue'): Field => ({
  attacker: (a, value) => setField(a, key, value),
});

/**
 * MESBG's analytics.
 *
 * @example
 * ```ts
 * mesbgAnalytics.size({ defence: 3, wounds: 2 }); // { models: 1, wounds: 2 }
 * ```
 */
export const mesbgAnalytics: RulesetAnalytics<MesbgScenario | MesbgFightScenario, MesbgResults> = {
  prefix: 'Mesbg',
  attackers: 'attacker groups',
  target: 'A target model of the scenario format, with a points cost',
  scenario: () => mesbgBuiltIn().scenario,
  size: (t) => ({ models: 1, wounds: t.wounds }),
  turns: mesbgTurns,
  sweep: {
    wounds: ofTarget('wounds'),
    defence: ofTarget('defence'),
    strength: ofAttackers('strength'),
    shots: ofAttackers('shots'),
    shootValue: ofAttackers('shootValue'),
  },
};
