/**
 * The named results of a MESBG fight, as its engines give them (`./tally.ts`,
 * `fightResults`; `./exact.ts` adds the Heroic Strike and Might figures).
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';

/**
 * The results of a MESBG fight: who wins the Duel, then for A striking B and B striking A the
 * strikes, Wounds, models slain, Fate and Might spent; the same given that a side wins (present
 * when it can win); exact only, the Duel without Heroic Strike and each side's Might goal.
 *
 * @example
 * ```ts
 * const r: MesbgFightResults = evaluate(fight).results;
 * r.duelWinA.at(1); // P(side A wins the Duel)
 * ```
 */
export interface MesbgFightResults {
  readonly duelWinA: Dist;
  readonly duelWinB: Dist;
  readonly strikesA: Dist;
  readonly woundsB: Dist;
  readonly slainB: Dist;
  readonly fateSpentB: Dist;
  readonly mightSpentA: Dist;
  readonly strikesB: Dist;
  readonly woundsA: Dist;
  readonly slainA: Dist;
  readonly fateSpentA: Dist;
  readonly mightSpentB: Dist;
  readonly strikesAIfAWins?: Dist;
  readonly woundsBIfAWins?: Dist;
  readonly slainBIfAWins?: Dist;
  readonly fateSpentBIfAWins?: Dist;
  readonly mightSpentAIfAWins?: Dist;
  readonly strikesBIfBWins?: Dist;
  readonly woundsAIfBWins?: Dist;
  readonly slainAIfBWins?: Dist;
  readonly fateSpentAIfBWins?: Dist;
  readonly mightSpentBIfBWins?: Dist;
  readonly duelWinAWithoutHeroicStrike?: Dist;
  readonly mightGoalA?: Dist;
  readonly mightBestA?: Dist;
  readonly mightGoalB?: Dist;
  readonly mightBestB?: Dist;
}
