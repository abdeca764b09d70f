// Seeded sampler output for the rules of issue 8, pinned like snapshot.test.ts: the dice of a
// blast marker (Scatter die, its re-roll, 2D6, a 32-bit direction), of Backfire's separate die
// and the firer's save, and of Absorb are part of the seeding promise (docs/random.md). Pinned
// on the dice-by-dice sampler itself. If this fails, the sampler's use of the dice changed:
// a breaking change, not a snapshot to update.
import { describe, expect, it } from 'vitest';
import { sampleAttack } from '../../../src/attack/woundChain/sample.js';
import { compileAttack } from '../../../src/rulesets/scrollhammer/compile.js';
import { attack, attacker, group } from './attack.js';

describe('sampleAttack with blast, backfire and absorb is pinned by its seed', () => {
  it('seed 42, 2,000 samples', () => {
    const plan = compileAttack(
      attack(
        [
          attacker({
            models: 2,
            bs: 3,
            strength: 4,
            rules: ['blast', 'backfire', { rule: 'absorb-magicka', dice: 1, on: 4 }],
            reroll: { hit: 'failed' },
            save: 5,
          }),
          attacker({ shots: 2, bs: 3, strength: 4, rules: [{ rule: 'absorb-health', on: 4 }] }),
        ],
        [group({ models: 10, toughness: 4, save: 5 })],
        { formation: { files: 5, baseMm: 25, gap: 1 } },
      ),
    );
    const r = sampleAttack(plan, { samples: 2000, seed: 42 });
    expect(
      Object.fromEntries(Object.entries(r).map(([k, d]) => [k, d?.toJSON()])),
    ).toMatchSnapshot();
  });
});
