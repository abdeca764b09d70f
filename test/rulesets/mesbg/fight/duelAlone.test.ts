/**
 * The Duel alone (`evaluateDuel`): against the brute force of the whole fight (its duelWinA),
 * by hand, and its input checks. Strength and Defence are left out: the Duel does not read them.
 */
import { describe, expect, test } from 'vitest';
import { InputError, ScenarioError } from '../../../../src/errors.js';
import {
  type DuelInput,
  type DuelSideInput,
  evaluateDuel,
} from '../../../../src/rulesets/mesbg/fight/duelAlone.js';
import type { FightSide, MesbgFightScenario } from '../../../../src/rulesets/mesbg/fight/types.js';
import { bruteFight } from './bruteForce.js';
import { BRUTE_CASES } from './cases.js';

const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(1e-12);

/** The Duel of a fight scenario, as a Duel input: Strength and Defence dropped. */
function duelOf(s: MesbgFightScenario): DuelInput {
  const side = (x: FightSide): DuelSideInput => ({
    banner: x.banner,
    might: x.might === 'best' ? 'win-duel-chance' : x.might === 'wounds-only' ? 'none' : 'win-duel',
    models: x.models.map(({ strength: _s, defence: _d, ...m }) => m),
  });
  const { banner, duelMight, twoHandedSix } = s.rules;
  return { sideA: side(s.sideA), sideB: side(s.sideB), rules: { banner, duelMight, twoHandedSix } };
}

const names = [
  '1 v 1 banner A',
  '1 v 1 two-handed (natural 6 drops)',
  'Heroic Strike',
  '1 v 1 B spends Duel Might',
  '2 v 1 two Heroes with Might',
  'Hero Might wounds-only',
  'win-duel-chance buys roll-offs',
  'win-duel-chance for B, A cannot wound',
];

describe('evaluateDuel equals the Duel of the brute-forced fight', () => {
  test.each(names)('%s', (name) => {
    const s = BRUTE_CASES.find(([n]) => n === name)![1];
    const r = evaluateDuel(duelOf(s));
    close(r.winA, bruteFight(s).duelWinA![1]!);
    close(r.winA + r.winB, 1);
  });
});

describe('evaluateDuel by hand', () => {
  test('one die each, A with the higher Fight: 21/36; no Might side', () => {
    const r = evaluateDuel({
      sideA: { models: [{ fight: 4, attacks: 1 }] },
      sideB: { models: [{ fight: 3, attacks: 1 }] },
    });
    close(r.winA, 21 / 36);
    expect(r.mightSide).toBe('none');
    expect(Array.from(r.mightSpent.toArray())).toEqual([1]);
  });
  test('Might 1 at Fight 5 against 4: one point on a die one below wins, 5/36 of the time', () => {
    const r = evaluateDuel({
      sideA: { models: [{ fight: 5, attacks: 1, might: 1 }] },
      sideB: { models: [{ fight: 4, attacks: 1 }] },
    });
    close(r.winA, 26 / 36);
    close(r.mightSpent.at(1), 5 / 36);
  });
  test('win-duel-chance buys roll-offs too: 23/36 against 20.5/36 at equal Fight', () => {
    const models = [{ fight: 5, attacks: 1, might: 1 }];
    const foe = { models: [{ fight: 5, attacks: 1 }] };
    close(evaluateDuel({ sideA: { models, might: 'win-duel-chance' }, sideB: foe }).winA, 23 / 36);
    close(evaluateDuel({ sideA: { models }, sideB: foe }).winA, 20.5 / 36);
    close(evaluateDuel({ sideA: { models, might: 'none' }, sideB: foe }).winA, 1 / 2);
  });
  test('Heroic Strike: 37/72, and 15/36 without', () => {
    const r = evaluateDuel({
      sideA: { models: [{ fight: 4, attacks: 1, heroicStrike: true }] },
      sideB: { models: [{ fight: 7, attacks: 1 }] },
    });
    close(r.winA, 37 / 72);
    close(r.winAWithoutHeroicStrike!, 15 / 36);
  });
});

describe('evaluateDuel input', () => {
  test('a bad Fight names the field', () => {
    const bad = () =>
      evaluateDuel({
        sideA: { models: [{ fight: 11, attacks: 1 }] },
        sideB: { models: [{ fight: 3, attacks: 1 }] },
      });
    expect(bad).toThrow(ScenarioError);
    expect(bad).toThrow('sideA.models[0].fight');
  });
  test('a might that is not a Duel policy names the field', () => {
    const bad = () =>
      evaluateDuel({
        sideA: { models: [{ fight: 3, attacks: 1 }], might: 'best' as 'none' },
        sideB: { models: [{ fight: 3, attacks: 1 }] },
      });
    expect(bad).toThrow(InputError);
    expect(bad).toThrow('sideA.might must be "win-duel", "win-duel-chance" or "none", got "best"');
  });
});
