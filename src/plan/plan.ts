/**
 * The general attack plan: what every d6 ruleset compiles into and both engines read (the
 * exact engine turns it into probabilities, the sampler into dice). It knows no game: a
 * ruleset's compile step turns its characteristics (Strength, Toughness, AP, keywords...)
 * into the rolls, triggers and damage below through its own charts.
 *
 * One attack, step by step (each step a field of {@link AttackProfile}):
 * 1. **Attacks**: `models` × `attacks` (dice rolled per model).
 * 2. **Hit roll** (`hit`), or automatic hits (`'auto'`: no roll, so never critical). A
 *    critical hit (`onCriticalHit`) may score extra hits (ordinary, never critical) and may
 *    wound automatically (an ordinary wound, never critical) or inflict mortal wounds instead
 *    of rolling to wound.
 * 3. **Wound roll** (`wound`) for each hit that did not wound automatically. A critical
 *    wound (`onCriticalWound`) may change the save it takes, or become mortal wounds.
 * 4. **Save** (`against[g].save`, or `criticalSave` for a critical wound).
 * 5. **Damage** (`damage`, or the critical wound's own), rolled per unsaved attack, with its
 *    modifiers in the order of {@link DamageStep}; then **Feel No Pain** per point of damage
 *    (`against[g].feelNoPain`), unless the damage ignores it.
 * 6. **Allocation** of each unsaved attack's damage to the target's models
 *    ({@link GeneralPlan.allocation}); damage beyond a model's remaining wounds is lost, except for
 *    mortal wounds with spill-over and every damage of a profile with `spill`, which are
 *    allocated one point at a time.
 *
 * Beside the target, an attack may also tell on the attackers ({@link SelfWounds}: a hit roll
 * of 1 wounds the firer; `restore`: wounds regained; `gain`: points of a resource gained),
 * counted in results of their own.
 *
 * Profiles are resolved in the order listed; the target's wound state carries from one to the
 * next. Within a profile, attacks flagged to be resolved last (`resolvedLast`) are allocated
 * after all the profile's other attacks.
 *
 * A hit may also strike a model other than the target ({@link GeneralPlan.bystanders}): on
 * its way, by failing one of the profile's `intercepts`, or at the end, by failing its `stray`
 * test; and the wound roll may take a further die (`furtherWound`). Such plans go to the
 * intercept engines ({@link InterceptFields}; `docs/attack-plan.md`).
 *
 * @module
 */
import type { DiceExpression } from '../dice/index.js';
import type { Allocation } from '../domain/types.js';
import type { BlastPlan } from '../geometry/blastHits.js';
import type { CriticalTest } from '../rules/criticalTest.js';
import type { D6Test } from '../rules/d6Test.js';
import type { SuccessiveTest } from '../rules/successiveTest.js';

// The critical test lives with the other game-neutral D6 tests; the plan re-exports it.
export type { CriticalRerollPolicy, CriticalTest } from '../rules/criticalTest.js';
export type { SuccessiveTest } from '../rules/successiveTest.js';

/**
 * Damage per unsaved attack: the dice, then the modifiers in this order (one reading, stated
 * by every ruleset that uses them): `add` (+X, such as Melta), `halve` (halved, rounding up),
 * `reduce` (−X, to a minimum of 1). `slay: true` means the attack slays the model outright
 * (its damage is the model's remaining wounds), whatever the dice.
 *
 * @example
 * ```ts
 * const melta: DamageStep = { dice: parseDice('D6'), add: 2, halve: false, reduce: 0, slay: false };
 * ```
 */
export interface DamageStep {
  readonly dice: DiceExpression;
  /** Added to the roll first. @defaultValue 0 */
  readonly add: number;
  /** Then halved, rounding up. */
  readonly halve: boolean;
  /** Then reduced by this much, never below 1. @defaultValue 0 */
  readonly reduce: number;
  /** Slays the model outright (Instant Death): damage = the model's remaining wounds. */
  readonly slay: boolean;
  /**
   * Re-roll the damage roll once when its total (the dice expression's, its own modifier
   * included: D6+1 rolls 2..7) is below `below`, before `add`, `halve` and `reduce` (an
   * attacker's ability to re-roll the Damage roll: `below: 2` re-rolls a D6's 1). The new roll
   * stands. null or absent: no re-roll.
   */
  readonly reroll?: { readonly below: number } | null;
}

/**
 * What a critical hit does besides hitting.
 *
 * @example
 * ```ts
 * const sustainedLethal: CriticalHitTrigger = { extraHits: parseDice(1), autoWound: true };
 * ```
 */
export interface CriticalHitTrigger {
  /** Extra ordinary hits per critical hit, rolled separately for each (Sustained Hits X); null: none. */
  readonly extraHits: DiceExpression | null;
  /** The critical hit itself wounds automatically, as an ordinary wound (Lethal Hits). */
  readonly autoWound: boolean;
  /**
   * The critical hit itself inflicts this many mortal wounds instead of rolling to wound: no
   * save, Feel No Pain per point, allocated one point at a time with spill-over after the
   * profile's other attacks (as mortal wounds of a critical wound are). Its extra hits still
   * roll to wound. Not with `autoWound`. null or absent: none.
   */
  readonly mortalWounds?: DiceExpression | null;
  /**
   * Whether a critical hit's `mortalWounds` count once in the results' `unsaved` (as the
   * mortal wounds of a critical wound do). `false`: they count only in `mortalWounds` and
   * `damage`, for a game whose mortal damage is no failed save (Age of Sigmar's Crit (Mortal)).
   * @defaultValue true
   */
  readonly mortalCountsUnsaved?: boolean;
}

/**
 * What a critical wound does besides wounding. At most one of `mortal` and a changed save
 * applies: mortal wounds take no save at all.
 *
 * @example
 * ```ts
 * const devastating: CriticalWoundTrigger = { noSave: true, mortal: null, damage: null, resolvedLast: true };
 * ```
 */
export interface CriticalWoundTrigger {
  /** No saving throw of any kind (invulnerable included). */
  readonly noSave: boolean;
  /**
   * The attack becomes mortal wounds equal to its damage (no save); `spill: true` allocates
   * them one point at a time, so damage beyond a model's wounds goes on to the next model.
   * null: not mortal.
   */
  readonly mortal: { readonly spill: boolean } | null;
  /** A damage of its own (Scrollhammer's Critical Strike: D3 wounds); null: the profile's. */
  readonly damage: DamageStep | null;
  /** Its damage ignores Feel No Pain. */
  readonly ignoresFeelNoPain?: boolean;
  /** Allocated after all the profile's other attacks (Devastating Wounds). */
  readonly resolvedLast: boolean;
}

/**
 * How the attacks of one profile fare against the models of one target group: the saves and
 * Feel No Pain of that group's profile.
 *
 * @example
 * ```ts
 * const against: GroupDefence = { save: d6Test(4), criticalSave: d6Test(5), feelNoPain: null };
 * ```
 */
export interface GroupDefence {
  /** The save of an ordinary wound (need 7: none). */
  readonly save: D6Test;
  /** The save of a critical wound (better AP; need 7: none). Ignored when the trigger says no save. */
  readonly criticalSave: D6Test;
  /** Feel No Pain, rolled for each point of damage; null: none. */
  readonly feelNoPain: D6Test | null;
  /** Damage modifiers of the target (−1 Damage, halve): applied after the profile's own. */
  readonly damageReduction?: { readonly halve: boolean; readonly reduce: number };
  /**
   * Every unsaved wound (critical or not; not mortal wounds) slays a model of this group
   * outright, whatever its damage, and Feel No Pain is not rolled: a slaying that depends on
   * the target (Scrollhammer's Instant Death, Strength double the Toughness).
   * @defaultValue false
   */
  readonly slay?: boolean;
}

/**
 * Hits by blast marker instead of a hit roll: each attack is a marker placed over the target's
 * formation, and hits every model under it where it lands (see `src/geometry/blastHits.ts`).
 * Its hits are ordinary, never critical.
 *
 * @example
 * ```ts
 * const hit: MarkerHits = { marker: { diameter: 3, formation, aim: 0, subtract: 3, reroll: false, autohit: false, cluster: false } };
 * ```
 */
export interface MarkerHits {
  readonly marker: BlastPlan;
}

/**
 * The attacker's own wounds: each attack whose hit roll is a natural 1 (after any re-roll) or,
 * with `separateDie`, whose own extra die rolls a 1 (an attack that rolls no hit die: a blast
 * marker), wounds one of the attacking models, which takes its save and Feel No Pain.
 * Counted in the results' `selfWounds`; the attacking models are not removed.
 *
 * @example
 * ```ts
 * const getsHot: SelfWounds = { separateDie: false, save: d6Test(4), feelNoPain: null };
 * ```
 */
export interface SelfWounds {
  readonly separateDie: boolean;
  /** The attacker's save (need 7: none). */
  readonly save: D6Test;
  readonly feelNoPain: D6Test | null;
}

/**
 * Points of a resource the attackers gain: after each hit a roll of `test`, and `per` points
 * for each pass. Counted in the results' `gained`.
 *
 * @example
 * ```ts
 * const gain: ResourceGain = { per: 1, test: d6Test(4) };
 * ```
 */
export interface ResourceGain {
  readonly per: number;
  readonly test: D6Test;
}

// ── Hits that may strike models other than the target (the intercept engines, src/attack/intercepts)

/**
 * A model other than the target that a hit may strike instead: something in the way of the
 * attack, or a model engaged with the target. Its wound state is tracked on its own.
 *
 * @example
 * ```ts
 * const sentry: Bystander = { name: 'sentry', wounds: 2 };
 * ```
 */
export interface Bystander {
  readonly name?: string;
  /** Wounds, 1 or more; every wound on it takes one. */
  readonly wounds: number;
}

/**
 * One test a hit must pass to go on towards the target, in the order listed. Failed, the hit
 * stops here: it strikes the bystander `strikes` (and rolls `wound` against it), or, when
 * `strikes` is null, it is lost (a wall, a tree).
 *
 * @example
 * ```ts
 * const wall: Intercept = { test: d6Test(4), strikes: null, wound: null };
 * const sentry: Intercept = { test: d6Test(4), strikes: 0, wound: { first: d6Test(5), further: null } };
 * ```
 */
export interface Intercept {
  /** Passed, the hit goes on; failed, it stops here. Never re-rolled unless the test says so. */
  readonly test: D6Test;
  /** The index in {@link GeneralPlan.bystanders} of the model struck, or null: the hit is lost. */
  readonly strikes: number | null;
  /** The wound test against that bystander; null exactly when `strikes` is null. */
  readonly wound: SuccessiveTest | null;
}

/**
 * The last test of a hit that passed every intercept, when the target is engaged with a
 * bystander: passed, the hit strikes the target; failed, it strays onto the bystander
 * `strikes` and rolls `wound` against it.
 *
 * @example
 * ```ts
 * const brawl: Stray = { test: d6Test(4), strikes: 1, wound: { first: d6Test(6), further: null } };
 * ```
 */
export interface Stray {
  readonly test: D6Test;
  /** The index in {@link GeneralPlan.bystanders} of the model struck instead of the target. */
  readonly strikes: number;
  readonly wound: SuccessiveTest;
}

/**
 * The fields of a profile that send a hit elsewhere or add a further wound die. A plan that
 * uses any of them (or lists {@link GeneralPlan.bystanders}) is resolved by the intercept
 * engines, which take plain hit and wound tests (never critical), wounds of one damage, no
 * save and one target group; anything else is an `InputError` naming the field.
 *
 * @example
 * ```ts
 * const shooting: InterceptFields = { intercepts: [wall], stray: null, furtherWound: d6Test(4) };
 * ```
 */
export interface InterceptFields {
  /** Tests each hit takes in turn before it reaches the target. */
  readonly intercepts?: readonly Intercept[];
  /** The last test of a hit that reached a target engaged with a bystander; null: none. */
  readonly stray?: Stray | null;
  /**
   * A further die of the wound roll against the target, rolled only when `wound` passes; the
   * wound succeeds when both pass. null: the one die of `wound`.
   */
  readonly furtherWound?: D6Test | null;
}

/**
 * Mortal wounds from rolls of their own, inflicted before a profile's attacks (an ability that
 * inflicts mortal wounds when the attacking unit ends a charge): `rolls` D6 tests of `test`,
 * and each passed test inflicts `mortals` mortal wounds (a number or dice, rolled for each).
 * No save; Feel No Pain per point (the group's, always); put on the models one point at a time,
 * so they spill over from model to model, before the profile's first attack (and after the
 * profiles before it). They count in `mortalWounds`, `damage` and `damageAfterFnp`, never in
 * `hits`, `wounds` or `unsaved` (they come from no attack).
 *
 * @example
 * ```ts
 * // One D6 for each of 5 models; each 4+ inflicts 1 mortal wound.
 * const perModel: MortalRolls = { rolls: 5, test: d6Test(4), mortals: parseDice(1) };
 * ```
 */
export interface MortalRolls {
  /** The tests rolled, 1 or more (one per attacking model, or one for the unit). */
  readonly rolls: number;
  readonly test: D6Test;
  /** Mortal wounds of each passed test: a number or dice, rolled for each pass. */
  readonly mortals: DiceExpression;
}

/**
 * One attacker group's weapon at the target: everything one attack does.
 *
 * @example
 * ```ts
 * const bolters: AttackProfile = {
 *   models: 10, attacks: parseDice(2),
 *   hit: { need: 3, rerollNeed: 3, reroll: 'none', criticalOn: 6 },
 *   onCriticalHit: { extraHits: null, autoWound: false },
 *   wound: { need: 4, rerollNeed: 4, reroll: 'none', criticalOn: 6 },
 *   onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
 *   damage: { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false },
 *   against: [{ save: d6Test(3), criticalSave: d6Test(3), feelNoPain: null }],
 * };
 * ```
 */
export interface AttackProfile extends InterceptFields {
  readonly name?: string;
  /** Attacking models, 1 or more. */
  readonly models: number;
  /** Attacks per model, rolled per model. */
  readonly attacks: DiceExpression;
  /**
   * The hit roll; `'auto'`: every attack hits, with no roll (so never critically); or a blast
   * marker per attack ({@link MarkerHits}).
   */
  readonly hit: CriticalTest | 'auto' | MarkerHits;
  readonly onCriticalHit: CriticalHitTrigger;
  readonly wound: CriticalTest;
  readonly onCriticalWound: CriticalWoundTrigger;
  readonly damage: DamageStep;
  /** Indexed by target group. */
  readonly against: readonly GroupDefence[];
  /** The attacker's own wounds on hit rolls of 1; null or absent: none. */
  readonly selfWounds?: SelfWounds | null;
  /**
   * Wounds the attackers restore: after each successful wound roll a roll of this test; each
   * attacking model restores at most one wound, however many it passes. Counted in the
   * results' `woundsRestored`. null or absent: none.
   */
  readonly restore?: D6Test | null;
  /** Resource points the attackers gain on their hits; null or absent: none. */
  readonly gain?: ResourceGain | null;
  /**
   * Precision: with {@link GeneralPlan.groupOrder} `'listed'`, this profile's attacks go to
   * the character group of this index while a model of it stands (every Precision profile of
   * a plan names the same group; see `src/allocation/listed.ts`). null or absent: none.
   */
  readonly precision?: number | null;
  /**
   * Damage spills over: every point of this profile's damage (after Feel No Pain), ordinary,
   * critical or mortal, is put on the models one point at a time, so damage beyond a model's
   * remaining wounds goes on to the next model instead of being lost (Age of Sigmar's damage
   * pool). A target of one group only, not with {@link GeneralPlan.groupOrder} `'listed'`, and no
   * damage that slays outright.
   * @defaultValue false
   */
  readonly spill?: boolean;
  /**
   * Mortal wounds from rolls of their own before this profile's attacks (`MortalRolls`).
   * A target of one group, or groups taken in the order listed (where the points go one at a
   * time to the model the order names). null or absent: none.
   */
  readonly mortalsBefore?: MortalRolls | null;
}

/**
 * One group of the target unit: its models, their Wounds, and whether they are characters.
 *
 * @example
 * ```ts
 * const champion: TargetGroup = { models: 1, wounds: 2, character: true };
 * ```
 */
export interface TargetGroup {
  readonly models: number;
  readonly wounds: number;
  /**
   * Characters take wounds only when no other model of their Wounds is left in the unit (see
   * `src/allocation/characters.ts`). @defaultValue false
   */
  readonly character?: boolean;
}

/**
 * The whole attack: profiles in order, at one target unit.
 *
 * @example
 * ```ts
 * const plan: GeneralPlan = { profiles: [bolters], groups: [{ models: 5, wounds: 2 }], allocation: 'sequential' };
 * ```
 */
export interface GeneralPlan {
  readonly profiles: readonly AttackProfile[];
  /** The target unit's groups of models, in the order wounds are allocated. */
  readonly groups: readonly TargetGroup[];
  /**
   * How damage is put on the models (the allocation machines of `src/allocation`):
   * `'rules'`, as many models slain as possible by any assignment of the damage so far
   * (Scrollhammer's "Assign Unsaved Wounds"); `'sequential'`, each unsaved attack's damage
   * goes on the model already wounded (a fresh one if none), excess lost, which is the
   * "a wounded model takes the next attack" rule of Warhammer 40,000 for a one-profile unit.
   * A unit of several groups takes wounds in the round of the wound pool.
   */
  readonly allocation: Allocation;
  /** Models other than the target that hits may strike ({@link InterceptFields}). */
  readonly bystanders?: readonly Bystander[];
  /**
   * How a unit of several groups takes attacks, with `sequential` allocation: `'round'` (the
   * default), the round of the wound pool; `'listed'`, the groups in the order listed, one
   * model at a time, a model that was allocated an attack taking the next one, characters only
   * once every other model is slain, and Precision profiles aimed at a character group
   * (Warhammer 40,000's allocation: `src/allocation/listed.ts`). A `'listed'` plan also
   * reports `charactersSlain` and, for each group i, `slain.i` and `woundsLost.i`.
   * @defaultValue 'round'
   */
  readonly groupOrder?: 'round' | 'listed';
}
