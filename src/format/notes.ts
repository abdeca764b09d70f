/**
 * What an evaluation says about the scenario's rules beside its numbers: a ruleset's keywords
 * that change no number (Warhammer 40,000's Assault, Pistol, Hazardous...: `docs/wh40k-10e.md`,
 * "Keywords that change no number"), accepted so that a weapon's keyword line pastes as it
 * stands, and named in the result's `notes` so that no one reads them as applied.
 *
 * @module
 */
import { ruleName } from './fields.js';

/**
 * One rule of one attacker profile that the evaluation names: which rule, which profile, and
 * what it does to the numbers.
 *
 * @example
 * ```ts
 * const n: RuleNote = { rule: 'assault', attacker: 0, name: 'Bolt rifle', note: 'changes no number' };
 * ```
 */
export interface RuleNote {
  readonly rule: string;
  /** The index of the attacker profile in the scenario. */
  readonly attacker: number;
  readonly name?: string;
  readonly note: 'changes no number';
}

/**
 * The notes of a parsed scenario: each rule of `names` that an attacker profile lists (in its
 * `rules`, or in a mode's), once per profile, in the scenario's order.
 *
 * @example
 * ```ts
 * noNumberNotes({ attackers: [{ name: 'Bolt rifle', rules: ['assault', 'heavy'] }] }, ['assault']);
 * // [{ rule: 'assault', attacker: 0, name: 'Bolt rifle', note: 'changes no number' }]
 * ```
 */
export function noNumberNotes(scenario: object, names: readonly string[]): RuleNote[] {
  const attackers = (scenario as { readonly attackers?: unknown }).attackers;
  if (names.length === 0 || !Array.isArray(attackers)) return [];
  type Rules = readonly (string | { readonly rule: string })[] | undefined;
  interface Profile {
    readonly name?: string;
    readonly rules?: Rules;
    readonly modes?: readonly { readonly rules?: Rules }[];
  }
  const notes: RuleNote[] = [];
  (attackers as readonly Profile[]).forEach((a, attacker) => {
    const listed = [...(a.rules ?? []), ...(a.modes ?? []).flatMap((m) => m.rules ?? [])];
    const found = new Set(listed.map(ruleName).filter((r) => names.includes(r)));
    for (const rule of names) {
      if (!found.has(rule)) continue;
      notes.push({
        rule,
        attacker,
        ...(a.name === undefined ? {} : { name: a.name }),
        note: 'changes no number',
      });
    }
  });
  return notes;
}
