/**
 * Brute force for small Scrollhammer attacks, written independently of the engines: every die
 * of every shot is enumerated (shots dice, To Hit with its re-roll, To Wound with its re-roll,
 * the save, Feel No Pain, the D3 of Multiple Wounds), and models slain are found by trying
 * every assignment of the unsaved wounds to models. Exponential: for a handful of shots only.
 */
import type { D6Test } from '../../../src/rules/d6Test.js';
import type { AttackPlan } from '../../../src/rulesets/scrollhammer/compile.js';

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
}

/** Every outcome of one shot from attacker a, given the tally so far. */
function shotOutcomes(plan: AttackPlan, a: number, t: Tally): [Tally, number][] {
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
  const out: [Tally, number][] = [];
  const hitFaces: [number, boolean, number][] = at.hit === 'auto' ? [[6, true, 1]] : faces(at.hit);
  for (const [, hit, ph] of hitFaces) {
    if (!hit) {
      out.push([t, ph]);
      continue;
    }
    for (const [wf, wounded, pw] of faces(at.wound)) {
      if (!wounded) {
        out.push([{ ...t, hits: t.hits + 1 }, ph * pw]);
        continue;
      }
      const g = period === 1 ? 0 : groupAt(t.pos % period);
      const next = { ...t, hits: t.hits + 1, wounds: t.wounds + 1, pos: t.pos + 1 };
      const wp = at.against[g]!;
      for (const [, saved, ps] of faces(wp.save)) {
        const p = ph * pw * ps;
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
 * Most models slain by any assignment of the wounds of one Wounds class (exhaustive), then
 * the fewest wounds lost among those. The owner chooses the order, so an assignment is
 * possible when each model's damage before its largest wound is below its Wounds; a wound may
 * go unassigned only when every model is slain (the wound pool is then empty).
 */
function bestSlain(damages: number[], models: number, wounds: number): [number, number] {
  const groups: number[][] = Array.from({ length: models }, () => []);
  let best: [number, number] = [-1, 0];
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
      if (slain > best[0] || (slain === best[0] && lost < best[1])) best = [slain, lost];
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
  return best;
}

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

/** Identical tallies (the same wounds in the same order) merged: exact, and keeps it small. */
function merge(states: [Tally, number][]): [Tally, number][] {
  const byKey = new Map<string, [Tally, number]>();
  for (const [t, p] of states) {
    const key = `${t.hits},${t.wounds},${t.unsaved},${t.pos},${t.hurts.map((h) => `${h.group}:${h.damage}`).join(';')}`;
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
}

/** The exact distributions of a small attack, by enumerating every die. */
export function bruteForce(plan: AttackPlan): BruteResult {
  let states: [Tally, number][] = [[{ hits: 0, wounds: 0, unsaved: 0, hurts: [], pos: 0 }, 1]];
  plan.attackers.forEach((at, a) => {
    const next: [Tally, number][] = [];
    for (const [t, p] of states) {
      // all models' shots: enumerate the total number of shots
      let shotsDist = new Map<number, number>([[0, 1]]);
      for (let m = 0; m < at.models; m++) {
        const n = new Map<number, number>();
        for (const [v, q] of shotsDist)
          for (const [s, r] of diceValues(at.shots)) n.set(v + s, (n.get(v + s) ?? 0) + q * r);
        shotsDist = n;
      }
      for (const [shots, q] of shotsDist) {
        let inner: [Tally, number][] = [[t, p * q]];
        for (let s = 0; s < shots; s++) {
          inner = merge(
            inner.flatMap(([ti, pi]) =>
              shotOutcomes(plan, a, ti).map(([to, po]) => [to, pi * po] as [Tally, number]),
            ),
          );
        }
        for (const x of inner) next.push(x);
      }
    }
    states = merge(next);
  });
  const res: BruteResult = {
    hits: new Map(),
    wounds: new Map(),
    unsaved: new Map(),
    slain: new Map(),
    woundsLost: new Map(),
  };
  const add = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);
  const classes = [...new Set(plan.groups.map((g) => g.wounds))];
  for (const [t, p] of states) {
    add(res.hits, t.hits, p);
    add(res.wounds, t.wounds, p);
    add(res.unsaved, t.unsaved, p);
    let slain = 0;
    let lost = 0;
    for (const w of classes) {
      const models = plan.groups.filter((g) => g.wounds === w).reduce((n, g) => n + g.models, 0);
      const damages = t.hurts
        .filter((h) => plan.groups[h.group]!.wounds === w)
        .map((h) => Math.min(h.damage, w));
      const [s, l] =
        plan.allocation === 'rules'
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
