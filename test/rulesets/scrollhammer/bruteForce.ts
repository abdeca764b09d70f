/**
 * Brute force for small Scrollhammer attacks, written independently of the engines: every die
 * of every shot is enumerated (shots dice, To Hit with its re-roll, To Wound with its re-roll,
 * the save, Feel No Pain, the D3 of Multiple Wounds; Backfire's save and Feel No Pain, the
 * Absorb dice; a blast marker's Scatter die, its re-roll and the 2D6), and models slain are
 * found by trying every assignment of the unsaved wounds to models. Exponential: for a
 * handful of shots only.
 *
 * Blast markers: the direction of a scatter is continuous, so the brute force only takes
 * formations where the models under the marker do not depend on it (one model, or models
 * stacked on one spot, or far out of reach): it checks that in four directions and refuses
 * anything else. The models under the marker are counted here from the positions, with the
 * rulebook's test (the base overlaps the marker), not with the library's geometry.
 */
import type { D6Test } from '../../../src/rules/d6Test.js';
import type { AttackerPlan, AttackPlan } from '../../../src/rulesets/scrollhammer/compile.js';

/** The faces of one test: [final face, passed, probability]. */
function faces(t: D6Test): [number, boolean, number][] {
  const out: [number, boolean, number][] = [];
  for (let a = 1; a <= 6; a++) {
    const again =
      t.reroll === 'ones' ? a === 1 : t.reroll === 'failed' ? a === 1 || a < t.need : false;
    if (!again) out.push([a, a !== 1 && a >= t.need, 1 / 6]);
    else for (let b = 1; b <= 6; b++) out.push([b, b !== 1 && b >= t.rerollNeed, 1 / 36]);
  }
  return out;
}

/** One unsaved wound: its target group and damage (Infinity: slain outright). */
interface Hurt {
  group: number;
  damage: number;
}

interface Tally {
  hits: number;
  wounds: number;
  unsaved: number;
  hurts: Hurt[];
  pos: number;
  selfWounds: number;
  restored: number;
  power: number;
  /** The current attacking model has restored its wound (Absorb Health). */
  absorbed: boolean;
}

/** The models under a marker centred d inches from the aimed model, in every direction. */
function underAt(at: AttackerPlan, d: number): number {
  const b = at.blast!;
  const f = b.formation;
  const ax = b.point?.x ?? f.x[b.aim]!;
  const ay = b.point?.y ?? f.y[b.aim]!;
  const count = (cx: number, cy: number) => {
    let n = 0;
    for (let i = 0; i < f.models; i++) {
      const reach = b.diameter / 2 + f.radius[i]!;
      if (Math.hypot(f.x[i]! - cx, f.y[i]! - cy) < reach - 1e-11) n++;
    }
    return n;
  };
  const counts = [0, 1, 2, 3].map((q) => {
    const a = (q * Math.PI) / 2 + 0.3;
    return count(ax + d * Math.cos(a), ay + d * Math.sin(a));
  });
  if (counts.some((c) => c !== counts[0])) {
    throw new Error(`brute force: the models under the marker depend on the direction (d = ${d})`);
  }
  return counts[0]!;
}

/**
 * The models under one marker with their probabilities: Scatter die, 2D6, and with a re-roll
 * all of them again when the marker covers fewer models than a fresh roll is expected to
 * ("Blast Weapons and Rerolls": the firer may re-roll; he does when it pays).
 */
function markerOutcomes(at: AttackerPlan): [number, number][] {
  const b = at.blast!;
  if (b.cluster) throw new Error('brute force: Multiple Barrages are not enumerated');
  if (b.autohit) return [[underAt(at, 0), 1]];
  const once: [number, number][] = [];
  for (let s = 1; s <= 6; s++) {
    if (s <= 2)
      once.push([underAt(at, 0), 1 / 6]); // Hit!
    else {
      for (let x = 1; x <= 6; x++) {
        for (let y = 1; y <= 6; y++) {
          once.push([underAt(at, Math.max(0, x + y - b.subtract)), 1 / 216]);
        }
      }
    }
  }
  if (!b.reroll) return once;
  const expected = once.reduce((m, [k, p]) => m + k * p, 0);
  const out: [number, number][] = [];
  for (const [k, p] of once) {
    if (expected > k + 1e-9) for (const [k2, p2] of once) out.push([k2, p * p2]);
    else out.push([k, p]);
  }
  return out;
}

/** A Backfire wound's saves: the tally with the wound if it goes unsaved. */
function backfireOutcomes(at: AttackerPlan, t: Tally, p: number): [Tally, number][] {
  const b = at.backfire!;
  const out: [Tally, number][] = [];
  for (const [, saved, ps] of faces(b.save)) {
    if (saved) {
      out.push([t, p * ps]);
      continue;
    }
    if (!b.feelNoPain) {
      out.push([{ ...t, selfWounds: t.selfWounds + 1 }, p * ps]);
      continue;
    }
    for (const [, discounted, pf] of faces(b.feelNoPain)) {
      out.push([discounted ? t : { ...t, selfWounds: t.selfWounds + 1 }, p * ps * pf]);
    }
  }
  return out;
}

/** Every outcome of one hit from attacker a (To Wound onwards), given the tally so far. */
function hitOutcomes(plan: AttackPlan, a: number, t0: Tally): [Tally, number][] {
  const at = plan.attackers[a]!;
  const period = plan.groups.length === 1 ? 1 : plan.groups.reduce((n, g) => n + g.models, 0);
  const groupAt = (pos: number) => {
    let left = pos;
    for (let g = 0; g < plan.groups.length; g++) {
      if (left < plan.groups[g]!.models) return g;
      left -= plan.groups[g]!.models;
    }
    return 0;
  };
  // Absorb Magicka: a die for each hit.
  const starts: [Tally, number][] = [];
  if (at.absorbMagicka) {
    for (const [, gained, pm] of faces(at.absorbMagicka.test)) {
      starts.push([
        { ...t0, hits: t0.hits + 1, power: t0.power + (gained ? at.absorbMagicka.dice : 0) },
        pm,
      ]);
    }
  } else starts.push([{ ...t0, hits: t0.hits + 1 }, 1]);
  const out: [Tally, number][] = [];
  for (const [t, ph] of starts) {
    for (const [wf, wounded, pw] of faces(at.wound)) {
      if (!wounded) {
        out.push([t, ph * pw]);
        continue;
      }
      // Absorb Health: a die for each wound caused, until the model has restored one.
      const absorbs: [boolean, number][] =
        at.absorbHealth && !t.absorbed
          ? faces(at.absorbHealth).map(([, ok, pa]) => [ok, pa] as [boolean, number])
          : [[t.absorbed, 1]];
      for (const [absorbed, pa] of absorbs) {
        const g = period === 1 ? 0 : groupAt(t.pos % period);
        const next = { ...t, wounds: t.wounds + 1, pos: t.pos + 1, absorbed };
        const wp = at.against[g]!;
        for (const [, saved, ps] of faces(wp.save)) {
          const p = ph * pw * pa * ps;
          if (saved) {
            out.push([next, p]);
            continue;
          }
          const hurt = (damage: number, q: number) =>
            out.push([
              { ...next, unsaved: next.unsaved + 1, hurts: [...next.hurts, { group: g, damage }] },
              q,
            ]);
          if (wp.instantDeath) hurt(Number.POSITIVE_INFINITY, p);
          else if (wf >= at.criticalOn)
            for (let d6 = 1; d6 <= 6; d6++) hurt(Math.ceil(d6 / 2), p / 6);
          else if (wp.feelNoPain) {
            for (const [, discounted, pf] of faces(wp.feelNoPain)) {
              if (discounted) out.push([next, p * pf]);
              else hurt(1, p * pf);
            }
          } else hurt(1, p);
        }
      }
    }
  }
  return out;
}

/** Every outcome of one shot (or marker) from attacker a, given the tally so far. */
function shotOutcomes(plan: AttackPlan, a: number, t: Tally): [Tally, number][] {
  const at = plan.attackers[a]!;
  // How many hits the shot makes, after Backfire's wound if any.
  let hitCounts: [Tally, number, number][] = [];
  if (at.blast) {
    const before: [Tally, number][] =
      at.backfire === null ? [[t, 1]] : [[t, 5 / 6], ...backfireOutcomes(at, t, 1 / 6)]; // the separate die's 1
    for (const [tb, pb] of before) {
      for (const [h, pm] of markerOutcomes(at)) hitCounts.push([tb, h, pb * pm]);
    }
  } else if (at.hit === 'auto') hitCounts = [[t, 1, 1]];
  else {
    for (const [face, hit, ph] of faces(at.hit)) {
      if (face === 1 && at.backfire) {
        for (const [tb, pb] of backfireOutcomes(at, t, ph)) hitCounts.push([tb, 0, pb]);
      } else hitCounts.push([t, hit ? 1 : 0, ph]);
    }
  }
  const out: [Tally, number][] = [];
  for (const [tc, h, p] of hitCounts) {
    let states: [Tally, number][] = [[tc, p]];
    for (let k = 0; k < h; k++) {
      states = merge(
        states.flatMap(([ts, ps]) =>
          hitOutcomes(plan, a, ts).map(([to, po]) => [to, ps * po] as [Tally, number]),
        ),
      );
    }
    out.push(...states);
  }
  return out;
}

/** Every value of a dice expression with its probability. */
function diceValues(e: { count: number; sides: number; modifier: number }): [number, number][] {
  let dist = new Map<number, number>([[e.modifier, 1]]);
  for (let i = 0; i < e.count; i++) {
    const next = new Map<number, number>();
    for (const [v, p] of dist) {
      for (let f = 1; f <= e.sides; f++) next.set(v + f, (next.get(v + f) ?? 0) + p / e.sides);
    }
    dist = next;
  }
  return [...dist];
}

/**
 * Every assignment of the wounds of one Wounds class to `models` models (exhaustive), the
 * best [slain, lost] by `better`. The owner chooses the order, so an assignment is possible
 * when each model's damage before its largest wound is below its Wounds; a wound may go
 * unassigned only when every model is slain (the wound pool is then empty).
 */
function bestAssignment(
  damages: number[],
  models: number,
  wounds: number,
  better: (a: [number, number], b: [number, number]) => boolean,
): [number, number] {
  const groups: number[][] = Array.from({ length: models }, () => []);
  let best: [number, number] | null = null;
  const go = (i: number, dropped: boolean) => {
    if (i === damages.length) {
      let slain = 0;
      let lost = 0;
      for (const g of groups) {
        const sum = g.reduce((a, b) => a + b, 0);
        if (g.length > 0 && sum - Math.max(...g) >= wounds) return;
        if (sum >= wounds) slain++;
        lost += Math.min(sum, wounds);
      }
      if (dropped && slain < models) return;
      if (best === null || better([slain, lost], best)) best = [slain, lost];
      return;
    }
    for (let m = 0; m < models; m++) {
      groups[m]!.push(damages[i]!);
      go(i + 1, dropped);
      groups[m]!.pop();
      if (groups[m]!.length === 0) break; // unwounded models are interchangeable
    }
    go(i + 1, true);
  };
  go(0, false);
  return best!;
}

/** Most models slain by any assignment, then the fewest wounds lost among those. */
const bestSlain = (damages: number[], models: number, wounds: number) =>
  bestAssignment(damages, models, wounds, (a, b) => a[0] > b[0] || (a[0] === b[0] && a[1] < b[1]));

/**
 * Characters ("Assign Unsaved Wounds": the stacking obligation binds models "that are not
 * characters"): the fewest characters any assignment can slay, then the fewest wounds lost.
 */
const fewestSlain = (damages: number[], models: number, wounds: number) =>
  bestAssignment(damages, models, wounds, (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));

/** Wounds applied in order, each to the model already wounded, excess lost: [slain, lost]. */
function sequentialSlain(damages: number[], models: number, wounds: number): [number, number] {
  let slain = 0;
  let current = 0;
  for (const d of damages) {
    if (slain === models) break;
    current += d;
    if (current >= wounds) {
      slain++;
      current = 0;
    }
  }
  return [slain, slain * wounds + current];
}

/**
 * One Wounds class with characters. `sequential`: in the order rolled ({@link inOrder}).
 * `rules`: the owner "chooses the order in which the wounds are assigned" (000, "Assign
 * Unsaved Wounds"): every order of the wounds is tried, each taken as {@link inOrder} takes
 * the order rolled, and the owner's best kept (fewest slain, then fewest wounds lost).
 */
export function withCharactersSlain(...args: Parameters<typeof inOrder>): [number, number] {
  const [damages, others, characters, wounds, policy] = args;
  if (policy === 'sequential' || others === 0) return inOrder(...args);
  let best: [number, number] | null = null;
  for (const order of permutations(damages)) {
    const r = inOrder(order, others, characters, wounds, policy);
    if (best === null || r[0] < best[0] || (r[0] === best[0] && r[1] < best[1])) best = r;
  }
  return best!;
}

/** Every order of a list (repeats included: the lists here are a handful of wounds). */
export function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) =>
    permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * One Wounds class with characters, the wounds in a given order: the other models take them
 * until the wounds so far slay them all (under the policy); the wounds after that go to the
 * characters, who lose as few models as possible.
 */
export function inOrder(
  damages: number[],
  others: number,
  characters: number,
  wounds: number,
  policy: 'rules' | 'sequential',
): [number, number] {
  const slay = (ds: number[]) =>
    policy === 'rules' ? bestSlain(ds, others, wounds) : sequentialSlain(ds, others, wounds);
  let cut = 0;
  if (others > 0) {
    cut = damages.length + 1;
    for (let i = 1; i <= damages.length; i++) {
      if (slay(damages.slice(0, i))[0] === others) {
        cut = i;
        break;
      }
    }
  }
  if (cut > damages.length) return others > 0 ? slay(damages) : [0, 0];
  const [s1, l1] = others > 0 ? slay(damages.slice(0, cut)) : [0, 0];
  const rest = damages.slice(cut);
  const [s2, l2] =
    policy === 'rules'
      ? fewestSlain(rest, characters, wounds)
      : spreadInOrder(rest, characters, wounds);
  return [s1 + s2, l1 + l2];
}

/**
 * `sequential`: each wound in the order rolled goes on the most wounded character it does not
 * slay, else on the most wounded (who is slain): [slain, lost].
 */
function spreadInOrder(damages: number[], characters: number, wounds: number): [number, number] {
  const standing = new Array<number>(characters).fill(0);
  let slain = 0;
  for (const d of damages) {
    if (standing.length === 0) break;
    let pick = -1;
    for (let i = 0; i < standing.length; i++) {
      const fits = d < wounds && standing[i]! + d < wounds;
      if (fits && (pick < 0 || standing[i]! > standing[pick]!)) pick = i;
    }
    if (pick >= 0) standing[pick]! += d;
    else {
      standing.splice(standing.indexOf(Math.max(...standing)), 1);
      slain++;
    }
  }
  return [slain, slain * wounds + standing.reduce((a, b) => a + b, 0)];
}

/** Identical tallies (the same wounds in the same order) merged: exact, and keeps it small. */
function merge(states: [Tally, number][]): [Tally, number][] {
  const byKey = new Map<string, [Tally, number]>();
  for (const [t, p] of states) {
    const key = `${t.hits},${t.wounds},${t.unsaved},${t.pos},${t.selfWounds},${t.restored},${t.power},${t.absorbed},${t.hurts.map((h) => `${h.group}:${h.damage}`).join(';')}`;
    const known = byKey.get(key);
    if (known) known[1] += p;
    else byKey.set(key, [t, p]);
  }
  return [...byKey.values()];
}

export interface BruteResult {
  hits: Map<number, number>;
  wounds: Map<number, number>;
  unsaved: Map<number, number>;
  slain: Map<number, number>;
  woundsLost: Map<number, number>;
  selfWounds: Map<number, number>;
  woundsRestored: Map<number, number>;
  powerDice: Map<number, number>;
}

/** The exact distributions of a small attack, by enumerating every die. */
export function bruteForce(plan: AttackPlan): BruteResult {
  const empty: Tally = {
    hits: 0,
    wounds: 0,
    unsaved: 0,
    hurts: [],
    pos: 0,
    selfWounds: 0,
    restored: 0,
    power: 0,
    absorbed: false,
  };
  let states: [Tally, number][] = [[empty, 1]];
  plan.attackers.forEach((at, a) => {
    // Model by model: Absorb Health restores at most one wound per model.
    for (let m = 0; m < at.models; m++) {
      const next: [Tally, number][] = [];
      for (const [t, p] of states) {
        for (const [shots, q] of diceValues(at.shots)) {
          let inner: [Tally, number][] = [[t, p * q]];
          for (let s = 0; s < shots; s++) {
            inner = merge(
              inner.flatMap(([ti, pi]) =>
                shotOutcomes(plan, a, ti).map(([to, po]) => [to, pi * po] as [Tally, number]),
              ),
            );
          }
          for (const [ti, pi] of inner) {
            next.push([
              { ...ti, restored: ti.restored + (ti.absorbed ? 1 : 0), absorbed: false },
              pi,
            ]);
          }
        }
      }
      states = merge(next);
    }
  });
  const res: BruteResult = {
    hits: new Map(),
    wounds: new Map(),
    unsaved: new Map(),
    slain: new Map(),
    woundsLost: new Map(),
    selfWounds: new Map(),
    woundsRestored: new Map(),
    powerDice: new Map(),
  };
  const add = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);
  const classes = [...new Set(plan.groups.map((g) => g.wounds))];
  for (const [t, p] of states) {
    add(res.hits, t.hits, p);
    add(res.wounds, t.wounds, p);
    add(res.unsaved, t.unsaved, p);
    add(res.selfWounds, t.selfWounds, p);
    add(res.woundsRestored, t.restored, p);
    add(res.powerDice, t.power, p);
    let slain = 0;
    let lost = 0;
    for (const w of classes) {
      const inClass = plan.groups.filter((g) => g.wounds === w);
      const models = inClass.filter((g) => !g.character).reduce((n, g) => n + g.models, 0);
      const characters = inClass.filter((g) => g.character).reduce((n, g) => n + g.models, 0);
      const damages = t.hurts
        .filter((h) => plan.groups[h.group]!.wounds === w)
        .map((h) => Math.min(h.damage, w));
      const [s, l] =
        characters > 0
          ? withCharactersSlain(damages, models, characters, w, plan.allocation)
          : plan.allocation === 'rules'
            ? bestSlain(damages, models, w)
            : sequentialSlain(damages, models, w);
      slain += s;
      lost += l;
    }
    add(res.slain, slain, p);
    add(res.woundsLost, lost, p);
  }
  return res;
}
