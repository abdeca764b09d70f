/**
 * What the fast samplers know of an {@link AttackPlan}. The plan grows as rules are added
 * (Blast, Backfire, close combat...); a fast sampler must never read a plan with a feature it
 * does not know and silently ignore it. So each one checks the plan against the fields it
 * was written for, and the caller falls back to the dice-by-dice sampler, which reads every
 * field, when anything else is there.
 *
 * @module
 */
import type { AttackPlan } from './plan.js';

const PLAN_KEYS = new Set(['attackers', 'groups', 'allocation']);
const ATTACKER_KEYS = new Set(['models', 'shots', 'hit', 'wound', 'criticalOn', 'against']);
const WOUND_KEYS = new Set(['save', 'feelNoPain', 'instantDeath']);
const TEST_KEYS = new Set(['need', 'reroll', 'rerollNeed']);
// `character` changes only the allocation machine, which the fast samplers build from the
// plan's groups like the other engines (the counts sampler, which merges groups, refuses it).
const GROUP_KEYS = new Set(['models', 'wounds', 'character']);
const DICE_KEYS = new Set(['count', 'sides', 'modifier', 'text']);
const REROLLS = new Set(['none', 'ones', 'failed']);

/** An unknown field is harmless only when it says "not there". */
const absent = (v: unknown) => v === undefined || v === null || v === false;

function extraKey(value: unknown, known: Set<string>, path: string): string | null {
  if (typeof value !== 'object' || value === null) return `${path} is not an object`;
  for (const [key, v] of Object.entries(value)) {
    if (!known.has(key) && !absent(v)) return `${path}.${key}`;
  }
  return null;
}

function testProblem(t: unknown, path: string): string | null {
  const extra = extraKey(t, TEST_KEYS, path);
  if (extra) return extra;
  const d = t as { need: unknown; reroll: unknown; rerollNeed: unknown };
  const ok =
    Number.isInteger(d.need) &&
    Number.isInteger(d.rerollNeed) &&
    (d.need as number) >= 2 &&
    (d.need as number) <= 7 &&
    (d.rerollNeed as number) >= 2 &&
    (d.rerollNeed as number) <= 7 &&
    REROLLS.has(d.reroll as string);
  return ok ? null : `${path} is not a D6 test of 2..7`;
}

/**
 * The first feature of `plan` that the fast samplers were not written for, as a path into
 * the plan (`attackers[0].blast`), or `null` when they know every field. Unknown fields whose
 * value is `undefined`, `null` or `false` (a rule that is not there) are accepted.
 *
 * @example
 * ```ts
 * unknownPlanFeature(compileAttack(attack)); // null
 * unknownPlanFeature({ ...plan, attackers: [{ ...plan.attackers[0], blast: 3 }] }); // 'attackers[0].blast'
 * ```
 */
export function unknownPlanFeature(plan: AttackPlan): string | null {
  const top = extraKey(plan, PLAN_KEYS, 'plan');
  if (top) return top;
  if (plan.allocation !== 'rules' && plan.allocation !== 'sequential') return 'plan.allocation';
  for (const [g, group] of plan.groups.entries()) {
    const extra = extraKey(group, GROUP_KEYS, `groups[${g}]`);
    if (extra) return extra;
  }
  for (const [a, at] of plan.attackers.entries()) {
    const path = `attackers[${a}]`;
    const extra =
      extraKey(at, ATTACKER_KEYS, path) ??
      extraKey(at.shots, DICE_KEYS, `${path}.shots`) ??
      (at.hit === 'auto' ? null : testProblem(at.hit, `${path}.hit`)) ??
      testProblem(at.wound, `${path}.wound`);
    if (extra) return extra;
    if (!Number.isInteger(at.criticalOn)) return `${path}.criticalOn`;
    if (at.against.length !== plan.groups.length) return `${path}.against`;
    for (const [g, w] of at.against.entries()) {
      const p = `${path}.against[${g}]`;
      const bad =
        extraKey(w, WOUND_KEYS, p) ??
        testProblem(w.save, `${p}.save`) ??
        (w.feelNoPain === null ? null : testProblem(w.feelNoPain, `${p}.feelNoPain`));
      if (bad) return bad;
      if (typeof w.instantDeath !== 'boolean') return `${p}.instantDeath`;
    }
  }
  return null;
}
