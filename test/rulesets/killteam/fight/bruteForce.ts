// An independent brute force of the Kill Team fight's resolution (docs/killteam/fight.md, "The
// game"): the two pools as lists of single dice, every legal choice of every die at every turn
// (which of its dice the player resolves, to strike or to block which of the opponent's dice),
// so every legal resolution order is a path of the tree it builds. It shares no code with the
// engine: its own moves, its own reading of Brutal and Shock, its own lexicographic rankings.

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
  let best: { end: BruteState; r: number[]; kind: number } | undefined;
  for (const { choice, node: child } of node.children) {
    const end = spe(child, objectives);
    const r = rank(objectives[me], end.wounds[me], end.wounds[1 - me]!);
    if (
      best === undefined ||
      better(r, best.r) ||
      (!better(best.r, r) && choice.kind < best.kind)
    ) {
      best = { end, r, kind: choice.kind };
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
