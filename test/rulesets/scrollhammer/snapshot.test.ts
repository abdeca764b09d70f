// Seeded sampler output, pinned. A seed must keep meaning the same dice: these numbers change
// only with a major version (docs/random.md). If this fails, the sampler's use of the dice
// changed: that is a breaking change, not a snapshot to update.
// (Changed once before the first release, at 0.1: Monte Carlo runs are cut into chunks of
// 65,536 samples, chunk c on PCG32 stream 2c, and use the fastest sampler that takes the plan,
// so that a seed gives the same result on any number of worker threads; docs/random.md.)
import { describe, expect, it } from 'vitest';
import { evaluateScrollhammer } from '../../../src/rulesets/scrollhammer/evaluate.js';
import { attack, attacker, group } from './attack.js';

const bowmen = attack(
  [attacker({ models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] })],
  [group({ models: 5, toughness: 4, wounds: 2, save: 4, ward: 6, feelNoPain: 5 })],
  { cover: 4, method: 'monte-carlo', samples: 2000, seed: 42 },
);

describe('evaluateScrollhammer monte-carlo is pinned by its seed', () => {
  it('seed 42, 2,000 samples: the same frequencies as ever', () => {
    const r = evaluateScrollhammer(bowmen);
    expect({
      hits: r.hits.toJSON(),
      wounds: r.wounds.toJSON(),
      unsaved: r.unsaved.toJSON(),
      slain: r.slain.toJSON(),
    }).toMatchSnapshot();
  });
  it('the same seed twice gives identical results; another seed does not', () => {
    const a = JSON.stringify(evaluateScrollhammer(bowmen).slain);
    expect(JSON.stringify(evaluateScrollhammer(bowmen).slain)).toBe(a);
    expect(JSON.stringify(evaluateScrollhammer({ ...bowmen, seed: 43 }).slain)).not.toBe(a);
  });
});

describe('evaluateScrollhammer onProgress', () => {
  it('reports each chunk of 65,536 samples and leaves the result unchanged', () => {
    const run = { ...bowmen, samples: 140_000 };
    const calls: [number, number][] = [];
    const withBar = evaluateScrollhammer(run, undefined, {
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(calls).toEqual([
      [65_536, 140_000],
      [131_072, 140_000],
      [140_000, 140_000],
    ]);
    expect(JSON.stringify(withBar.slain)).toBe(JSON.stringify(evaluateScrollhammer(run).slain));
  });
});
