/**
 * A volley from any state of its target, for any general plan whose allocation carries a state
 * the contract can write (`src/plan/volley.ts`; `army-turn.md` of the specification, "The
 * state between volleys"): {@link prepareVolley} compiles the plan once, and each call starts
 * the allocation machine from the state asked instead of a fresh unit.
 *
 * - **One group** with `sequential` allocation (each unsaved attack on the model already
 *   wounded, excess lost; with `spill`, the damage pool point by point): the unit machine's
 *   states, `slain × Wounds + damage`, and the exact engine's paths (`exactStateRun`).
 * - **Groups taken in the order listed** (`groupOrder: 'listed'`, Warhammer 40,000's units):
 *   the listed-order machine over every state (`src/allocation/listedStates.ts`), whose state
 *   carries what several volleys may leave: the bodyguard's place and damage, each character
 *   group's models, damage and saved attack allocated, the Precision target being the plan's.
 *
 * Other allocations (`rules`, the round of the wound pool over several groups) carry states the
 * contract does not write, and are refused. The sampler is the general sampler, dice by dice,
 * started from the state (`volleyDraws` of `sample.ts`: its dice-by-dice loop, set up once).
 *
 * @module
 */
import { type ListedState, listedStatesMachine } from '../allocation/listedStates.js';
import { unitMachine } from '../allocation/UnitMachine.js';
import { InputError, show, TooLargeError } from '../errors.js';
import type { GeneralPlan } from '../plan/plan.js';
import type { StateOutcome, TargetState, Volley } from '../plan/volley.js';
import type { RandomSource } from '../random/RandomSource.js';
import { exactStateRun, MAX_PLAN_WORK } from './exact.js';
import { precisionTargetOf } from './listed.js';
import { volleyDraws } from './sample.js';

/** A state read into the machine's terms: models left, damage and allocated, by group. */
type ReadState = ListedState;

/**
 * Check `from` against the target's groups and read it by group.
 *
 * @throws {InputError} naming `from` and the bad value.
 */
function readState(
  from: TargetState,
  groups: GeneralPlan['groups'],
  characters: boolean,
): ReadState {
  const G = groups.length;
  if (typeof from !== 'object' || from === null || !Array.isArray(from.left)) {
    throw new InputError(
      `from: a target state { left, wounded?, allocated? } is expected, got ${show(from)}`,
      'from',
      from,
    );
  }
  if (from.left.length !== G) {
    throw new InputError(
      `from.left: the target has ${G} group${G === 1 ? '' : 's'}, got ${from.left.length} counts (${show(from.left)})`,
      'from.left',
      from.left,
    );
  }
  from.left.forEach((n, g) => {
    const most = groups[g]!.models;
    if (!(Number.isSafeInteger(n) && n >= 0 && n <= most)) {
      throw new InputError(
        `from.left[${g}]: models left must be a whole number 0..${most} (the group's models), got ${show(n)}`,
        `from.left[${g}]`,
        n,
      );
    }
  });
  const damage = new Array<number>(G).fill(0);
  const wounded = from.wounded ?? [];
  if (!Array.isArray(wounded)) {
    throw new InputError(
      `from.wounded: a list of { group, damage } is expected, got ${show(wounded)}`,
      'from.wounded',
      wounded,
    );
  }
  wounded.forEach((w, i) => {
    const field = `from.wounded[${i}]`;
    const g = (w as { group?: unknown } | null)?.group;
    if (!(typeof g === 'number' && Number.isSafeInteger(g) && g >= 0 && g < G)) {
      throw new InputError(
        `${field}.group: a group index 0..${G - 1} is expected, got ${show(g)}`,
        `${field}.group`,
        g,
      );
    }
    const d = w.damage;
    const W = groups[g]!.wounds;
    if (!(Number.isSafeInteger(d) && d >= 1 && d < W)) {
      throw new InputError(
        `${field}.damage: a wounded model has lost 1..${W - 1} wounds (its Wounds are ${W}), got ${show(d)}`,
        `${field}.damage`,
        d,
      );
    }
    if (from.left[g] === 0) {
      throw new InputError(
        `${field}: group ${g} has no model left to carry damage`,
        `${field}.group`,
        g,
      );
    }
    if (damage[g]! > 0) {
      throw new InputError(
        `${field}: group ${g} is already listed; one model of a group carries damage at a time`,
        `${field}.group`,
        g,
      );
    }
    damage[g] = d;
  });
  const allocated = from.allocated ?? -1;
  if (from.allocated !== undefined) {
    const g = from.allocated;
    if (!(Number.isSafeInteger(g) && g >= 0 && g < G)) {
      throw new InputError(
        `from.allocated: a group index 0..${G - 1} is expected, got ${show(g)}`,
        'from.allocated',
        g,
      );
    }
    if (!characters || groups[g]!.character !== true) {
      throw new InputError(
        `from.allocated: group ${g} is no character group taken in the order listed; only such a group is remembered as allocated an attack (any other model takes the next attack anyway)`,
        'from.allocated',
        g,
      );
    }
    if (from.left[g] === 0) {
      throw new InputError(
        `from.allocated: group ${g} has no model left to be allocated an attack`,
        'from.allocated',
        g,
      );
    }
  }
  return { left: from.left, damage, allocated };
}

/** The canonical {@link TargetState} of a state read by group. */
function written(s: ReadState): TargetState {
  const wounded = s.damage.flatMap((damage, group) => (damage > 0 ? [{ group, damage }] : []));
  return {
    left: s.left.slice(),
    ...(wounded.length > 0 ? { wounded } : {}),
    ...(s.allocated >= 0 ? { allocated: s.allocated } : {}),
  };
}

/**
 * A general plan made ready to be resolved from any state of its target: the contract's
 * {@link Volley}. The plan is checked and compiled here, once; `exact(from)` pushes one unit of
 * probability from `from`'s state through the allocation (each profile's laws made once),
 * `sample(from, random)` rolls one volley dice by dice from it, and `work(from)` is the exact
 * engine's count of state updates for it (what `exact` refuses past `MAX_PLAN_WORK`, and the
 * cost model prices: `volleyCost` of `src/cost/estimate.ts`).
 *
 * @throws {InputError} naming the first bad field of the plan, or an allocation whose state the
 *   contract does not write (`rules`; several groups in the round of the wound pool).
 * @throws {TooLargeError} when the machine over every state is too large to build.
 * @example
 * ```ts
 * const volley = prepareVolley(compileWh40k(scenario));
 * volley.exact({ left: [4], wounded: [{ group: 0, damage: 1 }] }); // [{ state, probability }, ...]
 * ```
 */
export function prepareVolley(plan: GeneralPlan): Volley {
  const listedPlan = plan.groupOrder === 'listed' && plan.groups.length > 1;
  if (plan.allocation !== 'sequential') {
    throw new InputError(
      `general plan: a volley from any state takes allocation "sequential" (its state is the models left and the damage on the model worked on), got ${show(plan.allocation)}`,
      'allocation',
      plan.allocation,
    );
  }
  const groups = plan.groups;
  const machine = listedPlan ? listedStatesMachine(groups, precisionTargetOf(plan)) : null;
  // One group taken in the order listed is one group in sequence: the unit machine's states.
  const used: GeneralPlan =
    plan.groupOrder === 'listed' && !listedPlan ? { ...plan, groupOrder: 'round' } : plan;
  const run = exactStateRun(used, machine);
  const W = groups[0]!.wounds;
  const models = groups[0]!.models;
  const encode = (s: ReadState): number =>
    machine ? machine.encode(s, 'from') : (models - s.left[0]!) * W + s.damage[0]!;
  const decode = (i: number): ReadState =>
    machine
      ? machine.decode(i)
      : {
          left: [models - Math.floor(i / W)],
          damage: [i === models * W ? 0 : i % W],
          allocated: -1,
        };
  // Each state's written form, made once and shared (states are read-only).
  const states: (TargetState | undefined)[] = new Array(run.states);
  const stateOf = (i: number): TargetState => {
    let s = states[i];
    if (s === undefined) {
      s = written(decode(i));
      states[i] = s;
    }
    return s;
  };
  const indexOf = (from: TargetState) => encode(readState(from, groups, machine !== null));
  // The sampler's loop, set up at the first draw and kept for every draw after (a listed
  // plan's unit machine is of one model of 1 Wound: `machine` allocates).
  let draw: ((state: number, source: RandomSource) => number) | null = null;
  return {
    start: { left: groups.map((g) => g.models) },
    wounds: groups.map((g) => g.wounds),
    exact: (from) => {
      const i = indexOf(from);
      if (!(run.work <= MAX_PLAN_WORK)) {
        throw new TooLargeError(
          `exact volley from this state needs about ${run.work.toExponential(1)} steps (allocation over ${run.states} states), more than ${MAX_PLAN_WORK.toExponential(0)}`,
        );
      }
      const law = new Float64Array(run.states);
      law[i] = 1;
      const after = run.run(law);
      const out: StateOutcome[] = [];
      for (let s = 0; s < after.length; s++) {
        const p = after[s]!;
        if (p > 0) out.push({ state: stateOf(s), probability: p });
      }
      return out;
    },
    sample: (from: TargetState, random: RandomSource) => {
      const i = indexOf(from);
      draw ??= volleyDraws(
        used,
        machine,
        machine
          ? unitMachine([{ models: 1, wounds: 1 }], used.allocation)
          : unitMachine(used.groups, used.allocation),
      );
      return stateOf(draw(i, random));
    },
    work: (from) => {
      indexOf(from);
      return run.work;
    },
  };
}
