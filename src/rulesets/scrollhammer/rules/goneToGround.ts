/**
 * Go to Ground: "+1 to their cover saving throws", or a 6+ cover save for models with none.
 * Source: `001_b395c1945657ba04.txt`, "Go to Ground"; spec interpretation 5.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Go to Ground rule (a unit-level choice: `goneToGround: true` in a scenario).
 *
 * @example
 * ```ts
 * goneToGround.apply({ ...draft, cover: 4 }).cover;         // 3
 * goneToGround.apply({ ...draft, cover: undefined }).cover; // 6
 * ```
 */
export const goneToGround = defineRule({
  name: 'gone-to-ground',
  citation: '001_b395c1945657ba04.txt, Go to Ground',
  apply: (d) => ({ ...d, cover: d.cover === undefined ? 6 : d.cover - 1 }),
});
