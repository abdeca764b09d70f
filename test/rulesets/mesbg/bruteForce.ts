/**
 * Brute force for small MESBG attacks, written from the rulebook independently of the
 * engines (it reads the scenario, not the compiled plan, and only the printed To Wound Chart
 * text): every die of every shot is enumerated, the shots dice, the Shoot Roll and its
 * re-roll, each In The Way Test, the special In The Way Test of a combat, and each die of the
 * To Wound roll with its re-roll. Every outcome is tallied in full (counts and the wounds on
 * each model In The Way), so every reported distribution is a marginal of one enumeration.
 * Exponential: for a handful of shots only.
 */
import { toWoundChartText } from '../../../src/rulesets/mesbg/charts.js';
import type { MesbgObstruction, MesbgScenario, Reroll } from '../../../src/scenario/types.js';

/** [passed, probability] for every way a D6 roll (with its re-roll) can end. */
function roll(need: number, reroll: Reroll | undefined): [boolean, number][] {
  const out: [boolean, number][] = [];
  for (let a = 1; a <= 6; a++) {
    const failed = a < need;
    const again = reroll === 'ones' ? a === 1 : reroll === 'failed' ? failed : false;
    if (!again) out.push([!failed, 1 / 6]);
    else for (let b = 1; b <= 6; b++) out.push([b >= need, 1 / 36]);
  }
  return out;
}

/** [wounded, probability] for every way a To Wound roll can end, die by die. */
function toWound(
  strength: number,
  defence: number,
  reroll: Reroll | undefined,
): [boolean, number][] {
  const text = toWoundChartText(strength, defence);
  if (text === '-') return [[false, 1]];
  const needs = text.split('/').map((t) => Number(t.replace('+', '')));
  let ways: [boolean, number][] = [[true, 1]];
  for (const need of needs) {
    const next: [boolean, number][] = [];
    for (const [ok, p] of ways) {
      if (!ok) next.push([false, p]);
      else for (const [pass, q] of roll(need, reroll)) next.push([pass, p * q]);
    }
    ways = next;
  }
  return ways;
}

/** The faces of a shots value: a whole number, or 'D3' / 'D6'. */
function shotCounts(shots: number | string): [number, number][] {
  if (typeof shots === 'number') return [[shots, 1]];
  const s = shots.toUpperCase();
  if (s === 'D6') return [1, 2, 3, 4, 5, 6].map((n) => [n, 1 / 6]);
  if (s === 'D3') return [1, 2, 3].map((n) => [n, 1 / 3]);
  return [[Number(s), 1]];
}

/** The full tally of one attack. */
interface Tally {
  hits: number;
  wounds: number;
  obstructionHits: number;
  obstructionWounds: number;
  friendlyHits: number;
  friendlyWounds: number;
  /** Wounds on each distinct model In The Way. */
  model: number[];
}

/** Every reported distribution, as maps from value to probability. */
export type BruteResults = Record<string, Map<number, number>>;

/** Enumerate every die of a small MESBG attack. */
export function bruteForce(s: MesbgScenario): BruteResults {
  // Distinct models In The Way: one per name, one per unnamed entry.
  const names = new Map<string, number>();
  const caps: number[] = [];
  const groups = s.attackers.map((a) => {
    const list: readonly MesbgObstruction[] =
      a.obstructions ?? Array.from({ length: a.inTheWay }, () => ({}));
    return list.map((o) => {
      if (o.defence === undefined) return { model: -1, wound: null };
      let m = o.name === undefined ? undefined : names.get(o.name);
      if (m === undefined) {
        m = caps.length;
        caps.push(o.wounds ?? 1);
        if (o.name !== undefined) names.set(o.name, m);
      }
      // No re-roll against a friendly model.
      const reroll = o.friendly ? undefined : a.reroll.wound;
      return { model: m, wound: toWound(a.strength, o.defence, reroll) };
    });
  });
  const combat = s.target.combat;

  let states = new Map<string, [Tally, number]>();
  const start: Tally = {
    hits: 0,
    wounds: 0,
    obstructionHits: 0,
    obstructionWounds: 0,
    friendlyHits: 0,
    friendlyWounds: 0,
    model: caps.map(() => 0),
  };
  states.set(JSON.stringify(start), [start, 1]);
  const add = (into: Map<string, [Tally, number]>, t: Tally, p: number) => {
    const key = JSON.stringify(t);
    const seen = into.get(key);
    if (seen) seen[1] += p;
    else into.set(key, [t, p]);
  };

  s.attackers.forEach((a, g) => {
    const need = Math.min(a.shootValue + (a.moved ? 1 : 0), 6);
    const obstructions = groups[g]!;
    // Every way one shot can end, as a change to the tally.
    const shot: [(t: Tally) => Tally, number][] = [];
    for (const [hit, ph] of roll(need, a.reroll.hit)) {
      if (!hit) {
        shot.push([(t) => t, ph]);
        continue;
      }
      let reach = ph;
      for (const o of obstructions) {
        // The In The Way Test: 1-3 (probability 1/2) hits the obstruction.
        const stopped = reach / 2;
        reach /= 2;
        if (o.wound === null) {
          shot.push([
            (t) => ({ ...t, hits: t.hits + 1, obstructionHits: t.obstructionHits + 1 }),
            stopped,
          ]);
          continue;
        }
        for (const [wounded, pw] of o.wound) {
          const m = o.model;
          shot.push([
            (t) => ({
              ...t,
              hits: t.hits + 1,
              obstructionHits: t.obstructionHits + 1,
              obstructionWounds: t.obstructionWounds + (wounded ? 1 : 0),
              model: t.model.map((w, i) => (i === m && wounded ? w + 1 : w)),
            }),
            stopped * pw,
          ]);
        }
      }
      if (combat) {
        // The special In The Way Test: 1-3 hits the friendly model, never re-rolled To Wound.
        for (const [wounded, pw] of toWound(a.strength, combat.defence, undefined)) {
          shot.push([
            (t) => ({
              ...t,
              hits: t.hits + 1,
              friendlyHits: t.friendlyHits + 1,
              friendlyWounds: t.friendlyWounds + (wounded ? 1 : 0),
            }),
            (reach / 2) * pw,
          ]);
        }
        reach /= 2;
      }
      for (const [wounded, pw] of toWound(a.strength, s.target.defence, a.reroll.wound)) {
        shot.push([
          (t) => ({ ...t, hits: t.hits + 1, wounds: t.wounds + (wounded ? 1 : 0) }),
          reach * pw,
        ]);
      }
    }
    for (let m = 0; m < a.models; m++) {
      const next = new Map<string, [Tally, number]>();
      for (const [t0, p0] of states.values()) {
        for (const [n, pn] of shotCounts(a.shots)) {
          let inner = new Map<string, [Tally, number]>();
          add(inner, t0, p0 * pn);
          for (let k = 0; k < n; k++) {
            const after = new Map<string, [Tally, number]>();
            for (const [t, p] of inner.values()) for (const [f, q] of shot) add(after, f(t), p * q);
            inner = after;
          }
          for (const [t, p] of inner.values()) add(next, t, p);
        }
      }
      states = next;
    }
  });

  const out: BruteResults = {};
  const tally = (key: string, value: (t: Tally) => number) => {
    const m = new Map<number, number>();
    for (const [t, p] of states.values()) m.set(value(t), (m.get(value(t)) ?? 0) + p);
    out[key] = m;
  };
  const w = s.target.wounds;
  tally('hits', (t) => t.hits);
  tally('wounds', (t) => t.wounds);
  tally('unsaved', (t) => t.wounds);
  tally('slain', (t) => (t.wounds >= w ? 1 : 0));
  tally('obstructionHits', (t) => t.obstructionHits);
  tally('woundsLost', (t) => Math.min(t.wounds, w));
  if (caps.length > 0) {
    tally('obstructionWounds', (t) => t.obstructionWounds);
    tally('obstructionSlain', (t) => t.model.filter((x, i) => x >= caps[i]!).length);
  }
  if (combat) {
    const fw = combat.wounds ?? 1;
    tally('friendlyHits', (t) => t.friendlyHits);
    tally('friendlyWounds', (t) => t.friendlyWounds);
    tally('friendlySlain', (t) => (t.friendlyWounds >= fw ? 1 : 0));
  }
  return out;
}
