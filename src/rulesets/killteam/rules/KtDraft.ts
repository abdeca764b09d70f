/**
 * The draft of one Kill Team (2024) shooting attack sequence against one target: the numbers
 * of the weapon, the shooter and the target that the sequence reads, which the weapon rule
 * modules of this folder edit and the engines (`../exact.ts`, `../sample.ts`) run. Steps and
 * readings: `docs/killteam.md`.
 *
 * @module
 */
import type { KtWeaponRule, KtWeaponRuleName } from '../types.js';

/**
 * Everything one attack sequence needs to know. Immutable: a module returns a changed copy.
 *
 * @example
 * ```ts
 * const lethal5 = (d: KtShotDraft) => ({ ...d, critOn: 5 });
 * ```
 */
export interface KtShotDraft {
  /** Attack dice. */
  readonly atk: number;
  /** The Hit stat as used, 2..7 (the injured operative's worsening included: 7 hits on a 6 only). */
  readonly hit: number;
  /** A success of this result or more is critical (Lethal x+); a 6 always is. */
  readonly critOn: number;
  readonly damage: number;
  readonly criticalDamage: number;
  /** Accurate x: up to x attack dice retained as normal successes without rolling (0: none). */
  readonly accurate: number;
  readonly balanced: boolean;
  readonly ceaseless: boolean;
  readonly relentless: boolean;
  /** Devastating x: damage of each retained critical success, inflicted before any block (0: none). */
  readonly devastating: number;
  /** Piercing x: defence dice removed (0: none). */
  readonly piercing: number;
  /** Piercing Crits x: defence dice removed when a critical success is retained (0: none). */
  readonly piercingCrits: number;
  readonly punishing: boolean;
  readonly rending: boolean;
  readonly severe: boolean;
  /** Saturate: the target cannot retain a cover save. */
  readonly saturate: boolean;
  /** Stun: reported, it changes no number of this sequence. */
  readonly stun: boolean;
  /** Hot: the shooter rolls a D6 after the action (reported once per action). */
  readonly hot: boolean;
  /** The target's Save stat, 2..6. */
  readonly save: number;
  /** Defence dice before Piercing (3 in the 2024 core rules). */
  readonly defenceDice: number;
  /** The target is in cover: one normal save retained without rolling. */
  readonly cover: boolean;
  /** The target is obscured. */
  readonly obscured: boolean;
  /** The target's wounds left: it is incapacitated by this much damage or more. */
  readonly woundsLeft: number;
}

/**
 * A weapon rule module: its name as scenarios write it, where it comes from, and the change it
 * makes to the draft of each sequence of a weapon that has it (`entry`: the rule as the weapon
 * lists it, with its value).
 *
 * @example
 * ```ts
 * const lethal: KtWeaponRuleModule = { name: 'lethal', citation: '...', apply: (d, r) => ({ ...d, critOn: (r as { x: number }).x }) };
 * ```
 */
export interface KtWeaponRuleModule {
  readonly name: KtWeaponRuleName;
  /** The public source and section the mechanics are read from (`docs/killteam.md`, "Sources"). */
  readonly citation: string;
  /** Fight-only rules have no effect on a shooting attack (the shoot phase refuses them). */
  readonly phase: 'any' | 'fight';
  readonly apply: (draft: KtShotDraft, entry: KtWeaponRule) => KtShotDraft;
}

/**
 * Freeze a weapon rule module.
 *
 * @example
 * ```ts
 * export const balanced = defineKtRule({ name: 'balanced', citation: '...', phase: 'any', apply: (d) => ({ ...d, balanced: true }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineKtRule(rule: KtWeaponRuleModule): KtWeaponRuleModule {
  return Object.freeze({ ...rule });
}

/**
 * The value `x` of a rule written with one (Accurate x, Devastating x, Lethal x+, Piercing x).
 *
 * @example
 * ```ts
 * xOf({ rule: 'lethal', x: 5 }); // 5
 * ```
 */
export function xOf(entry: KtWeaponRule): number {
  return typeof entry === 'object' && 'x' in entry ? entry.x : 0;
}

/**
 * The weapon rules glossary of the 2024 core rules, as the modules' citations begin
 * (`docs/killteam.md`, "Sources").
 *
 * @example
 * ```ts
 * `${WEAPON_RULES}, "Lethal x+"`;
 * ```
 */
export const WEAPON_RULES = 'Kill Team (2024) core rules, "Weapon rules"';

/**
 * The attack dice of one sequence as they stand before the attacker's retain-step rules:
 * fails, normal successes rolled, normal successes already retained without a roll (Accurate;
 * Punishing's rescued fail) and critical successes.
 *
 * @example
 * ```ts
 * const dice: AttackDice = { fails: 1, normals: 2, locked: 1, crits: 1 };
 * ```
 */
export interface AttackDice {
  readonly fails: number;
  readonly normals: number;
  readonly locked: number;
  readonly crits: number;
}

/**
 * The attack dice retained, as the defender faces them: normal and critical successes.
 *
 * @example
 * ```ts
 * const hits: RetainedHits = { normal: 2, critical: 1 };
 * ```
 */
export interface RetainedHits {
  readonly normal: number;
  readonly critical: number;
}
