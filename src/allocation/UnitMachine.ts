/**
 * The allocation state machine of a whole target unit: one {@link ClassMachine} per Wounds
 * characteristic (spec interpretation 10: unsaved wounds slay models among the groups that
 * share the same Wounds), and, for units of several groups, the position in the round of the
 * wound pool (wounds go to models one each, in the order of the groups, before any model gets
 * a second; `000_2ec87e5aee29120b.txt`, "Allocate Wounds"), which says which group's profile
 * saves the next wound.
 *
 * A state is one integer: `position + period * Σ classState[c] * classStride[c]`.
 *
 * @module
 */

import type { Allocation } from '../domain/types.js';
import { InputError, show, TooLargeError } from '../errors.js';
import {
  type ClassMachine,
  classMachine,
  classMachineSize,
  MAX_CLASS_STATES,
} from './ClassMachine.js';
import { characterStates, ownersChoiceSize, withCharacters } from './characters.js';

/**
 * A target group as the allocation machines see it: its models, their Wounds, and whether
 * they are characters (who take wounds only when no other model of their Wounds is left,
 * see `characters.ts`).
 */
export interface AllocationGroup {
  readonly models: number;
  readonly wounds: number;
  readonly character?: boolean;
}

/**
 * A compiled unit machine.
 *
 * @example
 * ```ts
 * const u = unitMachine([{ models: 5, wounds: 1 }], 'rules');
 * u.period; // 1: one group, the position does not matter
 * ```
 */
export interface UnitMachine {
  /** Length of the round of the wound pool (total models), or 1 for a unit of one group. */
  readonly period: number;
  /** The target group that takes the wound at each position of the round. */
  readonly groupOfPosition: Int32Array;
  readonly classes: readonly ClassMachine[];
  /** The class (Wounds characteristic) of each target group. */
  readonly classOfGroup: Int32Array;
  /** The multiplier of each class's state in the state integer (before `period`). */
  readonly classStride: Int32Array;
  /** Number of states. */
  readonly states: number;
  /** Models slain in each state. */
  readonly slain: Int32Array;
  /** Wounds lost in each state. */
  readonly woundsLost: Int32Array;
}

/**
 * The most states a unit machine may have (its state integers stay far below 2^31); the cost
 * model (`src/cost/`) refuses a table whose time or memory would not fit well before.
 */
export const MAX_UNIT_STATES = 50_000_000;

/**
 * The Wounds classes of a unit: each distinct Wounds value, its models that are not
 * characters and its characters, each group's class.
 */
function classesOf(groups: readonly AllocationGroup[]) {
  // Checked once here: unchecked, Wounds 0 overflowed the stack and an empty list threw a TypeError.
  checkAllocationGroups(groups, 'unitMachine');
  const woundValues: number[] = [];
  const classModels: number[] = [];
  const classCharacters: number[] = [];
  const classOfGroup = new Int32Array(groups.length);
  groups.forEach((g, i) => {
    let c = woundValues.indexOf(g.wounds);
    if (c < 0) {
      c = woundValues.length;
      woundValues.push(g.wounds);
      classModels.push(0);
      classCharacters.push(0);
    }
    if (g.character === true) classCharacters[c]! += g.models;
    else classModels[c]! += g.models;
    classOfGroup[i] = c;
  });
  return { woundValues, classModels, classCharacters, classOfGroup };
}

/**
 * Throw an {@link InputError} naming the field unless `groups` is a list of at least one
 * `{ models, wounds }`, each a whole number >= 1 (`who` names the caller in the message).
 *
 * @example
 * ```ts
 * checkAllocationGroups([{ models: 5, wounds: 0 }], 'listedMachine'); // throws: groups[0].wounds ...
 * ```
 */
export function checkAllocationGroups(groups: readonly AllocationGroup[], who: string): void {
  if (!Array.isArray(groups) || groups.length === 0) {
    throw new InputError(
      `${who}: groups must be a list of at least one { models, wounds }, got ${show(groups)}`,
      'groups',
      groups,
    );
  }
  groups.forEach((g, i) => {
    for (const key of ['models', 'wounds'] as const) {
      const x: unknown = (g as Partial<Record<typeof key, unknown>> | null)?.[key];
      if (!(typeof x === 'number' && Number.isSafeInteger(x) && x >= 1)) {
        throw new InputError(
          `${who}: groups[${i}].${key} must be a whole number >= 1, got ${show(x)}`,
          `groups[${i}].${key}`,
          x,
        );
      }
    }
  });
}

/**
 * States of one class's machine: its other models', then its characters' (characters.ts); under
 * `rules` with both, the owner's choice over the whole class ({@link ownersChoiceSize}).
 */
function classSize(models: number, characters: number, wounds: number, policy: Allocation) {
  // Past the characters' own bound (null), the sum below: withCharacters refuses those first.
  const owners =
    policy === 'rules' && models > 0 && characters > 0
      ? ownersChoiceSize(models, characters, wounds)
      : null;
  if (owners) return owners.states;
  const others = models > 0 ? classMachineSize(models, wounds, policy, MAX_CLASS_STATES) : 1;
  return characters > 0
    ? others - 1 + characterStates(characters, wounds, policy, MAX_CLASS_STATES)
    : others;
}

/** One class's machine: its other models', followed by its characters' if it has any. */
function buildClass(models: number, characters: number, wounds: number, policy: Allocation) {
  const others = models > 0 ? classMachine(models, wounds, policy) : null;
  return characters > 0 ? withCharacters(others, characters, wounds, policy) : others!;
}

/**
 * The number of states {@link unitMachine} would build, from formulas, building nothing: the
 * period times each class's {@link classMachineSize} (exact where that is exact, else a bound
 * above). O(1) per class for Wounds 1 to 3.
 *
 * @example
 * ```ts
 * unitMachineSize([{ models: 100, wounds: 3 }], 'rules'); // 10991
 * unitMachineSize([{ models: 4, wounds: 1 }, { models: 1, wounds: 2 }], 'rules'); // 5 × 5 × 3 = 75
 * ```
 */
export function unitMachineSize(groups: readonly AllocationGroup[], policy: Allocation): number {
  const { woundValues, classModels, classCharacters } = classesOf(groups);
  let size = groups.length === 1 ? 1 : groups.reduce((n, g) => n + g.models, 0);
  woundValues.forEach((w, c) => {
    size *= classSize(classModels[c]!, classCharacters[c]!, w, policy);
  });
  return size;
}

/**
 * Build the state machine of a target unit. Its size (the product of the class machines'
 * sizes and the period) is computed from formulas ({@link classMachineSize}) before anything
 * is built.
 *
 * @throws {TooLargeError} beyond {@link MAX_UNIT_STATES} states (or a class beyond
 * `MAX_CLASS_STATES`), before any work.
 * @example
 * ```ts
 * unitMachine([{ models: 4, wounds: 1 }, { models: 1, wounds: 2 }], 'rules').period; // 5
 * ```
 */
export function unitMachine(groups: readonly AllocationGroup[], policy: Allocation): UnitMachine {
  const { woundValues, classModels, classCharacters, classOfGroup } = classesOf(groups);
  const period = groups.length === 1 ? 1 : groups.reduce((n, g) => n + g.models, 0);
  // Sizes from formulas first: nothing is built for a unit that is too large.
  const estimate = unitMachineSize(groups, policy);
  if (estimate > MAX_UNIT_STATES) {
    throw new TooLargeError(
      `allocation over this target unit needs ${estimate >= 1e7 ? `about ${estimate.toExponential(1)}` : estimate} states, more than ${MAX_UNIT_STATES}; both methods use this table (exact and monte-carlo): ${policy === 'rules' ? 'use allocation "sequential", or ' : ''}split the unit`,
    );
  }
  const classes = woundValues.map((w, c) =>
    buildClass(classModels[c]!, classCharacters[c]!, w, policy),
  );
  const groupOfPosition = new Int32Array(period);
  for (let pos = 0, g = 0, left = groups[0]!.models; pos < period; pos++) {
    groupOfPosition[pos] = g;
    if (--left === 0 && g + 1 < groups.length) left = groups[++g]!.models;
  }
  const classStride = new Int32Array(classes.length);
  let states = period;
  let stride = 1;
  classes.forEach((m, c) => {
    classStride[c] = stride;
    stride *= m.states;
    states *= m.states;
  });
  if (states > MAX_UNIT_STATES) {
    throw new TooLargeError(
      `allocation over this target unit needs ${states} states, more than ${MAX_UNIT_STATES}; both methods use this table (exact and monte-carlo): ${policy === 'rules' ? 'use allocation "sequential", or ' : ''}split the unit`,
    );
  }
  if (classes.length === 1 && period === 1) {
    // One class, one position: the unit's states are the class's.
    const m = classes[0]!;
    return {
      period,
      groupOfPosition,
      classes,
      classOfGroup,
      classStride,
      states,
      slain: m.slain,
      woundsLost: m.woundsLost,
    };
  }
  const slain = new Int32Array(states);
  const woundsLost = new Int32Array(states);
  for (let s = 0; s < states; s++) {
    let rest = Math.floor(s / period);
    for (const m of classes) {
      const cs = rest % m.states;
      rest = Math.floor(rest / m.states);
      slain[s]! += m.slain[cs]!;
      woundsLost[s]! += m.woundsLost[cs]!;
    }
  }
  return { period, groupOfPosition, classes, classOfGroup, classStride, states, slain, woundsLost };
}
