/**
 * The Monte Carlo sampler for Scrollhammer attacks: rolls every die as the rulebook does (the
 * dice-by-dice mode), reading the same compiled {@link AttackPlan} and walking the same
 * allocation tables as the exact engine. Seeded and reproducible: the same plan, seed and
 * sample count give the same result on every platform.
 *
 * Nothing is allocated per sample: histograms and class states are typed arrays made once.
 *
 * @module
 */
import { unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist, rollDice } from '../../dice/index.js';
import { type Dist, fromWeights } from '../../dist/index.js';
import { DiceStream, Pcg32, type RandomSource } from '../../random/index.js';
import { rollTest } from '../../rules/d6Test.js';
import type { AttackPlan } from './compile.js';
import type { ScrollhammerResults } from './exact.js';

/** Options of {@link sampleAttack}. */
export interface SampleOptions {
  /** Number of simulated attacks. */
  readonly samples: number;
  /** Seed of the default PCG32 source. @defaultValue 0 */
  readonly seed?: number;
  /** Any 32-bit generator to use instead of PCG32 (a pcg-random instance fits). */
  readonly source?: RandomSource;
}

/**
 * Simulate a compiled attack `samples` times. Each result is the observed frequency of each
 * value. Cost: O(samples × dice rolled per attack).
 *
 * @example
 * ```ts
 * sampleAttack(compileAttack(attack), { samples: 100_000, seed: 1 }).slain.mean();
 * ```
 */
export function sampleAttack(plan: AttackPlan, options: SampleOptions): ScrollhammerResults {
  const dice = new DiceStream(options.source ?? new Pcg32(options.seed ?? 0));
  const unit = unitMachine(plan.groups, plan.allocation);
  const attackers = plan.attackers;
  const maxShots = attackers.reduce((n, a) => n + a.models * diceDist(a.shots).max, 0);
  const hist = {
    hits: new Float64Array(maxShots + 1),
    wounds: new Float64Array(maxShots + 1),
    unsaved: new Float64Array(maxShots + 1),
    slain: new Float64Array(unit.slain.reduce((m, v) => Math.max(m, v), 0) + 1),
    woundsLost: new Float64Array(unit.woundsLost.reduce((m, v) => Math.max(m, v), 0) + 1),
  };
  const classState = new Int32Array(unit.classes.length);
  const period = unit.period;
  for (let i = 0; i < options.samples; i++) {
    classState.fill(0);
    let pos = 0;
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    for (const a of attackers) {
      for (let m = 0; m < a.models; m++) {
        const shots = rollDice(a.shots, dice);
        for (let s = 0; s < shots; s++) {
          if (a.hit !== 'auto' && rollTest(a.hit, dice) <= 0) continue;
          hits++;
          const face = rollTest(a.wound, dice);
          if (face <= 0) continue;
          wounds++;
          const g = unit.groupOfPosition[pos]!;
          pos = pos + 1 === period ? 0 : pos + 1;
          const plan = a.against[g]!;
          if (plan.save.need < 7 && rollTest(plan.save, dice) > 0) continue;
          const c = unit.classOfGroup[g]!;
          const machine = unit.classes[c]!;
          let size: number;
          if (plan.instantDeath) size = machine.wounds;
          else if (face >= a.criticalOn) size = Math.min(dice.d3(), machine.wounds);
          else if (plan.feelNoPain && rollTest(plan.feelNoPain, dice) > 0) continue;
          else size = 1;
          unsaved++;
          classState[c] = machine.next[classState[c]! * machine.stride + size]!;
        }
      }
    }
    let state = 0;
    for (let c = 0; c < classState.length; c++) state += classState[c]! * unit.classStride[c]!;
    state *= period;
    hist.hits[hits]!++;
    hist.wounds[wounds]!++;
    hist.unsaved[unsaved]!++;
    hist.slain[unit.slain[state]!]!++;
    hist.woundsLost[unit.woundsLost[state]!]!++;
  }
  return {
    hits: fromWeights(hist.hits),
    wounds: fromWeights(hist.wounds),
    unsaved: fromWeights(hist.unsaved),
    slain: fromWeights(hist.slain),
    woundsLost: fromWeights(hist.woundsLost),
  } satisfies Record<string, Dist>;
}
