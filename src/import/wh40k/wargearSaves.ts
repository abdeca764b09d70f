/**
 * Invulnerable saves and Feel No Pain that wargear or an ability grants, read from its text
 * where the text states the number ("the bearer has a 4+ invulnerable save"; "models in the
 * bearer's unit have the Feel No Pain 6+ ability"), and given to the models that carry it
 * (`../shared/spec/wh40k-units.md`, "Import": on the models that carry the wargear; where
 * the text cannot be read, named as not modelled). Source of the mechanics: Core Rules,
 * "Invulnerable Saves" and "Feel No Pain" (`../shared/spec/wh40k-10e.md`, steps 4 and 6).
 *
 * Who gets it:
 * - **the bearer** ("the bearer has"): the models of the selection carrying the wargear. Where
 *   they are some of a larger group of one statline (a Theyn's weavefield crest among
 *   Hearthkyn of the same statline), they become a group of their own;
 * - **the unit** ("models in the bearer's unit", "models in this unit"): every group.
 *
 * A text with a condition (an attack's type, a phase, "while", "if", "each time") is not read:
 * the caller names it as not modelled, as any ability it does not read.
 *
 * @module
 */

/**
 * A save read from a wargear's or ability's text.
 *
 * @example
 * ```ts
 * const s: WargearSave = { kind: 'invulnerable', value: 4, scope: 'bearer' };
 * ```
 */
export interface WargearSave {
  readonly kind: 'invulnerable' | 'feelNoPain';
  /** 2..6 for 2+..6+. */
  readonly value: number;
  readonly scope: 'bearer' | 'unit';
}

const INVULNERABLE = /\b([2-6])\+\s*invulnerable save\b/i;
const FEEL_NO_PAIN = /\bfeel no pain\s*([2-6])\+/i;
/** Whose models: the unit's ("models in the bearer's unit", "models in this unit"). */
const UNIT = /\bmodels in (?:the bearer'?s|this|that|its|their) unit\b|\bthe bearer'?s unit\b/i;
const BEARER = /\b(?:the )?bearer\b|\bthis model\b/i;
/** Words that make it conditional: against some attacks, in some phase, while or if... */
const CONDITION =
  /\b(?:if|while|whilst|until|each time|when|against|phase|within|once per|roll|instead|select|can)\b/i;

/**
 * The invulnerable save or Feel No Pain a text grants, and to whom, or `undefined` when it
 * states none, or states one under a condition.
 *
 * @example
 * ```ts
 * readWargearSave('The bearer has a 4+ invulnerable save.'); // { kind: 'invulnerable', value: 4, scope: 'bearer' }
 * readWargearSave("Models in the bearer's unit have the Feel No Pain 6+ ability."); // { kind: 'feelNoPain', value: 6, scope: 'unit' }
 * readWargearSave('The bearer has a 4+ invulnerable save against ranged attacks.'); // undefined
 * ```
 */
export function readWargearSave(text: string): WargearSave | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  const inv = INVULNERABLE.exec(t);
  const fnp = FEEL_NO_PAIN.exec(t);
  // One save, stated plainly: two in one text, or a condition, are not read.
  if ((inv === null) === (fnp === null) || CONDITION.test(t)) return undefined;
  const scope = UNIT.test(t) ? 'unit' : BEARER.test(t) ? 'bearer' : undefined;
  if (scope === undefined) return undefined;
  return inv
    ? { kind: 'invulnerable', value: Number(inv[1]), scope }
    : { kind: 'feelNoPain', value: Number(fnp![1]), scope };
}

/**
 * A group of a unit's target as the importer builds it: a name, its models, the place(s) of
 * its statline in the file, and its saves.
 *
 * @example
 * ```ts
 * const g: SaveGroup = { name: 'Hearthkyn Warriors', models: 10, places: ['unit "Hearthkyn Warriors" > profile "..."'] };
 * ```
 */
export interface SaveGroup {
  readonly name: string;
  readonly models: number;
  readonly places: readonly string[];
  readonly invulnerable?: number;
  readonly feelNoPain?: number;
}

/**
 * A save granted by a profile at `place`, carried by `count` models (the bearers).
 *
 * @example
 * ```ts
 * const g: GrantedSave = { name: 'Weavefield crest', save: { kind: 'invulnerable', value: 4, scope: 'bearer' }, count: 1, place: '...' };
 * ```
 */
export interface GrantedSave {
  readonly name: string;
  readonly save: WargearSave;
  readonly count: number;
  readonly place: string;
}

/**
 * Characters two places share from their start: how near in the file's tree they are.
 *
 * @example
 * ```ts
 * sharedStart('unit "A" > model "B"', 'unit "A" > model "C"'); // 19
 * ```
 */
export function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/** The better of two saves (the lower roll), either absent. */
function better(a: number | undefined, b: number): number {
  return a === undefined ? b : Math.min(a, b);
}

/**
 * The groups with the saves granted: a unit save on every group, a bearer's on the group whose
 * statline is nearest the wargear in the file (its model's, or the unit's), split off as a
 * group of its own (named after the wargear) when the bearers are fewer than that group's
 * models.
 *
 * @example
 * ```ts
 * applyWargearSaves([{ name: 'Hearthkyn Warriors', models: 10, places: [p] }], [crest]);
 * // [{ name: 'Hearthkyn Warriors', models: 9, ... }, { name: 'Hearthkyn Warriors (Weavefield crest)', models: 1, invulnerable: 4, ... }]
 * ```
 */
export function applyWargearSaves<G extends SaveGroup>(
  groups: readonly G[],
  granted: readonly GrantedSave[],
): G[] {
  let out = [...groups];
  const give = (g: G, s: WargearSave): G =>
    s.kind === 'invulnerable'
      ? { ...g, invulnerable: better(g.invulnerable, s.value) }
      : { ...g, feelNoPain: better(g.feelNoPain, s.value) };
  for (const x of granted) {
    if (x.save.scope === 'unit') {
      out = out.map((g) => give(g, x.save));
      continue;
    }
    const near = out.map((g) => Math.max(...g.places.map((p) => sharedStart(p, x.place))));
    const i = near.indexOf(Math.max(...near));
    const g = out[i]!;
    if (x.count >= g.models) {
      out[i] = give(g, x.save);
      continue;
    }
    const bearers = give({ ...g, name: `${g.name} (${x.name})`, models: x.count }, x.save);
    out = [...out.slice(0, i), { ...g, models: g.models - x.count }, bearers, ...out.slice(i + 1)];
  }
  return out;
}
