/**
 * The description of one attack (one attacker group against one target group) that rule
 * modules edit and both engines read. Characteristics go in; rules change them (Blind lowers
 * the BS, Fleshbane fixes the To Wound roll, Ethereal grants a ward save...); then
 * `compileShot` turns the draft into the dice tests of a {@link ShotPlan} through the charts.
 *
 * @module
 */
import type { RerollPolicy } from '../../../rules/d6Test.js';
import { freezeRule, type RuleOf } from '../../../rules/RuleOf.js';

/**
 * Everything the charts need to know about one attacker group firing at one target group.
 * Immutable: a rule returns a changed copy.
 *
 * @example
 * ```ts
 * const draft = baseDraft(); // from the scenario; see compileShot
 * const blinded = { ...draft, toHitModifier: draft.toHitModifier - 1 };
 * ```
 */
export interface ShotDraft {
  /** `shooting` or `close-combat`; cover saves only count in shooting. */
  readonly phase: 'shooting' | 'close-combat';
  /** Ballistic Skill 1..10, if the To Hit roll comes from the chart. */
  readonly bs: number | undefined;
  /** A fixed To Hit roll needed (2..6), used instead of `bs`. */
  readonly hitOn: number | undefined;
  /** The attack hits without a roll. */
  readonly autohit: boolean;
  /** Added to the To Hit roll: -1 for Blind (applied as one less BS, or one more needed). */
  readonly toHitModifier: number;
  readonly hitReroll: RerollPolicy;
  /** The attack's Strength after modifiers. */
  readonly strength: number;
  /** The Toughness the To Wound roll uses (the unit's majority Toughness). */
  readonly woundToughness: number;
  /** A fixed To Wound roll (Fleshbane: 2), used instead of the chart. */
  readonly woundOn: number | undefined;
  readonly woundReroll: RerollPolicy;
  /** A natural To Wound roll of at least this gives Multiple Wounds (D3) and ignores Feel No Pain (Critical Strike: 6); 7 never. */
  readonly criticalOn: number;
  /** Armour Piercing, from all sources added up. */
  readonly ap: number;
  /** The attack is magical (not Mundane): Ethereal's ward does not apply. */
  readonly magical: boolean;
  /** The target model's own Toughness (Instant Death compares with it). */
  readonly toughness: number;
  /** Armour save 2..6, undefined for none. */
  readonly armour: number | undefined;
  /** Ward save 2..6, undefined for none. */
  readonly ward: number | undefined;
  /** Cover save 2..6, undefined for none. */
  readonly cover: number | undefined;
  /** Feel No Pain roll needed, undefined for none. */
  readonly feelNoPain: number | undefined;
  /** Immune to Instant Death (Eternal Warrior, Dragonborn). */
  readonly instantDeathImmune: boolean;
  /** The attacker charged or Counter-Attacked this turn (Furious Charge reads it). */
  readonly charging: boolean;
  /** Attacks added to each model's in close combat (Frenzy: +1). */
  readonly extraAttacks: number;
  /** The blast marker's diameter in inches (Blast 3, Large Blast 5); undefined: no marker. */
  readonly blast: number | undefined;
  /** A Barrage weapon, fired `direct`ly or `indirect`ly (full scatter); undefined: not one. */
  readonly barrage: 'direct' | 'indirect' | undefined;
  /** Backfire: a To Hit roll of 1 (a separate die for Blast weapons) wounds the firer. */
  readonly backfire: boolean;
  /** Absorb Health (X+): the roll needed, after each successful To Wound roll, to restore a wound. */
  readonly absorbHealth: number | undefined;
  /** Absorb Magicka (Y on an X+): after each hit, on `on`+ the attacker gains `dice` power dice. */
  readonly absorbMagicka: { readonly dice: number; readonly on: number } | undefined;
  /** The firer's own armour save (Backfire wounds), 2..6; undefined for none. */
  readonly firerSave: number | undefined;
  /** The firer's own ward save (Backfire wounds). */
  readonly firerWard: number | undefined;
  /** The firer's own Feel No Pain (Backfire wounds). */
  readonly firerFeelNoPain: number | undefined;
  /** A cover save that also counts in close combat (Chameleon: 6+); undefined for none. */
  readonly closeCombatCover: number | undefined;
}

/**
 * A special rule: a named, cited change to a {@link ShotDraft}. Attacker rules apply before
 * target rules, each in the order listed, so a target rule sees the finished attack (Ethereal
 * checks whether it is magical).
 *
 * @example
 * ```ts
 * const sniper: Rule = defineRule({
 *   name: 'sniper', citation: 'house rule: +1 Strength',
 *   apply: (d) => ({ ...d, strength: Math.min(10, d.strength + 1) }),
 * });
 * ```
 */
export type Rule = RuleOf<ShotDraft>;

/**
 * Build a {@link Rule}: the way to add a rule of your own. Rules from your list builder's data
 * compose with the built-in ones.
 *
 * @example
 * ```ts
 * const plusOneAp = defineRule({ name: 'rending-arrows', citation: 'my codex p. 3',
 *   apply: (d) => ({ ...d, ap: d.ap + 1 }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRule(rule: Rule): Rule {
  return freezeRule(rule);
}
