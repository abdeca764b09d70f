/**
 * Models In The Way: who may risk hitting a friendly model. Source:
 * `003_f07a2392f32efa83.txt`, "MODELS IN THE WAY (23)": "Good models cannot make a shot if
 * there would be any risk of hitting a friendly model - i.e., if an In The Way Test would be
 * required for a friendly model, or an enemy model Engaged in Combat with a friendly model.
 * Evil models do not have this restriction", and "SHOOTING INTO A COMBAT (26)": "Evil models
 * can Shoot at an enemy model that is Engaged in Combat - Good models cannot". Example 23:
 * Bard (Good) cannot shoot past Bain.
 *
 * A shot the rulebook forbids is an {@link InputError}, never a silent zero.
 *
 * @module
 */
import { InputError } from '../../errors.js';
import type { MesbgSide } from './types.js';

/**
 * Whether models of `side` may take a shot that risks hitting a friendly model. Only Evil
 * models may; a side not given counts as Good (the safe reading).
 *
 * @example
 * ```ts
 * mayRiskFriendlyModels('evil');    // true
 * mayRiskFriendlyModels('good');    // false (Example 23: Bard cannot shoot past Bain)
 * mayRiskFriendlyModels(undefined); // false
 * ```
 */
export function mayRiskFriendlyModels(side: MesbgSide | undefined): boolean {
  return side === 'evil';
}

/**
 * Throw unless models of `side` may take a shot that risks the friendly model described at
 * `field`.
 *
 * @param side - the shooters' side (`attackers[i].side`), or undefined.
 * @param shooters - how to name the shooters in the message, e.g. `attackers[0] ("Bard")`.
 * @param field - the field that puts a friendly model at risk, e.g. `target.combat`.
 * @param risk - what the risk is, e.g. `the target is Engaged in Combat with a friendly model`.
 * @throws {InputError} naming `field`, unless `side` is `'evil'`.
 * @example
 * ```ts
 * checkRiskToFriends('evil', 'attackers[0]', 'target.combat', 'the target is in a combat'); // fine
 * checkRiskToFriends('good', 'attackers[0]', 'attackers[0].obstructions[0]', 'a friendly model is In The Way');
 * // throws InputError: attackers[0].obstructions[0]: a friendly model is In The Way, and Good models cannot ...
 * ```
 */
export function checkRiskToFriends(
  side: MesbgSide | undefined,
  shooters: string,
  field: string,
  risk: string,
): void {
  if (mayRiskFriendlyModels(side)) return;
  const who =
    side === 'good'
      ? `${shooters} are Good`
      : `${shooters} count as Good (their side is not given; set "side": "evil" for Evil models)`;
  throw new InputError(
    `${field}: ${risk}, and ${who}: Good models cannot make a shot if there would be any risk of hitting a friendly model (MESBG rulebook, Models In The Way; Shooting into a Combat)`,
    field,
    side,
  );
}
