/**
 * A brute-force enumerator of the general attack plan over every die, written from the step
 * list of `docs/attack-plan.md` and not from the engines: each attack (and each waiting event)
 * is played with every sequence of dice, each sequence weighted by its chance, and identical
 * states of the world are merged between attacks. Only for tiny plans.
 */
import { expect } from 'vitest';
import type { DiceExpression } from '../../src/dice/index.js';
import type { Dist } from '../../src/dist/index.js';
import type { AttackProfile, CriticalTest, DamageStep, GeneralPlan } from '../../src/plan/plan.js';
import type { D6Test } from '../../src/rules/d6Test.js';

/**
 * Asserts every result of an engine equals an enumeration's law, to 1e-12; a result the
 * engine does not report must never be anything but 0.
 */
export function expectEnumerated(
  results: object,
  enumerated: Record<string, Map<number, number>>,
): void {
  for (const [key, values] of Object.entries(enumerated)) {
    const d = (results as Record<string, Dist | undefined>)[key];
    if (d === undefined) {
      expect([...values.keys()], key).toEqual([0]);
      continue;
    }
    const top = Math.max(d.max, ...values.keys());
    for (let k = 0; k <= top; k++) {
      expect(Math.abs(d.at(k) - (values.get(k) ?? 0)), `${key}[${k}]`).toBeLessThan(1e-12);
    }
  }
}

interface World {
  hits: number;
  wounds: number;
  unsaved: number;
  criticalHits: number;
  criticalWounds: number;
  damage: number;
  damageAfterFnp: number;
  mortalWounds: number;
  pos: number;
  /** Per Wounds class: sequential [slain, damage on the wounded model]; rules: sizes received. */
  classes: number[][];
  waitingEvents: number;
  waitingPoints: number;
  selfWounds: number;
  woundsRestored: number;
  gained: number;
  /** The current model has restored a wound (`restore`); attacks of the profile so far. */
  restoring: number;
  attackNo: number;
  /**
   * `groupOrder: 'listed'`: each model's wounds left (in the order of the groups), whether it
   * was allocated an attack, and the group of the model slain last (-1 while any stands).
   */
  left: number[];
  touched: number[];
  last: number;
}

export type Roll = (sides: number) => number;
type Weighted = Map<string, { world: World; p: number }>;

class NeedDie {
  constructor(readonly sides: number) {}
}

/** Every outcome of `run` over every sequence of dice it asks for, with its chance. */
export function enumerate<W>(run: (roll: Roll) => W): { world: W; p: number }[] {
  const out: { world: W; p: number }[] = [];
  const stack: number[][] = [[]];
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    let i = 0;
    let p = 1;
    try {
      const world = run((sides) => {
        if (i < prefix.length) {
          p /= sides;
          return prefix[i++]!;
        }
        throw new NeedDie(sides);
      });
      out.push({ world, p });
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      for (let f = 1; f <= e.sides; f++) stack.push([...prefix, f]);
    }
  }
  return out;
}

function add(into: Weighted, world: World, p: number) {
  const key = JSON.stringify(world);
  const had = into.get(key);
  if (had) had.p += p;
  else into.set(key, { world, p });
}

/** A damage roll: its dice, rolled again once when the total is below `reroll.below`. */
function damageRoll(step: DamageStep, roll: Roll): number {
  const first = rollDice(step.dice, roll);
  return step.reroll && first < step.reroll.below ? rollDice(step.dice, roll) : first;
}

function rollDice(e: DiceExpression, roll: Roll): number {
  let total = e.modifier;
  for (let i = 0; i < e.count; i++) total += roll(e.sides);
  return total;
}

/** A D6 test: true if passed. need 7 and no re-roll can never pass: no die is needed. */
function test(t: D6Test, roll: Roll): boolean {
  if (t.need >= 7 && t.reroll === 'none') return false;
  const ok = (need: number, face: number) => face !== 1 && face >= need;
  const face = roll(6);
  const again =
    t.reroll === 'ones' ? face === 1 : t.reroll === 'failed' ? !ok(t.need, face) : false;
  if (again) return ok(t.rerollNeed, roll(6));
  return ok(t.need, face);
}

/** A critical test: 0 fail, 1 pass, 2 critical. */
function critical(t: CriticalTest, roll: Roll): number {
  return criticalRoll(t, roll)[0];
}

/** A critical test's result and the face of its last die. */
function criticalRoll(t: CriticalTest, roll: Roll): [number, number] {
  const result = (need: number, face: number) =>
    face !== 1 && face >= t.criticalOn ? 2 : face !== 1 && face >= need ? 1 : 0;
  const face = roll(6);
  const first = result(t.need, face);
  const again =
    t.reroll === 'ones'
      ? face === 1
      : t.reroll === 'failed'
        ? first === 0
        : t.reroll === 'non-critical'
          ? first !== 2
          : false;
  if (!again) return [first, face];
  const second = roll(6);
  return [result(t.rerollNeed, second), second];
}

function modified(v: number, add: number, halve: boolean, reduce: number): number {
  let x = v + add;
  if (halve) x = Math.ceil(x / 2);
  if (reduce > 0 && x > 0) x = Math.max(1, x - reduce);
  return x;
}

export function bruteForce(plan: GeneralPlan): Record<string, Map<number, number>> {
  const groups = plan.groups;
  const period = groups.length === 1 ? 1 : groups.reduce((n, g) => n + g.models, 0);
  const groupAt: number[] = [];
  groups.forEach((g, i) => {
    for (let k = 0; k < g.models; k++) groupAt.push(i);
  });
  const woundValues = [...new Set(groups.map((g) => g.wounds))];
  const classOf = groups.map((g) => woundValues.indexOf(g.wounds));
  const classModels = woundValues.map((w) =>
    groups.filter((g) => g.wounds === w).reduce((n, g) => n + g.models, 0),
  );

  const clone = (w: World): World => ({
    ...w,
    classes: w.classes.map((c) => [...c]),
    left: [...w.left],
    touched: [...w.touched],
  });
  // Listed order, read from the spec (wh40k-units.md, items 2 and 3), model by model: the
  // Precision target while it stands (for a Precision attack); a bodyguard model allocated an
  // attack, else the first bodyguard standing; then the Precision target if it was allocated
  // an attack, a character allocated an attack, else the first character standing.
  const listed = plan.groupOrder === 'listed';
  const modelGroup = groupAt;
  const isChar = (m: number) => groups[modelGroup[m]!]!.character === true;
  const precision = plan.profiles.find((a) => a.precision != null)?.precision ?? null;
  function listedModel(w: World, a: AttackProfile): number {
    const stands = (m: number) => w.left[m]! > 0;
    const all = modelGroup.map((_, m) => m).filter(stands);
    if (all.length === 0) return -1;
    const inP = all.filter((m) => modelGroup[m] === precision);
    const pick = (list: number[]) => list.find((m) => w.touched[m]) ?? list[0];
    if (a.precision != null && inP.length > 0) return pick(inP)!;
    const guards = all.filter((m) => !isChar(m));
    if (guards.length > 0) return pick(guards)!;
    const touchedP = inP.find((m) => w.touched[m]);
    if (touchedP !== undefined) return touchedP;
    return pick(all)!;
  }
  /** The group whose profile takes the next attack, and the model (-1: every model is slain). */
  function target(w: World, a: AttackProfile): [number, number] {
    if (!listed) {
      const grp = period === 1 ? 0 : groupAt[w.pos]!;
      w.pos = period === 1 ? 0 : (w.pos + 1) % period;
      return [grp, -1];
    }
    const m = listedModel(w, a);
    return m < 0 ? [w.last, -1] : [modelGroup[m]!, m];
  }
  /** Listed order: `size` wounds on model m (0: allocated, none lost), excess lost. */
  function take(w: World, m: number, size: number) {
    if (!listed || m < 0) return;
    w.touched[m] = 1;
    w.left[m] = Math.max(0, w.left[m]! - size);
    if (w.left[m] === 0 && w.left.every((x) => x === 0)) w.last = modelGroup[m]!;
  }

  /** The profile being played spills its damage over (`spill`): one point at a time. */
  let spilling = false;

  /** Damage of `size` (after Feel No Pain, 1.. or the Wounds to slay) on group g. */
  function apply(w: World, g: number, size: number) {
    if (size <= 0) return;
    if (spilling && size > 1) {
      for (let i = 0; i < size; i++) apply(w, g, 1);
      return;
    }
    const c = classOf[g]!;
    const W = woundValues[c]!;
    const s = Math.min(size, W);
    if (plan.allocation === 'rules') {
      w.classes[c]!.push(s);
      w.classes[c]!.sort((a, b) => a - b);
      return;
    }
    const st = w.classes[c]!;
    if (st[0]! >= classModels[c]!) return;
    const total = st[1]! + s;
    if (total >= W) {
      st[0]!++;
      st[1] = 0;
    } else st[1] = total;
  }

  function fnpLost(a: AttackProfile, g: number, points: number, ignores: boolean, roll: Roll) {
    const fnp = a.against[g]!.feelNoPain;
    if (fnp === null || ignores) return points;
    let lost = 0;
    for (let i = 0; i < points; i++) if (!test(fnp, roll)) lost++;
    return lost;
  }

  /** One wound (ordinary or critical, not mortal) allocated at the current position. */
  function wound(w: World, a: AttackProfile, isCritical: boolean, roll: Roll) {
    const [grp, model] = target(w, a);
    const d = a.against[grp]!;
    const cw = a.onCriticalWound;
    if (isCritical && cw.mortal !== null) {
      const step = cw.damage ?? a.damage;
      const pts = modified(damageRoll(step, roll), step.add, step.halve, step.reduce);
      w.mortalWounds += pts;
      w.unsaved++;
      w.damage += pts;
      const lost = fnpLost(a, grp, pts, cw.ignoresFeelNoPain === true, roll);
      w.damageAfterFnp += lost;
      apply(w, grp, lost);
      take(w, model, lost);
      return;
    }
    const save = isCritical ? (cw.noSave ? null : d.criticalSave) : d.save;
    if (save !== null && test(save, roll)) {
      take(w, model, 0);
      return;
    }
    w.unsaved++;
    const step: DamageStep = isCritical ? (cw.damage ?? a.damage) : a.damage;
    const W = groups[grp]!.wounds;
    if (step.slay || d.slay === true) {
      w.damage += W;
      w.damageAfterFnp += W;
      apply(w, grp, W);
      take(w, model, W);
      return;
    }
    let dmg = modified(damageRoll(step, roll), step.add, step.halve, step.reduce);
    if (d.damageReduction)
      dmg = modified(dmg, 0, d.damageReduction.halve, d.damageReduction.reduce);
    w.damage += dmg;
    const lost = fnpLost(a, grp, dmg, isCritical && cw.ignoresFeelNoPain === true, roll);
    w.damageAfterFnp += lost;
    apply(w, grp, lost);
    take(w, model, lost);
  }

  function point(w: World, a: AttackProfile, roll: Roll) {
    const [grp, model] = target(w, a);
    const lost = fnpLost(a, grp, 1, a.onCriticalWound.ignoresFeelNoPain === true, roll);
    w.damageAfterFnp += lost;
    apply(w, grp, lost);
    take(w, model, lost);
  }

  /**
   * Mortal wounds before the attacks (`mortalsBefore`): each passed test's points, one at a
   * time, each on the model an ordinary attack would go to, the group's Feel No Pain per point.
   */
  function before(w: World, a: AttackProfile, roll: Roll) {
    const b = a.mortalsBefore!;
    const ordinary = { ...a, precision: null };
    for (let r = 0; r < b.rolls; r++) {
      if (!test(b.test, roll)) continue;
      const pts = rollDice(b.mortals, roll);
      w.mortalWounds += pts;
      w.damage += pts;
      for (let k = 0; k < pts; k++) {
        const [grp, model] = target(w, ordinary);
        const lost = fnpLost(a, grp, 1, false, roll);
        w.damageAfterFnp += lost;
        apply(w, grp, lost);
        take(w, model, lost);
      }
    }
  }

  function attack(w: World, a: AttackProfile, roll: Roll) {
    if (a.hit !== 'auto' && 'marker' in a.hit)
      throw new Error('the enumeration rolls no blast marker');
    if (a.restore) {
      // Each model's attacks in turn (a fixed number each): a model restores at most once.
      const each = rollDice(a.attacks, () => {
        throw new Error('the enumeration takes restore with a fixed number of attacks');
      });
      if (w.attackNo > 0 && w.attackNo % each === 0) {
        w.woundsRestored += w.restoring;
        w.restoring = 0;
      }
      w.attackNo++;
    }
    const sw = a.selfWounds;
    const hurt = () => {
      if (test(sw!.save, roll)) return;
      if (sw!.feelNoPain && test(sw!.feelNoPain, roll)) return;
      w.selfWounds++;
    };
    if (sw?.separateDie && roll(6) === 1) hurt();
    const [h, face] = a.hit === 'auto' ? [1, 0] : criticalRoll(a.hit, roll);
    if (sw && !sw.separateDie && face === 1) hurt();
    if (h === 0) return;
    w.hits++;
    let hitsNow = 1;
    const rolls: ('auto' | 'roll')[] = [];
    if (h === 2) {
      w.criticalHits++;
      const mortal = a.onCriticalHit.mortalWounds;
      if (mortal) {
        // Mortal wounds instead of the wound roll, allocated point by point at the end.
        const pts = rollDice(mortal, roll);
        w.mortalWounds += pts;
        if (a.onCriticalHit.mortalCountsUnsaved !== false) w.unsaved++;
        w.damage += pts;
        w.waitingPoints += pts;
      } else rolls.push(a.onCriticalHit.autoWound ? 'auto' : 'roll');
      const extra = a.onCriticalHit.extraHits ? rollDice(a.onCriticalHit.extraHits, roll) : 0;
      w.hits += extra;
      hitsNow += extra;
      for (let i = 0; i < extra; i++) rolls.push('roll');
    } else rolls.push('roll');
    const gain = a.gain;
    if (gain) for (let i = 0; i < hitsNow; i++) if (test(gain.test, roll)) w.gained += gain.per;
    for (const r of rolls) {
      if (r === 'auto') {
        w.wounds++;
        wound(w, a, false, roll);
        continue;
      }
      const x = critical(a.wound, roll);
      if (x === 0) continue;
      w.wounds++;
      if (a.restore && w.restoring === 0 && test(a.restore, roll)) w.restoring = 1;
      if (x === 1) {
        wound(w, a, false, roll);
        continue;
      }
      w.criticalWounds++;
      const cw = a.onCriticalWound;
      if (cw.mortal?.spill) {
        // Mortal wounds with spill-over: counted now, allocated point by point at the end.
        const step = cw.damage ?? a.damage;
        const pts = modified(damageRoll(step, roll), step.add, step.halve, step.reduce);
        w.mortalWounds += pts;
        w.unsaved++;
        w.damage += pts;
        w.waitingPoints += pts;
      } else if (cw.resolvedLast) w.waitingEvents++;
      else wound(w, a, true, roll);
    }
  }

  let worlds: Weighted = new Map();
  add(
    worlds,
    {
      hits: 0,
      wounds: 0,
      unsaved: 0,
      criticalHits: 0,
      criticalWounds: 0,
      damage: 0,
      damageAfterFnp: 0,
      mortalWounds: 0,
      pos: 0,
      classes: woundValues.map(() => (plan.allocation === 'rules' ? [] : [0, 0])),
      waitingEvents: 0,
      waitingPoints: 0,
      selfWounds: 0,
      woundsRestored: 0,
      gained: 0,
      restoring: 0,
      attackNo: 0,
      left: listed ? modelGroup.map((g) => groups[g]!.wounds) : [],
      touched: listed ? modelGroup.map(() => 0) : [],
      last: -1,
    },
    1,
  );
  const step = (from: Weighted, play: (w: World, roll: Roll) => void): Weighted => {
    const to: Weighted = new Map();
    for (const { world, p } of from.values()) {
      for (const o of enumerate((roll) => {
        const w = clone(world);
        play(w, roll);
        return w;
      })) {
        add(to, o.world, p * o.p);
      }
    }
    return to;
  };
  for (const a of plan.profiles) {
    spilling = a.spill === true;
    if (a.mortalsBefore) worlds = step(worlds, (w, roll) => before(w, a, roll));
    // The number of attacks, rolled model by model.
    const counts = new Map<number, number>();
    for (const o of enumerate((roll) => {
      let n = 0;
      for (let m = 0; m < a.models; m++) n += rollDice(a.attacks, roll);
      return { hits: n } as World;
    })) {
      counts.set(o.world.hits, (counts.get(o.world.hits) ?? 0) + o.p);
    }
    const most = Math.max(...counts.keys());
    let after: Weighted = new Map();
    let cur = worlds;
    for (let n = 0; n <= most; n++) {
      if (n > 0) cur = step(cur, (w, roll) => attack(w, a, roll));
      const pn = counts.get(n) ?? 0;
      if (pn > 0) for (const { world, p } of cur.values()) add(after, world, p * pn);
    }
    // The last model's restored wound, and the next profile's models start afresh.
    after = step(after, (w) => {
      w.woundsRestored += w.restoring;
      w.restoring = 0;
      w.attackNo = 0;
    });
    // The waiting events, after the profile's other attacks.
    for (;;) {
      const busy = [...after.values()].some((x) => x.world.waitingEvents > 0);
      if (!busy) break;
      after = step(after, (w, roll) => {
        if (w.waitingEvents === 0) return;
        w.waitingEvents--;
        wound(w, a, true, roll);
      });
    }
    for (;;) {
      const busy = [...after.values()].some((x) => x.world.waitingPoints > 0);
      if (!busy) break;
      after = step(after, (w, roll) => {
        if (w.waitingPoints === 0) return;
        w.waitingPoints--;
        point(w, a, roll);
      });
    }
    worlds = after;
  }

  const results: Record<string, Map<number, number>> = {};
  const put = (key: string, v: number, p: number) => {
    results[key] ??= new Map();
    results[key].set(v, (results[key].get(v) ?? 0) + p);
  };
  for (const { world: w, p } of worlds.values()) {
    for (const key of [
      'hits',
      'wounds',
      'unsaved',
      'criticalHits',
      'criticalWounds',
      'damage',
      'damageAfterFnp',
      'mortalWounds',
      'selfWounds',
      'woundsRestored',
      'gained',
    ] as const) {
      put(key, w[key], p);
    }
    let slain = 0;
    let lost = 0;
    if (listed) {
      let characters = 0;
      groups.forEach((g, i) => {
        let s = 0;
        let l = 0;
        modelGroup.forEach((mg, m) => {
          if (mg !== i) return;
          if (w.left[m] === 0) s++;
          l += g.wounds - w.left[m]!;
        });
        put(`slain.${i}`, s, p);
        put(`woundsLost.${i}`, l, p);
        slain += s;
        lost += l;
        if (g.character === true) characters += s;
      });
      put('charactersSlain', characters, p);
      put('slain', slain, p);
      put('woundsLost', lost, p);
      continue;
    }
    w.classes.forEach((c, i) => {
      const W = woundValues[i]!;
      const m = classModels[i]!;
      if (plan.allocation === 'sequential') {
        slain += c[0]!;
        lost += c[0]! * W + c[1]!;
        return;
      }
      const best = bestAssignment(c, m, W);
      slain += best.slain;
      lost += best.lost;
    });
    put('slain', slain, p);
    put('woundsLost', lost, p);
  }
  return results;
}

/**
 * Every assignment of the damages to the models (a model takes no wound once slain: with its
 * largest wound last, the damage before it is below its Wounds; a wound is lost only when
 * every model is slain): the most slain, then the fewest wounds lost.
 */
function bestAssignment(sizes: number[], models: number, W: number) {
  let best = { slain: -1, lost: 0 };
  const on = new Array<number>(models).fill(0);
  const largest = new Array<number>(models).fill(0);
  let discarded = 0;
  const go = (i: number) => {
    if (i === sizes.length) {
      let slain = 0;
      let lost = 0;
      if (discarded > 0 && on.some((x) => x < W)) return;
      for (let m = 0; m < models; m++) {
        const x = on[m]!;
        if (x - largest[m]! >= W) return;
        if (x >= W) slain++;
        lost += Math.min(x, W);
      }
      if (slain > best.slain || (slain === best.slain && lost < best.lost)) best = { slain, lost };
      return;
    }
    for (let m = 0; m < models; m++) {
      const had = largest[m]!;
      on[m]! += sizes[i]!;
      largest[m] = Math.max(had, sizes[i]!);
      go(i + 1);
      on[m]! -= sizes[i]!;
      largest[m] = had;
    }
    // Lost without a model: only once every model is slain (checked at the end).
    discarded++;
    go(i + 1);
    discarded--;
  };
  go(0);
  return best;
}
