// The fight game's backward induction (src/rulesets/killteam/fight/game.ts) against an
// independent exhaustive search of every legal resolution order (./bruteForce.ts: the pools as
// single dice, every die and every target at every turn), for every small pool, every pair of
// objectives, and Brutal and Shock on either side; then hand examples with their derivation.
import { describe, expect, test } from 'vitest';
import {
  FIGHT_HEURISTICS,
  FightGame,
  type FightObjective,
  type FightSideRules,
  legalMoves,
  startState,
  utility,
} from '../../../../src/rulesets/killteam/fight/game.js';
import { type BruteSide, minimax, type Objective, spe, speOf, start, tree } from './bruteForce.js';

const OBJECTIVES: FightObjective[] = ['incapacitate', 'survive', 'net-damage'];

function rules(
  damage: number,
  criticalDamage: number,
  objective: FightObjective,
  extra: Partial<FightSideRules> = {},
): FightSideRules {
  return {
    damage,
    criticalDamage,
    brutal: false,
    shock: false,
    objective,
    policy: 'optimal',
    ...extra,
  };
}

const brute = (r: FightSideRules): BruteSide => ({
  damage: r.damage,
  criticalDamage: r.criticalDamage,
  brutal: r.brutal,
  shock: r.shock,
});

/** Every pool of at most `max` dice: [normal, critical]. */
function pools(max: number): [number, number][] {
  const out: [number, number][] = [];
  for (let n = 0; n <= max; n++) for (let c = 0; n + c <= max; c++) out.push([n, c]);
  return out;
}

// Profiles chosen so that kills, blocks and Shock all matter: 3/4 and 4/5 damage against 7..9
// wounds need two or three strikes.
const PROFILES: [string, Partial<FightSideRules>, Partial<FightSideRules>][] = [
  ['plain', {}, {}],
  ['attacker Brutal', { brutal: true }, {}],
  ['attacker Shock', { shock: true }, {}],
  ['both Shock, defender Brutal', { shock: true }, { shock: true, brutal: true }],
];

describe('FightGame.resolve is the subgame-perfect end of the exhaustive tree', () => {
  for (const [name, ea, eb] of PROFILES) {
    test(name, () => {
      let checked = 0;
      for (const oa of OBJECTIVES) {
        for (const ob of OBJECTIVES) {
          const sides = [rules(3, 4, oa, ea), rules(4, 5, ob, eb)] as const;
          const game = new FightGame(sides);
          for (const [an, ac] of pools(3)) {
            for (const [bn, bc] of pools(an + ac <= 2 ? 3 : 2)) {
              const s = start(an, ac, bn, bc, 8, 7);
              const root = tree([brute(sides[0]), brute(sides[1])], s);
              const want = spe(root, [oa as Objective, ob as Objective]);
              // The memoised walk the larger brute forces use finds the same end.
              const walked = speOf([brute(sides[0]), brute(sides[1])], s, [
                oa as Objective,
                ob as Objective,
              ]);
              expect(walked.wounds).toEqual(want.wounds);
              const got = game.resolve(startState(an, ac, bn, bc, 8, 7));
              expect([got.wA, got.wB], `${oa}/${ob} ${an}N${ac}C v ${bn}N${bc}C`).toEqual([
                ...want.wounds,
              ]);
              checked++;
            }
          }
        }
      }
      expect(checked).toBe(756); // 9 pairs of objectives x 84 pairs of pools
    });
  }
});

describe('zero-sum objectives are the minimax of the exhaustive tree', () => {
  test('the attacker to incapacitate, the defender to survive: P(kill) per roll is the minimax', () => {
    for (const [name, ea, eb] of PROFILES) {
      const sides = [rules(4, 5, 'incapacitate', ea), rules(3, 6, 'survive', eb)] as const;
      const game = new FightGame(sides);
      for (const [an, ac] of pools(3)) {
        for (const [bn, bc] of pools(3)) {
          const root = tree([brute(sides[0]), brute(sides[1])], start(an, ac, bn, bc, 9, 9));
          const want = minimax(root, (s) => (s.wounds[1] === 0 ? 1 : 0));
          const got = game.resolve(startState(an, ac, bn, bc, 9, 9));
          expect(got.wB === 0 ? 1 : 0, `${name} ${an}N${ac}C v ${bn}N${bc}C`).toBe(want);
        }
      }
    }
  });
  test('net damage against net damage is the minimax of the damage dealt minus taken', () => {
    for (const [name, ea, eb] of PROFILES) {
      const sides = [rules(3, 5, 'net-damage', ea), rules(4, 4, 'net-damage', eb)] as const;
      const game = new FightGame(sides);
      for (const [an, ac] of pools(3)) {
        for (const [bn, bc] of pools(3)) {
          const root = tree([brute(sides[0]), brute(sides[1])], start(an, ac, bn, bc, 10, 8));
          const want = minimax(root, (s) => 8 - s.wounds[1] - (10 - s.wounds[0]));
          const got = game.resolve(startState(an, ac, bn, bc, 10, 8));
          expect(8 - got.wB - (10 - got.wA), `${name} ${an}N${ac}C v ${bn}N${bc}C`).toBe(want);
        }
      }
    }
  });
});

describe('a best response is never worse than a heuristic against a fixed heuristic', () => {
  test.each(FIGHT_HEURISTICS.filter((h) => h !== 'max-damage'))('the defender plays %s', (h) => {
    for (const objective of OBJECTIVES) {
      const b = { ...rules(4, 5, 'survive', { shock: true }), policy: h };
      const best = new FightGame([rules(3, 5, objective), b]);
      for (const other of FIGHT_HEURISTICS) {
        const worse = new FightGame([{ ...rules(3, 5, objective), policy: other }, b]);
        for (const [an, ac] of pools(4)) {
          for (const [bn, bc] of pools(4)) {
            const s = startState(an, ac, bn, bc, 9, 8);
            const x = best.resolve(s);
            const y = worse.resolve(s);
            expect(utility(objective, x.wA, x.wB)).toBeGreaterThanOrEqual(
              utility(objective, y.wA, y.wB),
            );
          }
        }
      }
    }
  });
});

describe('hand examples', () => {
  test('a strike that kills beats a block (the attacker strikes first and ends the fight)', () => {
    // A: 1 critical (5 damage), B has 5 wounds left and 2 normals (4 damage) against A's 6.
    // Striking ends the fight at once (B incapacitated, A untouched); blocking a normal would
    // leave B one normal to strike: A then has no dice, B strikes for 4.
    const game = new FightGame([rules(3, 5, 'incapacitate'), rules(4, 5, 'survive')]);
    expect(game.resolve(startState(0, 1, 2, 0, 6, 5))).toEqual({ wA: 6, wB: 0, move: 0 });
  });
  test('block-first saves the attacker where striking first loses it', () => {
    // A: 1 normal (3 damage), 3 wounds left; B: 1 normal (4 damage), 10 wounds.
    // Strike: B loses 3 and strikes back for 4: A incapacitated (wA 0).
    // Block: B's normal is cancelled, nothing else happens: both live.
    const game = new FightGame([rules(3, 4, 'survive'), rules(4, 5, 'incapacitate')]);
    const end = game.resolve(startState(1, 0, 1, 0, 3, 10));
    expect(end).toEqual({ wA: 3, wB: 10, move: 3 });
    const options = game.options(startState(1, 0, 1, 0, 3, 10));
    expect(options.map((o) => [o.move, o.end.wA, o.end.wB])).toEqual([
      [1, 0, 7],
      [3, 3, 10],
    ]);
  });
  test("Shock: the first critical strike also discards the opponent's normal success", () => {
    // A: 1 critical (5, Shock) against B's 2 normals (4 each), A has 6 wounds, B 12.
    // Strike: B takes 5 and loses one normal; B strikes with the other: A at 2. Without Shock A
    // would take 8 and be incapacitated.
    const shock = new FightGame([
      rules(3, 5, 'survive', { shock: true }),
      rules(4, 5, 'incapacitate'),
    ]);
    expect(shock.resolve(startState(0, 1, 2, 0, 6, 12))).toMatchObject({ wA: 2, wB: 7 });
    // Without Shock the best is to block one normal with the critical: A takes 4 (wA 2), B none.
    const plain = new FightGame([rules(3, 5, 'survive'), rules(4, 5, 'incapacitate')]);
    expect(plain.resolve(startState(0, 1, 2, 0, 6, 12))).toEqual({ wA: 2, wB: 12, move: 4 });
  });
  test('Brutal: normal successes cannot block', () => {
    expect(legalMoves(2, 0, 1, 0, true)).toEqual([1]);
    expect(legalMoves(2, 1, 1, 0, true)).toEqual([0, 1, 4]);
    expect(legalMoves(2, 1, 1, 1, false)).toEqual([0, 1, 2, 3, 4]);
  });
  test('a player with no dice left lets the other resolve all of its own', () => {
    // A has no dice: B strikes with its 2 normals (4 each) and its critical (5): 13 > 12.
    const game = new FightGame([rules(3, 5, 'survive'), rules(4, 5, 'incapacitate')]);
    expect(game.resolve(startState(0, 0, 2, 1, 12, 9))).toEqual({ wA: 0, wB: 9, move: 0 });
  });
});
