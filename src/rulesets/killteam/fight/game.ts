/**
 * The resolution of a Kill Team (2024) fight as a two-player game (`docs/killteam/fight.md`,
 * "The game"): once both players have rolled and retained their attack dice, they alternate,
 * the attacker first, resolving one retained die at a time, to strike (inflict its Damage) or
 * to block (cancel one of the opponent's unresolved successes: a normal success a normal one,
 * a critical success either); a player with no dice left lets the other resolve the rest, and
 * the fight ends when an operative is incapacitated (Kill Team (2024) core rules, "Fight",
 * Resolve attack dice). Brutal and Shock change the moves (core rules, "Weapon rules").
 *
 * After the roll nothing is random and both players see every die: the game is finite, of
 * perfect information and deterministic, so backward induction solves it exactly. Each player
 * ranks the game's ends (the wounds each operative has left) by its own objective, lexicographic
 * ({@link utility}); each chooses, at each of its turns, the move whose end it ranks highest
 * given how both play afterwards (a subgame-perfect equilibrium), ties going to the first move
 * in {@link FIGHT_MOVES}' order. When the two objectives are opposed (one side's chance to
 * incapacitate against the other's chance to survive, or net damage against net damage) this is
 * the minimax of that objective. A heuristic player ({@link FightPolicy}) moves by its rule
 * instead, and the other player's best responds to it.
 *
 * @module
 */

/**
 * What a player ranks the ends of a fight by: `incapacitate` (the opponent incapacitated
 * first, then its own survival, then damage dealt minus taken), `survive` (its own survival,
 * then the opponent incapacitated, then net damage), `net-damage` (damage dealt minus damage
 * taken, then the opponent incapacitated, then its survival).
 *
 * @example
 * ```ts
 * const o: FightObjective = 'survive';
 * ```
 */
export type FightObjective = 'incapacitate' | 'net-damage' | 'survive';

/**
 * How a player chooses its moves: `optimal` (the best for its objective, by backward
 * induction), or one of the calculators' usual rules: `strike` (always strike, the die of more
 * Damage first), `block` (parry first: block while it can, a critical with a critical, then a
 * normal with a normal, then a normal with a critical; then strike), `strike-if-kills` (strike
 * when that strike incapacitates, else block as `block` does), `max-damage` (the most damage
 * dealt, blind to damage taken: optimal for that objective alone).
 *
 * @example
 * ```ts
 * const p: FightPolicy = 'strike-if-kills';
 * ```
 */
export type FightPolicy = 'optimal' | 'strike' | 'block' | 'strike-if-kills' | 'max-damage';

/**
 * The heuristics of {@link FightPolicy}, in the order reports list them.
 *
 * @example
 * ```ts
 * FIGHT_HEURISTICS[0]; // 'strike'
 * ```
 */
export const FIGHT_HEURISTICS = ['strike', 'block', 'strike-if-kills', 'max-damage'] as const;

/**
 * One side of the game: its weapon's Damage and the weapon rules that act during the
 * resolution, and how it plays.
 *
 * @example
 * ```ts
 * const side: FightSideRules = { damage: 4, criticalDamage: 5, brutal: false, shock: true,
 *   objective: 'incapacitate', policy: 'optimal' };
 * ```
 */
export interface FightSideRules {
  /** Damage of a normal success. */
  readonly damage: number;
  /** Damage of a critical success. */
  readonly criticalDamage: number;
  /** Brutal: the opponent blocks only with critical successes. */
  readonly brutal: boolean;
  /** Shock: its first critical strike also discards one of the opponent's normal successes (a critical if none). */
  readonly shock: boolean;
  readonly objective: FightObjective;
  readonly policy: FightPolicy;
}

/**
 * A move: 0 strike with a critical success, 1 strike with a normal success, 2 block a
 * critical with a critical, 3 block a normal with a normal, 4 block a normal with a critical.
 * Their order is the tie-break between moves a player ranks equal.
 *
 * @example
 * ```ts
 * const m: FightMove = 3; // block a normal success with a normal success
 * ```
 */
export type FightMove = 0 | 1 | 2 | 3 | 4;

/**
 * Every move, in the tie-break order, with its name as reports say it.
 *
 * @example
 * ```ts
 * FIGHT_MOVES[4]; // 'block a normal with a critical'
 * ```
 */
export const FIGHT_MOVES = [
  'strike with a critical',
  'strike with a normal',
  'block a critical with a critical',
  'block a normal with a normal',
  'block a normal with a critical',
] as const;

/**
 * The state of a fight between moves: each side's unresolved normal and critical successes,
 * its wounds left, whose turn it is (0 the attacker, 1 the defender) and whether each side's
 * Shock is spent.
 *
 * @example
 * ```ts
 * const s: FightState = { an: 2, ac: 1, bn: 1, bc: 0, wA: 12, wB: 8, turn: 0, shockA: false, shockB: false };
 * ```
 */
export interface FightState {
  readonly an: number;
  readonly ac: number;
  readonly bn: number;
  readonly bc: number;
  readonly wA: number;
  readonly wB: number;
  readonly turn: 0 | 1;
  readonly shockA: boolean;
  readonly shockB: boolean;
}

/**
 * How a fight ends: the wounds each operative has left, and the first move made (-1: none).
 *
 * @example
 * ```ts
 * const end: FightEnd = { wA: 12, wB: 0, move: 0 };
 * ```
 */
export interface FightEnd {
  readonly wA: number;
  readonly wB: number;
  readonly move: FightMove | -1;
}

/** The most dice of one kind and the most wounds a state holds (the key's radices). */
const DICE_RADIX = 41;
const WOUND_RADIX = 101;

/**
 * The legal moves of the side to move, in the tie-break order: a strike with each kind of die
 * it has; a block of each kind the opponent has that its dice may block (a normal success
 * blocks a normal one, not against a Brutal weapon; a critical success blocks either).
 *
 * @example
 * ```ts
 * legalMoves(1, 1, 0, 2, false); // [0, 1, 4]
 * ```
 */
export function legalMoves(
  n: number,
  c: number,
  on: number,
  oc: number,
  opponentBrutal: boolean,
): FightMove[] {
  const moves: FightMove[] = [];
  if (c > 0) moves.push(0);
  if (n > 0) moves.push(1);
  if (c > 0 && oc > 0) moves.push(2);
  if (n > 0 && on > 0 && !opponentBrutal) moves.push(3);
  if (c > 0 && on > 0) moves.push(4);
  return moves;
}

/**
 * The state after the side to move makes `move` (legal), or the same object's successor with
 * no one left to move when the fight is over (see {@link isOver}). The turn passes to the
 * other side when it has dice left, else stays (core rules: a player with no dice left lets
 * the other resolve the rest).
 *
 * @example
 * ```ts
 * play(rules, { an: 1, ac: 0, bn: 1, bc: 0, wA: 5, wB: 5, turn: 0, shockA: false, shockB: false }, 3).bn; // 0
 * ```
 */
export function play(
  sides: readonly [FightSideRules, FightSideRules],
  s: FightState,
  move: FightMove,
): FightState {
  const me = s.turn;
  const rules = sides[me];
  let n = me === 0 ? s.an : s.bn;
  let c = me === 0 ? s.ac : s.bc;
  let on = me === 0 ? s.bn : s.an;
  let oc = me === 0 ? s.bc : s.ac;
  let ow = me === 0 ? s.wB : s.wA;
  let shock = me === 0 ? s.shockA : s.shockB;
  switch (move) {
    case 0:
      c--;
      ow = Math.max(0, ow - rules.criticalDamage);
      if (rules.shock && !shock) {
        // Shock: the first critical strike also discards a normal success of the opponent's,
        // or a critical one when it has no normal left.
        shock = true;
        if (on > 0) on--;
        else if (oc > 0) oc--;
      }
      break;
    case 1:
      n--;
      ow = Math.max(0, ow - rules.damage);
      break;
    case 2:
      c--;
      oc--;
      break;
    case 3:
      n--;
      on--;
      break;
    case 4:
      c--;
      on--;
      break;
  }
  const an = me === 0 ? n : on;
  const ac = me === 0 ? c : oc;
  const bn = me === 0 ? on : n;
  const bc = me === 0 ? oc : c;
  const other = me === 0 ? bn + bc : an + ac;
  const turn = (other > 0 ? 1 - me : me) as 0 | 1;
  return {
    an,
    ac,
    bn,
    bc,
    wA: me === 0 ? s.wA : ow,
    wB: me === 0 ? ow : s.wB,
    turn,
    shockA: me === 0 ? shock : s.shockA,
    shockB: me === 0 ? s.shockB : shock,
  };
}

/**
 * Whether the fight is over: an operative incapacitated, or no die left to resolve.
 *
 * @example
 * ```ts
 * isOver({ an: 1, ac: 0, bn: 0, bc: 0, wA: 3, wB: 0, turn: 0, shockA: false, shockB: false }); // true
 * ```
 */
export function isOver(s: FightState): boolean {
  return s.wA === 0 || s.wB === 0 || s.an + s.ac + s.bn + s.bc === 0;
}

/**
 * The first state of a resolution: the attacker moves first when it has dice, else the
 * defender resolves all of its own.
 *
 * @example
 * ```ts
 * startState(0, 0, 2, 1, 7, 8).turn; // 1
 * ```
 */
export function startState(
  an: number,
  ac: number,
  bn: number,
  bc: number,
  wA: number,
  wB: number,
): FightState {
  return {
    an,
    ac,
    bn,
    bc,
    wA,
    wB,
    turn: an + ac > 0 ? 0 : 1,
    shockA: false,
    shockB: false,
  };
}

/**
 * How side `me` ranks an end of the fight (`own` its wounds left, `opp` the opponent's), as one
 * number whose order is the objective's lexicographic order (see {@link FightObjective}).
 * Damage dealt minus taken is, between ends of one fight, the opponent's wounds lost minus its
 * own, so `own - opp` orders it. `max-damage` ranks by damage dealt (`-opp`), then its
 * survival, then its own wounds.
 *
 * @example
 * ```ts
 * utility('incapacitate', 5, 0) > utility('incapacitate', 12, 1); // true
 * ```
 */
export function utility(
  objective: FightObjective | 'max-damage',
  own: number,
  opp: number,
): number {
  const kill = opp === 0 ? 1 : 0;
  const live = own > 0 ? 1 : 0;
  const net = own - opp + 200; // 73..327: below every higher place's weight
  switch (objective) {
    case 'incapacitate':
      return kill * 1e6 + live * 1e4 + net;
    case 'survive':
      return live * 1e6 + kill * 1e4 + net;
    case 'net-damage':
      return net * 100 + kill * 10 + live;
    case 'max-damage':
      return (200 - opp) * 1e4 + live * 1e3 + own;
  }
}

/**
 * The move a heuristic player makes (a {@link FightPolicy} other than `optimal` and
 * `max-damage`), from its own dice (`n`, `c`), the opponent's (`on`, `oc`) and wounds left.
 *
 * @example
 * ```ts
 * heuristicMove('block', rules, foe, 1, 1, 1, 0, 9); // 3 (block the normal with a normal)
 * ```
 */
export function heuristicMove(
  policy: 'strike' | 'block' | 'strike-if-kills',
  own: FightSideRules,
  opponent: FightSideRules,
  n: number,
  c: number,
  on: number,
  oc: number,
  opponentWounds: number,
): FightMove {
  const strike = (): FightMove => (c > 0 && (n === 0 || own.criticalDamage >= own.damage) ? 0 : 1);
  const block = (): FightMove => {
    if (c > 0 && oc > 0) return 2;
    if (n > 0 && on > 0 && !opponent.brutal) return 3;
    if (c > 0 && on > 0) return 4;
    return strike();
  };
  if (policy === 'strike') return strike();
  if (policy === 'block') return block();
  if (n > 0 && own.damage >= opponentWounds) return 1;
  if (c > 0 && own.criticalDamage >= opponentWounds) return 0;
  return block();
}

/**
 * The fight game of two sides, solved by backward induction with memoisation: each state's end
 * under both sides' policies is computed once and kept (`states` counts them), whichever roll
 * it is reached from.
 *
 * @example
 * ```ts
 * const game = new FightGame([attackerRules, defenderRules]);
 * game.resolve(startState(2, 1, 1, 1, 12, 8)); // { wA: 12, wB: 0, move: 0 }
 * ```
 */
export class FightGame {
  readonly sides: readonly [FightSideRules, FightSideRules];
  readonly #memo = new Map<number, number>();

  constructor(sides: readonly [FightSideRules, FightSideRules]) {
    this.sides = sides;
  }

  /** The states solved so far. */
  get states(): number {
    return this.#memo.size;
  }

  /**
   * The end of the fight from `s` when both sides play their policies, and the move made
   * from `s` (-1 when the fight is over).
   *
   * @example
   * ```ts
   * game.resolve(startState(1, 0, 1, 0, 3, 3)).move; // 1 or 3
   * ```
   */
  resolve(s: FightState): FightEnd {
    const packed = this.#solve(s);
    return unpack(packed);
  }

  /**
   * What each legal first move of the side to move at `s` leads to, both sides playing their
   * policies afterwards.
   *
   * @example
   * ```ts
   * game.options(startState(1, 1, 1, 0, 5, 5)).map((o) => o.move); // [0, 1, 4]
   * ```
   */
  options(s: FightState): { readonly move: FightMove; readonly end: FightEnd }[] {
    if (isOver(s)) return [];
    const me = s.turn;
    const moves =
      me === 0
        ? legalMoves(s.an, s.ac, s.bn, s.bc, this.sides[1].brutal)
        : legalMoves(s.bn, s.bc, s.an, s.ac, this.sides[0].brutal);
    return moves.map((move) => {
      const e = unpack(this.#solve(play(this.sides, s, move)));
      return { move, end: { wA: e.wA, wB: e.wB, move } };
    });
  }

  #solve(s: FightState): number {
    if (isOver(s)) return pack(s.wA, s.wB, -1);
    const key = keyOf(s);
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    const me = s.turn;
    const own = this.sides[me];
    const opponent = this.sides[1 - me]!;
    const n = me === 0 ? s.an : s.bn;
    const c = me === 0 ? s.ac : s.bc;
    const on = me === 0 ? s.bn : s.an;
    const oc = me === 0 ? s.bc : s.ac;
    let result: number;
    if (own.policy === 'strike' || own.policy === 'block' || own.policy === 'strike-if-kills') {
      const move = heuristicMove(own.policy, own, opponent, n, c, on, oc, me === 0 ? s.wB : s.wA);
      result = withMove(this.#solve(play(this.sides, s, move)), move);
    } else {
      const objective = own.policy === 'max-damage' ? 'max-damage' : own.objective;
      let best = -Infinity;
      result = 0;
      for (const move of legalMoves(n, c, on, oc, opponent.brutal)) {
        const end = this.#solve(play(this.sides, s, move));
        const e = unpack(end);
        const u = me === 0 ? utility(objective, e.wA, e.wB) : utility(objective, e.wB, e.wA);
        // Strictly better only: a tie keeps the earlier move of the tie-break order.
        if (u > best) {
          best = u;
          result = withMove(end, move);
        }
      }
    }
    this.#memo.set(key, result);
    return result;
  }
}

function keyOf(s: FightState): number {
  let k = s.an;
  k = k * DICE_RADIX + s.ac;
  k = k * DICE_RADIX + s.bn;
  k = k * DICE_RADIX + s.bc;
  k = k * WOUND_RADIX + s.wA;
  k = k * WOUND_RADIX + s.wB;
  return k * 8 + s.turn * 4 + (s.shockA ? 2 : 0) + (s.shockB ? 1 : 0);
}

/** An end as one number: wounds of each side (0..127) and the move (+1, 0 for none). */
function pack(wA: number, wB: number, move: number): number {
  return wA + 128 * wB + 16384 * (move + 1);
}

function withMove(packed: number, move: FightMove): number {
  return (packed % 16384) + 16384 * (move + 1);
}

function unpack(p: number): FightEnd {
  return {
    wA: p % 128,
    wB: Math.floor(p / 128) % 128,
    move: (Math.floor(p / 16384) - 1) as FightMove | -1,
  };
}
