/**
 * A validated Warhammer 40,000 11th-edition scenario: 10th edition's fields
 * (`src/scenario/types.ts`, `Wh40kScenario`) and what 11th edition adds. Mechanics and
 * readings: `docs/wh40k-11e.md`.
 *
 * @module
 */
import type { RunOptions } from '../../format/types.js';
import type { Wh40kAttacker, Wh40kPistols, Wh40kTarget } from '../wh40k-10e/types.js';

/**
 * The attacker's Lethal Hits decision (`docs/wh40k-11e.md`, "The Lethal Hits decision"):
 * `"always"` wound automatically on a Critical Hit, `"never"` roll to wound instead, `"best"`
 * whichever gives the higher mean models slain against this target.
 *
 * @example
 * ```ts
 * const mode: LethalHitsMode = 'best';
 * ```
 */
export type LethalHitsMode = 'always' | 'never' | 'best';

/**
 * Which attacks an invulnerable save works against (`docs/wh40k-11e.md`, "Core rules":
 * Invulnerable save; `InSv` in the data, sometimes ranged only or melee only).
 *
 * @example
 * ```ts
 * const against: InvulnerableAgainst = 'ranged';
 * ```
 */
export type InvulnerableAgainst = 'all' | 'ranged' | 'melee';

/**
 * One weapon profile of one attacker group, 11th edition, defaults filled in.
 *
 * @example
 * ```ts
 * const a: Wh40k11eAttacker = { ...bolters, lethalHits: 'best', plungingFire: false, skillModifier: 0 };
 * ```
 */
export interface Wh40k11eAttacker extends Wh40kAttacker {
  /** Lethal Hits: wound automatically always, never, or as gives the higher mean slain. @defaultValue "best" */
  readonly lethalHits: LethalHitsMode;
  /** Plunging fire: +1 to the BS (ranged attacks only). @defaultValue false */
  readonly plungingFire: boolean;
  /** Added to the BS/WS characteristic (an ability's; +1 improves 3+ to 2+). @defaultValue 0 */
  readonly skillModifier: number;
}

/**
 * The target unit, 11th edition: 10th edition's (one profile, or `groups`, whose roles may be
 * `support` too), with the invulnerable save's scope (with `groups`: the first group's; each
 * group has its own).
 *
 * @example
 * ```ts
 * const t: Wh40k11eTarget = { ...boyz, invulnerableAgainst: 'ranged' };
 * ```
 */
export interface Wh40k11eTarget extends Wh40kTarget {
  /** The attacks the invulnerable save is good against. @defaultValue "all" */
  readonly invulnerableAgainst: InvulnerableAgainst;
}

/**
 * A validated `wh40k-11e` scenario.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'wh40k-11e', attackers: [{ bs: 3, strength: 4 }], target: { toughness: 4 } }) as Wh40k11eScenario;
 * ```
 */
export interface Wh40k11eScenario extends RunOptions {
  readonly ruleset: 'wh40k-11e';
  readonly attackers: readonly Wh40k11eAttacker[];
  readonly target: Wh40k11eTarget;
  /** Pistols or the other ranged weapons, per set of models (`docs/wh40k-10e/weapon-choices.md`). @defaultValue 'best' */
  readonly pistols?: Wh40kPistols;
  /** Option: BS/WS modifiers go inside the Hit roll's -1..+1 clamp. @defaultValue false */
  readonly bsModifiersClamped: boolean;
  /** Option: Devastating Wounds' mortal wounds ignore the target's damage reduction. @defaultValue false */
  readonly devastatingIgnoresReduction: boolean;
}
