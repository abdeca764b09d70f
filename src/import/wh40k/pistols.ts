/**
 * The pistol choice of an imported Warhammer 40,000 unit (both editions' importers read their
 * weapons here): a model fires its Pistols or its other ranged weapons, not both, while another
 * model of the unit makes its own choice; MONSTER and VEHICLE models may fire both
 * (`../shared/spec/wh40k-units.md`, "The attacking unit: weapons a model may choose between";
 * `docs/wh40k-10e/weapon-choices.md`; `docs/import.md`, "Pistols").
 *
 * A unit whose ranged weapons sit on several model selections (a sergeant and his squad) and
 * that has a Pistol gets each ranged weapon's `bearer`: the model selection that carries it, so
 * that the scenario makes one pistol choice per set of models. A ranged weapon that several
 * model selections carry (one profile of the roster, its counts added) is one attacker entry
 * per selection. Melee weapons are no part of the choice and stay as read.
 * A unit of one set of models needs none: its entries without a bearer are that set.
 *
 * @module
 */
import type { RosterProfile, RosterUnit } from '../roster.js';
import type { Wh40kAttackerJson } from './types.js';

/** What a weapon of a unit is read from, as the unit reader holds it. */
interface Carried<W extends { readonly attacker: Wh40kAttackerJson }> {
  readonly weapon: W;
  readonly profile: RosterProfile;
}

/**
 * Whether the unit's models may fire their Pistols beside their other ranged weapons: MONSTER
 * and VEHICLE models (the unit's keywords; `../shared/spec/wh40k-units.md`).
 */
function firesBoth(unit: RosterUnit): boolean {
  return unit.categories.some((c) => /^(monster|vehicle)$/i.test(c.trim()));
}

/** A step of a place (`model "Devastator Sergeant"`) that is a model selection. */
const MODEL_STEP = /^model "(.*)"$/;

/**
 * The model selection a place is in: the place up to its last `model "..."` step, and the
 * model's name; none for a profile of the unit itself.
 */
function modelOf(place: string): { key: string; name: string } | undefined {
  const steps = place.split(' > ');
  for (let i = steps.length - 1; i >= 0; i--) {
    const m = MODEL_STEP.exec(steps[i]!);
    if (m) return { key: steps.slice(0, i + 1).join(' > '), name: m[1]! };
  }
  return undefined;
}

/**
 * A unit's weapons with its pistol choice made per model (see the module): for a MONSTER or
 * VEHICLE unit, no weapon is a Pistol (its models fire both); for a unit whose ranged weapons
 * sit on several model selections, each ranged weapon gets its `bearer` (one entry per
 * selection that carries it); melee weapons, no part of the choice, stay as read. Selections are told apart by their place and their number of models: a roster
 * lists two model selections of one name side by side (three marines with boltguns, one with
 * a missile launcher), whose places are the same; two of one name and one number are read as
 * one set of models.
 *
 * @param unit - the roster unit, for its keywords and name.
 * @param read - the unit's weapons with the profiles they were read from, in order.
 * @example
 * ```ts
 * const carried = pistolBearers(unit, read);
 * carried.map((x) => x.weapon.attacker.bearer); // ['Devastator Sergeant', 'Devastator Marine']
 * ```
 */
export function pistolBearers<W extends { readonly attacker: Wh40kAttackerJson }>(
  unit: RosterUnit,
  read: readonly Carried<W>[],
): Carried<W>[] {
  if (!read.some((x) => x.weapon.attacker.pistol === true)) return [...read];
  if (firesBoth(unit)) {
    return read.map((x) => {
      const { pistol: _p, ...attacker } = x.weapon.attacker;
      return { ...x, weapon: { ...x.weapon, attacker } };
    });
  }
  // Each ranged weapon on each selection that carries it, by model selection (melee weapons
  // are no part of the choice: they stay as read).
  const ranged = (x: Carried<W>) => x.weapon.attacker.ws === undefined;
  const piecesOf = (x: Carried<W>) =>
    (x.profile.carriers ?? [{ place: x.profile.place, count: x.profile.count }]).map((c) => ({
      x,
      place: c.place,
      count: c.count,
      model: modelOf(c.place),
    }));
  const pieces = read.filter(ranged).flatMap(piecesOf);
  const models = new Map<string, { name: string; counts: Set<number> }>();
  for (const p of pieces) {
    const key = p.model?.key ?? '';
    const m = models.get(key) ?? { name: p.model?.name ?? unit.name, counts: new Set() };
    m.counts.add(p.count);
    models.set(key, m);
  }
  if (models.size < 2) return [...read];
  // A bearer per model selection and number of models, named after the model; a name given
  // twice gets its rank.
  const bearers = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, m] of models) {
    for (const count of m.counts) {
      let name = m.name;
      for (let i = 2; taken.has(name); i++) name = `${m.name} ${i}`;
      taken.add(name);
      bearers.set(`${key}\u0000${count}`, name);
    }
  }
  return read.flatMap((x) =>
    !ranged(x)
      ? [x]
      : piecesOf(x).map(({ place, count, model }) => ({
          profile: { ...x.profile, place, count, carriers: [{ place, count }] },
          weapon: {
            ...x.weapon,
            attacker: {
              ...x.weapon.attacker,
              models: count,
              bearer: bearers.get(`${model?.key ?? ''}\u0000${count}`)!,
            },
          },
        })),
  );
}

/**
 * The weapons with the attacker entries of a weapon that several bearers carry told apart by
 * their bearer (`Tactical Squad, Bolt pistol (Tactical Sergeant)`); the others as they are.
 *
 * @example
 * ```ts
 * namedByBearer(weapons).map((w) => w.attacker.name);
 * ```
 */
export function namedByBearer<W extends { readonly attacker: Wh40kAttackerJson }>(
  weapons: readonly W[],
): W[] {
  const bearersOf = new Map<string | undefined, Set<string>>();
  for (const w of weapons) {
    const b = w.attacker.bearer;
    if (b === undefined) continue;
    const set = bearersOf.get(w.attacker.name) ?? new Set();
    set.add(b);
    bearersOf.set(w.attacker.name, set);
  }
  return weapons.map((w) => {
    const b = w.attacker.bearer;
    if (b === undefined || (bearersOf.get(w.attacker.name)?.size ?? 0) < 2) return w;
    return { ...w, attacker: { ...w.attacker, name: `${w.attacker.name} (${b})` } };
  });
}
