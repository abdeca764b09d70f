/**
 * "Did you mean ...?" for unknown field and rule names: a small Levenshtein distance over
 * names normalised to lower-case letters and digits, so `FeelNoPain`, `feel_no_pain` and
 * `feel-no-pain` all match `feelNoPain`, and `critcal-strike` matches `critical-strike`.
 *
 * @module
 */

/**
 * The edit distance between two strings: insertions, deletions, substitutions and swaps of
 * two neighbouring characters (`rnu` -> `run`) each cost 1 (Levenshtein with transpositions,
 * the "optimal string alignment" distance). Returns `limit + 1` as soon as the distance is
 * known to exceed `limit`. O(|a| |b|) time, O(|b|) memory; the inputs here are short names.
 *
 * @example
 * ```ts
 * levenshtein('toughnes', 'toughness'); // 1
 * levenshtein('rnu', 'run');            // 1
 * levenshtein('kitten', 'sitting');     // 3
 * ```
 */
export function levenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = new Array<number>(b.length + 1);
  let curr = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      curr[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, prev, curr] = [prev, curr, before];
  }
  return prev[b.length]!;
}

/** Lower-case letters and digits only: `Feel_No-Pain` -> `feelnopain`. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Names players often use for a field, mapped to the field names of the format; a
 * suggestion is only made when the target exists where the unknown name was found.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  t: ['toughness'],
  s: ['strength'],
  str: ['strength'],
  w: ['wounds'],
  sv: ['save', 'shootValue'],
  armour: ['save'],
  armor: ['save'],
  armoursave: ['save'],
  armorsave: ['save'],
  wardsave: ['ward'],
  coversave: ['cover'],
  fnp: ['feelNoPain', 'feel-no-pain'],
  d: ['defence'],
  def: ['defence'],
  defense: ['defence'],
  toughness: ['defence'],
  bs: ['shootValue'],
  ballisticskill: ['bs'],
  shoot: ['shootValue'],
  shootvalue: ['shootValue'],
  attacks: ['shots'],
  a: ['shots'],
  n: ['models'],
  count: ['models'],
  number: ['models'],
  hit: ['hitOn'],
  tohit: ['hitOn', 'bs'],
  obstructions: ['inTheWay'],
  itw: ['inTheWay'],
  rerolls: ['reroll'],
  rule: ['rules'],
  special: ['rules'],
  specialrules: ['rules'],
  method: ['method'],
  montecarlo: ['monte-carlo'],
  mc: ['monte-carlo'],
  exact: ['exact'],
  units: ['groups'],
  models: ['groups'],
  samplesize: ['samples'],
  runs: ['samples'],
  iterations: ['samples'],
  seeds: ['seed'],
  shooting: ['shooting'],
  combat: ['close-combat'],
  closecombat: ['close-combat'],
  melee: ['close-combat'],
};

/**
 * The closest known name to `name`, or `undefined` when none is close enough (an edit
 * distance of at most a third of the name, at least 1 and at most 3, after normalising case
 * and separators), or a common alias (`T` for `toughness`, `FNP` for `feelNoPain`, `bs` in
 * a MESBG profile for `shootValue`).
 *
 * @example
 * ```ts
 * didYouMean('toughnes', ['models', 'toughness', 'wounds']); // 'toughness'
 * didYouMean('FNP', ['toughness', 'feelNoPain']);             // 'feelNoPain'
 * didYouMean('colour', ['models', 'toughness']);              // undefined
 * ```
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  if (name.length > 100) return undefined;
  const n = normalise(name);
  const alias = Object.hasOwn(ALIASES, n) ? ALIASES[n] : undefined;
  if (alias) {
    const hit = alias.find((a) => known.includes(a) && a !== name);
    if (hit) return hit;
  }
  const limit = Math.min(3, Math.max(1, Math.floor(n.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const k of known) {
    if (k === name) continue;
    const d = levenshtein(n, normalise(k), limit);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}
