/**
 * The sampler's interpreter of a {@link BlastPlan}: rolls the Scatter die, the 2D6 and the
 * arrow's direction as a player does, and counts the models under the marker where it lands.
 * Reads the same plan as the exact engine ({@link markerHits}, {@link clusterHits}) but
 * shares none of its arithmetic: the count at a point is a plain distance test per model.
 *
 * @module
 */
import type { DiceStream } from '../random/DiceStream.js';
import { aimPoint, type BlastPlan, rerolls, rerollThreshold } from './blastHits.js';
import { type MarkerTarget, markerTarget, modelsUnder, RingSweep } from './marker.js';
import { SCATTER_HIT_FACES } from './scatter.js';

/** Radians per step of a direction drawn as a whole number 1..2^32. */
const ANGLE_STEP = (2 * Math.PI) / 4294967296;

/**
 * Rolls blast markers one at a time. Dice, in order, for one marker: the Scatter die (1-2:
 * Hit!, 3-6: a Miss, see {@link SCATTER_HIT_FACES}); after a Miss, 2D6 for the distance and,
 * if the marker moves, one 32-bit direction (`dice.dN(2^32)`, θ = (k − ½) × 2π / 2^32). With
 * a re-roll, when the models under the marker are fewer than a fresh roll's expected hits
 * ({@link rerolls}), all of it again: Scatter die, 2D6, direction. An Autohit marker rolls
 * nothing. A Multiple Barrage re-rolls the Scatter die of every Miss before its 2D6 (the first
 * marker) or direction (the later ones), which are all a later marker rolls. Nothing is
 * allocated per marker.
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
  /** A fresh roll's expected hits: a marker over fewer models is re-rolled (with a re-roll). */
  declare private readonly threshold: number;
  declare private readonly touching: number;
  /** A Multiple Barrage's first marker has landed, at (px, py) (the last marker rolled). */
  declare private placed: boolean;
  declare private px: number;
  declare private py: number;
  /** The best count for a Hit! of a later marker, -1 until needed. */
  declare private best: number;

  constructor(plan: BlastPlan) {
    this.target = markerTarget(plan.formation, plan.diameter);
    this.sweep = new RingSweep(this.target);
    [this.ax, this.ay] = aimPoint(plan);
    this.subtract = plan.subtract;
    this.reroll = plan.reroll;
    this.autohit = plan.autohit;
    this.cluster = plan.cluster;
    this.threshold = plan.reroll && !plan.autohit && !plan.cluster ? rerollThreshold(plan) : 0;
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

  /**
   * Whether the Scatter die shows Hit!; a Multiple Barrage's marker with a re-roll rolls it
   * again after a Miss.
   */
  private scatterHit(dice: DiceStream): boolean {
    if (this.autohit) return true;
    if (dice.d6() <= SCATTER_HIT_FACES) return true;
    return this.reroll && this.cluster && dice.d6() <= SCATTER_HIT_FACES;
  }

  /** Roll one marker; returns the number of models under it. */
  roll(dice: DiceStream): number {
    if (this.cluster) return this.placed ? this.rollTouching(dice) : this.rollFirst(dice);
    const hits = this.rollOnce(dice);
    return rerolls(hits, this.threshold) ? this.rollOnce(dice) : hits;
  }

  /**
   * One roll of a marker's dice (a Blast's re-roll is decided by {@link roll}): the models
   * under it where it lands, which is left in (px, py).
   */
  private rollOnce(dice: DiceStream): number {
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
    this.px = cx;
    this.py = cy;
    return modelsUnder(this.target, cx, cy);
  }

  /** The first marker of a Multiple Barrage: where it lands places the others. */
  private rollFirst(dice: DiceStream): number {
    const hits = this.rollOnce(dice);
    this.placed = true;
    this.best = -1;
    return hits;
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
