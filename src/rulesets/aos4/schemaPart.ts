/**
 * Age of Sigmar 4th edition's schema part, as the ruleset contract names it
 * (`src/format/ruleset.ts`).
 *
 * @module
 */
import type { RulesetSchemaPart } from '../../format/ruleset.js';
import { aos4BuiltIn } from './schema.js';

/**
 * Age of Sigmar 4th edition's part of the scenario format: its scenario object and its named
 * schemas (it takes no custom rules: the names are not read).
 *
 * @example
 * ```ts
 * v.parse(aos4SchemaPart.scenario(), json);
 * ```
 */
export const aos4SchemaPart: RulesetSchemaPart = {
  scenario: () => aos4BuiltIn().scenario,
  definitions: () => {
    const aos4 = aos4BuiltIn();
    return { Aos4Attacker: aos4.attacker, Aos4Target: aos4.target };
  },
};
