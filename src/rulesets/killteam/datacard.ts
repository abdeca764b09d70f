/**
 * A weapon's rules as a datacard prints them (the "WR" column, which the BSData Kill Team
 * catalogues carry as it is): `Range 8", Hot, Lethal 5+, Piercing 1`, or `-` for none, read into
 * the rules this ruleset models (`./types.ts`), the rules that change no number of an attack
 * (Range, Heavy, Silent, Limited, Seek...) set apart by name. A scenario's weapon may give
 * its rules this way (`wr`, `./schema.ts`).
 *
 * @module
 */
import type { KtWeaponRule } from './types.js';

/**
 * The rules read from a datacard's text: those modelled, and those recognised that change no
 * number of an attack.
 *
 * @example
 * ```ts
 * const r: DatacardRules = { rules: ['hot', { rule: 'lethal', x: 5 }], ignored: ['Range 8"'] };
 * ```
 */
export interface DatacardRules {
  readonly rules: readonly KtWeaponRule[];
  readonly ignored: readonly string[];
}

/** Rules that change no number of an attack sequence, by the start of their name. */
const NO_NUMBERS = /^(range|heavy|silent|limited|seek|seek light|concealed position|indirect)\b/i;

const SIMPLE: Readonly<Record<string, KtWeaponRule>> = {
  balanced: 'balanced',
  brutal: 'brutal',
  ceaseless: 'ceaseless',
  hot: 'hot',
  punishing: 'punishing',
  relentless: 'relentless',
  rending: 'rending',
  saturate: 'saturate',
  severe: 'severe',
  shock: 'shock',
  stun: 'stun',
};

/** One datacard rule, or undefined when it is none this ruleset knows. */
function readOne(token: string): KtWeaponRule | 'ignored' | undefined {
  const t = token
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = t.toLowerCase();
  const simple = SIMPLE[lower];
  if (simple) return simple;
  let m = /^accurate (\d+)$/.exec(lower);
  if (m) return { rule: 'accurate', x: Number(m[1]) };
  m = /^(?:(\d+)" )?devastating (\d+)$/.exec(lower);
  if (m) {
    return m[1] === undefined
      ? { rule: 'devastating', x: Number(m[2]) }
      : { rule: 'devastating', x: Number(m[2]), distance: Number(m[1]) };
  }
  m = /^lethal (\d)\+$/.exec(lower);
  if (m) return { rule: 'lethal', x: Number(m[1]) };
  m = /^piercing crits (\d+)$/.exec(lower);
  if (m) return { rule: 'piercing-crits', x: Number(m[1]) };
  m = /^piercing (\d+)$/.exec(lower);
  if (m) return { rule: 'piercing', x: Number(m[1]) };
  m = /^(blast|torrent) (\d+)"$/.exec(lower);
  if (m) return { rule: m[1] as 'blast' | 'torrent', distance: Number(m[2]) };
  if (NO_NUMBERS.test(t)) return 'ignored';
  return undefined;
}

/**
 * Read a datacard's weapon rules: the text split at commas, each rule by its printed form.
 * Returns the rules, or the first rule it does not know (`unknown`), for the caller to refuse
 * by its field.
 *
 * @example
 * ```ts
 * readDatacardRules('Range 8", Hot, Lethal 5+, Piercing 1');
 * // { rules: ['hot', { rule: 'lethal', x: 5 }, { rule: 'piercing', x: 1 }], ignored: ['Range 8"'] }
 * readDatacardRules('-'); // { rules: [], ignored: [] }
 * readDatacardRules('Lethal 5+, Sticky'); // { unknown: 'Sticky' }
 * ```
 */
export function readDatacardRules(text: string): DatacardRules | { readonly unknown: string } {
  const rules: KtWeaponRule[] = [];
  const ignored: string[] = [];
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '\u2013') return { rules, ignored };
  for (const token of trimmed.split(',').map((s) => s.trim())) {
    if (token === '') continue;
    const r = readOne(token);
    if (r === undefined) return { unknown: token };
    if (r === 'ignored') ignored.push(token);
    else rules.push(r);
  }
  return { rules, ignored };
}
