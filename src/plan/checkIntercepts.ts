/**
 * The check of the intercept fields of a {@link GeneralPlan} (`bystanders`, and a profile's
 * `intercepts`, `stray` and `furtherWound`), called by `checkPlan` after the rest of the plan
 * is checked: each field's shape, then, for a plan that uses them, that it asks nothing the
 * intercept engines do not do (critical effects, saves, damage other than 1, several target
 * groups, blast markers, self wounds, restore, gain, characters, slaying outright). Every error is an {@link InputError} naming the field's path in the plan.
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import type { GeneralPlan } from './plan.js';

type Fields = Record<string, unknown>;

function fail(path: string, message: string, value: unknown): never {
  throw new InputError(`general plan: ${path} ${message}, got ${show(value)}`, path, value);
}

function fields(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, 'must be an object', value);
  }
  return value as Fields;
}

function test(value: unknown, path: string): void {
  const t = fields(value, path);
  for (const key of ['need', 'rerollNeed'] as const) {
    const x = t[key];
    if (!(typeof x === 'number' && Number.isInteger(x) && x >= 2 && x <= 7)) {
      fail(`${path}.${key}`, 'must be a whole number 2..7 (7: cannot pass)', x);
    }
  }
  if (!['none', 'ones', 'failed'].includes(t.reroll as string)) {
    fail(`${path}.reroll`, 'must be "none", "ones" or "failed"', t.reroll);
  }
}

function successive(value: unknown, path: string): void {
  const t = fields(value, path);
  test(t.first, `${path}.first`);
  if (t.further !== null) test(t.further, `${path}.further`);
}

function bystanderIndex(value: unknown, path: string, count: number): number {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count)) {
    const list = count === 0 ? 'the plan lists no bystanders' : `0..${count - 1}`;
    fail(path, `must be the index of a bystander (${list})`, value);
  }
  return value;
}

/**
 * Whether a plan is one for the intercept engines: it lists `bystanders` (even none), or a
 * profile has intercepts, a stray test or a further wound die.
 *
 * @example
 * ```ts
 * usesIntercepts({ ...plan, bystanders: [] }); // true
 * usesIntercepts(plan);                        // false for a plan without those fields
 * ```
 */
export function usesIntercepts(plan: GeneralPlan): boolean {
  // Read before the plan is checked: anything not an object or a list reads as absent.
  const p = plan as unknown as Fields | null;
  if (typeof p !== 'object' || p === null) return false;
  if (p.bystanders !== undefined) return true;
  if (!Array.isArray(p.profiles)) return false;
  return p.profiles.some((value: unknown) => {
    if (typeof value !== 'object' || value === null) return false;
    const a = value as Fields;
    return (
      (Array.isArray(a.intercepts) && a.intercepts.length > 0) ||
      (a.stray ?? null) !== null ||
      (a.furtherWound ?? null) !== null
    );
  });
}

/**
 * Throw an {@link InputError} naming the first intercept field of `plan` that is not what
 * the plan's types say, or that asks the intercept engines for something they do not do.
 * `checkPlan` calls it after checking the rest of the plan.
 *
 * @example
 * ```ts
 * checkIntercepts({ ...plan, bystanders: [{ wounds: 0 }] }); // throws: bystanders[0].wounds ...
 * ```
 */
export function checkIntercepts(plan: GeneralPlan): void {
  const p = plan as unknown as Fields;
  let count = 0;
  if (p.bystanders !== undefined) {
    if (!Array.isArray(p.bystanders)) {
      fail('bystanders', 'must be a list of { wounds, name? }', p.bystanders);
    }
    count = p.bystanders.length;
    (p.bystanders as unknown[]).forEach((b, i) => {
      const o = fields(b, `bystanders[${i}]`);
      const w = o.wounds;
      if (!(typeof w === 'number' && Number.isSafeInteger(w) && w >= 1)) {
        fail(`bystanders[${i}].wounds`, 'must be a whole number >= 1', w);
      }
      if (o.name !== undefined && typeof o.name !== 'string') {
        fail(`bystanders[${i}].name`, 'must be a string', o.name);
      }
    });
  }
  let strayStrikes: number | null = null;
  const strays: { b: number; at: string }[] = [];
  const intercepted = new Set<number>();
  plan.profiles.forEach((profile, i) => {
    const a = profile as unknown as Fields;
    const path = `profiles[${i}]`;
    if (a.intercepts !== undefined) {
      if (!Array.isArray(a.intercepts)) {
        fail(`${path}.intercepts`, 'must be a list of { test, strikes, wound }', a.intercepts);
      }
      (a.intercepts as unknown[]).forEach((x, j) => {
        const at = `${path}.intercepts[${j}]`;
        const o = fields(x, at);
        test(o.test, `${at}.test`);
        if (o.strikes === null) {
          if (o.wound !== null) fail(`${at}.wound`, 'must be null when strikes is null', o.wound);
          return;
        }
        intercepted.add(bystanderIndex(o.strikes, `${at}.strikes`, count));
        successive(o.wound, `${at}.wound`);
      });
    }
    if (a.stray !== undefined && a.stray !== null) {
      const at = `${path}.stray`;
      const o = fields(a.stray, at);
      test(o.test, `${at}.test`);
      const b = bystanderIndex(o.strikes, `${at}.strikes`, count);
      strayStrikes ??= b;
      if (b !== strayStrikes) {
        fail(`${at}.strikes`, `must be ${strayStrikes}, the bystander every stray strikes`, b);
      }
      strays.push({ b, at: `${at}.strikes` });
      successive(o.wound, `${at}.wound`);
    }
    if (a.furtherWound !== undefined && a.furtherWound !== null) {
      test(a.furtherWound, `${path}.furtherWound`);
    }
  });
  // One bystander takes the strays, and no intercept strikes it: its wounds are then a count
  // of its own, and the bystanders struck by intercepts a joint chain of their own.
  for (const { b, at } of strays) {
    if (intercepted.has(b)) {
      fail(at, 'must not be a bystander an intercept strikes too', b);
    }
  }
  if (usesIntercepts(plan)) checkEngineTakes(plan);
}

/** What the intercept engines do not do: refused, naming the field. */
function checkEngineTakes(plan: GeneralPlan): void {
  if (plan.groups.length !== 1) {
    fail('groups', 'must be one group for a plan with intercepts or bystanders', plan.groups);
  }
  if (plan.groups[0]!.character === true) {
    fail('groups[0].character', 'must be false or absent in a plan with intercepts', true);
  }
  plan.profiles.forEach((a, i) => {
    const path = `profiles[${i}]`;
    const never = (at: string, value: unknown, what: string) =>
      fail(at, `must be ${what} in a plan with intercepts or bystanders`, value);
    const hit = a.hit;
    if (hit !== 'auto' && 'marker' in hit) never(`${path}.hit`, hit, 'a hit roll or "auto"');
    if (hit !== 'auto' && !('marker' in hit)) {
      if (hit.criticalOn !== 7) never(`${path}.hit.criticalOn`, hit.criticalOn, '7 (never)');
      if (hit.reroll === 'non-critical') {
        never(`${path}.hit.reroll`, hit.reroll, '"none", "ones" or "failed"');
      }
    }
    for (const key of ['selfWounds', 'restore', 'gain', 'mortalsBefore'] as const) {
      if ((a[key] ?? null) !== null) never(`${path}.${key}`, a[key], 'null or absent');
    }
    if (a.wound.criticalOn !== 7) never(`${path}.wound.criticalOn`, a.wound.criticalOn, '7');
    if (a.wound.reroll === 'non-critical') {
      never(`${path}.wound.reroll`, a.wound.reroll, '"none", "ones" or "failed"');
    }
    const ch = a.onCriticalHit;
    if (ch.extraHits !== null) never(`${path}.onCriticalHit.extraHits`, ch.extraHits, 'null');
    if (ch.autoWound) never(`${path}.onCriticalHit.autoWound`, ch.autoWound, 'false');
    if ((ch.mortalWounds ?? null) !== null) {
      never(`${path}.onCriticalHit.mortalWounds`, ch.mortalWounds, 'null');
    }
    const cw = a.onCriticalWound;
    if (cw.noSave) never(`${path}.onCriticalWound.noSave`, cw.noSave, 'false');
    if (cw.mortal !== null) never(`${path}.onCriticalWound.mortal`, cw.mortal, 'null');
    if (cw.damage !== null) never(`${path}.onCriticalWound.damage`, cw.damage, 'null');
    if (cw.resolvedLast) never(`${path}.onCriticalWound.resolvedLast`, cw.resolvedLast, 'false');
    if (cw.ignoresFeelNoPain === true) {
      never(`${path}.onCriticalWound.ignoresFeelNoPain`, true, 'false or absent');
    }
    const d = a.damage;
    if (!(d.dice.count === 0 && d.dice.modifier === 1)) {
      never(`${path}.damage.dice`, d.dice, 'the fixed number 1');
    }
    if (d.add !== 0) never(`${path}.damage.add`, d.add, '0');
    if (d.slay) never(`${path}.damage.slay`, d.slay, 'false');
    const g = a.against[0]!;
    const at = `${path}.against[0]`;
    if (!(g.save.need === 7 && g.save.reroll === 'none')) {
      never(`${at}.save`, g.save, 'no save (need 7, no re-roll)');
    }
    if (g.feelNoPain !== null) never(`${at}.feelNoPain`, g.feelNoPain, 'null');
    if (g.damageReduction !== undefined) {
      never(`${at}.damageReduction`, g.damageReduction, 'absent');
    }
    if (g.slay === true) never(`${at}.slay`, g.slay, 'false or absent');
  });
}
