// An independent brute force of the Kill Team fight's resolution (docs/killteam/fight.md, "The
// game"): the two pools as lists of single dice, every legal choice of every die at every turn
// (which of its dice the player resolves, to strike or to block which of the opponent's dice),
// so every legal resolution order is a path of the tree it builds. It shares no code with the
// engine: its own moves, its own reading of Brutal and Shock, its own lexicographic rankings;
// and its own reading of the roll (`poolBrute`: every face of every die rolled and re-rolled).
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

/** Every sequence of `k` faces, each with weight 1 (of 6^k). */
function* sequences(k: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(k - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

/**
 * The brute force's own reading of one fighter's roll: a map from "normal,critical" to its
 * chance, enumerating every face of every die rolled and every face of every die re-rolled.
 */
export function poolBrute(f: KtFighter): Map<string, number> {
  const w = f.weapon;
  // Injured: 1 worse; each assist 1 better, never past 2+.
  const hit = Math.max(2, (2 * f.woundsLeft < f.wounds ? w.hit + 1 : w.hit) - f.assists);
  const critOn = ruleX(w, 'lethal') ?? 6;
  const locked = Math.min(ruleX(w, 'accurate') ?? 0, w.atk);
  const has = (n: string) => ruleX(w, n) !== undefined;
  const isFail = (face: number) => face === 1 || (face !== 6 && face < hit);
  const out = new Map<string, number>();
  const rolled = w.atk - locked;
  for (const faces of sequences(rolled)) {
    // Which dice (by index) are re-rolled: the fails (Relentless); the fails of the most
    // common failing face, the lowest on a tie (Ceaseless), then one more fail (Balanced).
    const again = new Set<number>();
    if (has('relentless')) {
      faces.forEach((x, i) => {
        if (isFail(x)) again.add(i);
      });
    } else {
      if (has('ceaseless')) {
        let best = 0;
        let most = 0;
        for (let face = 1; face <= 6; face++) {
          const k = faces.filter((x) => x === face).length;
          if (isFail(face) && k > most) [best, most] = [face, k];
        }
        faces.forEach((x, i) => {
          if (x === best) again.add(i);
        });
      }
      if (has('balanced')) {
        // the first fail not re-rolled, lowest face first
        const order = faces
          .map((x, i) => [x, i] as const)
          .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
        const pick = order.find(([x, i]) => isFail(x) && !again.has(i));
        if (pick) again.add(pick[1]);
      }
    }
    const idx = [...again];
    for (const redo of sequences(idx.length)) {
      const final = [...faces];
      idx.forEach((i, j) => {
        final[i] = redo[j]!;
      });
      let fails = 0;
      let normals = 0;
      let crits = 0;
      for (const x of final) {
        if (isFail(x)) fails++;
        else if (x === 6 || x >= critOn) crits++;
        else normals++;
      }
      let lockedN = locked;
      if (crits > 0) {
        if (has('punishing') && fails > 0) lockedN++;
        if (has('rending') && normals > 0) {
          normals--;
          crits++;
        }
      } else if (has('severe') && normals + lockedN > 0) {
        if (lockedN > 0) lockedN--;
        else normals--;
        crits++;
      }
      const key = `${normals + lockedN},${crits}`;
      out.set(key, (out.get(key) ?? 0) + 6 ** -(rolled + idx.length));
    }
  }
  return out;
}

/** The brute force's results: damage to each side, from every pair of pools. */
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
  const memo = new Map<string, BruteState>();
  const damageA = new Array(a.woundsLeft + 1).fill(0);
  const damageB = new Array(d.woundsLeft + 1).fill(0);
  for (const [ka, pa] of poolBrute(a)) {
    for (const [kb, pb] of poolBrute(d)) {
      const [an, ac] = ka.split(',').map(Number) as [number, number];
      const [bn, bc] = kb.split(',').map(Number) as [number, number];
      let wB = Math.max(0, d.woundsLeft - dev(a.weapon) * ac);
      let wA = a.woundsLeft;
      if (wB > 0) wA = Math.max(0, wA - dev(d.weapon) * bc);
      if (wA > 0 && wB > 0) {
        const end = speOf(sides, start(an, ac, bn, bc, wA, wB), objectives, memo);
        [wA, wB] = end.wounds;
      }
      damageA[a.woundsLeft - wA] += pa * pb;
      damageB[d.woundsLeft - wB] += pa * pb;
    }
  }
  return { damageA, damageB };
}
