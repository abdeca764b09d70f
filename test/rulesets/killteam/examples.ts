// Expected results of the killteam scenarios in examples/, each with its derivation; the
// examples test (test/cli/examples.test.ts) holds every example to these, to 1e-12.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Brute } from './bruteForce.js';

type Expected = Record<string, { p: number[]; mean?: number }>;

const load = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples', name), 'utf8'));

export const KILLTEAM_EXAMPLES: Record<string, () => Expected> = {
  // The brute force of every attack and defence die and every allocation (./bruteForce.ts):
  // 4 dice at 3+, 3/4, Piercing Crits 1, against Save 5+ in cover (1 cover save and 2 dice, or 1
  // die once a critical success is retained), 7 wounds.
  'killteam-bolt-rifle-vs-trooper.json': () => {
    const s = load('killteam-bolt-rifle-vs-trooper.json');
    const b = new Brute({
      atk: 4,
      hit: 3,
      damage: 3,
      criticalDamage: 4,
      rules: s.attacker.weapon.rules,
      injured: false,
      save: 5,
      woundsLeft: 7,
      cover: true,
      obscured: false,
      objective: 'incapacitate',
    }).solve();
    const damage = Array.from(b.dist, (x) => x ?? 0);
    const kill = damage.slice(7).reduce((a, x) => a + x, 0);
    return {
      damage: { p: damage },
      incapacitated: { p: [1 - kill, kill] },
      slain: { p: [1 - kill, kill] },
    };
  },
  // docs/killteam/balanced.md: a normal success is re-rolled to hunt the 6 that alone
  // incapacitates 4 wounds: 1/6 + 5/6 x 1/6 = 11/36. Damage: 4 with 11/36; 3 when a normal
  // success is re-rolled into another (2/6 x 2/6 from a normal first, 3/6 x 2/6 from a fail).
  'killteam-balanced-hunts-a-crit.json': () => ({
    incapacitated: { p: [25 / 36, 11 / 36] },
    damage: { p: [(5 / 6) * (3 / 6), 0, 0, (5 / 6) * (2 / 6), 11 / 36] },
  }),
};
