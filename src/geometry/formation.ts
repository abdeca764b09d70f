/**
 * Where the target unit's models stand, for Blast, Large Blast and Barrage markers: "count the
 * models whose bases it is over" (`004_15cf5d572fc7d6a3.txt`, "Blast and Large Blast"). A
 * formation is the centre and radius of every model's round base, in inches, built from ranks
 * and files or from positions the user gives. Nothing else about the table is modelled (no
 * terrain, no table edge, no other units).
 *
 * @module
 */
import { InputError, show } from '../errors.js';

/** Millimetres in an inch: bases are sold in millimetres, the rulebook measures in inches. */
export const MM_PER_INCH = 25.4;

/** The base diameter used when none is given: 25 mm, the common infantry base. */
export const DEFAULT_BASE_MM = 25;

/** The gap between neighbouring bases in ranks and files when none is given: 1 inch. */
export const DEFAULT_GAP = 1;

/**
 * The models of a unit on the table: model `i` has a round base centred at `(x[i], y[i])` of
 * radius `radius[i]`, all in inches. Immutable by convention (the arrays are not copied by
 * readers: do not write to them).
 *
 * @example
 * ```ts
 * const f = ranksAndFiles(3, { files: 3, baseMm: 25.4, gap: 0 });
 * [...f.x]; // [0, 1, 2]: three 1-inch bases in base contact
 * f.radius[0]; // 0.5
 * ```
 */
export interface Formation {
  /** Number of models. */
  readonly models: number;
  /** Base centres, inches. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Base radii, inches. */
  readonly radius: Float64Array;
}

/** Options of {@link ranksAndFiles}. */
export interface RanksAndFilesOptions {
  /** Models in each rank (the front rank is rank 0, along x). */
  readonly files: number;
  /** Base diameter in millimetres. @defaultValue 25 */
  readonly baseMm?: number;
  /** Gap between the edges of neighbouring bases, inches, in both directions. @defaultValue 1 */
  readonly gap?: number;
}

/** One model placed by hand: base centre in inches, base diameter in millimetres. */
export interface ModelPosition {
  readonly x: number;
  readonly y: number;
  /** Base diameter in millimetres. @defaultValue the formation's `baseMm`, else 25 */
  readonly baseMm?: number;
}

function checkBase(baseMm: unknown, field: string, api: string): number {
  if (typeof baseMm !== 'number' || !Number.isFinite(baseMm) || baseMm < 1 || baseMm > 1000) {
    throw new InputError(
      `${api}: ${field} must be a base diameter of 1..1000 mm, got ${show(baseMm)}`,
      field,
      baseMm,
    );
  }
  return baseMm;
}

/**
 * A unit in ranks and files: model `k` stands in rank `floor(k / files)` and file
 * `k mod files`; neighbouring bases are `gap` inches apart edge to edge, so centres are
 * `baseMm / 25.4 + gap` inches apart. The last rank may be short (its models stand in the
 * first files). Rank 0 lies along the x axis at y = 0; rank r at y = r × pitch. O(models).
 *
 * @throws {InputError} unless models and files are whole numbers from 1 to 1000, baseMm is
 *   1..1000 and gap is 0..100 inches.
 * @example
 * ```ts
 * const f = ranksAndFiles(5, { files: 2, baseMm: 25.4, gap: 1 });
 * [...f.x]; // [0, 2, 0, 2, 0]
 * [...f.y]; // [0, 0, 2, 2, 4]
 * ```
 */
export function ranksAndFiles(models: number, options: RanksAndFilesOptions): Formation {
  const api = 'ranksAndFiles';
  if (!Number.isInteger(models) || models < 1 || models > 1000) {
    throw new InputError(
      `${api}: models must be a whole number 1..1000, got ${show(models)}`,
      'models',
      models,
    );
  }
  const { files } = options;
  if (!Number.isInteger(files) || files < 1 || files > 1000) {
    throw new InputError(
      `${api}: files must be a whole number 1..1000, got ${show(files)}`,
      'files',
      files,
    );
  }
  const baseMm = checkBase(options.baseMm ?? DEFAULT_BASE_MM, 'baseMm', api);
  const gap = options.gap ?? DEFAULT_GAP;
  if (typeof gap !== 'number' || !Number.isFinite(gap) || gap < 0 || gap > 100) {
    throw new InputError(`${api}: gap must be 0..100 inches, got ${show(gap)}`, 'gap', gap);
  }
  const diameter = baseMm / MM_PER_INCH;
  const pitch = diameter + gap;
  const x = new Float64Array(models);
  const y = new Float64Array(models);
  const radius = new Float64Array(models).fill(diameter / 2);
  for (let k = 0; k < models; k++) {
    x[k] = (k % files) * pitch;
    y[k] = Math.floor(k / files) * pitch;
  }
  return { models, x, y, radius };
}

/**
 * A unit placed model by model: each position is a base centre in inches, with its own base
 * diameter in millimetres or `baseMm`. Overlapping bases are allowed (the marker counts each
 * model whose base it is over; the user answers for the layout). O(models).
 *
 * @throws {InputError} for an empty list, more than 1000 models, a coordinate that is not a
 *   finite number in -1000..1000, or a base outside 1..1000 mm; the field is named
 *   `positions[i].x` and so on.
 * @example
 * ```ts
 * const f = formationFromPositions([{ x: 0, y: 0 }, { x: 3, y: 0, baseMm: 40 }]);
 * f.radius[1]; // 0.7874015748031495 (40 mm / 25.4 / 2)
 * ```
 */
export function formationFromPositions(
  positions: readonly ModelPosition[],
  baseMm: number = DEFAULT_BASE_MM,
): Formation {
  const api = 'formationFromPositions';
  if (!Array.isArray(positions) || positions.length < 1 || positions.length > 1000) {
    throw new InputError(
      `${api}: positions must be a list of 1..1000 positions, got ${show(positions)}`,
      'positions',
      positions,
    );
  }
  checkBase(baseMm, 'baseMm', api);
  const models = positions.length;
  const x = new Float64Array(models);
  const y = new Float64Array(models);
  const radius = new Float64Array(models);
  positions.forEach((p, i) => {
    for (const axis of ['x', 'y'] as const) {
      const v: unknown = p?.[axis];
      if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 1000) {
        throw new InputError(
          `${api}: positions[${i}].${axis} must be a number of inches in -1000..1000, got ${show(v)}`,
          `positions[${i}].${axis}`,
          v,
        );
      }
    }
    x[i] = p.x;
    y[i] = p.y;
    radius[i] = checkBase(p.baseMm ?? baseMm, `positions[${i}].baseMm`, api) / MM_PER_INCH / 2;
  });
  return { models, x, y, radius };
}
