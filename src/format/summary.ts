/**
 * Pieces of the one-line scenario summaries that several rulesets print alike: a count of
 * models, re-rolls.
 *
 * @module
 */
import type { RerollSpec } from '../domain/types.js';

/**
 * `5 Bowmen`, or without a name `1 model` / `5 models`.
 *
 * @example
 * ```ts
 * count(5, undefined, 'model'); // '5 models'
 * ```
 */
export function count(models: number, name: string | undefined, fallback: string): string {
  return `${models} ${name ?? (models === 1 ? fallback : `${fallback}s`)}`;
}

/**
 * The re-rolls of a group in words: `re-roll 1s to hit`, `re-roll failed rolls to wound`.
 *
 * @example
 * ```ts
 * rerolls({ hit: 'ones' }); // ['re-roll 1s to hit']
 * ```
 */
export function rerolls(r: RerollSpec): string[] {
  const out: string[] = [];
  if (r.hit) out.push(`re-roll ${r.hit === 'ones' ? '1s' : 'failed rolls'} to hit`);
  if (r.wound) out.push(`re-roll ${r.wound === 'ones' ? '1s' : 'failed rolls'} to wound`);
  return out;
}
