/**
 * A MESBG fight by brute force: every die enumerated one by one (Heroic Strike, each Duel die,
 * each re-roll, the roll-off, each To Wound die, each Fate die), each decision taken by trying
 * every choice. Written from the spec (`test/fixtures/spec/mesbg-fight.md`) without the engine's
 * shortcuts (no kinds, no states): only the To Wound chart is shared. Slow: small fights only.
 */
import { toWoundChart } from '../../../../src/rulesets/mesbg/charts.js';
import type {
  FightModel,
  FightSide,
  MesbgFightScenario,
} from '../../../../src/rulesets/mesbg/fight/types.js';

interface Die {
  readonly mod: number;
  readonly keep: boolean;
  readonly hero: number; // index among the side's Heroes with Might, when it spends in the Duel
  readonly kind: number; // order of its (mod, keep, hero) among the side's
}

type Dists = Record<string, number[]>;

/** Sums kept with Neumaier's compensation: the brute force adds up millions of tiny terms. */
class Acc {
  readonly s: number[] = [];
  readonly c: number[] = [];
  add(k: number, p: number) {
    while (this.s.length <= k) {
      this.s.push(0);
      this.c.push(0);
    }
    const a = this.s[k]!;
    const t = a + p;
    this.c[k]! += Math.abs(a) >= Math.abs(p) ? a - t + p : p - t + a;
    this.s[k] = t;
  }
  get(): number[] {
    return this.s.map((x, k) => x + this.c[k]!);
  }
}

function add(d: Acc, k: number, p: number) {
  d.add(k, p);
}

function score(n: number, die: Die): number {
  if (n === 6 && die.keep) return 6;
  return Math.min(6, Math.max(1, n + die.mod));
}

function diceOf(s: MesbgFightScenario, side: FightSide, duelMight: boolean): Die[] {
  const heroes = side.models.map((m, i) => (m.might > 0 ? i : -1)).filter((i) => i >= 0);
  const keys: string[] = [];
  const out: Die[] = [];
  side.models.forEach((m, i) => {
    const mod = (m.twoHanded ? -1 : 0) + (m.bannerBearer ? -1 : 0) + m.duelModifier;
    const keep = m.twoHanded && s.rules.twoHandedSix === 'stays';
    const hero = duelMight ? heroes.indexOf(i) : -1;
    const key = `${mod} ${keep} ${hero}`;
    if (!keys.includes(key)) keys.push(key);
    for (let k = 0; k < (m.supporting ? 1 : m.attacks); k++) {
      out.push({ mod, keep, hero, kind: keys.indexOf(key) });
    }
  });
  return out;
}

function* product(n: number): Generator<number[]> {
  const x = new Array<number>(n).fill(1);
  if (n === 0) {
    yield [];
    return;
  }
  while (true) {
    yield x.slice();
    let i = 0;
    while (i < n && x[i] === 6) x[i++] = 1;
    if (i === n) return;
    x[i]!++;
  }
}

interface Roll {
  first: number;
  further: number;
  hero: number;
  reroll: 'none' | 'ones' | 'failed';
}

function rollsOf(side: FightSide, target: FightModel): Roll[] {
  const heroes = side.models.map((m, i) => (m.might > 0 ? i : -1)).filter((i) => i >= 0);
  const out: Roll[] = [];
  side.models.forEach((m, i) => {
    const e = toWoundChart(m.strength, target.defence);
    const mod = (m.twoHanded ? 1 : 0) + m.woundModifier;
    const reroll = m.reroll?.wound ?? 'none';
    let r: Roll;
    if (e.need > 6) r = { first: 7, further: 0, hero: -1, reroll: 'none' };
    else if (target.heroicDefence) r = { first: 6, further: e.further ?? 0, hero: -1, reroll };
    else {
      r = {
        first: Math.max(2, e.need - mod),
        further: e.further === undefined ? 0 : Math.max(2, e.further - mod),
        hero: heroes.indexOf(i),
        reroll,
      };
    }
    const n = (m.supporting ? 1 : m.attacks) * (target.trapped || target.prone ? 2 : 1);
    for (let k = 0; k < n; k++) out.push(r);
  });
  return out;
}

/** May the rule re-roll a die showing `face` that needs `need` (with `carry` added)? */
function canReroll(r: Roll, face: number, need: number, carry: number): boolean {
  if (face + carry >= need) return false;
  return r.reroll === 'failed' || (r.reroll === 'ones' && face === 1);
}

/** One die, re-rolled or not: each final face with its chance. */
function faces(reroll: boolean, face: number): [number, number][] {
  return reroll ? [1, 2, 3, 4, 5, 6].map((g) => [g, 1 / 6]) : [[face, 1]];
}

/**
 * Every outcome of the winner's Strikes: (wounds, fate spent, might left per Hero) with chances.
 * `best`: each re-roll and each point of Might is decided by trying both and keeping the one
 * that gives the higher P(slain) (the keep-or-not-spend choice on a tie, as the engine's
 * strict comparison); otherwise every allowed re-roll is made and a failed die is lifted
 * whenever the points allow.
 */
function woundsBrute(
  s: MesbgFightScenario,
  side: FightSide,
  target: FightModel,
  left0: number[],
  emit: (w: number, fate: number, left: number[], p: number) => void,
  best = false,
) {
  const rolls = rollsOf(side, target);
  const useMight = side.might !== 'duel-only';
  const all = s.rules.countWounds === 'all';
  const EPS = 1e-15;
  // Walks the rest of the Strikes from roll i; `sink` receives each end with its chance, or
  // (value mode) the walk returns P(slain) under the best decisions.
  type Sink = ((w: number, phi: number, left: number[], p: number) => void) | null;
  const go = (i: number, w: number, phi: number, left: number[], p: number, sink: Sink): number => {
    const alive = w < target.wounds;
    if ((!alive && !all) || i === rolls.length) {
      sink?.(w, phi, left, p);
      return alive ? 0 : p;
    }
    const r = rolls[i]!;
    if (r.first > 6) return go(i + 1, w, phi, left, p, sink);
    const pts = alive && useMight && r.hero >= 0 ? left[r.hero]! : 0;
    const decide = best && alive;
    // After the roll: Fate on a Wound, then the next roll.
    const after = (wounded: boolean, spent: number, q: number, snk: Sink): number => {
      const l = left.slice();
      if (spent > 0) l[r.hero]! -= spent;
      if (!wounded) return go(i + 1, w, phi, l, q, snk);
      const fate = alive && (s.rules.fate === 'every' || w + 1 >= target.wounds);
      const fateRoll = (phi2: number, q2: number): number => {
        if (!fate || phi2 === 0) return go(i + 1, w + 1, phi2, l, q2, snk);
        let v = 0;
        for (let f = 1; f <= 6; f++) {
          if (f >= 4) v += go(i + 1, w, phi2 - 1, l, q2 / 6, snk);
          else v += fateRoll(phi2 - 1, q2 / 6);
        }
        return v;
      };
      return fateRoll(phi, q);
    };
    const val = (f: (snk: Sink) => number) => f(null);
    // The further die showing f2 (final), `spent` so far, `carry` from the first die.
    const furtherFace = (f2: number, spent: number, carry: number, q: number, snk: Sink) => {
      if (f2 + carry >= r.further) return after(true, spent, q, snk);
      const cost = r.further - carry - f2;
      const can = cost <= pts - spent;
      if (!can) return after(false, spent, q, snk);
      if (decide) {
        const yes = val((n) => after(true, spent + cost, 1, n));
        const no = val((n) => after(false, spent, 1, n));
        if (!(yes > no)) return after(false, spent, q, snk);
      }
      return after(true, spent + cost, q, snk);
    };
    const furtherDie = (spent: number, carry: number, q: number, snk: Sink): number => {
      if (r.further === 0) return after(true, spent, q, snk);
      let v = 0;
      for (let f2 = 1; f2 <= 6; f2++) {
        let re = canReroll(r, f2, r.further, carry);
        if (re && decide) {
          let fresh = 0;
          for (let g = 1; g <= 6; g++) fresh += val((n) => furtherFace(g, spent, carry, 1, n)) / 6;
          re = fresh > val((n) => furtherFace(f2, spent, carry, 1, n)) + EPS;
        }
        for (const [g, pg] of faces(re, f2)) v += furtherFace(g, spent, carry, (q / 6) * pg, snk);
      }
      return v;
    };
    const firstFace = (f1: number, q: number, snk: Sink): number => {
      if (f1 >= r.first) return furtherDie(0, 0, q, snk);
      const cost = r.first - f1;
      if (cost > pts) return after(false, 0, q, snk);
      const carry = s.rules.mightCarries ? cost : 0;
      if (decide) {
        const yes = val((n) => furtherDie(cost, carry, 1, n));
        const no = val((n) => after(false, 0, 1, n));
        if (!(yes > no)) return after(false, 0, q, snk);
      }
      return furtherDie(cost, carry, q, snk);
    };
    let v = 0;
    for (let f1 = 1; f1 <= 6; f1++) {
      let re = canReroll(r, f1, r.first, 0);
      if (re && decide) {
        let fresh = 0;
        for (let g = 1; g <= 6; g++) fresh += val((n) => firstFace(g, 1, n)) / 6;
        re = fresh > val((n) => firstFace(f1, 1, n)) + EPS;
      }
      for (const [g, pg] of faces(re, f1)) v += firstFace(g, (p / 6) * pg, sink);
    }
    return v;
  };
  go(0, 0, target.fate, left0, 1, (w, phi, left, p) => emit(w, target.fate - phi, left, p));
}

/**
 * The results of a fight by brute force, keys as the engine's: the default decisions, and the
 * best Might policy with the goal `win-duel-chance` (any other goal of `best` is refused).
 */
export function bruteFight(s: MesbgFightScenario): Dists {
  for (const side of [s.sideA, s.sideB]) {
    if (side.might === 'best' && side.goal !== 'win-duel-chance') {
      throw new Error('bruteFight: the best policy is brute-forced for win-duel-chance only');
    }
  }
  const sides: readonly FightSide[] = [s.sideA, s.sideB];
  const duelSide = s.rules.duelMight === 'a' ? 0 : s.rules.duelMight === 'b' ? 1 : -1;
  const spends = duelSide >= 0 && sides[duelSide]!.might !== 'wounds-only';
  const dice = sides.map((side, x) => diceOf(s, side, spends && x === duelSide));
  const heroesOf = (side: FightSide) => side.models.filter((m) => m.might > 0).map((m) => m.might);
  const bannerOn = sides.map((side) => side.banner && s.rules.banner === 'best');
  const elven = sides.map((side) => side.models.some((m) => m.elvenMade));
  const rollOffFaces = elven[0] === elven[1] ? 3 : elven[0] ? 4 : 2;
  const hs = sides.flatMap((side, x) =>
    side.models.map((m) => ({ x, m })).filter((e) => e.m.heroicStrike),
  );
  const out: Dists = {};
  const keys = ['A', 'B'];
  const tallies = [0, 1].map(() => ({
    win: new Acc(),
    wounds: new Acc(),
    fate: new Acc(),
    might: new Acc(),
    woundsW: new Acc(),
    fateW: new Acc(),
    mightW: new Acc(),
  }));

  for (const hsRoll of product(hs.length)) {
    const fight = [0, 1].map((x) =>
      Math.max(
        ...sides[x]!.models.map((m) => {
          const k = hs.findIndex((e) => e.m === m && e.x === x);
          return k < 0 ? m.fight : Math.min(10, m.fight + hsRoll[k]!);
        }),
      ),
    );
    const pHs = 1 / 6 ** hs.length;
    const tieA = fight[0]! > fight[1]! ? 1 : fight[0]! < fight[1]! ? 0 : rollOffFaces / 6;
    // After re-rolls: the default Duel Might, then P(A wins), and the Might spent.
    const might = (sa: number[], sb: number[], final = false) => {
      const best = [Math.max(...sa), Math.max(...sb)];
      if (!spends)
        return { pA: best[0]! > best[1]! ? 1 : best[0]! < best[1]! ? 0 : tieA, hero: -1, spend: 0 };
      const x = duelSide;
      const own = x === 0 ? sa : sb;
      const foeBest = best[1 - x]!;
      const tieX = x === 0 ? tieA : 1 - tieA;
      const need = tieX === 1 ? foeBest : foeBest + 1;
      const might = heroesOf(sides[x]!);
      let hero = -1;
      let spend = 99;
      if (final && sides[x]!.might === 'best') {
        // win-duel-chance: every Hero and every spend tried, the first strictly best kept.
        const winX = (bx: number) => {
          const bf = best[1 - x]!;
          return bx > bf ? 1 : bx < bf ? 0 : tieX;
        };
        let top = winX(best[x]!);
        for (let h = 0; h < might.length; h++) {
          const hb = Math.max(0, ...own.filter((_, i) => dice[x]![i]!.hero === h));
          if (hb === 0) continue;
          for (let k = 1; k <= Math.min(might[h]!, 6 - hb); k++) {
            const v = winX(Math.max(best[x]!, hb + k));
            if (v > top + 1e-15) {
              top = v;
              hero = h;
              spend = k;
            }
          }
        }
        if (hero < 0) return { pA: x === 0 ? top : 1 - top, hero: -1, spend: 0 };
        return { pA: x === 0 ? top : 1 - top, hero, spend };
      }
      if (best[x]! < need && need <= 6) {
        for (let h = 0; h < might.length; h++) {
          const hb = Math.max(0, ...own.filter((_, i) => dice[x]![i]!.hero === h));
          if (hb === 0) continue;
          if (need - hb <= might[h]! && need - hb < spend) {
            hero = h;
            spend = need - hb;
          }
        }
      }
      if (hero >= 0) return { pA: x === 0 ? 1 : 0, hero, spend };
      return { pA: best[0]! > best[1]! ? 1 : best[0]! < best[1]! ? 0 : tieA, hero: -1, spend: 0 };
    };
    const winFor = (x: number, own: number[], foe: number[]) =>
      x === 0 ? might(own, foe).pA : 1 - might(foe, own).pA;
    const candidates = (x: number, own: number[]) =>
      own
        .map((v, i) => ({ v, i, kind: dice[x]![i]!.kind }))
        .sort((p, q) => p.kind - q.kind || p.v - q.v || p.i - q.i)
        .map((c) => c.i);
    const rerolled = (x: number, own: number[], i: number, n: number) => {
      const r = own.slice();
      r[i] = score(n, dice[x]![i]!);
      return r;
    };
    // The best re-roll of side x against a foe whose scores will be `value`'s concern.
    const choose = (x: number, own: number[], value: (scores: number[]) => number) => {
      let best = value(own);
      let choice = -1;
      for (const i of candidates(x, own)) {
        let v = 0;
        for (let n = 1; n <= 6; n++) v += value(rerolled(x, own, i, n)) / 6;
        if (v > best + 1e-15) {
          best = v;
          choice = i;
        }
      }
      return { choice, value: best };
    };
    const outcomes = (x: number, own: number[], choice: number): [number[], number][] =>
      choice < 0 ? [[own, 1]] : [1, 2, 3, 4, 5, 6].map((n) => [rerolled(x, own, choice, n), 1 / 6]);

    for (const natA of product(dice[0]!.length)) {
      for (const natB of product(dice[1]!.length)) {
        const p0 = pHs / 6 ** (natA.length + natB.length);
        const sA = natA.map((n, i) => score(n, dice[0]![i]!));
        const sB = natB.map((n, i) => score(n, dice[1]![i]!));
        const finals: [number[], number[], number][] = [];
        if (!bannerOn[0] && !bannerOn[1]) finals.push([sA, sB, p0]);
        else if (bannerOn[0] !== bannerOn[1]) {
          const x = bannerOn[0] ? 0 : 1;
          const own = x === 0 ? sA : sB;
          const foe = x === 0 ? sB : sA;
          const c = choose(x, own, (o) => winFor(x, o, foe)).choice;
          for (const [o, q] of outcomes(x, own, c)) {
            finals.push(x === 0 ? [o, sB, p0 * q] : [sA, o, p0 * q]);
          }
        } else {
          const ba = Math.max(...sA);
          const bb = Math.max(...sB);
          const orders =
            ba < bb
              ? [[0, 1]]
              : ba > bb
                ? [[1, 1]]
                : tieA === 1
                  ? [[1, 1]]
                  : tieA === 0
                    ? [[0, 1]]
                    : [
                        [0, 0.5],
                        [1, 0.5],
                      ];
          for (const [f, share] of orders as [number, number][]) {
            const y = 1 - f;
            const ownF = f === 0 ? sA : sB;
            const ownS = f === 0 ? sB : sA;
            const answer = (fScores: number[]) => choose(y, ownS, (o) => winFor(y, o, fScores));
            const c = choose(f, ownF, (o) => 1 - answer(o).value).choice;
            for (const [o, q] of outcomes(f, ownF, c)) {
              const ans = answer(o).choice;
              for (const [o2, q2] of outcomes(y, ownS, ans)) {
                finals.push(f === 0 ? [o, o2, p0 * share * q * q2] : [o2, o, p0 * share * q * q2]);
              }
            }
          }
        }
        for (const [fa, fb, p] of finals) {
          const m = might(fa, fb, true);
          const leftAfter = sides.map((side, x) => {
            const l = heroesOf(side);
            if (x === duelSide && m.hero >= 0) l[m.hero]! -= m.spend;
            return l;
          });
          for (const [winner, pw] of [
            [0, m.pA],
            [1, 1 - m.pA],
          ] as const) {
            if (pw === 0) continue;
            const y = 1 - winner;
            const side = sides[winner]!;
            const target = sides[y]!.models[side.target]!;
            const spentBefore = (x: number) =>
              heroesOf(sides[x]!).reduce((a, b) => a + b, 0) -
              leftAfter[x]!.reduce((a, b) => a + b, 0);
            const ty = tallies[y]!;
            add(ty.wounds, 0, p * pw);
            add(ty.fate, 0, p * pw);
            add(ty.might, spentBefore(y), p * pw);
            const tx = tallies[winner]!;
            tx.win.add(0, p * pw);
            const total = heroesOf(side).reduce((a, b) => a + b, 0);
            woundsBrute(
              s,
              side,
              target,
              leftAfter[winner]!,
              (w, fate, left, q) => {
                const spent = total - left.reduce((a, b) => a + b, 0);
                const r = p * pw * q;
                add(tx.wounds, w, r);
                add(tx.fate, fate, r);
                add(tx.might, spent, r);
                add(tx.woundsW, w, r);
                add(tx.fateW, fate, r);
                add(tx.mightW, spent, r);
              },
              side.might === 'best',
            );
          }
        }
      }
    }
  }
  const wins = tallies.map((t) => t.win.get()[0] ?? 0);
  out.duelWinA = [1 - wins[0]!, wins[0]!];
  out.duelWinB = [1 - wins[1]!, wins[1]!];
  for (const x of [0, 1]) {
    const acc = tallies[x]!;
    const t = {
      win: wins[x]!,
      wounds: acc.wounds.get(),
      fate: acc.fate.get(),
      might: acc.might.get(),
      woundsW: acc.woundsW.get(),
      fateW: acc.fateW.get(),
      mightW: acc.mightW.get(),
    };
    const y = keys[1 - x]!;
    const target = sides[1 - x]!.models[sides[x]!.target]!;
    const wounds = t.wounds.slice();
    while (wounds.length <= target.wounds) wounds.push(0);
    out[`wounds${y}`] = wounds;
    const slain = wounds.slice(target.wounds).reduce((a, b) => a + b, 0);
    out[`slain${y}`] = [1 - slain, slain];
    out[`fateSpent${y}`] = t.fate;
    out[`mightSpent${keys[x]}`] = t.might;
    if (t.win > 0) {
      const ww = t.woundsW.map((v) => v / t.win);
      while (ww.length <= target.wounds) ww.push(0);
      out[`wounds${y}If${keys[x]}Wins`] = ww;
      out[`fateSpent${y}If${keys[x]}Wins`] = t.fateW.map((v) => v / t.win);
      out[`mightSpent${keys[x]}If${keys[x]}Wins`] = t.mightW.map((v) => v / t.win);
    }
  }
  return out;
}
