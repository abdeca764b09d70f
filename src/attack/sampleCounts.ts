/**
 * The general plan's counts sampler: a volley rolled step by step as players roll it, each
 * step's dice thrown together and **counted** (all hit dice, then all wound dice, then all
 * saves), instead of attack by attack. {@link samplePlanCounts} runs it for every plan it
 * takes and the dice-by-dice sampler for the rest; both are held to the exact engine by
 * chi-square (`test/attack/sampleCounts.test.ts`).
 *
 * **Why counting is the same law.** Within one profile every attack's dice are independent
 * and alike, so the numbers of misses, hits and critical hits of its `n` hit dice are a
 * multinomial draw, which one draw from that multinomial law samples (to 2^-53, `CountsLaw`;
 * the same for the wound dice of the hits, and the saves of the wounds). The ordinary wounds of a profile
 * (rolled or automatic) then go to the allocation machine one after another; each one's save,
 * damage and Feel No Pain are independent of the others' and alike, so the order in which
 * they are applied does not change the law. That is why this sampler only takes a plan whose
 * critical wounds are resolved after the profile's other attacks (Devastating Wounds, mortal
 * wounds with spill-over) or do nothing an ordinary wound does not: a critical wound of its
 * own save or damage resolved among the ordinary ones would need the order in which they were
 * rolled.
 *
 * **Speed** (see `docs/benchmarks.md`): the counts of each test's dice (hit, wound, save) are
 * drawn at once from their multinomial law (`CountsLaw`: one table per number of dice, one
 * word a draw), an unsaved wound's damage and Feel No Pain are 4 dice of a word read in one
 * table lookup (`DiceStream.quad`), and nothing is allocated per sample.
 *
 * **What it takes**: every field of the plan it was written for (`planFields` below). A field
 * it does not know, with a value that is not "not there" (`undefined`, `null`, `false`), and
 * {@link planCountsSampler} refuses the plan with the reason, so a feature added to the plan later
 * goes to the dice-by-dice sampler until this one learns it.
 *
 * @module
 */
import type { ClassMachine } from '../allocation/ClassMachine.js';
import type { UnitMachine } from '../allocation/UnitMachine.js';
import { type DiceExpression, rollDiceUnchecked } from '../dice/index.js';
import { modifyDamage } from '../plan/laws.js';
import type { AttackProfile, DamageStep, GeneralPlan, GroupDefence } from '../plan/plan.js';
import { CountsLaw, type DiceStream, type RandomSource } from '../random/index.js';
import { type CriticalTest, criticalTable } from '../rules/criticalTest.js';
import { testTable } from '../rules/d6Test.js';
import { allocatePoints, lostAfterFnp as lostAfterFnpOf, passesTest } from './sampleSteps.js';

/**
 * The histograms a sampler adds its samples to, indexed by value (`slain[3]`: samples that
 * slew 3 models), sized from the plan's maxima by the caller.
 *
 * @example
 * ```ts
 * const h: PlanHistograms = { hits: new Float64Array(11), ... };
 * ```
 */
export interface PlanHistograms {
  readonly hits: Float64Array;
  readonly wounds: Float64Array;
  readonly unsaved: Float64Array;
  readonly slain: Float64Array;
  readonly woundsLost: Float64Array;
  readonly criticalHits: Float64Array;
  readonly criticalWounds: Float64Array;
  readonly damage: Float64Array;
  readonly damageAfterFnp: Float64Array;
  readonly mortalWounds: Float64Array;
}

/** The fields this sampler reads, by object of the plan: anything else there refuses the plan. */
const FIELDS = {
  plan: ['profiles', 'groups', 'allocation'],
  group: ['models', 'wounds', 'character'],
  profile: [
    'name',
    'models',
    'attacks',
    'hit',
    'onCriticalHit',
    'wound',
    'onCriticalWound',
    'damage',
    'against',
  ],
  test: ['need', 'rerollNeed', 'reroll', 'criticalOn'],
  onCriticalHit: ['extraHits', 'autoWound', 'mortalWounds'],
  onCriticalWound: ['noSave', 'mortal', 'damage', 'ignoresFeelNoPain', 'resolvedLast'],
  mortal: ['spill'],
  damage: ['dice', 'add', 'halve', 'reduce', 'slay'],
  against: ['save', 'criticalSave', 'feelNoPain', 'damageReduction', 'slay'],
  damageReduction: ['halve', 'reduce'],
} as const;

/** The first field of `o` not in `known` whose value is there, as `path.field`; or null. */
function unknownField(o: object, known: readonly string[], path: string): string | null {
  for (const [k, v] of Object.entries(o)) {
    if (known.includes(k) || v === undefined || v === null || v === false) continue;
    return `${path}.${k}`;
  }
  return null;
}

/**
 * Why the counts sampler does not take `plan`, or null when it does: the first field it was
 * not written for (a feature added to the plan since, or one it leaves to the dice-by-dice
 * sampler: blast markers, re-rolls of the attackers' own wounds, wounds restored, resources
 * gained, hits that strike bystanders), or a critical wound that differs from an ordinary one
 * and is resolved among them.
 *
 * @example
 * ```ts
 * planCountsSupport(plan); // null, or e.g. 'profiles[0].selfWounds'
 * ```
 */
export function planCountsSupport(plan: GeneralPlan): string | null {
  const first = (...xs: (string | null)[]) => xs.find((x) => x !== null) ?? null;
  let why = unknownField(plan, FIELDS.plan, 'plan');
  for (const [i, g] of plan.groups.entries()) why ??= unknownField(g, FIELDS.group, `groups[${i}]`);
  for (const [i, a] of plan.profiles.entries()) {
    const at = `profiles[${i}]`;
    const cw = a.onCriticalWound;
    why ??= first(
      unknownField(a, FIELDS.profile, at),
      a.hit === 'auto' ? null : unknownField(a.hit, FIELDS.test, `${at}.hit`),
      unknownField(a.wound, FIELDS.test, `${at}.wound`),
      unknownField(a.onCriticalHit, FIELDS.onCriticalHit, `${at}.onCriticalHit`),
      unknownField(cw, FIELDS.onCriticalWound, `${at}.onCriticalWound`),
      cw.mortal ? unknownField(cw.mortal, FIELDS.mortal, `${at}.onCriticalWound.mortal`) : null,
      unknownField(a.damage, FIELDS.damage, `${at}.damage`),
      cw.damage ? unknownField(cw.damage, FIELDS.damage, `${at}.onCriticalWound.damage`) : null,
      ...a.against.flatMap((d, g) => [
        unknownField(d, FIELDS.against, `${at}.against[${g}]`),
        unknownField(d.save, FIELDS.test, `${at}.against[${g}].save`),
        unknownField(d.criticalSave, FIELDS.test, `${at}.against[${g}].criticalSave`),
        d.feelNoPain
          ? unknownField(d.feelNoPain, FIELDS.test, `${at}.against[${g}].feelNoPain`)
          : null,
        d.damageReduction
          ? unknownField(
              d.damageReduction,
              FIELDS.damageReduction,
              `${at}.against[${g}].damageReduction`,
            )
          : null,
      ]),
    );
    if (why === null && criticalKind(a) === 'interleaved') {
      why = `${at}.onCriticalWound: a critical wound unlike an ordinary one, resolved among them`;
    }
    if (why !== null) return why;
  }
  return why;
}

/**
 * What a profile's critical wounds are to the sampler: `ordinary` (nothing an ordinary wound
 * does not do), `last` (events resolved after the profile's other attacks), `spill` (mortal
 * points with spill-over, also after), or `interleaved` (different, among the others).
 */
function criticalKind(a: AttackProfile): 'ordinary' | 'last' | 'spill' | 'interleaved' {
  const cw = a.onCriticalWound;
  if (cw.mortal?.spill === true) return 'spill';
  if (cw.resolvedLast) return 'last';
  const sameTest = (x: GroupDefence) =>
    cw.noSave
      ? x.save.need >= 7 && x.save.reroll === 'none'
      : JSON.stringify(x.criticalSave) === JSON.stringify(x.save);
  const ordinary =
    cw.mortal === null &&
    (cw.damage === null || JSON.stringify(cw.damage) === JSON.stringify(a.damage)) &&
    (cw.ignoresFeelNoPain !== true || a.against.every((x) => x.feelNoPain === null)) &&
    a.against.every(sameTest);
  return ordinary ? 'ordinary' : 'interleaved';
}

/**
 * The law of the counts of a test's dice (fails, passes, critical passes) from its table:
 * `table[f]` what a first roll of f does, `reroll` the value that re-rolls it, `table[7 + f]`
 * what the re-roll does. Chances in 36ths, exact, then as doubles.
 */
function lawOf(table: Int8Array, reroll: number): CountsLaw {
  const n = [0, 0, 0];
  for (let f = 1; f <= 6; f++) {
    const v = table[f]!;
    if (v === reroll) for (let g = 1; g <= 6; g++) n[table[7 + g]!]! += 1;
    else n[v]! += 6;
  }
  // One law per chances, kept between runs: its tables (built as counts of dice are met)
  // serve every later run, so a plan sampled again and again (a volley from each state, an
  // army turn) does not rebuild them. A law's tables can reach a few MB (64 tables of up to
  // 2,145 outcomes), so the cache holds at most MAX_LAWS laws: past that it starts afresh.
  const key = n[0]! * 37 + n[1]!;
  let law = LAWS.get(key);
  if (law === undefined) {
    if (LAWS.size >= MAX_LAWS) LAWS.clear();
    law = new CountsLaw(n[0]! / 36, n[1]! / 36, n[2]! / 36);
    LAWS.set(key, law);
  }
  return law;
}

/** The laws lawOf made, by their chances in 36ths (fail × 37 + pass). */
const LAWS = new Map<number, CountsLaw>();
/** The most laws LAWS keeps (a plan of a few profiles reads a few laws each). */
const MAX_LAWS = 32;

/** A damage roll as one lookup of a D6's face (one die of 2, 3 or 6 sides), or null. */
function faceTable(
  step: DamageStep,
  reduction: GroupDefence['damageReduction'] | undefined,
): Int32Array | null {
  const d = step.dice;
  if (d.count !== 1 || !(d.sides === 6 || d.sides === 3 || d.sides === 2)) return null;
  const t = new Int32Array(7);
  for (let f = 1; f <= 6; f++) {
    // The face read as DiceStream.dN reads it: a D3 is a D6 halved up, a D2 is 4+.
    const roll = d.sides === 6 ? f : d.sides === 3 ? (f + 1) >> 1 : f > 3 ? 2 : 1;
    const own = modifyDamage(roll + d.modifier, step);
    t[f] = reduction ? modifyDamage(own, reduction) : own;
  }
  return t;
}

/**
 * An unsaved wound's damage and its Feel No Pain read from `k` (at most 4) dice taken at once
 * (`DiceStream.quad`, 4 dice; none when `k` is 0): the damage die first (none for a constant
 * damage), then one Feel No Pain die per point the damage can reach; `table[the 4 dice]` is
 * `points | lost << 16`,
 * `lost` the points Feel No Pain did not stop. A roll of fewer points leaves its last Feel No
 * Pain dice unread, which changes nothing to the law (every die is independent). Null when
 * the damage is of several dice, Feel No Pain re-rolls, or more than 4 dice would be needed.
 */
interface EventTable {
  readonly k: number;
  readonly table: Int32Array;
}

function eventTable(
  step: DamageStep,
  reduction: GroupDefence['damageReduction'] | undefined,
  fnp: Int8Array | null,
): EventTable | null {
  const face = faceTable(step, reduction);
  let fixed = -1;
  if (face === null) {
    if (step.dice.count !== 0) return null;
    const own = modifyDamage(step.dice.modifier, step);
    fixed = reduction ? modifyDamage(own, reduction) : own;
  }
  const fnpFrom = fnp === null ? 8 : passFrom(fnp);
  if (fnpFrom < 0) return null;
  const most = face === null ? fixed : Math.max(...face.subarray(1));
  const first = face === null ? 0 : 1;
  const k = first + (fnp === null ? 0 : most);
  if (k > 4) return null;
  // Indexed by 4 dice as DiceStream.quad gives them: die t is floor(x / 6^t) % 6 + 1.
  const table = new Int32Array(k === 0 ? 1 : 1296);
  for (let x = 0; x < table.length; x++) {
    const die = (t: number) => (Math.floor(x / 6 ** t) % 6) + 1;
    const points = face === null ? fixed : face[die(0)]!;
    let lost = 0;
    for (let i = 0; i < points; i++) lost += fnp === null || die(first + i) < fnpFrom ? 1 : 0;
    table[x] = points | (lost << 16);
  }
  return { k, table };
}

/** One profile's tables, read once per run. */
interface Prepared {
  readonly models: number;
  readonly attacks: DiceExpression;
  readonly fixedAttacks: number;
  /** null: automatic hits. */
  readonly hit: CountsLaw | null;
  readonly extra: DiceExpression | null;
  /** Extra hits of one critical hit when a constant, else -1. */
  readonly fixedExtra: number;
  readonly autoWound: boolean;
  readonly hitMortal: DiceExpression | null;
  readonly wound: CountsLaw;
  readonly kind: 'ordinary' | 'last' | 'spill';
  /** A critical wound resolved last is mortal wounds without spill-over: one event, no save. */
  readonly mortal: boolean;
  readonly groups: readonly PreparedGroup[];
  readonly critStep: DamageStep;
}

/** What one wound of a profile does to a model of one group. */
interface PreparedGroup {
  readonly wounds: number;
  /** testTable of the save (0 fail, 1 pass, 2 re-roll); null: no save. */
  readonly save: Int8Array | null;
  /** The law of the saves' counts; null: no save. */
  readonly saveLaw: CountsLaw | null;
  readonly criticalSave: Int8Array | null;
  readonly fnp: Int8Array | null;
  readonly critFnp: Int8Array | null;
  /** Every unsaved ordinary wound slays outright. */
  readonly slay: boolean;
  readonly critSlay: boolean;
  readonly step: DamageStep;
  readonly reduction: GroupDefence['damageReduction'] | undefined;
  /** Damage by the face of one D6, or null (constant or several dice). */
  readonly face: Int32Array | null;
  /** Damage when constant, else -1. */
  readonly fixed: number;
  /** An unsaved ordinary wound's damage and Feel No Pain, from dice taken at once; or null. */
  readonly event: EventTable | null;
  /** The same for a critical wound resolved last (mortal or not); or null. */
  readonly critEvent: EventTable | null;
  /**
   * For a one-group unit and a constant damage without Feel No Pain: the state after a run of
   * alike unsaved wounds, by state and run length (see runJumpTable); else null.
   */
  runJump: Int32Array | null;
}

/** The pass face of a save table whose first roll re-rolls nothing, else -1. */
function passFrom(t: Int8Array): number {
  let from = 7;
  for (let f = 6; f >= 1; f--) {
    if (t[f] === 2) return -1;
    if (t[f] === 1 && from === f + 1) from = f;
  }
  for (let f = 1; f <= 6; f++) if ((t[f] === 1) !== f >= from) return -1;
  return from;
}

function prepare(plan: GeneralPlan, a: AttackProfile): Prepared {
  const cw = a.onCriticalWound;
  const kind = criticalKind(a);
  if (kind === 'interleaved')
    throw new Error('planCountsSampler: a plan planCountsSupport refuses');
  const critStep = cw.damage ?? a.damage;
  const extra = a.onCriticalHit.extraHits;
  return {
    models: a.models,
    attacks: a.attacks,
    fixedAttacks: a.attacks.count === 0 ? a.attacks.modifier * a.models : -1,
    hit: a.hit === 'auto' ? null : lawOf(criticalTable(a.hit as CriticalTest), 3),
    extra,
    fixedExtra: extra === null ? 0 : extra.count === 0 ? extra.modifier : -1,
    autoWound: a.onCriticalHit.autoWound,
    hitMortal: a.onCriticalHit.mortalWounds ?? null,
    wound: lawOf(criticalTable(a.wound), 3),
    kind,
    mortal: cw.mortal !== null,
    critStep,
    groups: a.against.map((d, g): PreparedGroup => {
      const save = d.save.need < 7 || d.save.reroll !== 'none' ? testTable(d.save) : null;
      const hasCritSave =
        !cw.noSave && (d.criticalSave.need < 7 || d.criticalSave.reroll !== 'none');
      const fnp = d.feelNoPain ? testTable(d.feelNoPain) : null;
      const critFnp = cw.ignoresFeelNoPain === true ? null : fnp;
      return {
        event: eventTable(a.damage, d.damageReduction, fnp),
        critEvent: eventTable(
          critStep,
          cw.mortal === null ? d.damageReduction : undefined,
          critFnp,
        ),
        runJump: null,
        wounds: plan.groups[g]!.wounds,
        save,
        saveLaw: save ? lawOf(save, 2) : null,
        criticalSave: hasCritSave ? testTable(d.criticalSave) : null,
        fnp,
        critFnp,
        slay: a.damage.slay || d.slay === true,
        critSlay: critStep.slay || d.slay === true,
        step: a.damage,
        reduction: d.damageReduction,
        face: faceTable(a.damage, d.damageReduction),
        fixed:
          a.damage.dice.count === 0
            ? (() => {
                const own = modifyDamage(a.damage.dice.modifier, a.damage);
                return d.damageReduction ? modifyDamage(own, d.damageReduction) : own;
              })()
            : -1,
      };
    }),
  };
}

/** The longest run of alike wounds one lookup of a run table moves (longer runs: several). */
const RUN_CAP = 64;

/**
 * The run table of a class machine and a wound of `size` wounds lost (at least 1):
 * `t[state * 65 + n]` is the state after `n` (0 to 64) such wounds from `state`, the same
 * state as `n` steps of `m.next`, so a run of alike unsaved wounds (one damage, no dice) costs
 * one lookup instead of one step per wound. Null when the table would pass 2^20 entries
 * (a class of more than 16,131 states): those step wound by wound.
 */
function runJumpTable(m: ClassMachine, size: number): Int32Array | null {
  if (size <= 0 || m.states * (RUN_CAP + 1) > 1 << 20) return null;
  const step = Math.min(size, m.wounds);
  const t = new Int32Array(m.states * (RUN_CAP + 1));
  for (let st = 0; st < m.states; st++) {
    let at = st;
    for (let n = 0; n <= RUN_CAP; n++) {
      t[st * (RUN_CAP + 1) + n] = at;
      at = m.next[at * m.stride + step]!;
    }
  }
  return t;
}

/**
 * The counts sampler of a plan {@link planCountsSupport} takes: a function that simulates
 * `samples` attacks with the dice of `dice` and adds them to `hist` (sized by the caller from
 * the plan's maxima). Nothing is allocated per sample.
 *
 * @throws {Error} for a plan {@link planCountsSupport} refuses (check it first).
 * @example
 * ```ts
 * if (planCountsSupport(plan) === null) planCountsSampler(plan, unitMachine(plan.groups, plan.allocation), hist)(1000, dice);
 * ```
 */
export function planCountsSampler(
  plan: GeneralPlan,
  unit: UnitMachine,
  hist: PlanHistograms,
): (samples: number, dice: DiceStream) => void {
  const profiles = plan.profiles.map((a) => prepare(plan, a));
  const { period, groupOfPosition, classOfGroup, classes, classStride } = unit;
  if (period === 1) {
    for (const p of profiles) {
      const q = p.groups[0]!;
      const e = q.event;
      if (e !== null && e.k === 0 && !q.slay)
        q.runJump = runJumpTable(classes[0]!, e.table[0]! >>> 16);
    }
  }
  const classState = new Int32Array(classes.length);
  let dice: DiceStream;
  let source: RandomSource;
  let pos = 0;
  let unsaved = 0;
  let damage = 0;
  let after = 0;
  let mortalWounds = 0;

  /** A D6 test's roll (its table), its re-roll included: whether it passes. */
  const passes = (t: Int8Array) => passesTest(t, dice);
  /** Points of damage left after Feel No Pain, one roll per point. */
  const lostAfterFnp = (fnp: Int8Array | null, points: number) => lostAfterFnpOf(fnp, points, dice);
  const allocate = (g: number, points: number) => allocatePoints(unit, classState, g, points);
  /**
   * `n` unsaved wounds on a one-group unit, each one's damage and Feel No Pain read from `e`;
   * returns their damage before Feel No Pain.
   */
  /** One unsaved wound's outcome from `e`: damage in the low 16 bits, wounds lost above. */
  const drawEvent = (e: EventTable) => e.table[e.k === 0 ? 0 : dice.quad()]!;
  const applyEvents = (e: EventTable, n: number) => {
    const m = classes[0]!;
    const next = m.next;
    const stride = m.stride;
    // The table and the stream in locals, the dice-less case apart: no context load a wound.
    const table = e.table;
    const d = dice;
    const k = e.k;
    let st = classState[0]!;
    let points = 0;
    let lostAll = 0;
    for (let j = 0; j < n; j++) {
      const o = table[k === 0 ? 0 : d.quad()]!;
      points += o & 65535;
      const lost = o >>> 16;
      lostAll += lost;
      if (lost > 0) st = next[st * stride + Math.min(lost, m.wounds)]!;
    }
    classState[0] = st;
    damage += points;
    after += lostAll;
    return points;
  };
  const rollDamage = (q: PreparedGroup) => {
    if (q.fixed >= 0) return q.fixed;
    if (q.face !== null) return q.face[dice.d6()]!;
    const own = modifyDamage(rollDiceUnchecked(q.step.dice, dice), q.step);
    return q.reduction ? modifyDamage(own, q.reduction) : own;
  };
  /** An unsaved ordinary wound on a model of group g. */
  const ordinary = (q: PreparedGroup, g: number) => {
    unsaved++;
    if (q.slay) {
      damage += q.wounds;
      after += q.wounds;
      allocate(g, q.wounds);
      return;
    }
    const e = q.event;
    if (e !== null) {
      const o = drawEvent(e);
      damage += o & 65535;
      const lost = o >>> 16;
      after += lost;
      allocate(g, lost);
      return;
    }
    const points = rollDamage(q);
    damage += points;
    const lost = lostAfterFnp(q.fnp, points);
    after += lost;
    allocate(g, lost);
  };
  /** A critical wound resolved after the profile's other attacks, at the next position. */
  const critical = (p: Prepared) => {
    const g = groupOfPosition[pos]!;
    pos = pos + 1 === period ? 0 : pos + 1;
    const q = p.groups[g]!;
    const step = p.critStep;
    const e = q.critEvent;
    if (p.mortal) {
      if (e !== null) {
        const o = drawEvent(e);
        mortalWounds += o & 65535;
        unsaved++;
        damage += o & 65535;
        after += o >>> 16;
        allocate(g, o >>> 16);
        return;
      }
      const points = modifyDamage(rollDiceUnchecked(step.dice, dice), step);
      mortalWounds += points;
      unsaved++;
      damage += points;
      const lost = lostAfterFnp(q.critFnp, points);
      after += lost;
      allocate(g, lost);
      return;
    }
    if (q.criticalSave !== null && passes(q.criticalSave)) return;
    unsaved++;
    if (q.critSlay) {
      damage += q.wounds;
      after += q.wounds;
      allocate(g, q.wounds);
      return;
    }
    if (e !== null) {
      const o = drawEvent(e);
      damage += o & 65535;
      after += o >>> 16;
      allocate(g, o >>> 16);
      return;
    }
    const own = modifyDamage(rollDiceUnchecked(step.dice, dice), step);
    const points = q.reduction ? modifyDamage(own, q.reduction) : own;
    damage += points;
    const lost = lostAfterFnp(q.critFnp, points);
    after += lost;
    allocate(g, lost);
  };

  // The histograms and tables in locals: no property load per sample.
  const hHits = hist.hits;
  const hWounds = hist.wounds;
  const hUnsaved = hist.unsaved;
  const hSlain = hist.slain;
  const hWoundsLost = hist.woundsLost;
  const hCriticalHits = hist.criticalHits;
  const hCriticalWounds = hist.criticalWounds;
  const hDamage = hist.damage;
  const hDamageAfterFnp = hist.damageAfterFnp;
  const hMortalWounds = hist.mortalWounds;
  const slainOf = unit.slain;
  const woundsLostOf = unit.woundsLost;
  return (samples: number, stream: DiceStream) => {
    dice = stream;
    source = stream.source;
    for (let i = 0; i < samples; i++) {
      for (let c = 0; c < classState.length; c++) classState[c] = 0;
      pos = 0;
      let hits = 0;
      let wounds = 0;
      let critHits = 0;
      let critWounds = 0;
      unsaved = 0;
      damage = 0;
      after = 0;
      mortalWounds = 0;
      for (let pi = 0; pi < profiles.length; pi++) {
        const p = profiles[pi]!;
        let attacks = p.fixedAttacks;
        if (attacks < 0) {
          attacks = 0;
          for (let j = 0; j < p.models; j++) attacks += rollDiceUnchecked(p.attacks, dice);
        }
        // The hit dice, counted: ordinary and critical hits.
        let hit = attacks;
        let crit = 0;
        if (p.hit !== null) {
          const law = p.hit;
          hit = law.draw(attacks, source);
          crit = law.critical;
          hit -= crit;
        }
        let extra = 0;
        if (crit > 0) {
          if (p.fixedExtra >= 0) extra = crit * p.fixedExtra;
          else for (let j = 0; j < crit; j++) extra += rollDiceUnchecked(p.extra!, dice);
        }
        hits += hit + crit + extra;
        critHits += crit;
        let rolls = hit + extra;
        let ordinaryWounds = 0;
        let waitingPoints = 0;
        if (p.autoWound) ordinaryWounds = crit;
        else if (p.hitMortal !== null) {
          // Mortal wounds instead of the wound roll: they wait, point by point.
          for (let j = 0; j < crit; j++) {
            const points = rollDiceUnchecked(p.hitMortal, dice);
            mortalWounds += points;
            damage += points;
            waitingPoints += points;
          }
          unsaved += crit;
        } else rolls += crit;
        // The wound dice, counted.
        const woundLaw = p.wound;
        const passed = woundLaw.draw(rolls, source);
        const critW = woundLaw.critical;
        ordinaryWounds += passed - critW;
        wounds += ordinaryWounds + critW;
        critWounds += critW;
        let waitingEvents = 0;
        if (p.kind === 'ordinary') ordinaryWounds += critW;
        else if (p.kind === 'last') waitingEvents = critW;
        else {
          for (let j = 0; j < critW; j++) {
            const points = modifyDamage(rollDiceUnchecked(p.critStep.dice, dice), p.critStep);
            mortalWounds += points;
            damage += points;
            waitingPoints += points;
          }
          unsaved += critW;
        }
        // The ordinary wounds, alike: their saves counted at once for a one-group unit.
        if (period === 1) {
          const q = p.groups[0]!;
          let left = ordinaryWounds;
          if (q.saveLaw !== null) left -= q.saveLaw.draw(ordinaryWounds, source);
          const e = q.event;
          if (e !== null && e.k === 0 && !q.slay) {
            // A run of alike wounds: one damage, no dice; its sums at once.
            const o = e.table[0]!;
            unsaved += left;
            damage += left * (o & 65535);
            after += left * (o >>> 16);
            const size = o >>> 16;
            const jump = q.runJump;
            if (size > 0 && jump !== null) {
              // The state after the run, one lookup per 64 wounds (runJumpTable; literals, not
              // RUN_CAP: bundlers make a module const a var, which V8 does not fold).
              let st = classState[0]!;
              let n = left;
              for (; n > 64; n -= 64) st = jump[st * 65 + 64]!;
              classState[0] = jump[st * 65 + n]!;
            } else if (size > 0) {
              const cls = classOfGroup[0]!;
              const m = classes[cls]!;
              const step = Math.min(size, m.wounds);
              let st = classState[cls]!;
              for (let j = 0; j < left; j++) {
                const next = m.next[st * m.stride + step]!;
                if (next === st) break; // nothing left to take it: the rest change nothing
                st = next;
              }
              classState[cls] = st;
            }
          } else if (e !== null && !q.slay) {
            unsaved += left;
            applyEvents(e, left);
          } else for (let j = 0; j < left; j++) ordinary(q, 0);
        } else {
          for (let j = 0; j < ordinaryWounds; j++) {
            const g = groupOfPosition[pos]!;
            pos = pos + 1 === period ? 0 : pos + 1;
            const q = p.groups[g]!;
            if (q.save !== null && passes(q.save)) continue;
            ordinary(q, g);
          }
        }
        // After the profile's other attacks: the waiting critical wounds, then mortal points.
        const q0 = p.groups[0]!;
        if (period === 1 && q0.critEvent !== null && q0.criticalSave === null && !q0.critSlay) {
          // Alike too (no save): their damage and Feel No Pain from the table, in a run.
          unsaved += waitingEvents;
          const points = applyEvents(q0.critEvent, waitingEvents);
          if (p.mortal) mortalWounds += points;
          waitingEvents = 0;
        }
        for (; waitingEvents > 0; waitingEvents--) critical(p);
        for (; waitingPoints > 0; waitingPoints--) {
          const g = groupOfPosition[pos]!;
          pos = pos + 1 === period ? 0 : pos + 1;
          const lost = lostAfterFnp(p.groups[g]!.critFnp, 1);
          after += lost;
          allocate(g, lost);
        }
      }
      let state = 0;
      for (let c = 0; c < classState.length; c++) state += classState[c]! * classStride[c]!;
      state *= period;
      hHits[hits]!++;
      hWounds[wounds]!++;
      hUnsaved[unsaved]!++;
      hSlain[slainOf[state]!]!++;
      hWoundsLost[woundsLostOf[state]!]!++;
      hCriticalHits[critHits]!++;
      hCriticalWounds[critWounds]!++;
      hDamage[damage]!++;
      hDamageAfterFnp[after]!++;
      hMortalWounds[mortalWounds]!++;
    }
  };
}
