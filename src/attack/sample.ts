/**
 * The seeded sampler of the general attack plan: {@link samplePlan} rolls every die of the
 * step list as at the table, attack by attack (a critical hit before its extra hits), and
 * walks the same allocation machines as the exact engine. The critical wounds resolved last
 * and the mortal points with spill-over wait in counters until the profile's other attacks
 * are allocated; their dice are rolled then (each one's dice are independent of the rest, so
 * this is the same law as rolling them earlier).
 *
 * Speed: each test is compiled once to a lookup table (`criticalTable`, `testTable`), the
 * dice come 8 to a 32-bit word (`DiceStream`), the histograms are typed arrays sized once
 * from the plan's maxima; nothing is allocated per sample. Results go on being counted after
 * the last model is slain.
 *
 * @module
 */
import { type ListedMachine, listedMachine } from '../allocation/listed.js';
import { type UnitMachine, unitMachine } from '../allocation/UnitMachine.js';
import { diceDist, rollDice } from '../dice/index.js';
import { type Dist, frequencies } from '../dist/index.js';
import { InputError, show } from '../errors.js';
import { MarkerRoller } from '../geometry/MarkerRoller.js';
import { checkPlan } from '../plan/check.js';
import { usesIntercepts } from '../plan/checkIntercepts.js';
import { modifyDamage } from '../plan/laws.js';
import type { DamageStep, GeneralPlan } from '../plan/plan.js';
import type { GeneralResults, PlanCounts, SamplePlanOptions } from '../plan/results.js';
import { CHUNK_SAMPLES, chunkCount, planChunkSource } from '../random/chunks.js';
import { DiceStream, type RandomSource } from '../random/index.js';
import { reportProgress } from '../random/progress.js';
import { criticalTable } from '../rules/criticalTest.js';
import { testTable } from '../rules/d6Test.js';
import { interceptResults, sampleInterceptCounts } from './intercepts/sample.js';
import { precisionTargetOf } from './listed.js';
import { planCountsSampler, planCountsSupport } from './sampleCounts.js';
import { lostAfterFnp as lostAfterFnpOf, passesTest } from './sampleSteps.js';

export type { PlanCounts, SamplePlanOptions } from '../plan/results.js';

/** The results in the order every general plan reports them. */
const KEYS = [
  'hits',
  'wounds',
  'unsaved',
  'slain',
  'woundsLost',
  'criticalHits',
  'criticalWounds',
  'damage',
  'damageAfterFnp',
  'mortalWounds',
  'selfWounds',
  'woundsRestored',
  'gained',
] as const;

function checkOptions(options: SamplePlanOptions): void {
  const { samples, seed, source, mode } = options ?? ({} as SamplePlanOptions);
  if (!(Number.isInteger(samples) && samples >= 1 && samples <= 1e9)) {
    throw new InputError(
      `samplePlan: samples must be a whole number from 1 to 1000000000, got ${show(samples)}`,
      'samples',
      samples,
    );
  }
  if (seed !== undefined && !(Number.isSafeInteger(seed) && seed >= 0)) {
    throw new InputError(
      `samplePlan: seed must be a whole number from 0 to 2^53 - 1, got ${show(seed)}`,
      'seed',
      seed,
    );
  }
  const onProgress = options?.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new InputError(
      `samplePlan: onProgress must be a function, got ${show(onProgress)}`,
      'onProgress',
      onProgress,
    );
  }
  if (source !== undefined && typeof (source as Partial<RandomSource>)?.next32 !== 'function') {
    throw new InputError(
      `samplePlan: source must have a next32() method, got ${show(source)}`,
      'source',
      source,
    );
  }
  if (mode !== undefined && mode !== 'auto' && mode !== 'dice') {
    throw new InputError(
      `samplePlan: mode must be 'auto' or 'dice', got ${show(mode)}`,
      'mode',
      mode,
    );
  }
}

/** A damage roll (re-rolled once below `reroll.below`) with its modifiers; the target's reduction after, when given. */
function rollDamage(
  step: DamageStep,
  reduction: { readonly halve: boolean; readonly reduce: number } | undefined,
  dice: DiceStream,
): number {
  let roll = rollDice(step.dice, dice);
  if (step.reroll && roll < step.reroll.below) roll = rollDice(step.dice, dice);
  const own = modifyDamage(roll, step);
  return reduction ? modifyDamage(own, reduction) : own;
}

/**
 * The largest value each histogram of a sample run can hold, from the plan's maxima (every
 * die at its largest): the sampler sizes its histograms by them, and the cost model counts
 * their memory and the passes over them (src/cost/estimate.ts).
 *
 * @example
 * ```ts
 * histogramMaxima(plan).maxDamage; // 10 attacks of Damage D6: 60
 * ```
 */
export function histogramMaxima(plan: GeneralPlan): {
  readonly maxAttacks: number;
  readonly maxHits: number;
  readonly maxDamage: number;
  readonly maxGained: number;
  readonly maxModels: number;
} {
  let maxAttacks = 0;
  let maxHits = 0;
  let maxDamage = 0;
  let maxGained = 0;
  let maxModels = 0;
  for (const a of plan.profiles) {
    const attacks = a.models * diceDist(a.attacks).max;
    const perAttack =
      a.hit !== 'auto' && 'marker' in a.hit
        ? a.hit.marker.formation.models
        : 1 + diceDist(a.onCriticalHit.extraHits ?? 0).max;
    const hits = attacks * perAttack;
    maxGained += hits * (a.gain?.per ?? 0);
    maxModels += a.models;
    maxAttacks += attacks;
    maxHits += hits;
    const top = (s: DamageStep) => {
      const d = diceDist(s.dice).max + s.add;
      const slays = s.slay || a.against.some((x) => x.slay === true);
      return slays ? Math.max(d, ...plan.groups.map((g) => g.wounds)) : d;
    };
    const hitMortal = a.onCriticalHit.mortalWounds ? diceDist(a.onCriticalHit.mortalWounds).max : 0;
    const before = a.mortalsBefore
      ? a.mortalsBefore.rolls * diceDist(a.mortalsBefore.mortals).max
      : 0;
    maxDamage +=
      hits * Math.max(top(a.damage), top(a.onCriticalWound.damage ?? a.damage)) +
      attacks * hitMortal +
      before;
  }
  return { maxAttacks, maxHits, maxDamage, maxGained, maxModels };
}

/**
 * Simulate a general plan `samples` times and count each result's values: the unit of work
 * of {@link samplePlan}. Cost: O(samples × dice per attack).
 *
 * @throws {InputError} on a bad plan (see `checkPlan`) or bad options.
 * @example
 * ```ts
 * samplePlanCounts(plan, { samples: 1000, seed: 1 }).slain; // counts summing to 1000
 * ```
 */
export function samplePlanCounts(plan: GeneralPlan, options: SamplePlanOptions): PlanCounts {
  checkOptions(options);
  return samplePlanChunks(plan, options, 0, chunkCount(options.samples));
}

/**
 * The counts of chunks `from` to `to` (excluded) of a seeded run (see `src/random/chunks.ts`:
 * chunk c holds samples c × `CHUNK_SAMPLES` on, drawn from `planChunkSource(seed, c)`), which added
 * together give {@link samplePlanCounts}: the work of one thread of a run spread over
 * threads (`mathhammer/node`). A run on a `source` of its own, and a plan whose hits may strike
 * bystanders (one stream, as MESBG's shoot phase draws it), is not cut: it is all in chunk 0.
 *
 * With `start` (a volley from any state, `src/attack/volley.ts`), every sample starts from
 * the allocation machine's state `start.state` (the unit machine's of a plan of one group, or
 * `start.machine`'s for groups taken in the order listed) and counts its end state in
 * `start.ends`, dice by dice; the counts by group are then not read.
 *
 * @throws {InputError} on a bad plan (see `checkPlan`) or bad options.
 * @example
 * ```ts
 * samplePlanChunks(plan, { samples: 200_000, seed: 1 }, 0, 2).slain; // counts summing to 131072
 * ```
 */
export function samplePlanChunks(
  plan: GeneralPlan,
  options: SamplePlanOptions,
  from: number,
  to: number,
  start?: SampleStart,
): PlanCounts {
  // A volley's plan was checked once, when it was prepared: each of its draws skips it.
  if (!start) checkPlan(plan);
  checkOptions(options);
  if (usesIntercepts(plan)) return sampleInterceptCounts(plan, options);
  const seeded = options.source === undefined;
  const seed = options.seed ?? 0;
  const first = seeded ? from * CHUNK_SAMPLES : 0;
  const end = seeded ? Math.min(options.samples, to * CHUNK_SAMPLES) : options.samples;
  const dice = new DiceStream(options.source ?? planChunkSource(seed, from));
  // Groups taken in the order listed: the listed machine (src/allocation/listed.ts) says which
  // group takes each attack, by route (0 ordinary, 1 Precision), and its state after.
  const listed =
    start?.machine ??
    (plan.groupOrder === 'listed' ? listedMachine(plan.groups, precisionTargetOf(plan)) : null);
  const unit =
    start?.unit ??
    (listed
      ? unitMachine([{ models: 1, wounds: 1 }], plan.allocation)
      : unitMachine(plan.groups, plan.allocation));
  const hist = newHist(plan, listed, unit);
  if (
    !listed &&
    !start &&
    (options.mode ?? 'auto') === 'auto' &&
    planCountsSupport(plan) === null
  ) {
    const run = planCountsSampler(plan, unit, hist);
    if (!seeded) run(end, dice);
    for (let c = from; seeded && c < to; c++) {
      run(
        Math.min(CHUNK_SAMPLES, end - c * CHUNK_SAMPLES),
        new DiceStream(planChunkSource(seed, c)),
      );
      // A chunk is PROGRESS_EVERY samples: the same rhythm as the dice-by-dice loop's reports.
      if (c + 1 < to) options.onProgress?.(Math.min(end, (c + 1) * CHUNK_SAMPLES), options.samples);
    }
    options.onProgress?.(end, options.samples);
    return finished(plan, hist);
  }
  // A listed plan's end states, counted; its results by group are read from them at the end.
  const ends = start?.ends ?? new Float64Array(listed ? listed.states : 0);
  const loop = diceLoop(plan, listed, unit, hist, ends);
  loop(
    dice,
    first,
    end,
    seeded ? seed : null,
    options.samples,
    options.onProgress,
    start?.state ?? -1,
  );
  return finished(plan, hist, listed && !start ? listedCounts(listed, ends) : undefined);
}

/** The histograms of a sampled plan's results, empty, each as long as its largest value. */
function newHist(plan: GeneralPlan, listed: ListedMachine | null, unit: UnitMachine) {
  const { maxAttacks, maxHits, maxDamage, maxGained, maxModels } = histogramMaxima(plan);
  const most = (x: Int32Array) => x.reduce((m, v) => Math.max(m, v), 0);
  return {
    hits: new Float64Array(maxHits + 1),
    wounds: new Float64Array(maxHits + 1),
    unsaved: new Float64Array(maxHits + 1),
    slain: new Float64Array(most(listed?.slain ?? unit.slain) + 1),
    woundsLost: new Float64Array(most(listed?.woundsLost ?? unit.woundsLost) + 1),
    criticalHits: new Float64Array(maxAttacks + 1),
    criticalWounds: new Float64Array(maxHits + 1),
    damage: new Float64Array(maxDamage + 1),
    damageAfterFnp: new Float64Array(maxDamage + 1),
    mortalWounds: new Float64Array(maxDamage + 1),
    selfWounds: new Float64Array(maxAttacks + 1),
    woundsRestored: new Float64Array(maxModels + 1),
    gained: new Float64Array(maxGained + 1),
  };
}

type Hist = ReturnType<typeof newHist>;

/**
 * The dice-by-dice loop of {@link samplePlanChunks}, set up once for a plan: its profiles'
 * tables, its scratch state and its steps. The returned function rolls samples `first` to
 * `end` (excluded) from `dice` (a seeded run, `seed` not null, moves to each chunk's own stream
 * at its first sample), from the machine's state `startState` (-1: a fresh unit), counts them in `hist` and `ends`, and returns the end state of the last
 * (the allocation machine's: the unit's, or `listed`'s). A volley from any state keeps one and
 * calls it for each draw (`src/attack/volley.ts`): the set-up is most of a one-sample run.
 * No allocation per sample.
 */
function diceLoop(
  plan: GeneralPlan,
  listed: ListedMachine | null,
  unit: UnitMachine,
  hist: Hist,
  ends: Float64Array,
): (
  dice: DiceStream,
  first: number,
  end: number,
  seed: number | null,
  samples: number,
  progress: SamplePlanOptions['onProgress'],
  startState: number,
) => number {
  const { period, groupOfPosition, classOfGroup, classes, classStride } = unit;
  const profiles = plan.profiles.map((a) => {
    const cw = a.onCriticalWound;
    const critStep = cw.damage ?? a.damage;
    const marker = a.hit !== 'auto' && 'marker' in a.hit ? new MarkerRoller(a.hit.marker) : null;
    const sw = a.selfWounds ?? null;
    return {
      a,
      fixedAttacks: a.attacks.count === 0 ? a.attacks.modifier : -1,
      hit: a.hit === 'auto' || 'marker' in a.hit ? null : criticalTable(a.hit),
      marker,
      slay: a.against.map((d) => d.slay === true),
      selfWounds: sw,
      selfSave: sw ? testTable(sw.save) : null,
      selfFnp: sw?.feelNoPain ? testTable(sw.feelNoPain) : null,
      restore: a.restore ? testTable(a.restore) : null,
      gain: a.gain ? testTable(a.gain.test) : null,
      gainPer: a.gain?.per ?? 0,
      extra: a.onCriticalHit.extraHits,
      autoWound: a.onCriticalHit.autoWound,
      hitMortal: a.onCriticalHit.mortalWounds ?? null,
      wound: criticalTable(a.wound),
      save: a.against.map((d) => testTable(d.save)),
      hasSave: a.against.map((d) => d.save.need < 7 || d.save.reroll !== 'none'),
      criticalSave: a.against.map((d) => testTable(d.criticalSave)),
      hasCriticalSave: a.against.map(
        (d) => !cw.noSave && (d.criticalSave.need < 7 || d.criticalSave.reroll !== 'none'),
      ),
      fnp: a.against.map((d) => (d.feelNoPain ? testTable(d.feelNoPain) : null)),
      critIgnoresFnp: cw.ignoresFeelNoPain === true,
      critStep,
      mortal: cw.mortal !== null,
      spill: cw.mortal?.spill === true,
      last: cw.resolvedLast,
      route: a.precision === undefined || a.precision === null ? 0 : 1,
      spillAll: a.spill === true,
      hitMortalUnsaved: a.onCriticalHit.mortalCountsUnsaved !== false,
      before: a.mortalsBefore ?? null,
      beforeTest: a.mortalsBefore ? testTable(a.mortalsBefore.test) : null,
    };
  });
  const classState = new Int32Array(classes.length);
  let pos = 0;
  let at = 0;
  let dice: DiceStream;
  let unsaved = 0;
  let damage = 0;
  let after = 0;
  let mortalWounds = 0;
  let selfWounds = 0;

  /** The profile being rolled spills its damage over (`spill`): one point at a time. */
  let spilling = false;
  /** Damage that spills over: each point one step of one damage (one group: no position). */
  const allocatePoints = (g: number, points: number) => {
    const cls = classOfGroup[g]!;
    const m = classes[cls]!;
    for (let i = 0; i < points; i++) classState[cls] = m.next[classState[cls]! * m.stride + 1]!;
  };
  /** The group that takes the next attack of a profile (and moves on the round of the wound pool). */
  const nextGroup = (p: (typeof profiles)[number]): number => {
    if (listed) return listed.group[at * 2 + p.route]!;
    const g = groupOfPosition[pos]!;
    pos = pos + 1 === period ? 0 : pos + 1;
    return g;
  };
  /**
   * Damage of `points` (after Feel No Pain; 0: allocated, none lost) on a model of group g.
   * A listed plan never spills (the plan checker refuses `spill` with groupOrder "listed").
   */
  const allocate = (p: (typeof profiles)[number], g: number, points: number) => {
    if (listed) {
      at = listed.next[(at * 2 + p.route) * listed.stride + Math.min(points, listed.wounds[g]!)]!;
      return;
    }
    if (points <= 0) return;
    if (spilling) return allocatePoints(g, points);
    const cls = classOfGroup[g]!;
    const m = classes[cls]!;
    const size = Math.min(points, m.wounds);
    classState[cls] = m.next[classState[cls]! * m.stride + size]!;
  };
  /**
   * The mortal wounds of a profile's `mortalsBefore`: each passed test's points, one at a
   * time, each on the model that takes the next ordinary attack (no Precision).
   */
  const mortalsBefore = (p: (typeof profiles)[number]) => {
    const b = p.before!;
    for (let r = 0; r < b.rolls; r++) {
      if (!passes(p.beforeTest!)) continue;
      const points = rollDice(b.mortals, dice);
      mortalWounds += points;
      damage += points;
      for (let k = 0; k < points; k++) {
        const g = listed ? listed.group[at * 2]! : nextGroup(p);
        const lost = lostAfterFnp(p.fnp[g]!, 1);
        after += lost;
        if (listed) at = listed.next[at * 2 * listed.stride + Math.min(lost, listed.wounds[g]!)]!;
        else allocate(p, g, lost);
      }
    }
  };
  /** A D6 test's roll (its table), its re-roll included: whether it passes. */
  const passes = (t: Int8Array) => passesTest(t, dice);
  const lostAfterFnp = (fnp: Int8Array | null, points: number) => lostAfterFnpOf(fnp, points, dice);
  /** A hit roll of 1 wounds an attacking model, unless its save or Feel No Pain stops it. */
  const selfWound = (p: (typeof profiles)[number]) => {
    if (passes(p.selfSave!)) return;
    if (p.selfFnp !== null && passes(p.selfFnp)) return;
    selfWounds++;
  };
  /** One wound (critical or not; not mortal with spill-over) at the next position. */
  const wound = (p: (typeof profiles)[number], critical: boolean) => {
    const g = nextGroup(p);
    const a = p.a;
    const d = a.against[g]!;
    if (critical && p.mortal) {
      const points = rollDamage(p.critStep, undefined, dice);
      mortalWounds += points;
      unsaved++;
      damage += points;
      const lost = lostAfterFnp(p.critIgnoresFnp ? null : p.fnp[g]!, points);
      after += lost;
      allocate(p, g, lost);
      return;
    }
    const has = critical ? p.hasCriticalSave[g] : p.hasSave[g];
    if (has) {
      if (passes(critical ? p.criticalSave[g]! : p.save[g]!)) {
        allocate(p, g, 0);
        return;
      }
    }
    unsaved++;
    const step = critical ? p.critStep : a.damage;
    if (step.slay || p.slay[g]) {
      const w = plan.groups[g]!.wounds;
      damage += w;
      after += w;
      allocate(p, g, w);
      return;
    }
    const points = rollDamage(step, d.damageReduction, dice);
    damage += points;
    const lost = lostAfterFnp(critical && p.critIgnoresFnp ? null : p.fnp[g]!, points);
    after += lost;
    allocate(p, g, lost);
  };

  return (stream, first, end, seed, samples, progress, startState) => {
    dice = stream;
    let endState = -1;
    for (let i = first; i < end; i++) {
      reportProgress(progress, i, samples);
      // Each chunk on its own stream (the first's was made above).
      if (seed !== null && i > first && i % CHUNK_SAMPLES === 0) {
        dice = new DiceStream(planChunkSource(seed, i / CHUNK_SAMPLES));
      }
      classState.fill(0);
      pos = 0;
      at = 0;
      if (startState >= 0) {
        if (listed) at = startState;
        else classState[0] = startState;
      }
      let hits = 0;
      let wounds = 0;
      let critHits = 0;
      let critWounds = 0;
      unsaved = 0;
      damage = 0;
      after = 0;
      mortalWounds = 0;
      selfWounds = 0;
      let restored = 0;
      let gained = 0;
      for (const p of profiles) {
        spilling = p.spillAll;
        let waitingEvents = 0;
        let waitingPoints = 0;
        p.marker?.reset();
        if (p.before !== null) mortalsBefore(p);
        // With `restore`, each model's attacks apart: a model restores at most once.
        const perModel = p.restore !== null;
        for (let m = 0; m < (perModel ? p.a.models : 1); m++) {
          let attacks = 0;
          const models = perModel ? 1 : p.a.models;
          if (p.fixedAttacks >= 0) attacks = p.fixedAttacks * models;
          else for (let j = 0; j < models; j++) attacks += rollDice(p.a.attacks, dice);
          let restoredHere = false;
          for (let k = 0; k < attacks; k++) {
            if (p.selfWounds?.separateDie && dice.d6() === 1) selfWound(p);
            let h = 1;
            // Hits that roll to wound; a Lethal critical hit wounds at once, before its extra hits.
            let rolls = 1;
            if (p.marker !== null) {
              rolls = p.marker.roll(dice);
              hits += rolls;
            } else {
              if (p.hit !== null) {
                let face = dice.d6();
                h = p.hit[face]!;
                if (h === 3) {
                  face = dice.d6();
                  h = p.hit[7 + face]!;
                }
                if (face === 1 && p.selfWounds !== null && !p.selfWounds.separateDie) selfWound(p);
                if (h === 0) continue;
              }
              hits++;
            }
            let attackHits = rolls;
            if (h === 2) {
              critHits++;
              const extra = p.extra === null ? 0 : rollDice(p.extra, dice);
              hits += extra;
              attackHits += extra;
              rolls = extra;
              if (p.autoWound) {
                wounds++;
                wound(p, false);
              } else if (p.hitMortal !== null) {
                // Mortal wounds instead of the wound roll: they wait, point by point.
                const points = rollDice(p.hitMortal, dice);
                mortalWounds += points;
                if (p.hitMortalUnsaved) unsaved++;
                damage += points;
                waitingPoints += points;
              } else rolls++;
            }
            if (p.gain !== null)
              for (let j = 0; j < attackHits; j++) if (passes(p.gain)) gained += p.gainPer;
            for (let r = 0; r < rolls; r++) {
              let w = p.wound[dice.d6()]!;
              if (w === 3) w = p.wound[7 + dice.d6()]!;
              if (w === 0) continue;
              wounds++;
              if (perModel && !restoredHere && passes(p.restore!)) restoredHere = true;
              if (w === 1) {
                wound(p, false);
                continue;
              }
              critWounds++;
              if (p.spill) {
                const points = rollDamage(p.critStep, undefined, dice);
                mortalWounds += points;
                unsaved++;
                damage += points;
                waitingPoints += points;
              } else if (p.last) waitingEvents++;
              else wound(p, true);
            }
          }
          if (restoredHere) restored++;
        }
        // After the profile's other attacks: the waiting critical wounds, then mortal points.
        for (; waitingEvents > 0; waitingEvents--) wound(p, true);
        for (; waitingPoints > 0; waitingPoints--) {
          const g = nextGroup(p);
          const lost = lostAfterFnp(p.critIgnoresFnp ? null : p.fnp[g]!, 1);
          after += lost;
          allocate(p, g, lost);
        }
      }
      let state = 0;
      for (let c = 0; c < classState.length; c++) state += classState[c]! * classStride[c]!;
      state *= period;
      hist.hits[hits]!++;
      hist.wounds[wounds]!++;
      hist.unsaved[unsaved]!++;
      hist.slain[(listed?.slain ?? unit.slain)[listed ? at : state]!]!++;
      hist.woundsLost[(listed?.woundsLost ?? unit.woundsLost)[listed ? at : state]!]!++;
      if (listed) ends[at]!++;
      else if (startState >= 0) ends[state]!++;
      endState = listed ? at : state;
      hist.criticalHits[critHits]!++;
      hist.criticalWounds[critWounds]!++;
      hist.damage[damage]!++;
      hist.damageAfterFnp[after]!++;
      hist.mortalWounds[mortalWounds]!++;
      hist.selfWounds[selfWounds]!++;
      hist.woundsRestored[restored]!++;
      hist.gained[gained]!++;
    }
    progress?.(end, samples);
    return endState;
  };
}

/**
 * One volley from any state, drawn again and again: the dice-by-dice loop of
 * {@link samplePlanChunks} set up once (its profiles' tables, histograms and steps), and each
 * call one sample from the machine's state `state` on its own stream of `source` (a fresh
 * {@link DiceStream}, as a one-sample `samplePlanChunks` with that `start` makes, so the same
 * dice and the same end state), returning the end state. What `src/attack/volley.ts`'s
 * `sample(from)` calls: the set-up was most of a one-sample run.
 *
 * @throws {InputError} (from each call) when `source` has no `next32()`.
 * @example
 * ```ts
 * const draw = volleyDraws(plan, null, unitMachine(plan.groups, plan.allocation));
 * draw(3, pcg32(1)); // the unit machine's state after one volley from state 3
 * ```
 */
export function volleyDraws(
  plan: GeneralPlan,
  machine: ListedMachine | null,
  unit: UnitMachine,
): (state: number, source: RandomSource) => number {
  const ends = new Float64Array(machine ? machine.states : unit.states);
  const loop = diceLoop(plan, machine, unit, newHist(plan, machine, unit), ends);
  return (state, source) => {
    checkOptions({ samples: 1, source, mode: 'dice' });
    const end = loop(new DiceStream(source), 0, 1, null, 1, undefined, state);
    // The loop counts each end state; a draw reads it from the return, so the count is reset.
    ends[end] = 0;
    return end;
  };
}

/**
 * Where the samples of a volley from any state start, and where their end states are counted
 * (see {@link samplePlanChunks}).
 *
 * @example
 * ```ts
 * const start: SampleStart = { state: 3, machine: null, ends: new Float64Array(unit.states), unit };
 * ```
 */
export interface SampleStart {
  /** The allocation machine's state every sample starts from. */
  readonly state: number;
  /** The machine of a plan whose groups are taken in the order listed; null: the unit machine (one group). */
  readonly machine: ListedMachine | null;
  /** Counts of the end states, one entry per state of the machine: each sample adds 1. */
  readonly ends: Float64Array;
  /** The unit machine, built once for every draw (a listed plan's: of one model of 1 Wound). */
  readonly unit: UnitMachine;
}

/**
 * The histograms as counts, without the results the plan cannot have; a listed plan's counts
 * by group (`byGroup`) added.
 */
function finished(
  plan: GeneralPlan,
  hist: Readonly<PlanCounts>,
  byGroup?: Readonly<PlanCounts>,
): PlanCounts {
  const out: PlanCounts = { ...hist, ...byGroup };
  const mortal = plan.profiles.some(
    (a) => a.onCriticalWound.mortal !== null || a.onCriticalHit.mortalWounds || a.mortalsBefore,
  );
  if (!mortal) delete out.mortalWounds;
  if (!plan.profiles.some((a) => a.selfWounds)) delete out.selfWounds;
  if (!plan.profiles.some((a) => a.restore)) delete out.woundsRestored;
  if (!plan.profiles.some((a) => a.gain)) delete out.gained;
  return out;
}

/** Counts of a listed plan's results by group, and of characters slain, from its end states. */
function listedCounts(m: ListedMachine, ends: Float64Array): PlanCounts {
  const count = (values: Int32Array) => {
    const c = new Float64Array(values.reduce((x, v) => Math.max(x, v), 0) + 1);
    for (let s = 0; s < ends.length; s++) c[values[s]!]! += ends[s]!;
    return c;
  };
  const out: PlanCounts = { charactersSlain: count(m.charactersSlain) };
  m.groupSlain.forEach((values, g) => {
    out[`slain.${g}`] = count(values);
    out[`woundsLost.${g}`] = count(m.groupWoundsLost[g]!);
  });
  return out;
}

/**
 * Frequencies from counts: each result's observed distribution over `samples`.
 *
 * @example
 * ```ts
 * countsToResults(samplePlanCounts(plan, { samples: 100 }), 100).slain.mean();
 * ```
 */
export function countsToResults(counts: Readonly<PlanCounts>, samples: number): GeneralResults {
  const out: Record<string, Dist> = {};
  for (const key of KEYS) {
    const c = counts[key];
    if (c) out[key] = frequencies(trimmed(c), samples);
  }
  // A listed plan's results by group (src/allocation/listed.ts), after the others.
  for (const key of Object.keys(counts)) {
    if (!(key in out) && (key === 'charactersSlain' || key.includes('.'))) {
      out[key] = frequencies(trimmed(counts[key]!), samples);
    }
  }
  return out as unknown as GeneralResults;
}

/** Counts without the zeros above the largest value seen. */
function trimmed(c: Float64Array): Float64Array {
  let n = c.length;
  while (n > 1 && c[n - 1] === 0) n--;
  return c.subarray(0, n);
}

/**
 * Simulate a general plan `samples` times, die by die, seeded and reproducible: the same
 * plan, seed and sample count give the same result on every platform. Any `{ next32() }`
 * source may replace the default PCG32. Cost: O(samples × dice per attack); no allocation
 * per sample.
 *
 * @throws {InputError} on a bad plan (see `checkPlan`) or bad options.
 * @example
 * ```ts
 * samplePlan(plan, { samples: 100_000, seed: 1 }).slain.mean(); // close to exactPlan(plan).slain.mean()
 * ```
 */
export function samplePlan(plan: GeneralPlan, options: SamplePlanOptions): GeneralResults {
  const counts = samplePlanCounts(plan, options);
  if (usesIntercepts(plan)) return interceptResults(counts, options.samples);
  return countsToResults(counts, options.samples);
}
