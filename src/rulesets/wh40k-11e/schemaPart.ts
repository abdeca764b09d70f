/**
 * Warhammer 40,000 11th edition's schema part, as the ruleset contract names it
 * (`src/format/ruleset.ts`).
 *
 * @module
 */
import type { RulesetSchemaPart } from '../../format/ruleset.js';
import { WH40K_11E_WEAPON_RULES, wh40k11eBuiltIn, wh40k11eSchemas } from './schema.js';

/**
 * Warhammer 40,000 11th edition's part of the scenario format: its scenario object (with
 * custom keyword names, when given) and its named schemas.
 *
 * @example
 * ```ts
 * v.parse(wh40k11eSchemaPart.scenario(['plus-one-damage']), json);
 * ```
 */
export const wh40k11eSchemaPart: RulesetSchemaPart = {
  scenario: (names) =>
    names && names.length > 0
      ? // The list holds more names than its type says: the parsed rules are strings either way.
        wh40k11eSchemas([
          ...WH40K_11E_WEAPON_RULES,
          ...names,
        ] as unknown as typeof WH40K_11E_WEAPON_RULES).scenario
      : wh40k11eBuiltIn().scenario,
  definitions: () => {
    const s = wh40k11eBuiltIn();
    return { Wh40k11eAttacker: s.attacker, Wh40k11eTarget: s.target };
  },
};
