/**
 * The sampler's interpreter of a {@link BlastPlan}: rolls the Scatter die, the 2D6 and the
 * arrow's direction as a player does, and counts the models under the marker where it lands.
 * Reads the same plan as the exact engine ({@link markerHits}, {@link clusterHits}) but
 * shares none of its arithmetic: the count at a point is a plain distance test per model.
 *
 * @module
 */
import type { DiceStream } from '../random/DiceStream.js';
import type { BlastPlan } from './blastHits.js';
import { type MarkerTarget, markerTarget, modelsUnder, RingSweep } from './marker.js';
import { SCATTER_HIT_FACES } from './scatter.js';

/** Radians per step of a direction drawn as a whole number 1..2^32. */
const ANGLE_STEP = (2 * Math.PI) / 4294967296;

/**
 * Rolls blast markers one at a time. Dice, in order, for one marker: the Scatter die (1-2:
 * Hit!, 3-6: a Miss, see {@link SCATTER_HIT_FACES}); after a Miss with a re-roll, the Scatter
 * die again; after a final Miss, 2D6 for the distance and, if the marker moves, one 32-bit
 * direction (`dice.dN(2^32)`, θ = (k − ½) × 2π / 2^32). An Autohit marker rolls nothing. The
 * markers of a Multiple Barrage after the first roll only their Scatter die (and re-roll) and,
 * after a Miss, a direction. Nothing is allocated per marker.
 *
 * @example
 * ```ts
 * const roller = new MarkerRoller(plan);
 * roller.reset();            // a new attack (a Multiple Barrage starts again)
 * const hits = roller.roll(dice);
 * ```
 */
export class MarkerRoller {
  declare private readonly target: MarkerTarget;
  declare private readonly sweep: RingSweep;
  declare private readonly ax: number;
  declare private readonly ay: number;
  declare private readonly subtract: number;
  declare private readonly reroll: boolean;
  declare private readonly autohit: boolean;
  declare private readonly cluster: boolean;
  declare private readonly touching: number;
  /** A Multiple Barrage's first marker has landed, at (px, py). */
  declare private placed: boolean;
  declare private px: number;
  declare private py: number;
  /** The best count for a Hit! of a later marker, -1 until needed. */
  declare private best: number;

  constructor(plan: BlastPlan) {
    this.target = markerTarget(plan.formation, plan.diameter);
    this.sweep = new RingSweep(this.target);
    this.ax = plan.formation.x[plan.aim]!;
    this.ay = plan.formation.y[plan.aim]!;
    this.subtract = plan.subtract;
    this.reroll = plan.reroll;
    this.autohit = plan.autohit;
    this.cluster = plan.cluster;
    this.touching = 2 * this.target.radius;
    this.placed = false;
    this.px = 0;
    this.py = 0;
    this.best = -1;
  }

  /** Start a new attack: the next marker is a first marker again. */
  reset(): void {
    this.placed = false;
  }

  /** Whether the Scatter die (re-rolled after a Miss if allowed) shows Hit!. */
  private scatterHit(dice: DiceStream): boolean {
    if (this.autohit) return true;
    if (dice.d6() <= SCATTER_HIT_FACES) return true;
    return this.reroll && dice.d6() <= SCATTER_HIT_FACES;
  }

  /** Roll one marker; returns the number of models under it. */
  roll(dice: DiceStream): number {
    if (this.placed) return this.rollTouching(dice);
    let cx = this.ax;
    let cy = this.ay;
    if (!this.scatterHit(dice)) {
      const d = dice.d6() + dice.d6() - this.subtract;
      if (d > 0) {
        const theta = (dice.dN(4294967296) - 0.5) * ANGLE_STEP;
        cx += d * Math.cos(theta);
        cy += d * Math.sin(theta);
      }
    }
    if (this.cluster) {
      this.placed = true;
      this.px = cx;
      this.py = cy;
      this.best = -1;
    }
    return modelsUnder(this.target, cx, cy);
  }

  /** A later marker of a Multiple Barrage: touching the first, at the angle of its scatter. */
  private rollTouching(dice: DiceStream): number {
    if (this.scatterHit(dice)) {
      if (this.best < 0) {
        const here = modelsUnder(this.target, this.px, this.py);
        this.best = Math.max(here, this.sweep.max(this.px, this.py, this.touching));
      }
      return this.best;
    }
    const theta = (dice.dN(4294967296) - 0.5) * ANGLE_STEP;
    return modelsUnder(
      this.target,
      this.px + this.touching * Math.cos(theta),
      this.py + this.touching * Math.sin(theta),
    );
  }
}
