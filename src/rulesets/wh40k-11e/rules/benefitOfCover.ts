/**
 * The benefit of cover (11th edition, ranged attacks only): worsens the attack's BS by 1 (a 3+
 * becomes 4+) instead of improving the save. One benefit, however given (terrain,
 * `target.cover`, or Stealth): it applies once. Ignores Cover removes it. Source:
 * `docs/wh40k-11e.md`, "Core rules": Benefit of cover.
 *
 * @module
 */
import { defineWh40k11eRule } from './Draft.js';

/**
 * The benefit of cover, applied last, after the target's Stealth.
 *
 * @example
 * ```ts
 * benefitOfCover.apply({ ...draft, cover: true }).skillPenalty; // draft.skillPenalty - 1
 * ```
 */
export const benefitOfCover = defineWh40k11eRule({
  name: 'benefit-of-cover',
  citation: 'docs/wh40k-11e.md, "Core rules": Benefit of cover',
  apply: (d) =>
    d.cover && !d.melee && !d.ignoresCover ? { ...d, skillPenalty: d.skillPenalty - 1 } : d,
});
