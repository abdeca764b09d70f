/**
 * The words for every result key, read by the text report, the SVG charts and the playground
 * alike, so that one result is called one thing wherever it is shown: `slain` is "models
 * slain", `strikesAIfAWins` is "To Wound rolls by A, if A wins", `slain.Warboss` (a group's
 * results, `docs/wh40k-10e/units.md`) is "models slain: Warboss".
 *
 * @module
 */

/** Words for the attacks' result keys a reader may not guess. */
const LABELS: Readonly<Record<string, string>> = {
  hits: 'hits',
  wounds: 'wounds (To Wound rolls passed)',
  unsaved: 'unsaved wounds',
  slain: 'models slain',
  woundsLost: 'wounds lost',
  obstructionHits: 'hits on obstructions (In The Way)',
  // A Kill Team fight's (docs/killteam/fight.md, "Results"): its two operatives by their roles.
  attackerIncapacitated: 'attacker incapacitated',
  defenderIncapacitated: 'defender incapacitated',
  damageToAttacker: 'damage to the attacker (wounds lost)',
  damageToDefender: 'damage to the defender (wounds lost)',
  attackerStunned: 'attacker stunned (the defender retained a critical success)',
  defenderStunned: 'defender stunned (the attacker retained a critical success)',
};

/** A Kill Team fight's results that are events (0 or 1): an operative incapacitated, stunned. */
const KT_FIGHT_EVENT = /^(attacker|defender)(Incapacitated|Stunned)$/;
/** A Kill Team fight's damage, as "at least k" reads it: the wounds an operative loses. */
const KT_FIGHT_DAMAGE = /^damageTo(Attacker|Defender)$/;

/** A MESBG fight's results that are events (0 or 1): who wins the Duel, a Might goal met. */
const FIGHT_EVENT = /^(duelWin|mightGoal|mightBest)([AB])(WithoutHeroicStrike)?$/;
/** A MESBG fight's counts by side, and by the Duel's winner. */
const FIGHT_COUNT = /^(strikes|wounds|slain|fateSpent|mightSpent)([AB])(?:If([AB])Wins)?$/;

/**
 * A readable label for any result key: the attacks' (`slain` -> `models slain`), a MESBG
 * fight's (`woundsBIfAWins` -> `Wounds suffered by B's model (after Fate), if A wins`), a
 * group's (`slain.Warboss` -> `models slain: Warboss`), and any other key in words
 * (`someNewKey` -> `some new key`).
 *
 * @example
 * ```ts
 * resultLabel('unsaved'); // 'unsaved wounds'
 * resultLabel('mightSpentA'); // 'Might spent by A'
 * resultLabel('slain.Warboss'); // 'models slain: Warboss'
 * ```
 */
export function resultLabel(key: string): string {
  if (Object.hasOwn(LABELS, key)) return LABELS[key]!;
  const dot = key.indexOf('.');
  if (dot > 0)
    return `${resultLabel(key.slice(0, dot)).replace(/ \(.*\)$/, '')}: ${key.slice(dot + 1)}`;
  const duel = FIGHT_EVENT.exec(key);
  if (duel) {
    const [, what, x, without] = duel;
    if (what === 'duelWin') return `${x} wins the Duel${without ? ', without Heroic Strike' : ''}`;
    return `${x}'s Might goal met, ${what === 'mightGoal' ? 'as played' : 'with the best spend'}`;
  }
  const m = FIGHT_COUNT.exec(key);
  if (!m) return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const [, what, x, winner] = m;
  const label =
    what === 'strikes'
      ? `To Wound rolls by ${x}`
      : what === 'wounds'
        ? `Wounds suffered by ${x}'s model (after Fate)`
        : what === 'slain'
          ? `${x}'s model slain`
          : what === 'fateSpent'
            ? `Fate spent by ${x}'s model`
            : `Might spent by ${x}`;
  return winner ? `${label}, if ${winner} wins` : label;
}

/**
 * Whether a result is an event rather than a count (a MESBG fight's Duel won or Might goal
 * met: 0 or 1), so that it reads "P(A wins the Duel)", never "P(at least 1 A wins the Duel)".
 *
 * @example
 * ```ts
 * isEventResult('duelWinA'); // true
 * isEventResult('slain'); // false
 * ```
 */
export function isEventResult(key: string): boolean {
  return FIGHT_EVENT.test(key) || KT_FIGHT_EVENT.test(key);
}

/**
 * The result a headline shows first among an answer's: models slain, else the chance the
 * fight's defender is incapacitated (a Kill Team fight's own question, docs/killteam/fight.md),
 * else the last result.
 *
 * @example
 * ```ts
 * headlineKey(['attackerIncapacitated', 'defenderIncapacitated', 'damageToDefender']); // 'defenderIncapacitated'
 * ```
 */
export function headlineKey(keys: readonly string[]): string {
  return ['slain', 'defenderIncapacitated'].find((k) => keys.includes(k)) ?? keys[keys.length - 1]!;
}

/**
 * The headline of a result: "P(at least k <label>)", the label's first plural noun made
 * singular for k = 1 (`P(at least 1 model slain)`), or "P(<event>)" for an event; a Kill Team
 * fight's in its own terms (the operative incapacitated, the wounds it loses).
 *
 * @example
 * ```ts
 * atLeastLabel('slain', 2); // 'P(at least 2 models slain)'
 * atLeastLabel('strikesAIfAWins', 1); // 'P(at least 1 To Wound roll by A, if A wins)'
 * atLeastLabel('duelWinA', 1); // 'P(A wins the Duel)'
 * atLeastLabel('defenderIncapacitated', 1); // 'P(the defender is incapacitated)'
 * atLeastLabel('damageToDefender', 3); // 'P(the defender loses at least 3 wounds)'
 * ```
 */
export function atLeastLabel(key: string, k: number): string {
  const label = resultLabel(key).replace(/ \([^)]*\)/, '');
  // A Kill Team fight in its own words: "P(the defender is incapacitated)", "P(the defender
  // loses at least 3 wounds)", never "P(at least 1 damage to defender)".
  const operative = KT_FIGHT_EVENT.exec(key);
  if (operative) return `P(the ${operative[1]} is ${operative[2]!.toLowerCase()})`;
  const damage = KT_FIGHT_DAMAGE.exec(key);
  if (damage) {
    return `P(the ${damage[1]!.toLowerCase()} loses at least ${k} wound${k === 1 ? '' : 's'})`;
  }
  if (isEventResult(key)) return `P(${label})`;
  // The first plural noun (a word ending in one s) loses its s: 'unsaved wounds' -> 'unsaved wound'.
  const counted = k === 1 ? label.replace(/\b(\w*[^\Ws])s\b/, '$1') : label;
  return `P(at least ${k} ${counted})`;
}
