/**
 * The draft of one weapon profile of one attacker group firing at (or fighting) one target
 * unit, Warhammer 40,000 10th edition: the characteristics of the scenario, which the keyword
 * modules of this folder edit, and which `compileWh40k` then turns into the general attack
 * plan (`src/plan/plan.ts`) through the wound chart. Steps and readings: `docs/wh40k-10e.md`.
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { freezeRule, type RuleOf } from '../../../rules/RuleOf.js';

/**
 * A re-roll policy of the Hit or Wound roll: none, unmodified 1s, failed rolls (after
 * modifiers), or every roll that is not a critical.
 *
 * @example
 * ```ts
 * const policy: Wh40kRerollPolicy = 'non-critical';
 * ```
 */
export type Wh40kRerollPolicy = 'none' | 'ones' | 'failed' | 'non-critical';

/**
 * Everything the attack sequence needs to know about one weapon at one target. Immutable: a
 * rule returns a changed copy.
 *
 * @example
 * ```ts
 * const heavy = (d: WeaponDraft) => ({ ...d, hitModifier: d.hitModifier + 1 });
 * ```
 */
export interface WeaponDraft {
  /** A melee attack (`ws` given): Stealth and Benefit of Cover do not apply. */
  readonly melee: boolean;
  /** Attacking models. */
  readonly models: number;
  /** Attacks per model, rolled per model. */
  readonly attacks: DiceExpression;
  /** Ballistic or Weapon Skill 2..6; undefined for a Torrent weapon without one. */
  readonly skill: number | undefined;
  /** The attack hits automatically: no Hit roll, so no Critical Hit (Torrent). */
  readonly autoHit: boolean;
  /** The sum of the Hit roll's modifiers, before the clamp to -1..+1. */
  readonly hitModifier: number;
  readonly hitReroll: Wh40kRerollPolicy;
  /** An unmodified Hit roll of this or more is a Critical Hit, 2..6. */
  readonly criticalHitOn: number;
  /** Extra hits per Critical Hit (Sustained Hits X); null: none. */
  readonly sustainedHits: DiceExpression | null;
  /** A Critical Hit wounds automatically (Lethal Hits). */
  readonly lethalHits: boolean;
  /** Strength 1..30. */
  readonly strength: number;
  /** The target's Toughness 1..30. */
  readonly toughness: number;
  /** The sum of the Wound roll's modifiers, before the clamp to -1..+1. */
  readonly woundModifier: number;
  readonly woundReroll: Wh40kRerollPolicy;
  /** An unmodified Wound roll of this or more is a Critical Wound, 2..6. */
  readonly criticalWoundOn: number;
  /** A Critical Wound allows no save of any kind and is resolved last (Devastating Wounds). */
  readonly devastatingWounds: boolean;
  /** Armour Penetration, 0 or negative. */
  readonly ap: number;
  /** The target's armour save 2..6; undefined: none. */
  readonly save: number | undefined;
  /** Added to the armour save roll besides AP (Benefit of Cover: +1). */
  readonly saveModifier: number;
  /** The target's invulnerable save 2..6 (AP does not apply); undefined: none. */
  readonly invulnerable: number | undefined;
  /** The target has the Benefit of Cover. */
  readonly cover: boolean;
  /** The weapon ignores the Benefit of Cover (Ignores Cover). */
  readonly ignoresCover: boolean;
  /** Damage per unsaved attack, rolled per attack. */
  readonly damage: DiceExpression;
  /** Added to each damage roll first (Melta X). */
  readonly damageAdd: number;
  /** Damage halved, rounding up, after the addition. */
  readonly halveDamage: boolean;
  /** Then reduced by this much, to a minimum of 1. */
  readonly damageReduction: number;
  /** Feel No Pain 2..6 per point of damage; undefined: none. */
  readonly feelNoPain: number | undefined;
  /** The situation the keywords read. */
  readonly remainedStationary: boolean;
  readonly charged: boolean;
  readonly halfRange: boolean;
  /** The target unit's models at the start (Blast counts them). */
  readonly targetModels: number;
  /** The target's keywords in lower case (Anti-X reads them). */
  readonly targetKeywords: readonly string[];
  /**
   * Precision: the attacks may be allocated to a character group of the target
   * (`docs/wh40k-10e/precision.md`). @defaultValue false
   */
  readonly precision?: boolean;
  /** A damage roll below this total is re-rolled once (`reroll-damage`); absent: none. */
  readonly damageReroll?: number;
  /** Mortal wounds each Critical Hit inflicts instead of its Wound roll; absent: none. */
  readonly criticalHitMortals?: DiceExpression | null;
  /** Mortal wounds each Critical Wound inflicts instead of its save and damage; absent: none. */
  readonly criticalWoundMortals?: DiceExpression | null;
  /**
   * Mortal wounds when the attacking unit charged (`charged`), before its attacks: one D6 per
   * model (`perModel`) or one for the unit, each `on`+ inflicting `mortals`; absent: none.
   */
  readonly chargeMortals?: {
    readonly perModel: boolean;
    readonly on: number;
    readonly mortals: DiceExpression;
  } | null;
}

/**
 * A Warhammer 40,000 rule module: a named, cited change to a {@link WeaponDraft}. Weapon
 * keywords apply first, in the order listed, then the target's (Stealth, Benefit of Cover), so
 * a target rule sees the finished weapon (Benefit of Cover checks Ignores Cover).
 *
 * @example
 * ```ts
 * const rule: Wh40kRule = defineWh40kRule({ name: 'plus-one-damage', citation: 'house rule',
 *   apply: (d) => ({ ...d, damageAdd: d.damageAdd + 1 }) });
 * ```
 */
export type Wh40kRule = RuleOf<WeaponDraft>;

/**
 * Build a {@link Wh40kRule}: the way to add a keyword of your own and pass it by name
 * (`evaluate(scenario, { rules: { 'my-keyword': rule } })`).
 *
 * @example
 * ```ts
 * // A weapon whose Critical Hits are on 5+ and that re-rolls Hit rolls of 1:
 * const precise = defineWh40kRule({ name: 'precise', citation: 'my codex',
 *   apply: (d) => ({ ...d, criticalHitOn: Math.min(d.criticalHitOn, 5), hitReroll: d.hitReroll === 'none' ? 'ones' : d.hitReroll }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWh40kRule(rule: Wh40kRule): Wh40kRule {
  return freezeRule(rule);
}
