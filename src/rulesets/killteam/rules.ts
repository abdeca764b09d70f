/**
 * The weapon rules of Kill Team (2024) this ruleset models in a shooting attack, one module per
 * file of `rules/`, by the name scenarios write them. Brutal and Shock are fight rules: a
 * weapon may list them, and the shooting attack refuses them (`./schemaPart.ts`).
 *
 * @module
 */
import { accurate } from './rules/accurate.js';
import { balanced } from './rules/balanced.js';
import { blast } from './rules/blast.js';
import { ceaseless } from './rules/ceaseless.js';
import { devastating } from './rules/devastating.js';
import { hot } from './rules/hot.js';
import type { KtWeaponRuleModule } from './rules/KtDraft.js';
import { lethal } from './rules/lethal.js';
import { piercing } from './rules/piercing.js';
import { piercingCrits } from './rules/piercingCrits.js';
import { punishing } from './rules/punishing.js';
import { relentless } from './rules/relentless.js';
import { rending } from './rules/rending.js';
import { saturate } from './rules/saturate.js';
import { severe } from './rules/severe.js';
import { stun } from './rules/stun.js';
import { torrent } from './rules/torrent.js';
import type { KtWeaponRuleName } from './types.js';

/**
 * The weapon rule modules of a shooting attack, by name.
 *
 * @example
 * ```ts
 * KT_SHOOT_RULES.lethal.citation; // 'Kill Team (2024) core rules, "Weapon rules", "Lethal x+"'
 * ```
 */
export const KT_SHOOT_RULES: Readonly<Partial<Record<KtWeaponRuleName, KtWeaponRuleModule>>> =
  Object.freeze({
    accurate,
    balanced,
    blast,
    ceaseless,
    devastating,
    hot,
    lethal,
    piercing,
    'piercing-crits': piercingCrits,
    punishing,
    relentless,
    rending,
    saturate,
    severe,
    stun,
    torrent,
  });

/**
 * The weapon rules that only the fight reads: a shooting attack refuses them by name.
 *
 * @example
 * ```ts
 * KT_FIGHT_ONLY_RULES.includes('brutal'); // true
 * ```
 */
export const KT_FIGHT_ONLY_RULES: readonly KtWeaponRuleName[] = ['brutal', 'shock'];

/**
 * Every weapon rule name a Kill Team weapon may list, in the order messages list them.
 *
 * @example
 * ```ts
 * KT_WEAPON_RULE_NAMES[0]; // 'accurate'
 * ```
 */
export const KT_WEAPON_RULE_NAMES = [
  'accurate',
  'balanced',
  'blast',
  'brutal',
  'ceaseless',
  'devastating',
  'hot',
  'lethal',
  'piercing',
  'piercing-crits',
  'punishing',
  'relentless',
  'rending',
  'saturate',
  'severe',
  'shock',
  'stun',
  'torrent',
] as const satisfies readonly KtWeaponRuleName[];
