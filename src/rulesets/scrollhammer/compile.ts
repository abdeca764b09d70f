/**
 * From a scenario's attackers and target to the general attack plan (`src/plan/plan.ts`):
 * each attacker group's To Hit and To Wound tests (the same against every model of the unit,
 * since the To Wound roll uses the unit's majority Toughness), and per target group the saving
 * throw, Feel No Pain and Instant Death. This is the one rule description of
 * `docs/rules/README.md`: rule modules edit a {@link ShotDraft}, the chart modules turn it
 * into D6 tests, and {@link compileScrollhammer} puts them in the plan, which every engine
 * reads (the general ones, and the wound-chain ones through `woundChainPlan`).
 *
 * @module
 */

import { type AttackPlan, woundChainPlan } from '../../attack/woundChain/plan.js';
import { type DiceExpression, parseDice } from '../../dice/index.js';
import { checkDiceExpression } from '../../dice/parseDice.js';
import type { Allocation, RerollSpec } from '../../domain/types.js';
import { InputError, show } from '../../errors.js';
import { type BlastPlan, bestAim, bestPoint } from '../../geometry/blastHits.js';
import { type Formation, formationFromPositions, ranksAndFiles } from '../../geometry/formation.js';
import type {
  AttackProfile,
  CriticalHitTrigger,
  CriticalWoundTrigger,
  DamageStep,
  GeneralPlan,
  GroupDefence,
} from '../../plan/plan.js';
import { absorbHealthTest, absorbMagickaTest } from './rules/absorb.js';
import { firerFeelNoPainTest, firerSaveTest } from './rules/backfire.js';
import { scatterSubtract } from './rules/blast.js';
import { interveningModels } from './rules/cover.js';
import { feelNoPainTest } from './rules/feelNoPain.js';
import { goneToGround } from './rules/goneToGround.js';
import { toHitTest } from './rules/hit.js';
import { causesInstantDeath } from './rules/instantDeath.js';
import { majorityToughness } from './rules/majorityToughness.js';
import { rerollHits, rerollWounds } from './rules/reroll.js';
import type { Rule, ShotDraft } from './rules/ShotDraft.js';
import { saveTest } from './rules/save.js';
import { toWoundTest } from './rules/wound.js';
import { attackerRules, type RuleLike, resolveRule, targetRules } from './rules.js';
import type { ScrollhammerTarget, ScrollhammerTargetGroup } from './types.js';

// The wound-chain form lives with its engines; Scrollhammer's callers find it here too.
export {
  type AttackerOdds,
  type AttackerPlan,
  type AttackPlan,
  attackerOdds,
  type BackfirePlan,
  NO_SAVE,
  type WoundPlan,
  woundOutcome,
} from '../../attack/woundChain/plan.js';

/** An attacker group as the engine takes it: the scenario's, with rule modules allowed. */
export interface AttackerInput {
  readonly name?: string;
  readonly models: number;
  readonly bs?: number;
  readonly hitOn?: number;
  readonly shots: number | string;
  readonly strength: number;
  readonly ap: number;
  readonly rules: readonly RuleLike[];
  readonly reroll: RerollSpec;
  /** Charged or Counter-Attacked this turn (close combat): Furious Charge. */
  readonly charging?: boolean;
  /** Blast weapons: the target model (index in the formation) the marker is placed over. */
  readonly aim?: number;
  /** Blast weapons: the centre hole's point, inches, over the aimed model's base. */
  readonly aimAt?: { readonly x: number; readonly y: number };
  /** The attackers' own armour save, ward save and Feel No Pain (Backfire wounds). */
  readonly save?: number;
  readonly ward?: number;
  readonly feelNoPain?: number;
}

/** A target group as the engine takes it. */
export interface TargetGroupInput extends Omit<ScrollhammerTargetGroup, 'rules'> {
  readonly rules: readonly RuleLike[];
}

/** A target unit as the engine takes it. */
export interface TargetInput extends Omit<ScrollhammerTarget, 'groups'> {
  readonly groups: readonly TargetGroupInput[];
}

/** A Scrollhammer attack as the engine takes it (a validated scenario is one). */
export interface AttackInput {
  readonly phase: 'shooting' | 'close-combat';
  readonly attackers: readonly AttackerInput[];
  readonly target: TargetInput;
  readonly allocation: Allocation;
}

/**
 * The draft of one attacker group against one target group, with every rule applied:
 * attacker rules in order, then re-rolls, then target rules, then Go to Ground.
 *
 * @example
 * ```ts
 * shotDraft(attack, 0, 0).strength; // the first attacker's Strength
 * ```
 */
export function shotDraft(attack: AttackInput, a: number, g: number): ShotDraft {
  const attacker = attack.attackers[a]!;
  const group = attack.target.groups[g]!;
  let draft: ShotDraft = {
    phase: attack.phase,
    bs: attacker.bs,
    hitOn: attacker.hitOn,
    autohit: false,
    toHitModifier: 0,
    hitReroll: 'none',
    strength: attacker.strength,
    woundToughness: majorityToughness(attack.target.groups),
    woundOn: undefined,
    woundReroll: 'none',
    criticalOn: 7,
    ap: attacker.ap,
    magical: false,
    toughness: group.toughness,
    armour: group.save,
    ward: group.ward,
    cover: attack.target.cover,
    feelNoPain: group.feelNoPain,
    instantDeathImmune: false,
    charging: attacker.charging ?? false,
    extraAttacks: 0,
    blast: undefined,
    barrage: undefined,
    backfire: false,
    absorbHealth: undefined,
    absorbMagicka: undefined,
    firerSave: attacker.save,
    firerWard: attacker.ward,
    firerFeelNoPain: attacker.feelNoPain,
    closeCombatCover: undefined,
  };
  const rules: Rule[] = attacker.rules.map((r, i) =>
    resolveRule(r, attackerRules, `attackers[${a}].rules[${i}]`),
  );
  if (attacker.reroll.hit) rules.push(rerollHits(attacker.reroll.hit));
  if (attacker.reroll.wound) rules.push(rerollWounds(attacker.reroll.wound));
  group.rules.forEach((r, i) => {
    rules.push(resolveRule(r, targetRules, `target.groups[${g}].rules[${i}]`));
  });
  if (attack.target.interveningModels) rules.push(interveningModels);
  if (attack.target.goneToGround) rules.push(goneToGround);
  for (const rule of rules) {
    draft = rule.apply(draft);
    checkDraftNumbers(draft, rule.name, a, g);
  }
  return draft;
}

/** The draft's fields that hold numbers (some may be undefined: "none"). */
const NUMBER_FIELDS = [
  'bs',
  'hitOn',
  'toHitModifier',
  'strength',
  'woundToughness',
  'woundOn',
  'criticalOn',
  'ap',
  'toughness',
  'armour',
  'ward',
  'cover',
  'feelNoPain',
  'extraAttacks',
  'absorbHealth',
  'firerSave',
  'firerWard',
  'firerFeelNoPain',
  'closeCombatCover',
] as const satisfies readonly (keyof ShotDraft)[];

/**
 * A rule module (a custom one above all) may return any value; a characteristic set to
 * `NaN`, `Infinity`, a fraction or a string would flow into the dice tests as plausible
 * numbers. Each number of the draft must be a whole number (or undefined where the field
 * allows none), checked after each rule so the message names the rule.
 */
function checkDraftNumbers(draft: ShotDraft, rule: string, a: number, g: number): void {
  for (const field of NUMBER_FIELDS) {
    const x: unknown = draft[field];
    if (x === undefined && field !== 'strength' && field !== 'toughness') continue;
    if (!(typeof x === 'number' && Number.isSafeInteger(x))) {
      throw new InputError(
        `attackers[${a}] against target.groups[${g}]: the rule ${JSON.stringify(rule)} set ${field} to ${show(x)}; expected a whole number`,
        `attackers[${a}].${field}`,
        x,
      );
    }
  }
  if (draft.blast !== undefined && !(Number.isFinite(draft.blast) && draft.blast > 0)) {
    throw new InputError(
      `attackers[${a}] against target.groups[${g}]: the rule ${JSON.stringify(rule)} set blast to ${show(draft.blast)}; expected a diameter in inches above 0`,
      `attackers[${a}].blast`,
      draft.blast,
    );
  }
}

/** Every unsaved wound does one: Scrollhammer's wounds are counted, not rolled for damage. */
const ONE_WOUND: DamageStep = { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false };

/**
 * Critical Strike, "Multiple Wounds (D3)" and "Feel No Pain cannot be taken against it"
 * (`rules/criticalStrike.ts`): a critical wound's own damage.
 */
const CRITICAL_STRIKE: CriticalWoundTrigger = {
  noSave: false,
  mortal: null,
  damage: { dice: parseDice('D3'), add: 0, halve: false, reduce: 0, slay: false },
  ignoresFeelNoPain: true,
  resolvedLast: false,
};

const NO_CRITICAL_WOUND: CriticalWoundTrigger = {
  noSave: false,
  mortal: null,
  damage: null,
  resolvedLast: false,
};

/** Scrollhammer's hits are never critical. */
const NO_CRITICAL_HIT: CriticalHitTrigger = { extraHits: null, autoWound: false };

/**
 * Compile a Scrollhammer attack into the general attack plan: each attacker group one
 * profile, its tests from the finished {@link ShotDraft} through the rulebook's charts. A
 * Critical Strike is a critical wound (a To Wound roll of `criticalOn` or more that wounds) of
 * D3 damage ignoring Feel No Pain; Instant Death slays a model of the group outright; a Blast
 * weapon's shots are markers; Backfire, Absorb Health and Absorb Magicka are the profile's
 * `selfWounds`, `restore` and `gain`.
 *
 * @throws {InputError} naming the field, for a rule that sets a characteristic to something
 *   that is not a whole number, or a combination the rulebook does not allow.
 * @example
 * ```ts
 * const plan = compileScrollhammer(attack);
 * plan.profiles[0].hit; // { need: 4, reroll: 'none', rerollNeed: 4, criticalOn: 7 } for BS 3
 * ```
 */
export function compileScrollhammer(attack: AttackInput): GeneralPlan {
  let formation: Formation | undefined;
  const profiles = attack.attackers.map((attacker, a): AttackProfile => {
    const against = attack.target.groups.map((_, g): GroupDefence => {
      const d = shotDraft(attack, a, g);
      const save = saveTest(d);
      return {
        save,
        criticalSave: save,
        feelNoPain: feelNoPainTest(d),
        slay: causesInstantDeath(d),
      };
    });
    // To Hit and To Wound are rolled before wounds are allocated, against the unit.
    const d = shotDraft(attack, a, 0);
    const field = `attackers[${a}]`;
    if (attacker.charging && attack.phase !== 'close-combat') {
      throw new InputError(
        `${field}.charging: charging is for close combat (phase "close-combat"), got phase ${show(attack.phase)}`,
        `${field}.charging`,
        attacker.charging,
      );
    }
    let blast: BlastPlan | null = null;
    if (d.blast !== undefined) {
      formation ??= targetFormation(attack.target, field);
      blast = blastPlan(attack, attacker, d, formation, field);
    } else if (d.barrage !== undefined) {
      throw new InputError(
        `${field}.rules: "barrage" needs "blast" or "large-blast" too (Barrage weapons act as Blast or Large Blast weapons)`,
        `${field}.rules`,
        attacker.rules,
      );
    } else if (attacker.aim !== undefined || attacker.aimAt !== undefined) {
      const key = attacker.aim !== undefined ? 'aim' : 'aimAt';
      throw new InputError(
        `${field}.${key}: ${key} places a blast marker; this group has no "blast" or "large-blast" rule`,
        `${field}.${key}`,
        attacker[key],
      );
    }
    const shots = parseDice(attacker.shots, `${field}.shots`);
    const toHit = toHitTest(d);
    const wound = toWoundTest(d);
    // A Critical Strike is a roll that wounds: on `criticalOn` or more, and at least the need.
    const criticalOn =
      d.criticalOn >= 7 || wound.need >= 7 ? 7 : Math.max(d.criticalOn, wound.need);
    const magicka = absorbMagickaTest(d);
    return {
      ...(attacker.name === undefined ? {} : { name: attacker.name }),
      models: attacker.models,
      attacks: d.extraAttacks === 0 ? shots : withMoreAttacks(shots, d.extraAttacks),
      hit:
        blast !== null
          ? { marker: blast }
          : toHit === 'auto'
            ? 'auto'
            : { ...toHit, criticalOn: 7 },
      onCriticalHit: NO_CRITICAL_HIT,
      wound: { ...wound, criticalOn },
      onCriticalWound: criticalOn < 7 ? CRITICAL_STRIKE : NO_CRITICAL_WOUND,
      damage: ONE_WOUND,
      against,
      selfWounds: d.backfire
        ? {
            separateDie: blast !== null,
            save: firerSaveTest(d),
            feelNoPain: firerFeelNoPainTest(d),
          }
        : null,
      restore: absorbHealthTest(d),
      gain: magicka ? { per: magicka.dice, test: magicka.test } : null,
    };
  });
  return {
    profiles,
    groups: attack.target.groups.map((g) =>
      g.character
        ? { models: g.models, wounds: g.wounds, character: true }
        : { models: g.models, wounds: g.wounds },
    ),
    allocation: attack.allocation,
  };
}

/**
 * Compile an attack into the wound-chain form the fast engines read: the general plan of
 * {@link compileScrollhammer}, lowered by `woundChainPlan` (Scrollhammer's plans always fit).
 *
 * @example
 * ```ts
 * const plan = compileAttack(attack);
 * plan.attackers[0].hit; // { need: 4, reroll: 'none', rerollNeed: 4 } for BS 3
 * ```
 */
export function compileAttack(attack: AttackInput): AttackPlan {
  return woundChainPlan(compileScrollhammer(attack));
}

/** Shots plus Frenzy's bonus attacks: the dice with a larger modifier. */
function withMoreAttacks(shots: DiceExpression, extra: number): DiceExpression {
  return checkDiceExpression(
    { count: shots.count, sides: shots.sides, modifier: shots.modifier + extra, text: '' },
    'frenzy',
  );
}

/**
 * The target unit's formation (needed by a blast marker), one position per model of the
 * unit, in the order of the groups.
 */
function targetFormation(target: TargetInput, field: string): Formation {
  const f = target.formation;
  const models = target.groups.reduce((n, g) => n + g.models, 0);
  if (!f) {
    throw new InputError(
      `target.formation: missing; the blast marker of ${field} needs to know where the target's models stand ({"files": 5} for ranks of 5)`,
      'target.formation',
      undefined,
    );
  }
  if (f.positions) {
    if (f.positions.length !== models) {
      throw new InputError(
        `target.formation.positions: expected ${models} positions (one per model of the unit), got ${f.positions.length}`,
        'target.formation.positions',
        f.positions.length,
      );
    }
    return formationFromPositions(f.positions, f.baseMm);
  }
  if (models > 1000) {
    throw new InputError(
      `target.formation: at most 1000 models can be placed, the unit has ${models}`,
      'target.formation',
      models,
    );
  }
  return ranksAndFiles(models, {
    files: f.files ?? models,
    baseMm: f.baseMm,
    ...(f.gap === undefined ? {} : { gap: f.gap }),
  });
}

/** A Blast, Large Blast or Barrage weapon's markers, from its finished draft. */
function blastPlan(
  attack: AttackInput,
  attacker: AttackerInput,
  d: ShotDraft,
  formation: Formation,
  field: string,
): BlastPlan {
  if (attack.phase !== 'shooting') {
    throw new InputError(
      `${field}.rules: a Blast weapon places its marker in the shooting phase, not in close combat`,
      `${field}.rules`,
      attacker.rules,
    );
  }
  if (attacker.hitOn !== undefined) {
    throw new InputError(
      `${field}.hitOn: a Blast weapon rolls no To Hit die; give bs (taken off the scatter) instead`,
      `${field}.hitOn`,
      attacker.hitOn,
    );
  }
  const names = attacker.rules.map((r) =>
    typeof r === 'string' ? r : ((r as { rule?: string; name?: string }).rule ?? (r as Rule).name),
  );
  if (names.includes('blast') && names.includes('large-blast')) {
    throw new InputError(
      `${field}.rules: "blast" and "large-blast" are two marker sizes; give one`,
      `${field}.rules`,
      attacker.rules,
    );
  }
  const at = attacker.aimAt;
  const aim = attacker.aim ?? (at ? modelUnderPoint(formation, at) : bestAim(formation, d.blast!));
  if (!(Number.isInteger(aim) && aim >= 0 && aim < formation.models)) {
    throw new InputError(
      at && attacker.aim === undefined
        ? `${field}.aimAt: the centre hole must be over a model's base ("so that the center hole is entirely over that model"); no base of the formation is under (${at.x}, ${at.y})`
        : `${field}.aim: expected a model of the formation, 0..${formation.models - 1}, got ${show(aim)}`,
      at && attacker.aim === undefined ? `${field}.aimAt` : `${field}.aim`,
      at && attacker.aim === undefined ? at : aim,
    );
  }
  if (at && !overBase(formation, aim, at)) {
    throw new InputError(
      `${field}.aimAt: the centre hole must be over the aimed model's base ("so that the center hole is entirely over that model"); (${at.x}, ${at.y}) is not over model ${aim} at (${formation.x[aim]}, ${formation.y[aim]}), radius ${formation.radius[aim]} inches`,
      `${field}.aimAt`,
      at,
    );
  }
  const plan: BlastPlan = {
    diameter: d.blast!,
    formation,
    aim,
    subtract: scatterSubtract(d),
    reroll: d.hitReroll !== 'none',
    autohit: d.autohit,
    cluster: d.barrage !== undefined,
  };
  if (at) return { ...plan, point: { x: at.x, y: at.y } };
  // A Multiple Barrage's later markers are placed from where the first lands: one marker's
  // best point is not the group's, so its hole stays on the aimed model's centre.
  return plan.cluster ? plan : { ...plan, point: bestPoint(plan) };
}

/** Whether a point (the centre hole) is over model i's base, its edge included. */
function overBase(f: Formation, i: number, p: { readonly x: number; readonly y: number }): boolean {
  return Math.hypot(p.x - f.x[i]!, p.y - f.y[i]!) <= f.radius[i]! * (1 + 1e-12);
}

/** The first model whose base is under a point, or -1. */
function modelUnderPoint(f: Formation, p: { readonly x: number; readonly y: number }): number {
  for (let i = 0; i < f.models; i++) if (overBase(f, i, p)) return i;
  return -1;
}
