/**
 * The Monte Carlo sampler for Scrollhammer attacks: rolls every die as the rulebook does (To
 * Hit with its re-roll, To Wound with its re-roll, the save, Feel No Pain, the D3 of Multiple
 * Wounds; a blast marker's Scatter die, 2D6 and direction, see {@link MarkerRoller}; the
 * Backfire and Absorb rolls, only for groups with those rules), reading the same compiled {@link AttackPlan} and walking the same allocation tables
 * as the exact engine. Seeded and reproducible: the same plan, seed and sample count give the
 * same result on every platform.
 *
 * Speed: each D6 test is compiled once to a lookup table ({@link testTable}) and the dice come
 * 8 to a 32-bit word ({@link DiceStream}); nothing is allocated per sample (histograms and
 * states are typed arrays made once).
 *
 * @module
 */
import { unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist, rollDiceUnchecked } from '../../dice/index.js';
import { frequencies } from '../../dist/index.js';
import { MarkerRoller } from '../../geometry/MarkerRoller.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import { DiceStream, Pcg32, type RandomSource } from '../../random/index.js';
import { testTable } from '../../rules/d6Test.js';
import type { ScrollhammerResults } from './exact.js';
import type { AttackPlan } from './plan.js';

/** Options of {@link sampleAttack}. */
export interface SampleOptions {
  /** Number of simulated attacks. */
  readonly samples: number;
  /** Seed of the default PCG32 source. @defaultValue 0 */
  readonly seed?: number;
  /** Any 32-bit generator to use instead of PCG32 (a pcg-random instance fits). */
  readonly source?: RandomSource;
}

/** The per-group tables of one attacker group that decide what a wound does. */
interface WoundTables {
  readonly hasSave: readonly boolean[];
  readonly save: readonly Int8Array[];
  readonly feelNoPain: readonly (Int8Array | null)[];
  readonly instantDeath: readonly boolean[];
  readonly criticalOn: number;
}

/**
 * The damage one wound does to a model of group `g` (0: saved, or discounted by Feel No
 * Pain), rolled as the rulebook does: the save, then Instant Death, the D3 of a Critical
 * Strike, or Feel No Pain. `face` is the To Wound die; `wounds` the model's Wounds (damage is
 * capped there).
 *
 * @example
 * ```ts
 * const size = damageOf(a, g, face, machine.wounds, dice); // 0..wounds
 * ```
 */
function damageOf(
  a: WoundTables,
  g: number,
  face: number,
  wounds: number,
  dice: DiceStream,
): number {
  if (a.hasSave[g] && a.save[g]![dice.d6()] === 1) return 0;
  if (a.instantDeath[g]) return wounds;
  if (face >= a.criticalOn) return Math.min(dice.d3(), wounds);
  const fnp = a.feelNoPain[g];
  return fnp && fnp[dice.d6()] === 1 ? 0 : 1;
}

/** A table that always passes (no save: need 7 is never rolled; Autohit). */
const NEVER = testTable({ need: 7, reroll: 'none', rerollNeed: 7 });

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
  checkSampleCount(options.samples, samplingWork(plan.attackers), 'sampleAttack'); // refused before any dice
  const dice = new DiceStream(options.source ?? new Pcg32(options.seed ?? 0));
  const unit = unitMachine(plan.groups, plan.allocation);
  const attackers = plan.attackers.map((a) => ({
    models: a.models,
    shots: a.shots,
    fixedShots: a.shots.count === 0 ? a.shots.modifier : -1,
    autohit: a.hit === 'auto',
    hit: a.hit === 'auto' ? NEVER : testTable(a.hit),
    wound: testTable(a.wound),
    criticalOn: a.criticalOn,
    hasSave: a.against.map((w) => w.save.need < 7),
    save: a.against.map((w) => testTable(w.save)),
    feelNoPain: a.against.map((w) => (w.feelNoPain ? testTable(w.feelNoPain) : null)),
    instantDeath: a.against.map((w) => w.instantDeath),
    // Blast markers, Backfire and Absorb: null / false when the group has none.
    marker: a.blast ? new MarkerRoller(a.blast) : null,
    backfire: a.backfire !== null,
    backfireSave: a.backfire ? testTable(a.backfire.save) : NEVER,
    backfireFeelNoPain: a.backfire?.feelNoPain ? testTable(a.backfire.feelNoPain) : NEVER,
    absorbHealth: a.absorbHealth ? testTable(a.absorbHealth) : null,
    absorbMagicka: a.absorbMagicka ? testTable(a.absorbMagicka.test) : null,
    magickaDice: a.absorbMagicka?.dice ?? 0,
    plain: !a.blast && !a.backfire && !a.absorbHealth && !a.absorbMagicka,
  }));
  const models = plan.groups.reduce((n, g) => n + g.models, 0);
  const maxShots = plan.attackers.reduce((n, a) => n + a.models * diceDist(a.shots).max, 0);
  const maxHits = plan.attackers.reduce(
    (n, a) => n + a.models * diceDist(a.shots).max * (a.blast ? a.blast.formation.models : 1),
    0,
  );
  const maxPower = plan.attackers.reduce(
    (n, a) =>
      n + a.models * diceDist(a.shots).max * (a.blast ? models : 1) * (a.absorbMagicka?.dice ?? 0),
    0,
  );
  const hist = {
    hits: new Float64Array(maxHits + 1),
    wounds: new Float64Array(maxHits + 1),
    unsaved: new Float64Array(maxHits + 1),
    slain: new Float64Array(unit.slain.reduce((m, v) => Math.max(m, v), 0) + 1),
    woundsLost: new Float64Array(unit.woundsLost.reduce((m, v) => Math.max(m, v), 0) + 1),
    selfWounds: new Float64Array(maxShots + 1),
    woundsRestored: new Float64Array(plan.attackers.reduce((n, a) => n + a.models, 0) + 1),
    powerDice: new Float64Array(maxPower + 1),
  };
  const classState = new Int32Array(unit.classes.length);
  const { period, groupOfPosition, classOfGroup, classes } = unit;
  for (let i = 0; i < options.samples; i++) {
    classState.fill(0);
    let pos = 0;
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    let selfWounds = 0;
    let restored = 0;
    let power = 0;
    for (const a of attackers) {
      const hit = a.hit;
      const wound = a.wound;
      const marker = a.marker;
      if (marker) marker.reset();
      const backfire = a.backfire;
      const magicka = a.absorbMagicka;
      const absorb = a.absorbHealth;
      if (a.plain) {
        // No blast marker, Backfire or Absorb: the shortest path (and the dice of the first
        // seeded snapshots). Keep it in step with the general path below.
        for (let m = 0; m < a.models; m++) {
          const shots = a.fixedShots >= 0 ? a.fixedShots : rollDiceUnchecked(a.shots, dice);
          for (let s = 0; s < shots; s++) {
            // To Hit
            if (!a.autohit) {
              let c = hit[dice.d6()]!;
              if (c === 2) c = hit[7 + dice.d6()]!;
              if (c === 0) continue;
            }
            hits++;
            // To Wound: keep the face for Critical Strike
            let face = dice.d6();
            let c = wound[face]!;
            if (c === 2) {
              face = dice.d6();
              c = wound[7 + face]!;
            }
            if (c === 0) continue;
            wounds++;
            // Allocation: the next model in the round of the wound pool, saving with its profile
            const g = groupOfPosition[pos]!;
            pos = pos + 1 === period ? 0 : pos + 1;
            const cls = classOfGroup[g]!;
            const machine = classes[cls]!;
            const size = damageOf(a, g, face, machine.wounds, dice);
            if (size === 0) continue;
            unsaved++;
            classState[cls] = machine.next[classState[cls]! * machine.stride + size]!;
          }
        }
        continue;
      }
      for (let m = 0; m < a.models; m++) {
        const shots = a.fixedShots >= 0 ? a.fixedShots : rollDiceUnchecked(a.shots, dice);
        let absorbed = false;
        for (let s = 0; s < shots; s++) {
          // Hits of this shot: a To Hit roll (0 or 1), or the models under a blast marker.
          let shotHits = 1;
          if (marker) {
            // Backfire: a Blast weapon rolls a separate die, hit or not.
            if (backfire && dice.d6() === 1) {
              if (a.backfireSave[dice.d6()] !== 1 && a.backfireFeelNoPain[dice.d6()] !== 1) {
                selfWounds++;
              }
            }
            shotHits = marker.roll(dice);
          } else if (!a.autohit) {
            let face = dice.d6();
            let c = hit[face]!;
            if (c === 2) {
              face = dice.d6();
              c = hit[7 + face]!;
            }
            // Backfire: a To Hit roll of 1 after any re-roll wounds the firer.
            if (face === 1 && backfire) {
              if (a.backfireSave[dice.d6()] !== 1 && a.backfireFeelNoPain[dice.d6()] !== 1) {
                selfWounds++;
              }
            }
            if (c === 0) continue;
          }
          for (let k = 0; k < shotHits; k++) {
            hits++;
            if (magicka && magicka[dice.d6()] === 1) power += a.magickaDice;
            // To Wound: keep the face for Critical Strike
            let face = dice.d6();
            let c = wound[face]!;
            if (c === 2) {
              face = dice.d6();
              c = wound[7 + face]!;
            }
            if (c === 0) continue;
            wounds++;
            // Absorb Health: roll for each wound caused until one restores a wound.
            if (absorb && !absorbed && absorb[dice.d6()] === 1) absorbed = true;
            // Allocation: the next model in the round of the wound pool, saving with its profile
            const g = groupOfPosition[pos]!;
            pos = pos + 1 === period ? 0 : pos + 1;
            const cls = classOfGroup[g]!;
            const machine = classes[cls]!;
            const size = damageOf(a, g, face, machine.wounds, dice);
            if (size === 0) continue;
            unsaved++;
            classState[cls] = machine.next[classState[cls]! * machine.stride + size]!;
          }
        }
        if (absorbed) restored++;
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
    hist.selfWounds[selfWounds]!++;
    hist.woundsRestored[restored]!++;
    hist.powerDice[power]!++;
  }
  const n = options.samples;
  return {
    hits: frequencies(hist.hits, n),
    wounds: frequencies(hist.wounds, n),
    unsaved: frequencies(hist.unsaved, n),
    slain: frequencies(hist.slain, n),
    woundsLost: frequencies(hist.woundsLost, n),
    ...(plan.attackers.some((a) => a.backfire)
      ? { selfWounds: frequencies(hist.selfWounds, n) }
      : {}),
    ...(plan.attackers.some((a) => a.absorbHealth)
      ? { woundsRestored: frequencies(hist.woundsRestored, n) }
      : {}),
    ...(plan.attackers.some((a) => a.absorbMagicka)
      ? { powerDice: frequencies(hist.powerDice, n) }
      : {}),
  };
}
