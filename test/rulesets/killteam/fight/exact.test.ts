// The exact engine of the Kill Team fight against a brute force over every die: every face of
// every attack die of both players, every re-roll choice of each (which die next, or stop: the
// attacker's first, then the defender's) and every face of every re-rolled die, retained by an
// independent reading of each weapon rule (./bruteForce.ts, `retainBrute`), each pair of pools
// played to its subgame-perfect end on the exhaustive tree of every legal resolution order, for
// each fight rule alone and some together; then hand examples with their derivation.
import { describe, expect, test } from 'vitest';
import { compileFight } from '../../../../src/rulesets/killteam/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/killteam/fight/exact.js';
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import { fightBrute } from './bruteForce.js';
import { fighterMaker, fightOf } from './cases.js';

const fighter = fighterMaker(8, { atk: 3, hit: 4, damage: 3, criticalDamage: 4 });
const scenario = (a: KtFighter, d: KtFighter) => fightOf(a, d, { keepObjectives: true });

function expectClose(got: ArrayLike<number>, want: readonly number[], label: string) {
  const n = Math.max(got.length, want.length);
  for (let k = 0; k < n; k++) {
    expect(Math.abs((got[k] ?? 0) - (want[k] ?? 0)), `${label}[${k}]`).toBeLessThan(1e-12);
  }
}

const CASES: [string, KtFightScenario][] = [
  ['plain', scenario(fighter({}), fighter({ atk: 2, hit: 3 }))],
  ['Accurate 1', scenario(fighter({ rules: [{ rule: 'accurate', x: 1 }] }), fighter({ atk: 2 }))],
  ['Balanced', scenario(fighter({ rules: ['balanced'] }), fighter({ atk: 2 }))],
  ['Ceaseless', scenario(fighter({ hit: 5, rules: ['ceaseless'] }), fighter({ atk: 2 }))],
  [
    'Ceaseless and Balanced',
    scenario(fighter({ hit: 5, rules: ['ceaseless', 'balanced'] }), fighter({ atk: 2 })),
  ],
  ['Relentless', scenario(fighter({ rules: ['relentless'] }), fighter({ atk: 2 }))],
  [
    'Balanced against Relentless: both re-roll, the defender answering',
    scenario(
      fighter({ hit: 3, rules: ['balanced'] }),
      fighter({ atk: 2, rules: ['relentless'] }, { objective: 'survive' }),
    ),
  ],
  [
    'Relentless against Balanced, Punishing and Severe (a fail worth keeping)',
    scenario(
      fighter({ rules: ['relentless', 'punishing'] }, { woundsLeft: 6 }),
      fighter({ atk: 2, rules: ['balanced', 'severe'] }, { objective: 'net-damage' }),
    ),
  ],
  [
    'Ceaseless and Relentless against Ceaseless (Relentless wins: any die)',
    scenario(
      fighter({ hit: 5, rules: ['ceaseless', 'relentless'] }),
      fighter({ atk: 2, hit: 5, rules: ['ceaseless'] }),
    ),
  ],
  [
    'Ceaseless and Balanced, four dice (Balanced first, the result picked after seeing it)',
    scenario(fighter({ atk: 4, hit: 5, rules: ['ceaseless', 'balanced'] }), fighter({ atk: 2 })),
  ],
  [
    'Ceaseless against Relentless, the defender answering',
    scenario(
      fighter({ hit: 4, rules: ['ceaseless'] }),
      fighter({ atk: 2, hit: 4, rules: ['relentless'] }, { objective: 'survive' }),
    ),
  ],
  [
    'Relentless against Ceaseless and Balanced (the defender picks after the attacker)',
    scenario(
      fighter({ atk: 2, hit: 4, rules: ['relentless'] }),
      fighter({ atk: 3, hit: 5, rules: ['ceaseless', 'balanced'] }, { objective: 'survive' }),
    ),
  ],
  [
    'Ceaseless with Lethal 5+ (a normal face hunted for a critical)',
    scenario(
      fighter({ hit: 3, rules: ['ceaseless', { rule: 'lethal', x: 5 }] }),
      fighter({ atk: 2, hit: 4, rules: ['ceaseless'] }),
    ),
  ],
  [
    'Ceaseless, Balanced and Punishing against Ceaseless, net damage',
    scenario(
      fighter({ hit: 4, rules: ['ceaseless', 'balanced', 'punishing'] }, { woundsLeft: 6 }),
      fighter({ atk: 2, hit: 4, rules: ['ceaseless', 'severe'] }, { objective: 'net-damage' }),
    ),
  ],
  ['Lethal 5+', scenario(fighter({ rules: [{ rule: 'lethal', x: 5 }] }), fighter({ atk: 2 }))],
  ['Punishing', scenario(fighter({ rules: ['punishing'] }), fighter({ atk: 2 }))],
  ['Rending', scenario(fighter({ hit: 3, rules: ['rending'] }), fighter({ atk: 2 }))],
  ['Severe', scenario(fighter({ rules: ['severe'] }), fighter({ atk: 2 }))],
  ['Brutal', scenario(fighter({ hit: 3, rules: ['brutal'] }), fighter({ atk: 2, hit: 3 }))],
  ['Shock', scenario(fighter({ hit: 3, rules: ['shock'] }), fighter({ atk: 3, hit: 3 }))],
  [
    'Devastating 2',
    scenario(
      fighter({ rules: [{ rule: 'devastating', x: 2 }] }),
      fighter({ atk: 2, rules: [{ rule: 'devastating', x: 3 }] }, { woundsLeft: 5 }),
    ),
  ],
  ['Stun', scenario(fighter({ rules: ['stun'] }), fighter({ atk: 2 }))],
  ['injured attacker', scenario(fighter({ hit: 3 }, { woundsLeft: 3 }), fighter({ atk: 2 }))],
  ['one assist: 4+ hits on 3+', scenario(fighter({}, { assists: 1 }), fighter({ atk: 2 }))],
  [
    'injured and two assists on 3+: 2+ at best',
    scenario(
      fighter({ hit: 3 }, { woundsLeft: 3, assists: 2 }),
      fighter({ atk: 2 }, { assists: 4 }),
    ),
  ],
  ['injured 6+ needs a 6', scenario(fighter({ hit: 6 }, { woundsLeft: 3 }), fighter({ atk: 2 }))],
  [
    'defender to survive, Shock and Brutal both sides, Lethal, Rending',
    scenario(
      fighter({ hit: 3, rules: ['shock', { rule: 'lethal', x: 5 }] }),
      fighter({ atk: 3, hit: 3, rules: ['brutal', 'rending', 'shock'] }, { objective: 'survive' }),
    ),
  ],
  [
    'the veteran and the warrior (examples/killteam-fight-duel.json)',
    scenario(
      fighter(
        { atk: 5, hit: 3, damage: 4, criticalDamage: 6, rules: [{ rule: 'lethal', x: 5 }] },
        { wounds: 14, woundsLeft: 14 },
      ),
      fighter(
        { atk: 4, hit: 3, damage: 4, criticalDamage: 5, rules: ['balanced'] },
        { wounds: 10, woundsLeft: 10, objective: 'survive' },
      ),
    ),
  ],
  [
    'net damage against net damage',
    scenario(
      fighter({ hit: 3, damage: 2, criticalDamage: 5 }, { objective: 'net-damage' }),
      fighter({ atk: 3, hit: 4 }, { objective: 'net-damage', woundsLeft: 6 }),
    ),
  ],
];

describe('exactFight agrees with a brute force over every die and every resolution order', () => {
  test.each(CASES)('%s', (name, s) => {
    const r = exactFight(compileFight(s));
    const want = fightBrute(s);
    expectClose(r.damageToAttacker.toArray(), want.damageA, `${name} damageToAttacker`);
    expectClose(r.damageToDefender.toArray(), want.damageB, `${name} damageToDefender`);
    expect(r.defenderIncapacitated.at(1)).toBeCloseTo(want.damageB.at(-1)!, 12);
    expect(r.attackerIncapacitated.at(1)).toBeCloseTo(want.damageA.at(-1)!, 12);
  });
});

describe('hand examples', () => {
  test('one die each: the attacker strikes first or blocks, by the roll', () => {
    // A: 1 die at 4+ (3/4 damage), B: 1 die at 4+ (3/4), 3 wounds each, both to incapacitate.
    // Each die: fail 1/2, normal 1/3, critical 1/6. A incapacitates B when A strikes a
    // success before B can strike back: A moves first whenever it has a success, and its strike
    // of 3 or 4 incapacitates B (3 wounds). So P(B incapacitated) = P(A succeeds) = 1/2; A is
    // incapacitated when A fails and B succeeds: 1/2 * 1/2 = 1/4.
    const f = fighter({ atk: 1 }, { woundsLeft: 3, wounds: 3 });
    const r = exactFight(compileFight(scenario(f, f)));
    expect(r.defenderIncapacitated.at(1)).toBeCloseTo(1 / 2, 14);
    expect(r.attackerIncapacitated.at(1)).toBeCloseTo(1 / 4, 14);
  });
  test('a block that saves a life: survive against one die each', () => {
    // A (to survive, 3 wounds) against B (4 damage normal, 10 wounds), one die each at 4+.
    // A with a success always blocks B's success when B has one (a critical blocks either; a
    // normal blocks a normal), else strikes. A is incapacitated only when B's success is not
    // blocked: A fails (1/2) and B succeeds (1/2), or A rolls a normal (1/3) and B a critical
    // (1/6): 1/4 + 1/18 = 11/36.
    const a = fighter({ atk: 1 }, { wounds: 3, woundsLeft: 3, objective: 'survive' });
    const b = fighter({ atk: 1, damage: 4, criticalDamage: 5 }, { wounds: 10, woundsLeft: 10 });
    const r = exactFight(compileFight(scenario(a, b)));
    expect(r.attackerIncapacitated.at(1)).toBeCloseTo(11 / 36, 14);
  });
  test('re-rolling a normal success for a critical, against a success of the defender only', () => {
    // docs/killteam/fight.md, "A re-roll chosen against the opponent's dice". A: 2 dice at 4+
    // (fail 1/2, normal 1/3, critical 1/6), Balanced, 2/4 Damage, 10 wounds, to incapacitate.
    // B: 1 die at 4+, 4 wounds (A cannot be incapacitated: B deals at most 4). A kills B with a
    // critical (4), or with two normals when B has no die to block one of them.
    // A's roll, with B's die seen:
    //   a critical (1/6 + 1/9 + 1/36 = 11/36): kills;
    //   two fails (1/4): re-roll one, a critical kills: 1/6;
    //   fail and normal (1/3): re-roll the fail: 1/6 critical, 1/3 two normals (a kill when B
    //     failed, 1/2): 1/2 * (1/6 + 1/3) + 1/2 * 1/6 = 1/3;
    //   two normals (1/9): B failed (1/2): keep both, a kill; B has a success: keeping kills
    //     never, re-rolling a normal kills on a critical, 1/6: 1/2 + 1/2 * 1/6 = 7/12.
    // P(B incapacitated) = 11/36 + 1/4 * 1/6 + 1/3 * 1/3 + 1/9 * 7/12 = 113/216; the fixed
    // rule (never re-roll a success) keeps two normals always: 1/9 * 1/2 in the last line,
    // 111/216.
    const a = fighter(
      { atk: 2, damage: 2, criticalDamage: 4, rules: ['balanced'] },
      { wounds: 10, woundsLeft: 10 },
    );
    const b = fighter(
      { atk: 1, damage: 2, criticalDamage: 4 },
      { wounds: 4, woundsLeft: 4, objective: 'survive' },
    );
    const r = exactFight(compileFight(scenario(a, b)));
    expect(r.defenderIncapacitated.at(1)).toBeCloseTo(113 / 216, 14);
  });
  test('Ceaseless picks the result of a normal success to hunt a second critical', () => {
    // docs/killteam/fight.md, "Ceaseless picks a result". A: 2 dice at 4+, Ceaseless, 3/4
    // Damage, 10 wounds, to incapacitate. B: 8 wounds, 1 die at 6+ (a critical on a 6, 1/6;
    // else a fail), 1/1 Damage, to survive: A cannot be incapacitated (B deals at most 1).
    // A kills only with two criticals (4 + 4; 4 + 3 = 7 < 8) struck unblocked: with a 6, B blocks
    // A's second die after A's first strike, so a kill needs B's die to fail (5/6). Against a
    // failed B, A's chance of two 6s, by its roll (of 36 ordered rolls):
    //   two 6s (1): kept, 1;
    //   a 6 and another face x (10, x a fail or a normal): Ceaseless picks x, re-rolls it: 1/6;
    //   two of one face x, not 6 (5): picks x, re-rolls both: 1/36;
    //   two faces, neither 6 (20): one die at most re-rolled, never two 6s: 0.
    // P(two 6s) = (1 + 10/6 + 5/36) / 36 = 101/1296; P(B incapacitated) = 5/6 * 101/1296 =
    // 505/7776. The fixed rule of old (fails only: a 6 with a 4 or 5 kept, two 4s or 5s kept)
    // gives (1 + 6/6 + 3/36) / 36 * 5/6 = 375/7776.
    const a = fighter({ atk: 2, rules: ['ceaseless'] }, { wounds: 10, woundsLeft: 10 });
    const b = fighter(
      { atk: 1, hit: 6, damage: 1, criticalDamage: 1 },
      { wounds: 8, woundsLeft: 8, objective: 'survive' },
    );
    const r = exactFight(compileFight(scenario(a, b)));
    expect(r.defenderIncapacitated.at(1)).toBeCloseTo(505 / 7776, 14);
  });
});
