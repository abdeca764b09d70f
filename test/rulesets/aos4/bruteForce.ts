/**
 * A brute-force enumerator of Age of Sigmar 4th edition's attack sequence over every die,
 * written from the spec's step list (`/work/shared/spec/aos4.md`, as `docs/aos4.md` reads it)
 * and not from the compile step or the general plan: every attack is played with every
 * sequence of dice; since the pool's damage spills over within one group of models, the
 * unit's state is a function of the total damage after the ward, so the attacks' outcomes are
 * added up and the slain models read from that total. Only for tiny scenarios.
 */
import type { Aos4Attacker, Aos4Scenario } from '../../../src/rulesets/aos4/types.js';
import { enumerate, type Roll } from '../../attack/bruteForce.js';

const KEYS = [
  'hits',
  'wounds',
  'unsaved',
  'criticalHits',
  'mortal',
  'damage',
  'damageAfterWard',
] as const;
type Outcome = Record<(typeof KEYS)[number], number>;

/** A dice expression as written ("D3+1", 2): rolled with `roll`. */
function rollDice(e: number | string, roll: Roll): number {
  if (typeof e === 'number') return e;
  const m = /^(\d*)D(\d+)(?:\+(\d+))?$/.exec(e);
  if (!m) throw new Error(`the enumeration reads only nDs+k, got ${e}`);
  let total = Number(m[3] ?? 0);
  for (let i = 0; i < Number(m[1] || 1); i++) total += roll(Number(m[2]));
  return total;
}

const has = (a: Aos4Attacker, name: string) => a.abilities.some((x) => x === name);

/** One attack of `a` at the scenario's target, every die rolled. */
function attack(s: Aos4Scenario, a: Aos4Attacker, roll: Roll): Outcome {
  const t = s.target;
  const o: Outcome = Object.fromEntries(KEYS.map((k) => [k, 0])) as Outcome;
  const companion = has(a, 'companion');
  // Friendly modifiers (positive, All-out Attack) are dropped by Companion; harmful ones stay.
  const friendly = (m: number) => (companion ? Math.min(0, m) : m);
  const cap = (m: number) => Math.max(-1, Math.min(1, m));
  const hitMod = cap(
    friendly(a.hitModifier) +
      (a.allOutAttack && !companion ? 1 : 0) +
      (s.phase === 'shooting' && t.cover ? -1 : 0),
  );
  const woundMod = cap(friendly(a.woundModifier));
  const anti = a.abilities.filter(
    (x) =>
      typeof x === 'object' &&
      x.rule === 'anti' &&
      (x.keyword === 'charge' ? t.charged : t.keywords.includes(x.keyword)),
  ).length;
  const rend = a.rend + anti;
  const plus = Math.min(1, (t.allOutDefence ? 1 : 0) + Math.max(0, t.saveModifier));
  const saveMod = plus + Math.min(0, t.saveModifier) - rend;
  const charge = has(a, 'charge') && a.charged ? 1 : 0;

  /** A roll with its re-roll: 'ones' re-rolls a 1, 'failed' a roll that fails. */
  const d6 = (ok: (face: number) => boolean, reroll: 'ones' | 'failed' | undefined) => {
    const face = roll(6);
    if ((reroll === 'ones' && face === 1) || (reroll === 'failed' && !ok(face))) return roll(6);
    return face;
  };
  const ward = (points: number) => {
    let left = 0;
    for (let i = 0; i < points; i++) if (t.ward === undefined || roll(6) < t.ward) left++;
    return left;
  };
  const damage = (mortal: boolean) => {
    const d = rollDice(a.damage, roll) + charge;
    o.damage += d;
    if (mortal) o.mortal += d;
    o.damageAfterWard += ward(d);
  };
  const save = () => {
    // No save characteristic: nothing to roll.
    if (t.save !== undefined) {
      const face = roll(6);
      if (face !== 1 && face + saveMod >= t.save) return;
    }
    o.unsaved++;
    damage(false);
  };
  const woundRoll = () => {
    const ok = (f: number) => f === 6 || (f !== 1 && f + woundMod >= a.wound);
    if (!ok(d6(ok, a.reroll.wound))) return;
    o.wounds++;
    save();
  };
  const hitOk = (f: number) => f >= a.criticalHitOn || (f !== 1 && f + hitMod >= a.hit);
  const face = d6(hitOk, a.reroll.hit);
  if (!hitOk(face)) return o;
  if (face < a.criticalHitOn) {
    o.hits++;
    woundRoll();
    return o;
  }
  o.criticalHits++;
  if (has(a, 'crit-mortal')) {
    o.hits++;
    damage(true);
  } else if (has(a, 'crit-auto-wound')) {
    o.hits++;
    o.wounds++;
    save();
  } else if (has(a, 'crit-2-hits')) {
    o.hits += 2;
    woundRoll();
    woundRoll();
  } else {
    o.hits++;
    woundRoll();
  }
  return o;
}

type Law = Map<string, { o: Outcome; p: number }>;

function addInto(law: Law, o: Outcome, p: number) {
  const key = KEYS.map((k) => o[k]).join(',');
  const had = law.get(key);
  if (had) had.p += p;
  else law.set(key, { o, p });
}

/** The sum of two independent outcome laws. */
function convolve(x: Law, y: Law): Law {
  const out: Law = new Map();
  for (const a of x.values()) {
    for (const b of y.values()) {
      const o = Object.fromEntries(KEYS.map((k) => [k, a.o[k] + b.o[k]])) as Outcome;
      addInto(out, o, a.p * b.p);
    }
  }
  return out;
}

/** Every result of a tiny aos4 scenario, by enumeration of every die. */
export function bruteForceAos4(s: Aos4Scenario): Record<string, Map<number, number>> {
  const zero = Object.fromEntries(KEYS.map((k) => [k, 0])) as Outcome;
  let total: Law = new Map([[KEYS.map(() => 0).join(','), { o: zero, p: 1 }]]);
  for (const a of s.attackers) {
    const one: Law = new Map();
    for (const { world, p } of enumerate((roll) => attack(s, a, roll))) addInto(one, world, p);
    // The number of attacks: rolled per model; the champion's +1 unless the weapon is a Companion.
    const counts = new Map<number, number>();
    for (const { world, p } of enumerate((roll) => {
      let n = a.champion && !has(a, 'companion') ? 1 : 0;
      for (let m = 0; m < a.models; m++) n += rollDice(a.attacks, roll);
      return n;
    })) {
      counts.set(world, (counts.get(world) ?? 0) + p);
    }
    const byCount: Law = new Map();
    let acc: Law = new Map([[KEYS.map(() => 0).join(','), { o: zero, p: 1 }]]);
    for (let n = 0; n <= Math.max(...counts.keys()); n++) {
      if (n > 0) acc = convolve(acc, one);
      const pn = counts.get(n) ?? 0;
      if (pn > 0) for (const x of acc.values()) addInto(byCount, x.o, x.p * pn);
    }
    total = convolve(total, byCount);
    // Mortal damage on a charge: its own dice, into the pool (the ward per point).
    const charge = a.abilities.find(
      (x) => typeof x === 'object' && x.rule === 'mortal-damage-on-charge',
    );
    if (
      charge &&
      typeof charge === 'object' &&
      charge.rule === 'mortal-damage-on-charge' &&
      a.charged
    ) {
      const c = charge;
      const law: Law = new Map();
      for (const { world, p } of enumerate((roll) => {
        const o = { ...zero };
        const rolls = c.roll === 'per-model' ? a.models : 1;
        for (let r = 0; r < rolls; r++) {
          if (roll(6) < c.on) continue;
          const d = rollDice(c.mortals, roll);
          o.mortal += d;
          o.damage += d;
          for (let i = 0; i < d; i++) {
            if (s.target.ward === undefined || roll(6) < s.target.ward) o.damageAfterWard++;
          }
        }
        return o;
      })) {
        addInto(law, world, p);
      }
      total = convolve(total, law);
    }
  }
  const results: Record<string, Map<number, number>> = {};
  const put = (key: string, v: number, p: number) => {
    results[key] ??= new Map();
    results[key].set(v, (results[key].get(v) ?? 0) + p);
  };
  const { models, health } = s.target;
  for (const { o, p } of total.values()) {
    for (const k of KEYS) put(k, o[k], p);
    // The pool, point by point, spilling over: only the total after the ward matters.
    const allocated = Math.min(o.damageAfterWard, models * health);
    put('woundsLost', allocated, p);
    put('slain', Math.floor(allocated / health), p);
  }
  return results;
}
