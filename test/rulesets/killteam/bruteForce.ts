// The brute force of a Kill Team shooting sequence, written apart from the engines from the
// rules as docs/killteam.md reads them: every attack die as an ordered face, every re-roll of
// every die (Balanced, Ceaseless then Balanced, Relentless), every use of every optional rule
// on every die (Accurate, Punishing, Rending, Severe), Obscured, every defence die, and every
// allocation of every save to every hit. Players choose by expectimax: the attacker maximises
// (objective, expected damage), the defender minimises the damage.
import type { KtObjective, KtWeaponRule } from '../../../src/rulesets/killteam/types.js';

export interface BruteShot {
  readonly atk: number;
  readonly hit: number;
  readonly damage: number;
  readonly criticalDamage: number;
  readonly rules: readonly KtWeaponRule[];
  readonly injured: boolean;
  readonly save: number;
  readonly woundsLeft: number;
  readonly cover: boolean;
  readonly obscured: boolean;
  readonly objective: KtObjective;
}

type Result = 'fail' | 'normal' | 'crit';
interface Die {
  readonly result: Result;
  /** Retained without a roll (Accurate) or by Punishing: Rending cannot take it. */
  readonly locked: boolean;
}
export interface Valued {
  readonly v: number;
  readonly d: number;
  readonly dist: number[];
}

const has = (s: BruteShot, name: string) =>
  s.rules.some((r) => (typeof r === 'string' ? r : r.rule) === name);
const x = (s: BruteShot, name: string): number | undefined => {
  const r = s.rules.find((r) => typeof r === 'object' && r.rule === name) as
    | { x?: number }
    | undefined;
  return r?.x;
};

/** Every allocation of each save (a normal 'N' or critical 'C') to a hit or to none. */
export function exhaustiveBlockDamages(
  hits: readonly ('n' | 'c')[],
  saves: readonly ('N' | 'C')[],
  damage: number,
  criticalDamage: number,
): number[] {
  const out: number[] = [];
  const to = new Array<number>(saves.length).fill(-1);
  const walk = (i: number): void => {
    if (i === saves.length) {
      let dmg = 0;
      hits.forEach((h, j) => {
        const on = saves.filter((_, k) => to[k] === j);
        const crits = on.filter((s) => s === 'C').length;
        const normals = on.length - crits;
        const blocked = h === 'n' ? on.length > 0 : crits > 0 || normals >= 2;
        if (!blocked) dmg += h === 'n' ? damage : criticalDamage;
      });
      out.push(dmg);
      return;
    }
    for (let j = -1; j < hits.length; j++) {
      to[i] = j;
      walk(i + 1);
    }
  };
  walk(0);
  return out;
}

function faceResult(face: number, stat: number, critOn: number): Result {
  if (face === 1) return 'fail';
  if (face !== 6 && face < stat) return 'fail';
  return face === 6 || face >= critOn ? 'crit' : 'normal';
}

/** Every sequence of `n` faces. */
function* rolls(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

function add(into: number[], from: readonly number[], p: number): void {
  from.forEach((q, k) => {
    into[k] = (into[k] ?? 0) + p * q;
  });
}

const EPS = 1e-12;
function better(a: Valued, b: Valued | undefined): boolean {
  return !b || a.v > b.v + EPS || (Math.abs(a.v - b.v) <= EPS && a.d > b.d + EPS);
}

/** The average of `items`, each valued by `f`. */
function average<T>(items: readonly T[], f: (t: T) => Valued): Valued {
  let v = 0;
  let d = 0;
  const dist: number[] = [];
  const p = 1 / items.length;
  for (const t of items) {
    const r = f(t);
    v += p * r.v;
    d += p * r.d;
    add(dist, r.dist, p);
  }
  return { v, d, dist };
}

export class Brute {
  readonly hit: number;
  readonly critOn: number;
  readonly #hitsValue = new Map<string, Valued>();
  constructor(readonly s: BruteShot) {
    this.hit = s.hit + (s.injured ? 1 : 0);
    this.critOn = x(s, 'lethal') ?? 6;
  }

  /** The defender's dice against `n` normal and `c` critical hits, every face, every allocation. */
  hitsValue(n: number, c: number): Valued {
    const key = `${n},${c}`;
    const known = this.#hitsValue.get(key);
    if (known) return known;
    const s = this.s;
    const pierce = Math.max(x(s, 'piercing') ?? 0, c > 0 ? (x(s, 'piercing-crits') ?? 0) : 0);
    const dice = Math.max(0, 3 - pierce);
    const cover = s.cover && !has(s, 'saturate') && dice > 0 ? 1 : 0;
    const hits: ('n' | 'c')[] = [...new Array<'n'>(n).fill('n'), ...new Array<'c'>(c).fill('c')];
    const dev = (x(s, 'devastating') ?? 0) * c;
    const r = average([...rolls(dice - cover)], (faces) => {
      const saves: ('N' | 'C')[] = new Array<'N'>(cover).fill('N');
      for (const f of faces) {
        const k = faceResult(f, s.save, 6);
        if (k === 'normal') saves.push('N');
        if (k === 'crit') saves.push('C');
      }
      const dmg =
        dev + Math.min(...exhaustiveBlockDamages(hits, saves, s.damage, s.criticalDamage));
      const dist: number[] = [];
      dist[dmg] = 1;
      const v = s.objective === 'damage' ? dmg : dmg >= s.woundsLeft ? 1 : 0;
      return { v, d: dmg, dist };
    });
    this.#hitsValue.set(key, r);
    return r;
  }

  /** The attacker's best retain step from its final dice: every use of every optional rule. */
  retain(dice: readonly Die[]): Valued {
    const s = this.s;
    const count = (ds: readonly Die[], r: Result) => ds.filter((d) => d.result === r).length;
    if (s.obscured) {
      const successes = dice.length - count(dice, 'fail');
      return this.hitsValue(Math.max(0, successes - 1), 0);
    }
    const ways: Die[][] = [[...dice]];
    if (count(dice, 'crit') > 0) {
      if (has(s, 'punishing')) {
        dice.forEach((d, i) => {
          if (d.result === 'fail') {
            ways.push(dice.map((e, j) => (j === i ? { result: 'normal', locked: true } : e)));
          }
        });
      }
      if (has(s, 'rending')) {
        for (const w of [...ways]) {
          w.forEach((d, i) => {
            if (d.result === 'normal' && !d.locked) {
              ways.push(w.map((e, j) => (j === i ? { result: 'crit', locked: true } : e)));
            }
          });
        }
      }
    } else if (has(s, 'severe')) {
      dice.forEach((d, i) => {
        if (d.result === 'normal') {
          ways.push(dice.map((e, j) => (j === i ? { result: 'crit', locked: true } : e)));
        }
      });
    }
    let best: Valued | undefined;
    for (const w of ways) {
      const r = this.hitsValue(count(w, 'normal'), count(w, 'crit'));
      if (better(r, best)) best = r;
    }
    return best!;
  }

  /**
   * The rolled faces (and the Accurate dice) valued after the attacker's best re-rolls, one die
   * at a time, each seen before the next is chosen, no die twice: Relentless any die; Balanced
   * one die; Ceaseless any of the dice still showing the result its first re-roll picked.
   */
  reroll(faces: readonly number[], accurate: number): Valued {
    const s = this.s;
    const final = (fs: readonly number[]): Valued =>
      this.retain([
        ...new Array<Die>(accurate).fill({ result: 'normal', locked: true }),
        ...fs.map((f) => ({ result: faceResult(f, this.hit, this.critOn), locked: false })),
      ]);
    const relentless = has(s, 'relentless');
    const ceaseless = has(s, 'ceaseless');
    const memo = new Map<string, Valued>();
    const walk = (fs: number[], done: boolean[], v: number, balanced: boolean): Valued => {
      const key = `${fs.join('')}|${done.map(Number).join('')}|${v}|${balanced}`;
      const known = memo.get(key);
      if (known) return known;
      let best = final(fs);
      const rerollDie = (i: number, nextV: number, nextBalanced: boolean) => {
        const r = average([1, 2, 3, 4, 5, 6], (face) => {
          const out = [...fs];
          out[i] = face;
          const d = [...done];
          d[i] = true;
          return walk(out, d, nextV, nextBalanced);
        });
        if (better(r, best)) best = r;
      };
      fs.forEach((face, i) => {
        if (done[i]) return;
        if (relentless) rerollDie(i, v, balanced);
        else {
          if (ceaseless && (v === 0 || v === face)) rerollDie(i, face, balanced);
          if (balanced) rerollDie(i, v, false);
        }
      });
      memo.set(key, best);
      return best;
    };
    return walk(
      [...faces],
      faces.map(() => false),
      0,
      has(s, 'balanced') && !relentless,
    );
  }

  /** The whole sequence, the attacker's best number of Accurate dice first. */
  solve(): Valued & { accurate: number } {
    const s = this.s;
    let best: (Valued & { accurate: number }) | undefined;
    for (let k = Math.min(x(s, 'accurate') ?? 0, s.atk); k >= 0; k--) {
      const r = average([...rolls(s.atk - k)], (faces) => this.reroll(faces, k));
      if (better(r, best)) best = { ...r, accurate: k };
    }
    return best!;
  }
}
