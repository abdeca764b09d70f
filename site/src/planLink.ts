/**
 * The shooting plan a link holds (the `plan` part of the page's state, src/share.ts): the plan's
 * inputs (the shooting analysis of the two lists and the player's choices), never its answer,
 * which the page computes again on opening. A link is untrusted text, so every field is checked
 * here and a bad one is named; the library then reads the analysis itself (`planShooting`).
 * Loaded only when a link holds a plan or a plan is asked for, so the first load does not carry it.
 *
 * @module
 */

import type { ShootingMethod, ShootingObjective } from '../../src/armyTurn/types.js';

type Json = Record<string, unknown>;

/** What a plan's answer maximises: the library's objective (a type only: no code loaded). */
export type PlanObjective = ShootingObjective;

/** How the adaptive plan is computed: the library's method. */
export type PlanMethod = ShootingMethod;

/** The methods, in the order the page offers them. */
export const PLAN_METHODS: readonly PlanMethod[] = ['auto', 'exact', 'rollout'];

/**
 * The plan part of a link, version 1: the analysis's own fields (`base`), every shooter and
 * target of the lists (the planner offers them all), and the choices made among them.
 *
 * @example
 * ```ts
 * const p: PlanLink = { v: 1, base: { ruleset: 'wh40k-10e' }, shooters: [], targets: [], shoot: [], at: [], objective: 'points', depth: 2, method: 'auto' };
 * ```
 */
export interface PlanLink {
  readonly v: 1;
  readonly base: Json;
  readonly shooters: readonly { readonly name: string; readonly attackers: readonly object[] }[];
  readonly targets: readonly (Json & { readonly name: string; readonly points?: number })[];
  /** The shooters ticked, by name. */
  readonly shoot: readonly string[];
  /** The targets ticked, by name. */
  readonly at: readonly string[];
  readonly objective: PlanObjective;
  readonly depth: number;
  readonly method: PlanMethod;
}

/**
 * The most a plan part may hold: units a side (an army list's units, with room), the depth the
 * page offers, a name's length, and its JSON's size (an army's analysis is some tens of KB).
 *
 * @example
 * ```ts
 * PLAN_LIMITS.units; // 60
 * ```
 */
export const PLAN_LIMITS = { units: 60, depth: 4, name: 200, chars: 400_000 } as const;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const shown = (v: unknown) => JSON.stringify(v)?.slice(0, 40) ?? String(v);

/**
 * The plan part of a link, checked field by field, or what is wrong with it (`plan.depth should
 * be …, got 9`), so that a damaged link is refused with the field named and never half applied.
 *
 * @example
 * ```ts
 * const r = readPlanLink(JSON.parse(text).plan);
 * if ('error' in r) show(r.error); else open(r.plan);
 * ```
 */
export function readPlanLink(value: unknown): { plan: PlanLink } | { error: string } {
  const bad = (field: string, want: string, got: unknown) => ({
    error: `its plan.${field} should be ${want}, got ${shown(got)}`,
  });
  if (!isObject(value)) return { error: `its plan should be an object, got ${shown(value)}` };
  const size = JSON.stringify(value).length;
  if (size > PLAN_LIMITS.chars) {
    return {
      error: `its plan holds ${size.toLocaleString('en-US')} characters of JSON, more than the ${PLAN_LIMITS.chars.toLocaleString('en-US')} a plan may`,
    };
  }
  const p = value;
  if (p.v !== 1) return bad('v', '1 (the plan of this page)', p.v);
  if (!isObject(p.base) || typeof p.base.ruleset !== 'string') {
    return bad('base', 'an object with a ruleset', p.base);
  }
  const name = (v: unknown) =>
    typeof v === 'string' && v.length > 0 && v.length <= PLAN_LIMITS.name;
  const nameWant = `a name of 1 to ${PLAN_LIMITS.name} characters`;
  const units = (field: 'shooters' | 'targets'): Json[] | { error: string } => {
    const list = p[field];
    if (!Array.isArray(list) || list.length === 0 || list.length > PLAN_LIMITS.units) {
      return bad(field, `a list of 1 to ${PLAN_LIMITS.units} units`, list);
    }
    for (const [i, u] of list.entries()) {
      if (!isObject(u)) return bad(`${field}[${i}]`, 'an object', u);
      if (!name(u.name)) return bad(`${field}[${i}].name`, nameWant, u.name);
      if (field === 'shooters' && !(Array.isArray(u.attackers) && u.attackers.every(isObject))) {
        return bad(`${field}[${i}].attackers`, 'a list of objects', u.attackers);
      }
      if (
        field === 'targets' &&
        u.points !== undefined &&
        !(typeof u.points === 'number' && Number.isFinite(u.points) && u.points >= 0)
      ) {
        return bad(`${field}[${i}].points`, 'a number from 0', u.points);
      }
    }
    return list as Json[];
  };
  const shooters = units('shooters');
  if ('error' in shooters) return shooters;
  const targets = units('targets');
  if ('error' in targets) return targets;
  const ticked = (field: 'shoot' | 'at', among: Json[]): string[] | { error: string } => {
    const names = new Set(among.map((u) => u.name));
    const list = p[field];
    if (!Array.isArray(list)) return bad(field, 'a list of names', list);
    for (const [i, n] of list.entries()) {
      if (!names.has(n)) {
        return bad(
          `${field}[${i}]`,
          `a name of the plan's ${field === 'shoot' ? 'shooters' : 'targets'}`,
          n,
        );
      }
    }
    return list as string[];
  };
  const shoot = ticked('shoot', shooters);
  if ('error' in shoot) return shoot;
  const at = ticked('at', targets);
  if ('error' in at) return at;
  const o = p.objective;
  let objective: PlanObjective;
  if (o === 'points' || o === 'points-removed') objective = o;
  else if (isObject(o) && 'destroy' in o) {
    if (!targets.some((t) => t.name === o.destroy)) {
      return bad('objective.destroy', "a name of the plan's targets", o.destroy);
    }
    objective = { destroy: o.destroy as string };
  } else if (isObject(o) && 'atLeast' in o) {
    if (!(typeof o.atLeast === 'number' && Number.isInteger(o.atLeast) && o.atLeast >= 1)) {
      return bad('objective.atLeast', 'a whole number from 1', o.atLeast);
    }
    objective = { atLeast: o.atLeast };
  } else {
    return bad('objective', '"points", "points-removed", {"destroy": name} or {"atLeast": n}', o);
  }
  const d = p.depth;
  if (!(typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= PLAN_LIMITS.depth)) {
    return bad('depth', `a whole number from 1 to ${PLAN_LIMITS.depth}`, d);
  }
  if (!PLAN_METHODS.includes(p.method as PlanMethod)) {
    return bad('method', PLAN_METHODS.map((m) => `"${m}"`).join(', '), p.method);
  }
  return {
    plan: {
      v: 1,
      base: p.base,
      shooters: shooters as unknown as PlanLink['shooters'],
      targets: targets as unknown as PlanLink['targets'],
      shoot,
      at,
      objective,
      depth: d,
      method: p.method as PlanMethod,
    },
  };
}
