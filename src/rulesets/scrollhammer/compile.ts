/**
 * From a scenario's attackers and target to the dice tests both engines read: each attacker
 * group's To Hit and To Wound tests (the same against every model of the unit, since the
 * To Wound roll uses the unit's majority Toughness), and per target group the saving throw,
 * Feel No Pain and Instant Death. This is the one rule description of
 * `docs/rules/README.md`: rule modules edit a {@link ShotDraft}, the chart modules turn it
 * into {@link D6Test}s.
 *
 * @module
 */

import type { AllocationGroup } from '../../allocation/UnitMachine.js';
import { type DiceExpression, parseDice } from '../../dice/index.js';
import { checkDiceExpression } from '../../dice/parseDice.js';
import { InputError, show } from '../../errors.js';
import { type BlastPlan, bestAim, bestPoint } from '../../geometry/blastHits.js';
import { type Formation, formationFromPositions, ranksAndFiles } from '../../geometry/formation.js';
import { type D6Test, d6Test, passChance, testFaces } from '../../rules/d6Test.js';
import type {
  Allocation,
  RerollSpec,
  ScrollhammerTarget,
  ScrollhammerTargetGroup,
} from '../../scenario/types.js';
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

/** What happens to one wound put on a model of one target group. */
export interface WoundPlan {
  readonly save: D6Test;
  readonly feelNoPain: D6Test | null;
  readonly instantDeath: boolean;
}

/**
 * Backfire, compiled: what wounds the firer and the saves it takes.
 *
 * @example
 * ```ts
 * const b: BackfirePlan = { separateDie: false, save: d6Test(4), feelNoPain: null };
 * ```
 */
export interface BackfirePlan {
  /** A die of its own for each marker (Blast weapons), else the To Hit die's 1. */
  readonly separateDie: boolean;
  /** The firer's save (need 7: none). */
  readonly save: D6Test;
  readonly feelNoPain: D6Test | null;
}

/** One attacker group, compiled. */
export interface AttackerPlan {
  readonly models: number;
  /** Shots (attacks) per model, Frenzy's bonus attack included. */
  readonly shots: DiceExpression;
  /** The To Hit roll; for a Blast weapon, unused (its markers are in `blast`). */
  readonly hit: D6Test | 'auto';
  readonly wound: D6Test;
  readonly criticalOn: number;
  /** Indexed by target group. */
  readonly against: readonly WoundPlan[];
  /** Blast, Large Blast or Barrage: each shot is a marker, its hits the models under it. */
  readonly blast: BlastPlan | null;
  readonly backfire: BackfirePlan | null;
  /** Absorb Health: the roll after each successful To Wound roll; one wound per model. */
  readonly absorbHealth: D6Test | null;
  /** Absorb Magicka: the roll after each hit, and the power dice it gains. */
  readonly absorbMagicka: { readonly dice: number; readonly test: D6Test } | null;
}

/** The whole attack, compiled: what both engines read. */
export interface AttackPlan {
  readonly attackers: readonly AttackerPlan[];
  /** The target groups as the allocation machines see them (characters marked). */
  readonly groups: readonly AllocationGroup[];
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

/**
 * Compile an attack into the dice tests both engines read.
 *
 * @example
 * ```ts
 * const plan = compileAttack(attack);
 * plan.attackers[0].hit; // { need: 4, reroll: 'none', rerollNeed: 4 } for BS 3
 * ```
 */
export function compileAttack(attack: AttackInput): AttackPlan {
  let formation: Formation | undefined;
  const attackers = attack.attackers.map((attacker, a): AttackerPlan => {
    const against = attack.target.groups.map((_, g): WoundPlan => {
      const d = shotDraft(attack, a, g);
      return {
        save: saveTest(d),
        feelNoPain: feelNoPainTest(d),
        instantDeath: causesInstantDeath(d),
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
    return {
      models: attacker.models,
      shots: d.extraAttacks === 0 ? shots : withMoreAttacks(shots, d.extraAttacks),
      hit: toHitTest(d),
      wound: toWoundTest(d),
      criticalOn: d.criticalOn,
      against,
      blast,
      backfire: d.backfire
        ? {
            separateDie: blast !== null,
            save: firerSaveTest(d),
            feelNoPain: firerFeelNoPainTest(d),
          }
        : null,
      absorbHealth: absorbHealthTest(d),
      absorbMagicka: absorbMagickaTest(d),
    };
  });
  return {
    attackers,
    groups: attack.target.groups.map((g) =>
      g.character
        ? { models: g.models, wounds: g.wounds, character: true }
        : { models: g.models, wounds: g.wounds },
    ),
    allocation: attack.allocation,
  };
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

/** Exact per-shot and per-wound probabilities of one attacker group. @internal */
export interface AttackerOdds {
  readonly hit: number;
  readonly woundGivenHit: number;
  readonly criticalGivenWound: number;
}

/**
 * The exact probabilities of one attacker group's dice.
 *
 * @example
 * ```ts
 * attackerOdds(plan.attackers[0]).hit; // 0.5 for BS 3
 * ```
 */
export function attackerOdds(p: AttackerPlan): AttackerOdds {
  const hit = p.hit === 'auto' ? 1 : passChance(p.hit);
  const { pass } = testFaces(p.wound);
  let wound = 0;
  let crit = 0;
  for (let f = 1; f <= 6; f++) {
    wound += pass[f]!;
    if (f >= p.criticalOn) crit += pass[f]!;
  }
  return { hit, woundGivenHit: wound, criticalGivenWound: wound > 0 ? crit / wound : 0 };
}

/**
 * The damage distribution of one wound put on a model of `wounds` Wounds: index 0 is "no
 * damage" (saved, or discounted by Feel No Pain), index s is s damage (s = `wounds`: slain
 * outright, by Instant Death or damage at least its Wounds).
 *
 * @example
 * ```ts
 * woundOutcome(plan, 0.25, 2); // for a 4+ save, 1/6 critical, two-wound models
 * ```
 */
export function woundOutcome(plan: WoundPlan, critical: number, wounds: number): Float64Array {
  const out = new Float64Array(wounds + 1);
  const unsaved = 1 - passChance(plan.save);
  out[0] = 1 - unsaved;
  if (plan.instantDeath) {
    out[wounds] = unsaved;
    return out;
  }
  // Critical Strike: Multiple Wounds (D3), no Feel No Pain.
  for (let d = 1; d <= 3; d++) out[Math.min(d, wounds)]! += (unsaved * critical) / 3;
  const fnp = plan.feelNoPain ? passChance(plan.feelNoPain) : 0;
  out[0]! += unsaved * (1 - critical) * fnp;
  out[Math.min(1, wounds)]! += unsaved * (1 - critical) * (1 - fnp);
  return out;
}

/** A wound save never taken: need 7. @internal */
export const NO_SAVE: D6Test = d6Test(7);
