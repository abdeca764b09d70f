/**
 * Scrollhammer's schema part, as the ruleset contract names it (`src/format/ruleset.ts`).
 *
 * @module
 */
import type { RulesetSchemaPart } from '../../format/ruleset.js';
import { SCROLLHAMMER_ATTACKER_RULES, SCROLLHAMMER_TARGET_RULES } from './ruleNames.js';
import {
  closeCombatBsIssues,
  ScrollhammerAttackerSchema,
  ScrollhammerScenarioSchema,
  ScrollhammerTargetGroupSchema,
  ScrollhammerTargetSchema,
  scrollhammerSchemas,
} from './schema.js';

/**
 * Scrollhammer's part of the scenario format, as the ruleset contract names it
 * (`src/format/ruleset.ts`): its scenario object (with custom rule names, when given, in
 * attacker and target group lists alike), the close-combat BS check, and the named schemas
 * and JSON Schema edits of its attacker.
 *
 * @example
 * ```ts
 * v.parse(scrollhammerSchemaPart.scenario(['rending-arrows']), json);
 * ```
 */
export const scrollhammerSchemaPart: RulesetSchemaPart = {
  scenario: (names) => {
    if (!names || names.length === 0) return ScrollhammerScenarioSchema;
    // The lists hold more names than their types say: the parsed rules are strings either way.
    return scrollhammerSchemas(
      [...SCROLLHAMMER_ATTACKER_RULES, ...names] as unknown as typeof SCROLLHAMMER_ATTACKER_RULES,
      [...SCROLLHAMMER_TARGET_RULES, ...names] as unknown as typeof SCROLLHAMMER_TARGET_RULES,
      SCROLLHAMMER_TARGET_RULES,
      SCROLLHAMMER_ATTACKER_RULES,
    ).scenario;
  },
  check: (s, addIssue) =>
    closeCombatBsIssues(s as unknown as ScrollhammerScenarioShape, [], s, addIssue),
  definitions: () => ({
    ScrollhammerAttacker: ScrollhammerAttackerSchema,
    ScrollhammerTargetGroup: ScrollhammerTargetGroupSchema,
    ScrollhammerTarget: ScrollhammerTargetSchema,
  }),
  jsonSchema: (defs) => {
    // bs is required unless hitOn or the rule autohit is given.
    const attacker = defs.ScrollhammerAttacker!;
    attacker.anyOf = [
      { required: ['bs'] },
      { required: ['hitOn'] },
      {
        required: ['rules'],
        properties: {
          rules: {
            contains: {
              anyOf: [
                { const: 'autohit' },
                { properties: { rule: { const: 'autohit' } }, required: ['rule'] },
              ],
            },
          },
        },
      },
    ];
    attacker.not = { required: ['bs', 'hitOn'] };
  },
};

/** What the close-combat BS check reads of a scenario. */
type ScrollhammerScenarioShape = Parameters<typeof closeCombatBsIssues>[0];
