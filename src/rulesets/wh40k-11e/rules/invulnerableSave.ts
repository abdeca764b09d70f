/**
 * The invulnerable save's scope (11th edition: a datasheet characteristic, `InSv`, sometimes
 * against ranged attacks only or melee attacks only): against an attack of the other kind the
 * target has no invulnerable save. Source: `docs/wh40k-11e.md`, "Core rules": Invulnerable
 * save.
 *
 * @module
 */
import type { InvulnerableAgainst } from '../types.js';
import { defineWh40k11eRule, type Wh40k11eRule } from './Draft.js';

/**
 * The invulnerable save, good against `against` attacks only.
 *
 * @example
 * ```ts
 * invulnerableSave('ranged').apply({ ...draft, melee: true, invulnerable: 4 }).invulnerable; // undefined
 * ```
 */
export function invulnerableSave(against: InvulnerableAgainst): Wh40k11eRule {
  return defineWh40k11eRule({
    name: 'invulnerable-save',
    citation: 'docs/wh40k-11e.md, "Core rules": Invulnerable save',
    apply: (d) =>
      against === 'all' || (against === 'melee') === d.melee
        ? d
        : { ...d, invulnerable: undefined },
  });
}
