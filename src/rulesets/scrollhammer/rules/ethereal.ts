/**
 * Ethereal: "An Ethereal model has a 4+ Ward save against Mundane attacks." Spec
 * interpretation 5: against attacks whose rules do not include `magical`. Source:
 * `004_15cf5d572fc7d6a3.txt`, "Ethereal".
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Ethereal rule (a target rule: it sees whether the attack is magical).
 *
 * @example
 * ```ts
 * ethereal.apply({ ...draft, magical: false }).ward; // 4
 * ethereal.apply({ ...draft, magical: true }).ward;  // unchanged
 * ```
 */
export const ethereal = defineRule({
  name: 'ethereal',
  citation: '004_15cf5d572fc7d6a3.txt, Ethereal',
  apply: (d) => (d.magical ? d : { ...d, ward: Math.min(d.ward ?? 7, 4) }),
});

/**
 * Marks an attack as magical, so that Ethereal's ward does not apply (the opposite of the
 * rulebook's "Mundane").
 *
 * @example
 * ```ts
 * magical.apply(draft).magical; // true
 * ```
 */
export const magical = defineRule({
  name: 'magical',
  citation: '004_15cf5d572fc7d6a3.txt, Ethereal (Mundane attacks)',
  apply: (d) => ({ ...d, magical: true }),
});
