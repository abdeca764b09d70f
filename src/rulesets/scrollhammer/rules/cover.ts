/**
 * Cover from several sources and from intervening models. Source: `001_b395c1945657ba04.txt`,
 * "Intervening Models" ("If a target is partially hidden from the firer's view by models from
 * a third unit [...] it receives a 4+ cover save in the same way as if it was behind
 * terrain") and "Models with More than one Save" ("If a model can benefit from different
 * types of cover [...] the model uses the best cover save available").
 *
 * In a scenario: `cover` is the terrain's cover save, or a list of every source's
 * (`"cover": [5, 4]`: tall grass and a barricade); `interveningModels: true` adds the 4+ of
 * intervening models. The best applies; Go to Ground then improves it by one.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/** The cover save intervening models give. */
export const INTERVENING_MODELS_COVER = 4;

/**
 * The best of several cover saves (the lowest roll needed), or `undefined` for none.
 *
 * @example
 * ```ts
 * bestCover([5, 4]);  // 4: the rulebook's tall grass (5+) and barricade (4+)
 * bestCover([]);      // undefined
 * ```
 */
export function bestCover(saves: readonly number[]): number | undefined {
  let best: number | undefined;
  for (const s of saves) if (best === undefined || s < best) best = s;
  return best;
}

/**
 * The intervening models rule (a unit-level fact: `interveningModels: true` in a scenario): a
 * 4+ cover save, or the unit's better one.
 *
 * @example
 * ```ts
 * interveningModels.apply({ ...draft, cover: 5 }).cover; // 4
 * interveningModels.apply({ ...draft, cover: 3 }).cover; // 3
 * ```
 */
export const interveningModels = defineRule({
  name: 'intervening-models',
  citation: '001_b395c1945657ba04.txt, Intervening Models',
  apply: (d) => ({ ...d, cover: bestCover([d.cover ?? 7, INTERVENING_MODELS_COVER]) }),
});
