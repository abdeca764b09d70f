/**
 * The ability modules of Age of Sigmar 4th edition by their names in a scenario file (one
 * module a file under `rules/`, each citing `docs/aos4.md`).
 *
 * @module
 */

import { parseDice } from '../../dice/parseDice.js';
import type { Aos4Rule } from './rules/Aos4Draft.js';
import { allOutAttack } from './rules/allOutAttack.js';
import { allOutDefence } from './rules/allOutDefence.js';
import { anti } from './rules/anti.js';
import { charge } from './rules/charge.js';
import { companion } from './rules/companion.js';
import { cover } from './rules/cover.js';
import { critAutoWound } from './rules/critAutoWound.js';
import { critMortal } from './rules/critMortal.js';
import { critTwoHits } from './rules/critTwoHits.js';
import { mortalDamageOnCharge } from './rules/mortalDamageOnCharge.js';
import { shootInCombat } from './rules/shootInCombat.js';
import type { Aos4Ability, Aos4Attacker, Aos4Target } from './types.js';

const BY_NAME = {
  'crit-2-hits': critTwoHits,
  'crit-auto-wound': critAutoWound,
  'crit-mortal': critMortal,
  charge,
  companion,
  'shoot-in-combat': shootInCombat,
} as const satisfies Record<Exclude<Aos4Ability, object>, Aos4Rule>;

/**
 * The module of one weapon ability as the scenario lists it.
 *
 * @example
 * ```ts
 * aos4RuleOf({ rule: 'anti', keyword: 'hero' }).name; // 'anti'
 * aos4RuleOf('crit-mortal').name; // 'crit-mortal'
 * ```
 */
export function aos4RuleOf(a: Aos4Ability): Aos4Rule {
  if (typeof a === 'string') return BY_NAME[a];
  if (a.rule === 'anti') return anti(a.keyword);
  return mortalDamageOnCharge(
    a.roll === 'per-model',
    a.on,
    parseDice(a.mortals, 'abilities.mortal-damage-on-charge.mortals'),
  );
}

/**
 * The modules of one attacker profile at the target, in the order they apply: the weapon's
 * abilities as listed, then the attacker's All-out Attack, then the target's cover and
 * All-out Defence. Every module only adds to its fields, so the order changes nothing.
 *
 * @example
 * ```ts
 * aos4RulesOf(attacker, target).map((r) => r.name); // ['crit-mortal', 'cover']
 * ```
 */
export function aos4RulesOf(a: Aos4Attacker, t: Aos4Target): Aos4Rule[] {
  const list = a.abilities.map(aos4RuleOf);
  if (a.allOutAttack) list.push(allOutAttack);
  if (t.cover) list.push(cover);
  if (t.allOutDefence) list.push(allOutDefence);
  return list;
}
