/**
 * MESBG's schema part, as the ruleset contract names it (`src/format/ruleset.ts`): the Shoot
 * phase's and the Fight's schemas, joined.
 *
 * @module
 */
import * as v from 'valibot';
import { type AnyIssue, got, once } from '../../format/fields.js';
import { compactScenario, type RulesetSchemaPart } from '../../format/ruleset.js';
import { fightBuiltIn, fightDefaults } from './fight/schema.js';
import { mesbgBuiltIn } from './schema.js';

/**
 * MESBG's phases as one scenario object of the whole schema's choice: the Shoot phase (no
 * `phase`, or "shoot") and the Fight ("fight"). Built on first use.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(mesbgPhases(), { ruleset: 'mesbg', phase: 'fight', ... });
 * ```
 */
export const mesbgPhases = once(() =>
  v.variant(
    'phase',
    [mesbgBuiltIn().scenario, fightBuiltIn().scenario],
    (i: AnyIssue) => `expected "shoot" or "fight", ${got(i.input)}`,
  ),
);

/**
 * MESBG's part of the scenario format, as the ruleset contract names it
 * (`src/format/ruleset.ts`): its two phases, the Fight's defaults that depend on the sides,
 * and the named schemas and JSON Schema edits of its Shoot phase.
 *
 * @example
 * ```ts
 * v.parse(mesbgSchemaPart.scenario(), json);
 * ```
 */
export const mesbgSchemaPart: RulesetSchemaPart = {
  scenario: () => mesbgPhases(),
  // A MESBG scenario with a phase that is neither: the issue is about "phase".
  issueMessage: (i) =>
    (i.path?.[0] as { key?: unknown } | undefined)?.key === 'phase'
      ? `expected "shoot" or "fight", ${got(i.input)}`
      : undefined,
  finish: (s) =>
    (s as { phase?: unknown }).phase === 'fight'
      ? fightDefaults(s as unknown as Parameters<typeof fightDefaults>[0])
      : compactScenario(s),
  definitions: () => {
    const mesbg = mesbgBuiltIn();
    return {
      MesbgAttacker: mesbg.attacker,
      MesbgTarget: mesbg.target,
      MesbgObstruction: mesbg.obstruction,
      MesbgCombatModel: mesbg.combatModel,
    };
  },
  jsonSchema: (defs) => {
    // An obstruction's wounds are a model's: they need its defence.
    defs.MesbgObstruction!.dependencies = { wounds: ['defence'] };
  },
};
