/**
 * The check of a {@link GeneralPlan} at the entry of both engines: every field once, with an
 * {@link InputError} naming its path in the plan (`profiles[0].hit.criticalOn`), so that no
 * engine ever reads NaN, a 1+ test or a missing trigger.
 *
 * @module
 */
import { checkDiceExpression } from '../dice/parseDice.js';
import { InputError, show } from '../errors.js';
import { criticalTestProblem } from '../rules/criticalTest.js';
import { checkIntercepts } from './checkIntercepts.js';
import type { GeneralPlan } from './plan.js';

function fail(path: string, message: string, value: unknown): never {
  throw new InputError(`general plan: ${path} ${message}, got ${show(value)}`, path, value);
}

function object(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, 'must be an object', value);
  }
  return value as Record<string, unknown>;
}

function whole(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)) {
    fail(
      path,
      `must be a whole number ${min}..${max === Number.MAX_SAFE_INTEGER ? '' : max}`,
      value,
    );
  }
  return value;
}

function bool(value: unknown, path: string): void {
  if (typeof value !== 'boolean') fail(path, 'must be true or false', value);
}

function dice(value: unknown, path: string): void {
  try {
    checkDiceExpression(value, 'general plan');
  } catch {
    fail(path, 'must be a DiceExpression from parseDice', value);
  }
}

function d6Test(value: unknown, path: string): void {
  const t = object(value, path);
  whole(t.need, `${path}.need`, 2, 7);
  whole(t.rerollNeed, `${path}.rerollNeed`, 2, 7);
  if (!['none', 'ones', 'failed'].includes(t.reroll as string)) {
    fail(`${path}.reroll`, 'must be "none", "ones" or "failed"', t.reroll);
  }
}

function criticalTestAt(value: unknown, path: string): void {
  const problem = criticalTestProblem(value);
  if (problem)
    fail(problem.field ? `${path}.${problem.field}` : path, problem.message, problem.value);
}

function damageStep(value: unknown, path: string): void {
  const d = object(value, path);
  dice(d.dice, `${path}.dice`);
  whole(d.add, `${path}.add`, 0, 1000);
  bool(d.halve, `${path}.halve`);
  whole(d.reduce, `${path}.reduce`, 0, 1000);
  bool(d.slay, `${path}.slay`);
  if (d.reroll !== undefined && d.reroll !== null) {
    const r = object(d.reroll, `${path}.reroll`);
    whole(r.below, `${path}.reroll.below`, 1, 1000);
  }
}

/**
 * Throw an {@link InputError} naming the first field of `plan` that is not what
 * {@link GeneralPlan} says (types, ranges, one defence per target group, dice expressions).
 *
 * @example
 * ```ts
 * checkPlan({ ...plan, profiles: [{ ...plan.profiles[0], models: 0 }] }); // throws: profiles[0].models ...
 * ```
 */
export function checkPlan(plan: GeneralPlan): void {
  const p = object(plan, 'plan');
  if (p.allocation !== 'rules' && p.allocation !== 'sequential') {
    fail('allocation', 'must be "rules" or "sequential"', p.allocation);
  }
  if (!Array.isArray(p.groups) || p.groups.length === 0) {
    fail('groups', 'must be a list of at least one { models, wounds }', p.groups);
  }
  const groups = p.groups as unknown[];
  let unitModels = 0;
  groups.forEach((g, i) => {
    const o = object(g, `groups[${i}]`);
    unitModels += whole(o.models, `groups[${i}].models`, 1);
    whole(o.wounds, `groups[${i}].wounds`, 1);
    if (o.character !== undefined) bool(o.character, `groups[${i}].character`);
  });
  if (!Array.isArray(p.profiles) || p.profiles.length === 0) {
    fail('profiles', 'must be a list of at least one attack profile', p.profiles);
  }
  (p.profiles as unknown[]).forEach((value, i) => {
    const path = `profiles[${i}]`;
    const a = object(value, path);
    whole(a.models, `${path}.models`, 1);
    dice(a.attacks, `${path}.attacks`);
    if (a.hit !== 'auto') {
      const hit = object(a.hit, `${path}.hit`);
      if ('marker' in hit) marker(hit.marker, `${path}.hit.marker`, unitModels);
      else criticalTestAt(a.hit, `${path}.hit`);
    }
    criticalTestAt(a.wound, `${path}.wound`);
    const ch = object(a.onCriticalHit, `${path}.onCriticalHit`);
    if (ch.extraHits !== null) dice(ch.extraHits, `${path}.onCriticalHit.extraHits`);
    bool(ch.autoWound, `${path}.onCriticalHit.autoWound`);
    const hitMortal = ch.mortalWounds !== undefined && ch.mortalWounds !== null;
    if (ch.mortalCountsUnsaved !== undefined) {
      bool(ch.mortalCountsUnsaved, `${path}.onCriticalHit.mortalCountsUnsaved`);
    }
    if (hitMortal) {
      dice(ch.mortalWounds, `${path}.onCriticalHit.mortalWounds`);
      if (ch.autoWound === true) {
        fail(
          `${path}.onCriticalHit.mortalWounds`,
          'cannot go with autoWound (the critical hit either wounds or inflicts mortal wounds)',
          ch.mortalWounds,
        );
      }
    }
    const cw = object(a.onCriticalWound, `${path}.onCriticalWound`);
    bool(cw.noSave, `${path}.onCriticalWound.noSave`);
    bool(cw.resolvedLast, `${path}.onCriticalWound.resolvedLast`);
    if (cw.ignoresFeelNoPain !== undefined) {
      bool(cw.ignoresFeelNoPain, `${path}.onCriticalWound.ignoresFeelNoPain`);
    }
    if (cw.mortal !== null) {
      bool(
        object(cw.mortal, `${path}.onCriticalWound.mortal`).spill,
        `${path}.onCriticalWound.mortal.spill`,
      );
    }
    if (cw.damage !== null) damageStep(cw.damage, `${path}.onCriticalWound.damage`);
    // Mortal wounds of a critical hit wait as points: the critical wound's waiting events, if
    // any, must be the same points (one waiting count per profile).
    const cwMortal = cw.mortal as { spill?: unknown } | null;
    if (hitMortal && (cw.resolvedLast === true || cwMortal !== null) && cwMortal?.spill !== true) {
      fail(
        `${path}.onCriticalHit.mortalWounds`,
        'cannot go with critical wounds resolved last unless they are mortal wounds with spill-over',
        ch.mortalWounds,
      );
    }
    if (hitMortal && cw.ignoresFeelNoPain === true) {
      fail(
        `${path}.onCriticalHit.mortalWounds`,
        'cannot go with critical wounds that ignore Feel No Pain (the waiting points share one law)',
        ch.mortalWounds,
      );
    }
    damageStep(a.damage, `${path}.damage`);
    const own = (cw.damage ?? a.damage) as { slay: boolean };
    if (cw.mortal !== null && own.slay) {
      fail(
        `${path}.onCriticalWound.mortal`,
        'cannot go with a damage that slays outright (mortal wounds are points of damage)',
        cw.mortal,
      );
    }
    if (!Array.isArray(a.against) || a.against.length !== groups.length) {
      fail(
        `${path}.against`,
        `must hold one defence per target group (${groups.length})`,
        a.against,
      );
    }
    (a.against as unknown[]).forEach((d, g) => {
      const dp = `${path}.against[${g}]`;
      const o = object(d, dp);
      d6Test(o.save, `${dp}.save`);
      d6Test(o.criticalSave, `${dp}.criticalSave`);
      if (o.feelNoPain !== null) d6Test(o.feelNoPain, `${dp}.feelNoPain`);
      if (o.slay !== undefined) bool(o.slay, `${dp}.slay`);
      if (o.damageReduction !== undefined) {
        const r = object(o.damageReduction, `${dp}.damageReduction`);
        bool(r.halve, `${dp}.damageReduction.halve`);
        whole(r.reduce, `${dp}.damageReduction.reduce`, 0, 1000);
      }
    });
    if (a.selfWounds !== undefined && a.selfWounds !== null) {
      const sw = object(a.selfWounds, `${path}.selfWounds`);
      bool(sw.separateDie, `${path}.selfWounds.separateDie`);
      d6Test(sw.save, `${path}.selfWounds.save`);
      if (sw.feelNoPain !== null) d6Test(sw.feelNoPain, `${path}.selfWounds.feelNoPain`);
    }
    if (a.restore !== undefined && a.restore !== null) d6Test(a.restore, `${path}.restore`);
    if (a.spill !== undefined) spill(a, path, groups.length, p.groupOrder);
    if (a.gain !== undefined && a.gain !== null) {
      const g = object(a.gain, `${path}.gain`);
      whole(g.per, `${path}.gain.per`, 1, 1000);
      d6Test(g.test, `${path}.gain.test`);
    }
    if (a.precision !== undefined && a.precision !== null) {
      precisionAt(a.precision, `${path}.precision`, groups, p.groupOrder);
    }
    if (a.mortalsBefore !== undefined && a.mortalsBefore !== null) {
      const m = object(a.mortalsBefore, `${path}.mortalsBefore`);
      whole(m.rolls, `${path}.mortalsBefore.rolls`, 1, 100_000);
      d6Test(m.test, `${path}.mortalsBefore.test`);
      dice(m.mortals, `${path}.mortalsBefore.mortals`);
      if (groups.length > 1 && p.groupOrder !== 'listed') {
        // Loose points at a unit of several groups would need their places in the round of
        // the wound pool, which no exact path follows.
        fail(
          `${path}.mortalsBefore`,
          'needs a target of one group, or groupOrder "listed"',
          a.mortalsBefore,
        );
      }
    }
  });
  checkGroupOrder(p);
  checkIntercepts(plan);
}

/** `groupOrder`: `'round'` or `'listed'`; `'listed'` with `sequential` allocation and no bystanders. */
function checkGroupOrder(p: Record<string, unknown>): void {
  const order = p.groupOrder;
  if (order === undefined || order === 'round') return;
  if (order !== 'listed') fail('groupOrder', 'must be "round" or "listed"', order);
  if (p.allocation !== 'sequential') {
    fail('allocation', 'must be "sequential" with groupOrder "listed"', p.allocation);
  }
  if (p.bystanders !== undefined) {
    fail('bystanders', 'cannot go with groupOrder "listed"', p.bystanders);
  }
}

/** A Precision target: a character group's index, with groupOrder `'listed'`. */
function precisionAt(value: unknown, path: string, groups: unknown[], order: unknown): void {
  if (order !== 'listed') fail(path, 'needs groupOrder "listed"', value);
  const i = whole(value, path, 0, groups.length - 1);
  if ((groups[i] as { character?: unknown }).character !== true) {
    fail(path, 'must be the index of a character group', value);
  }
}

/**
 * Damage that spills over (`spill`): a target of one group (the points of a unit of several
 * would need their places in the round of the wound pool), not in the order listed (that
 * machine takes one damage per attack, never loose points), and no damage that slays outright
 * (a slaying has no points to spill).
 */
function spill(a: Record<string, unknown>, path: string, groups: number, order: unknown): void {
  bool(a.spill, `${path}.spill`);
  if (a.spill !== true) return;
  if (groups !== 1) {
    fail(`${path}.spill`, 'takes a target of one group (damage spills over within it)', groups);
  }
  if (order === 'listed') {
    fail(
      `${path}.spill`,
      'cannot go with groupOrder "listed" (damage spills over in the round)',
      a.spill,
    );
  }
  const cw = a.onCriticalWound as { damage: { slay: boolean } | null };
  const steps = [a.damage as { slay: boolean }, cw.damage];
  const against = a.against as { slay?: boolean }[];
  if (steps.some((s) => s?.slay === true) || against.some((d) => d.slay === true)) {
    fail(`${path}.spill`, 'cannot go with a damage that slays outright', a.spill);
  }
}

/** A blast marker: its sizes, its aim within the formation, which holds the unit's models. */
function marker(value: unknown, path: string, unitModels: number): void {
  const m = object(value, path);
  if (!(typeof m.diameter === 'number' && Number.isFinite(m.diameter) && m.diameter > 0)) {
    fail(`${path}.diameter`, 'must be a diameter in inches above 0', m.diameter);
  }
  const f = object(m.formation, `${path}.formation`);
  if (f.models !== unitModels) {
    fail(`${path}.formation.models`, `must be the unit's models (${unitModels})`, f.models);
  }
  whole(m.aim, `${path}.aim`, 0, unitModels - 1);
  whole(m.subtract, `${path}.subtract`, 0, 1000);
  bool(m.reroll, `${path}.reroll`);
  bool(m.autohit, `${path}.autohit`);
  bool(m.cluster, `${path}.cluster`);
}
