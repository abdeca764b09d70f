/**
 * The allocation machines of the last few targets, kept: building one is a large part of an
 * exact evaluation (100 models of 3 Wounds under `rules`: its 10,991 states minimised from the
 * counts, several milliseconds, against a few for the chain itself), and the callers that
 * evaluate many attacks at one target (the planner, a batch, a chart over one target) would
 * otherwise build the same machine each time. A machine depends only on the groups' models,
 * Wounds and character flags, in order, and the policy; nothing writes to one once built.
 *
 * @module
 */
import {
  type AllocationGroup,
  checkAllocationGroups,
  type UnitMachine,
  unitMachine,
} from '../../allocation/UnitMachine.js';
import type { Allocation } from '../../domain/types.js';

/**
 * The most machines kept, and the most states among them: a state costs 4 bytes a damage column
 * plus 8 (24 bytes at Wounds 3), so the kept tables stay under about 15 MB; a larger machine is
 * built each time, as before.
 */
const MAX_MACHINES = 8;
const MAX_KEPT_STATES = 500_000;

const kept = new Map<string, UnitMachine>();

/**
 * {@link unitMachine}, the same machine object for the same groups and policy while it is among
 * the last few asked for. The groups are checked first, each time (the key reads their numbers).
 *
 * @example
 * ```ts
 * keptUnitMachine([{ models: 100, wounds: 3 }], 'rules') === keptUnitMachine([{ models: 100, wounds: 3 }], 'rules'); // true
 * ```
 */
export function keptUnitMachine(
  groups: readonly AllocationGroup[],
  policy: Allocation,
): UnitMachine {
  checkAllocationGroups(groups, 'unitMachine');
  let key: string = policy;
  for (const g of groups) key += `|${g.models},${g.wounds},${g.character === true ? 1 : 0}`;
  const found = kept.get(key);
  if (found) {
    // Most recently used last, so that the oldest goes first.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const built = unitMachine(groups, policy);
  if (built.states > MAX_KEPT_STATES) return built;
  kept.set(key, built);
  let states = 0;
  for (const m of kept.values()) states += m.states;
  for (const [k, m] of kept) {
    if (kept.size <= MAX_MACHINES && states <= MAX_KEPT_STATES) break;
    kept.delete(k);
    states -= m.states;
  }
  return built;
}

/**
 * Drop every kept machine: the next {@link keptUnitMachine} builds afresh. For the tests that
 * hold a kept machine's results to a fresh one's, bit for bit.
 *
 * @example
 * ```ts
 * forgetKeptMachines();
 * keptUnitMachine([{ models: 10, wounds: 2 }], 'sequential'); // built now
 * ```
 */
export function forgetKeptMachines(): void {
  kept.clear();
}
