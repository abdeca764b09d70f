/** Analyses shared by the analytics tests. */
import { readFileSync } from 'node:fs';

/** examples/analytics/loadouts.json: 4 profiles, 4 targets, with points. */
export const LOADOUTS: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../examples/analytics/loadouts.json', import.meta.url), 'utf8'),
);

/** Two profiles against one target, with hand-checkable numbers. */
export const TWO_BOWS = {
  ruleset: 'scrollhammer',
  profiles: [
    // 10 shots BS3 (1/2), S3 against T3 (4+: 1/2), no save: each slays with 1/4.
    { name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] },
    // 10 shots BS3 (1/2), S4 against T3 (3+: 2/3): each slays with 1/3.
    { name: 'Longbows', points: 125, attackers: [{ models: 10, bs: 3, strength: 4 }] },
  ],
  targets: [{ name: 'Bandits', points: 60, groups: [{ models: 10, toughness: 3 }] }],
};
