/**
 * Warhammer 40,000 10th edition's schema part, as the ruleset contract names it
 * (`src/format/ruleset.ts`).
 *
 * @module
 */
import type { RulesetSchemaPart } from '../../format/ruleset.js';
import { WH40K_WEAPON_RULES, wh40kBuiltIn, wh40kSchemas } from './schema.js';

/**
 * Warhammer 40,000 10th edition's part of the scenario format, as the ruleset contract names
 * it (`src/format/ruleset.ts`): its scenario object (with custom keyword names, when given)
 * and its named schemas.
 *
 * @example
 * ```ts
 * v.parse(wh40kSchemaPart.scenario(['plus-one-damage']), json);
 * ```
 */
export const wh40kSchemaPart: RulesetSchemaPart = {
  scenario: (names) =>
    names && names.length > 0
      ? // The list holds more names than its type says: the parsed rules are strings either way.
        wh40kSchemas([...WH40K_WEAPON_RULES, ...names] as unknown as typeof WH40K_WEAPON_RULES)
          .scenario
      : wh40kBuiltIn().scenario,
  definitions: () => {
    const wh40k = wh40kBuiltIn();
    return { Wh40kAttacker: wh40k.attacker, Wh40kTarget: wh40k.target };
  },
};
