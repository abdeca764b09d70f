/**
 * A plan's steps in words, as the command line, the event matrix and the page print them
 * (`docs/army-turn.md`, "The answer").
 *
 * @module
 */
import type { ShootingStep } from './types.js';

/**
 * One shooter's declaration in words: each weapon entry and its target, or that it holds.
 *
 * @param to - What stands between an entry and its target (`'at'`, or the command line's `'->'`).
 * @example
 * ```ts
 * stepWords({ shooter: 'Eradicator Squad', assignment: [{ entry: 'Melta rifle', target: 'Deff Dread' }] });
 * // 'Eradicator Squad: Melta rifle at Deff Dread'
 * ```
 */
export function stepWords(step: ShootingStep, to = 'at'): string {
  const parts = step.assignment.map(
    (a) => `${a.entry} ${a.target === null ? 'holds' : `${to} ${a.target}`}`,
  );
  return `${step.shooter}: ${parts.join('; ')}`;
}
