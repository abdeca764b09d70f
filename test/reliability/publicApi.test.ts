/**
 * Issue 7: the public functions beyond `evaluate` check their arguments up front and throw an
 * `InputError` naming the argument and the value; before, some answered nonsense or crashed:
 * `unitMachine` overflowed the stack for Wounds 0 and threw a TypeError for no groups,
 * `d6Test(NaN)` gave NaN probabilities, `sampleAttack` with 0 samples NaN frequencies.
 */
import { describe, expect, test } from 'vitest';
import { classMachine, classMachineSize } from '../../src/allocation/ClassMachine.js';
import { unitMachine, unitMachineSize } from '../../src/allocation/UnitMachine.js';
import { diceDist, parseDice } from '../../src/dice/index.js';
import { binomial, constant, die, sumOf } from '../../src/dist/index.js';
import { InputError, MathhammerError } from '../../src/errors.js';
import { DiceStream, Pcg32 } from '../../src/random/index.js';
import { d6Test, passChance } from '../../src/rules/d6Test.js';
import { chiSquareTest } from '../../src/stats/index.js';

describe('bad arguments: an InputError naming the argument', () => {
  test.each<[string, () => unknown, string]>([
    [
      'unitMachine, Wounds 0 (was: a stack overflow)',
      () => unitMachine([{ models: 2, wounds: 0 }], 'rules'),
      'unitMachine: groups[0].wounds must be a whole number >= 1, got 0',
    ],
    [
      'unitMachine, no groups (was: a TypeError)',
      () => unitMachine([], 'rules'),
      'unitMachine: groups must be a list of at least one { models, wounds }, got an array',
    ],
    [
      'unitMachine, models -1 (was: a RangeError)',
      () => unitMachine([{ models: -1, wounds: 1 }], 'rules'),
      'unitMachine: groups[0].models must be a whole number >= 1, got -1',
    ],
    [
      'unitMachineSize, models 1.5',
      () => unitMachineSize([{ models: 1.5, wounds: 1 }], 'rules'),
      'unitMachine: groups[0].models must be a whole number >= 1, got 1.5',
    ],
    [
      'unitMachine, an unknown policy (was: accepted)',
      () => unitMachine([{ models: 1, wounds: 1 }], 'random' as never),
      'classMachine: policy must be "rules" or "sequential", got "random"',
    ],
    [
      'classMachine, models NaN',
      () => classMachine(Number.NaN, 2, 'rules'),
      'classMachine: models must be a whole number 1..50000, got NaN',
    ],
    [
      'classMachineSize, Wounds 0',
      () => classMachineSize(3, 0, 'sequential'),
      'classMachine: wounds must be a whole number 1..1000, got 0',
    ],
    [
      'd6Test, NaN (was: NaN probabilities)',
      () => d6Test(Number.NaN),
      'd6Test: need must be a whole number 2..7 (the roll needed; 7: cannot pass), got NaN',
    ],
    [
      'd6Test, 8',
      () => d6Test(8),
      'd6Test: need must be a whole number 2..7 (the roll needed; 7: cannot pass), got 8',
    ],
    [
      'd6Test, a re-roll of "all"',
      () => d6Test(4, 'all' as never),
      'd6Test: reroll must be "none", "ones" or "failed", got "all"',
    ],
    // Already checked before issue 7; listed so that the whole public surface is in one place.
    ['binomial', () => binomial(10, 2), 'binomial: p must be a probability in [0, 1], got 2'],
    ['die', () => die(0), 'die: sides must be a whole number from 1 to 9999999, got 0'],
    [
      'constant',
      () => constant(-1),
      'constant: k must be a whole number from 0 to 9999999, got -1',
    ],
    [
      'sumOf',
      () => sumOf(die(6), -1),
      'sumOf: n must be a whole number from 0 to 9007199254740991, got -1',
    ],
    [
      'parseDice',
      () => parseDice('D'),
      'dice "D": unexpected end at position 2; expected the number of sides',
    ],
    [
      'diceDist',
      () => diceDist({ count: -1, sides: 6, modifier: 0, text: '' }),
      'diceDist: dice must be dice notation, a whole number or a DiceExpression from parseDice, got an object',
    ],
    [
      'Pcg32',
      () => new Pcg32(-1),
      'Pcg32: seed must be a whole number from 0 to 2^53 - 1, a bigint from 0 to 2^64 - 1 or a string, got -1',
    ],
    [
      'DiceStream',
      () => new DiceStream({} as never),
      'DiceStream: source must be a RandomSource with a next32() method, got an object',
    ],
    [
      'chiSquareTest',
      () => chiSquareTest([-1, 2], [0.5, 0.5]),
      'chiSquareTest: observedCounts[0] must be a whole number >= 0, got -1',
    ],
  ])('%s', (_name, call, message) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect(error).toBeInstanceOf(MathhammerError);
    expect((error as Error).message).toBe(message);
  });

  test('valid arguments still work: every need 2..7, every policy', () => {
    [2, 3, 4, 5, 6, 7].forEach((n) => {
      expect(passChance(d6Test(n))).toBeCloseTo((7 - n) / 6, 15);
    });
    expect(unitMachine([{ models: 3, wounds: 2 }], 'sequential').states).toBeGreaterThan(1);
  });
});
