/**
 * Tiny plans with intercepts of a made-up game ("Skirmish at the ford"): archers shoot at a
 * band of raiders across a ford, past a wall (a hit stopped there is lost) and a sentry (a
 * hit stopped there may wound him), and the raiders' chief is brawling with a ferryman, onto
 * whom a shot may stray. The brute force and the chi-square tests read them.
 */

import { parseDice } from '../../../src/dice/index.js';
import type { AttackProfile, GeneralPlan, Intercept } from '../../../src/plan/plan.js';
import { criticalTest } from '../../../src/rules/criticalTest.js';
import { d6Test } from '../../../src/rules/d6Test.js';
import { profile } from '../plans.js';

/** A plain test in a plan with intercepts: never critical. */
export const plain = (need: number, reroll: 'none' | 'ones' | 'failed' = 'none') =>
  criticalTest(need, 7, reroll);

/** A profile with intercepts: 4+ to hit and wound, never critical, one damage, no save. */
export function archers(over: Partial<AttackProfile> = {}): AttackProfile {
  return profile({ hit: plain(4), wound: plain(4), intercepts: [], ...over });
}

export const wall: Intercept = { test: d6Test(3), strikes: null, wound: null };
export const sentry: Intercept = {
  test: d6Test(4),
  strikes: 0,
  wound: { first: d6Test(5), further: null },
};

export const FORD: readonly (readonly [string, GeneralPlan])[] = [
  [
    'two archers past the wall and the sentry (1 wound), re-rolling 1s to hit, at 2 raiders',
    {
      profiles: [archers({ models: 2, hit: plain(4, 'ones'), intercepts: [wall, sentry] })],
      groups: [{ models: 2, wounds: 1 }],
      allocation: 'sequential',
      bystanders: [{ name: 'sentry', wounds: 1 }],
    },
  ],
  [
    'D3 automatic hits past the sentry (a 6 then a 4+, failed dice re-rolled) into the brawl, a further wound die',
    {
      profiles: [
        archers({
          attacks: parseDice('D3'),
          hit: 'auto',
          wound: plain(5, 'failed'),
          furtherWound: d6Test(5, 'failed'),
          intercepts: [
            {
              test: d6Test(4),
              strikes: 0,
              wound: { first: d6Test(6), further: d6Test(4, 'failed') },
            },
          ],
          stray: { test: d6Test(4), strikes: 1, wound: { first: d6Test(5), further: null } },
        }),
      ],
      groups: [{ models: 1, wounds: 2 }],
      allocation: 'sequential',
      bystanders: [
        { name: 'sentry', wounds: 2 },
        { name: 'ferryman', wounds: 1 },
      ],
    },
  ],
  [
    'two volleys share the sentry; the second cannot wound the chief and has a wall and a second sentry',
    {
      profiles: [
        archers({ intercepts: [sentry] }),
        archers({
          models: 2,
          hit: plain(3, 'failed'),
          wound: plain(7),
          intercepts: [
            wall,
            { test: d6Test(5), strikes: 1, wound: { first: d6Test(4), further: null } },
            sentry,
          ],
          stray: { test: d6Test(3), strikes: 2, wound: { first: d6Test(6), further: d6Test(6) } },
        }),
      ],
      groups: [{ models: 1, wounds: 1 }],
      allocation: 'rules',
      bystanders: [{ wounds: 2 }, { wounds: 1 }, { wounds: 1 }],
    },
  ],
  [
    'a further wound die alone, and no bystanders',
    {
      profiles: [archers({ models: 3, furtherWound: d6Test(4, 'ones') })],
      groups: [{ models: 3, wounds: 2 }],
      allocation: 'sequential',
    },
  ],
];
