// An independent brute force of the Kill Team fight's resolution (docs/killteam/fight.md, "The
// game"): the two pools as lists of single dice, every legal choice of every die at every turn
// (which of its dice the player resolves, to strike or to block which of the opponent's dice),
// so every legal resolution order is a path of the tree it builds. It shares no code with the
// engine: its own moves, its own reading of Brutal and Shock, its own lexicographic rankings;
// and its own reading of the roll and the re-rolls (`fightBrute`: every face of every die rolled
// and re-rolled, every re-roll choice of each player in order).
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import type { KtWeapon, KtWeaponRule } from '../../../../src/rulesets/killteam/types.js';

export type Die = 'N' | 'C';

export interface BruteSide {
  readonly damage: number;
  readonly criticalDamage: number;
  readonly brutal: boolean;
  readonly shock: boolean;
}

export interface BruteState {
  readonly dice: readonly [readonly Die[], readonly Die[]];
  readonly wounds: readonly [number, number];
  readonly turn: 0 | 1;
  readonly shockSpent: readonly [boolean, boolean];
}

/** A choice: the player's die `own` (index) strikes (`target` -1) or blocks the opponent's die `target`. */
export interface BruteChoice {
  readonly own: number;
  readonly target: number;
  /** The engine's move number of this choice, for the tie-break order. */
  readonly kind: number;
}

export interface BruteNode {
  readonly state: BruteState;
  readonly children: readonly { readonly choice: BruteChoice; readonly node: BruteNode }[];
}

const over = (s: BruteState) =>
  s.wounds[0] === 0 || s.wounds[1] === 0 || s.dice[0].length + s.dice[1].length === 0;

export function choices(sides: readonly [BruteSide, BruteSide], s: BruteState): BruteChoice[] {
  if (over(s)) return [];
  const me = s.turn;
  const mine = s.dice[me];
  const theirs = s.dice[1 - me]!;
  const out: BruteChoice[] = [];
  mine.forEach((d, i) => {
    out.push({ own: i, target: -1, kind: d === 'C' ? 0 : 1 });
    theirs.forEach((t, j) => {
      // A critical blocks anything; a normal blocks a normal, unless the opponent's weapon is Brutal.
      if (d === 'C') out.push({ own: i, target: j, kind: t === 'C' ? 2 : 4 });
      else if (t === 'N' && !sides[1 - me]!.brutal) out.push({ own: i, target: j, kind: 3 });
    });
  });
  return out;
}

export function apply(
  sides: readonly [BruteSide, BruteSide],
  s: BruteState,
  ch: BruteChoice,
): BruteState {
  const me = s.turn;
  const other = (1 - me) as 0 | 1;
  const mine = [...s.dice[me]];
  let theirs = [...s.dice[other]];
  const wounds = [...s.wounds] as [number, number];
  const spent = [...s.shockSpent] as [boolean, boolean];
  const die = mine[ch.own]!;
  mine.splice(ch.own, 1);
  if (ch.target >= 0) {
    theirs.splice(ch.target, 1);
  } else {
    const dmg = die === 'C' ? sides[me].criticalDamage : sides[me].damage;
    wounds[other] = Math.max(0, wounds[other] - dmg);
    if (die === 'C' && sides[me].shock && !spent[me]) {
      spent[me] = true;
      const n = theirs.indexOf('N');
      const k = n >= 0 ? n : theirs.indexOf('C');
      if (k >= 0) theirs = theirs.filter((_, i) => i !== k);
    }
  }
  const dice = (me === 0 ? [mine, theirs] : [theirs, mine]) as [Die[], Die[]];
  const turn = (dice[other].length > 0 ? other : me) as 0 | 1;
  return { dice, wounds, turn, shockSpent: spent };
}

export function tree(sides: readonly [BruteSide, BruteSide], s: BruteState): BruteNode {
  return {
    state: s,
    children: choices(sides, s).map((choice) => ({
      choice,
      node: tree(sides, apply(sides, s, choice)),
    })),
  };
}

export function leaves(node: BruteNode): BruteState[] {
  return node.children.length === 0 ? [node.state] : node.children.flatMap((c) => leaves(c.node));
}

export type Objective = 'incapacitate' | 'survive' | 'net-damage' | 'max-damage';

/** A ranking as a list compared place by place, the first place first. */
export function rank(objective: Objective, own: number, opp: number): number[] {
  const kill = opp === 0 ? 1 : 0;
  const live = own > 0 ? 1 : 0;
  if (objective === 'incapacitate') return [kill, live, own - opp];
  if (objective === 'survive') return [live, kill, own - opp];
  if (objective === 'net-damage') return [own - opp, kill, live];
  return [-opp, live, own];
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

/**
 * The subgame-perfect end of the tree when both players rank ends by their objectives, a tie
 * going to the lower move kind (the first choice of that kind: choices of one kind on equal dice
 * lead to equal ends).
 */
export function spe(node: BruteNode, objectives: readonly [Objective, Objective]): BruteState {
  if (node.children.length === 0) return node.state;
  const me = node.state.turn;
  return bestEnd(
    node.children.map(({ choice, node: child }) => ({
      kind: choice.kind,
      end: spe(child, objectives),
    })),
    objectives[me],
    me,
  );
}

/** The end its player ranks highest among the ends of its choices, a tie to the lower kind. */
function bestEnd(
  options: readonly { readonly kind: number; readonly end: BruteState }[],
  objective: Objective,
  me: 0 | 1,
): BruteState {
  let best: { end: BruteState; r: number[]; kind: number } | undefined;
  for (const { kind, end } of options) {
    const r = rank(objective, end.wounds[me], end.wounds[1 - me]!);
    if (best === undefined || better(r, best.r) || (!better(best.r, r) && kind < best.kind)) {
      best = { end, r, kind };
    }
  }
  return best!.end;
}

/** The minimax value for the attacker of a zero-sum payoff of the end (the defender minimises it). */
export function minimax(node: BruteNode, payoff: (s: BruteState) => number): number {
  if (node.children.length === 0) return payoff(node.state);
  const values = node.children.map((c) => minimax(c.node, payoff));
  return node.state.turn === 0 ? Math.max(...values) : Math.min(...values);
}

export function pool(n: number, c: number): Die[] {
  return [...Array<Die>(c).fill('C'), ...Array<Die>(n).fill('N')];
}

export function start(
  an: number,
  ac: number,
  bn: number,
  bc: number,
  wA: number,
  wB: number,
): BruteState {
  return {
    dice: [pool(an, ac), pool(bn, bc)],
    wounds: [wA, wB],
    turn: an + ac > 0 ? 0 : 1,
    shockSpent: [false, false],
  };
}

const key = (s: BruteState) =>
  `${[...s.dice[0]].sort().join('')}|${[...s.dice[1]].sort().join('')}|${s.wounds}|${s.turn}|${s.shockSpent}`;

/**
 * {@link spe} without building the tree: the same choices, each state's end kept by the state
 * (its dice as sorted lists), for pools too large to unfold.
 */
export function speOf(
  sides: readonly [BruteSide, BruteSide],
  s: BruteState,
  objectives: readonly [Objective, Objective],
  memo: Map<string, BruteState> = new Map(),
): BruteState {
  const all = choices(sides, s);
  if (all.length === 0) return s;
  const k = key(s);
  const known = memo.get(k);
  if (known) return known;
  const end = bestEnd(
    all.map((choice) => ({
      kind: choice.kind,
      end: speOf(sides, apply(sides, s, choice), objectives, memo),
    })),
    objectives[s.turn],
    s.turn,
  );
  memo.set(k, end);
  return end;
}

const ruleName = (r: KtWeaponRule) => (typeof r === 'string' ? r : r.rule);
const ruleX = (w: KtWeapon, name: string) => {
  const r = w.rules.find((x) => ruleName(x) === name);
  return r === undefined ? undefined : typeof r === 'string' ? 0 : 'x' in r ? r.x : 0;
};

/**
 * Every roll of `k` dice as its faces in rising order ({@link chanceOf} its chance: dice of one
 * face are alike to every rule, so the orders of one roll are counted, not enumerated).
 */
function* rolls(k: number, from = 1): Generator<{ faces: number[] }> {
  if (k === 0) {
    yield { faces: [] };
    return;
  }
  for (let f = from; f <= 6; f++) {
    for (const r of rolls(k - 1, f)) yield { faces: [f, ...r.faces] };
  }
}

/** The chance of rolling exactly the faces `faces` (in some order) on `faces.length` dice. */
function chanceOf(faces: readonly number[]): number {
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  let ways = fact(faces.length);
  for (let f = 1; f <= 6; f++) ways /= fact(faces.filter((x) => x === f).length);
  return ways * 6 ** -faces.length;
}

// ---------------------------------------------------------------------------------------------
// The re-rolls, each player's best (docs/killteam/fight.md, "Re-rolls: the attacker first, then
// the defender"), enumerated die by die: every face of every die rolled, every choice of which
// single die to re-roll next (or to stop) in order, every face it can show, the attacker's
// choices first (seeing both rolls), then the defender's (seeing the attacker's re-rolled
// dice); Ceaseless (without Relentless) picks its result with its first re-roll, after a
// Balanced re-roll if one came first; every pair of pools played on the exhaustive tree. Its own die lists, its own retain step, its
// own expectations of the ranking vectors.

/** One fighter's roll as the brute force reads it. */
interface BruteDice {
  readonly hit: number;
  readonly critOn: number;
  readonly locked: number;
  readonly rolled: number;
  readonly has: (rule: string) => boolean;
  readonly isFail: (face: number) => boolean;
}

function bruteDice(f: KtFighter): BruteDice {
  const w = f.weapon;
  const hit = Math.max(2, (2 * f.woundsLeft < f.wounds ? w.hit + 1 : w.hit) - f.assists);
  const locked = Math.min(ruleX(w, 'accurate') ?? 0, w.atk);
  return {
    hit,
    critOn: ruleX(w, 'lethal') ?? 6,
    locked,
    rolled: w.atk - locked,
    has: (n) => ruleX(w, n) !== undefined,
    isFail: (face) => face === 1 || (face !== 6 && face < hit),
  };
}

/** The pool retained from final faces, "normal,critical" (the same reading as poolBrute's). */
function retainBrute(d: BruteDice, final: readonly number[]): string {
  let fails = 0;
  let normals = 0;
  let crits = 0;
  for (const x of final) {
    if (d.isFail(x)) fails++;
    else if (x === 6 || x >= d.critOn) crits++;
    else normals++;
  }
  let lockedN = d.locked;
  if (crits > 0) {
    if (d.has('punishing') && fails > 0) lockedN++;
    if (d.has('rending') && normals > 0) {
      normals--;
      crits++;
    }
  } else if (d.has('severe') && normals + lockedN > 0) {
    if (lockedN > 0) lockedN--;
    else normals--;
    crits++;
  }
  return `${normals + lockedN},${crits}`;
}

type Vec3 = number[];
const EPS = 1e-12;
const vecBetter = (a: Vec3, b: Vec3) => {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]! + EPS) return true;
    if (a[i]! < b[i]! - EPS) return false;
  }
  return false;
};

/**
 * A die of a roll: its face, whether it was re-rolled, and whether Ceaseless may re-roll it
 * (it showed Ceaseless's result when that was picked, and is not re-rolled yet).
 */
type RDie = readonly [number, boolean, boolean];

/**
 * The best re-rolls of a player on `dice` (`bal`: Balanced's die unused; `picked`: Ceaseless's
 * result picked), valued by `value` of the pool it retains: the expected vector and the chances
 * of the pools retained. The candidates: stop; with Ceaseless not picked yet, each result a die
 * not re-rolled shows (the pick, with the re-roll of one die showing it); with Ceaseless
 * picked, each die it may re-roll; with Balanced, each die not re-rolled (Relentless: each die
 * not re-rolled). Every die is tried (dice alike give alike values); a candidate must be better
 * by more than 1e-12.
 */
function bestRerolls(
  d: BruteDice,
  dice: readonly RDie[],
  bal: boolean,
  picked: boolean,
  value: (pool: string) => Vec3,
  memo: Map<string, { v: Vec3; dist: Map<string, number> }>,
): { v: Vec3; dist: Map<string, number> } {
  const key = `${dice
    .map(([x, r, e]) => `${x}${r ? 'r' : ''}${e ? 'e' : ''}`)
    .sort()
    .join(' ')}|${bal}|${picked}`;
  const known = memo.get(key);
  if (known) return known;
  const pool = retainBrute(
    d,
    dice.map(([x]) => x),
  );
  let best = { v: value(pool), dist: new Map([[pool, 1]]) };
  const relentless = d.has('relentless');
  const ceaseless = d.has('ceaseless') && !relentless;
  // Re-roll die `i` of `from` into each face, then go on in (`bal`, `picked`).
  const consider = (from: readonly RDie[], i: number, nextBal: boolean, nextPicked: boolean) => {
    const v = [0, 0, 0];
    const dist = new Map<string, number>();
    for (let face = 1; face <= 6; face++) {
      const next = from.map((x, j) => (j === i ? ([face, true, false] as RDie) : x));
      const r = bestRerolls(d, next, nextBal, nextPicked, value, memo);
      for (let t = 0; t < 3; t++) v[t]! += r.v[t]! / 6;
      for (const [p, q] of r.dist) dist.set(p, (dist.get(p) ?? 0) + q / 6);
    }
    if (vecBetter(v, best.v)) best = { v, dist };
  };
  dice.forEach(([x, r, e], i) => {
    if (r) return;
    if (relentless) consider(dice, i, false, false);
    if (ceaseless && !picked) {
      // Pick this die's result: every die not re-rolled showing it becomes Ceaseless's.
      const marked = dice.map(([y, ry]) => [y, ry, !ry && y === x] as RDie);
      consider(marked, i, bal, true);
    }
    if (ceaseless && picked && e) consider(dice, i, bal, true);
    if (bal) consider(dice, i, false, picked);
  });
  memo.set(key, best);
  return best;
}

/** The brute force's results with each player's best re-rolls, the attacker's first. */
export function fightBrute(s: KtFightScenario) {
  const a = s.attacker;
  const d = s.defender;
  const dev = (w: KtWeapon) => ruleX(w, 'devastating') ?? 0;
  const side = (w: KtWeapon) => ({
    damage: w.damage,
    criticalDamage: w.criticalDamage,
    brutal: ruleX(w, 'brutal') !== undefined,
    shock: ruleX(w, 'shock') !== undefined,
  });
  const sides = [side(a.weapon), side(d.weapon)] as const;
  const objectives = [a.objective as Objective, d.objective as Objective] as const;
  const gameMemo = new Map<string, BruteState>();
  const ends = new Map<string, readonly [number, number]>();
  const endOf = (ka: string, kb: string): readonly [number, number] => {
    const key = `${ka}|${kb}`;
    const known = ends.get(key);
    if (known) return known;
    const [an, ac] = ka.split(',').map(Number) as [number, number];
    const [bn, bc] = kb.split(',').map(Number) as [number, number];
    let wB = Math.max(0, d.woundsLeft - dev(a.weapon) * ac);
    let wA = a.woundsLeft;
    if (wB > 0) wA = Math.max(0, wA - dev(d.weapon) * bc);
    if (wA > 0 && wB > 0) {
      [wA, wB] = speOf(sides, start(an, ac, bn, bc, wA, wB), objectives, gameMemo).wounds;
    }
    const end = [wA, wB] as const;
    ends.set(key, end);
    return end;
  };
  const da = bruteDice(a);
  const db = bruteDice(d);
  const balA = da.has('balanced') && !da.has('relentless');
  const balB = db.has('balanced') && !db.has('relentless');
  const rollOf = (faces: readonly number[]) => faces.map((x) => [x, false, false] as RDie);
  // The defender's answer to the attacker's pool `ka` from its rolled faces.
  const defenderMemo = new Map<string, Map<string, { v: Vec3; dist: Map<string, number> }>>();
  const defender = (ka: string, facesB: readonly number[]): Map<string, number> => {
    let memo = defenderMemo.get(ka);
    if (!memo) {
      memo = new Map();
      defenderMemo.set(ka, memo);
    }
    const value = (kb: string) => {
      const [wA, wB] = endOf(ka, kb);
      return rank(objectives[1], wB, wA);
    };
    return bestRerolls(db, rollOf(facesB), balB, false, value, memo).dist;
  };
  const joint = new Map<string, number>();
  for (const { faces: facesB } of rolls(db.rolled)) {
    const pB = chanceOf(facesB);
    // The attacker's value of its pool: the defender's answer, played on.
    const attackerValue = (ka: string) => {
      const v = [0, 0, 0];
      for (const [kb, q] of defender(ka, facesB)) {
        const [wA, wB] = endOf(ka, kb);
        const r = rank(objectives[0], wA, wB);
        for (let t = 0; t < 3; t++) v[t]! += q * r[t]!;
      }
      return v;
    };
    const memoA = new Map<string, { v: Vec3; dist: Map<string, number> }>();
    for (const { faces: facesA } of rolls(da.rolled)) {
      const total = pB * chanceOf(facesA);
      const poolsA = bestRerolls(da, rollOf(facesA), balA, false, attackerValue, memoA).dist;
      for (const [ka, qa] of poolsA) {
        for (const [kb, qb] of defender(ka, facesB)) {
          const key = `${ka}|${kb}`;
          joint.set(key, (joint.get(key) ?? 0) + total * qa * qb);
        }
      }
    }
  }
  const damageA = new Array(a.woundsLeft + 1).fill(0);
  const damageB = new Array(d.woundsLeft + 1).fill(0);
  for (const [key, p] of joint) {
    const [ka, kb] = key.split('|') as [string, string];
    const [wA, wB] = endOf(ka, kb);
    damageA[a.woundsLeft - wA] += p;
    damageB[d.woundsLeft - wB] += p;
  }
  return { damageA, damageB, joint };
}
