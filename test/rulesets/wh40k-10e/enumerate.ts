// An independent brute-force enumerator of a Warhammer 40,000 10th-edition scenario: it plays
// the attack as the spec's step list reads (docs/wh40k-10e.md, "One attack, step by step"),
// die by die, and enumerates every sequence of die faces. It reads the parsed scenario's
// fields and keyword names directly: it shares no code with the compile step, the rule
// modules or the engines (only the dice-notation parser, to read "D6+1").
//
// How every sequence is enumerated: the attack is one straight-line procedure that asks a
// die oracle `d(sides)` for each roll. A run follows a recorded prefix of faces and records 1
// for every die beyond it; after the run the last face that can still grow is increased and
// the rest dropped (an odometer), until every sequence has been played. Each sequence weighs
// the product of 1/sides of its dice. Only tiny cases are affordable (a few thousand to a few
// hundred thousand sequences).
import { parseDice } from '../../../src/dice/parseDice.js';
import type { RuleInput, Wh40kGroup, Wh40kScenario } from '../../../src/scenario/types.js';

/** The results of the spec ("Results"), in its order. */
export const RESULT_NAMES = [
  'hits',
  'wounds',
  'unsaved',
  'slain',
  'woundsLost',
  'criticalHits',
  'criticalWounds',
  'damage',
  'damageAfterFnp',
] as const;
export type ResultName = (typeof RESULT_NAMES)[number];
/** Each result's distribution: the nine, and `slain.<i>`, `woundsLost.<i>`, `charactersSlain` for a unit of several groups. */
export type Marginals = Record<ResultName, number[]> & { [byGroup: string]: number[] };

export type Oracle = (sides: number) => number;

export function hasRule(rules: readonly RuleInput[], name: string): boolean {
  return rules.some((r) => (typeof r === 'string' ? r : r.rule) === name);
}
export function ruleObjects(rules: readonly RuleInput[], name: string): Record<string, unknown>[] {
  return rules.filter(
    (r): r is { readonly rule: string; readonly [k: string]: unknown } =>
      typeof r === 'object' && r.rule === name,
  );
}
export function rollDice(text: string | number, d: Oracle): number {
  const e = parseDice(text);
  let total = e.modifier;
  for (let i = 0; i < e.count; i++) total += d(e.sides);
  return total;
}
export const clamp1 = (m: number) => Math.max(-1, Math.min(1, m));

/** The results of one play: the nine, and, for a unit of several groups, by group. */
type Played = Record<ResultName, number> & { [byGroup: string]: number };

/**
 * The groups of the target as the unit spec reads them (wh40k-units.md): its `groups`, or the
 * one-profile target as one bodyguard group.
 */
function unitGroups(t: Wh40kScenario['target']): Wh40kGroup[] {
  if (t.groups) return [...t.groups];
  return [
    {
      models: t.models,
      toughness: t.toughness,
      ...(t.save === undefined ? {} : { save: t.save }),
      ...(t.invulnerable === undefined ? {} : { invulnerable: t.invulnerable }),
      invulnerableAgainst: t.invulnerableAgainst ?? 'all',
      wounds: t.wounds,
      ...(t.feelNoPain === undefined ? {} : { feelNoPain: t.feelNoPain }),
      keywords: t.keywords,
      damageReduction: t.damageReduction,
      halveDamage: t.halveDamage,
      role: 'bodyguard',
    },
  ];
}

/**
 * The target unit during one play, as the unit spec reads it (wh40k-units.md, items 1 and 2),
 * for both editions' enumerators: its groups, the Toughness its Wound rolls use, its keywords,
 * its models; `target(aim)`, the model the next attack goes to (Precision aimed at group `aim`)
 * and its group; `allocate`, the wounds that model loses, counted in `out` (by group too, for a
 * unit of several groups).
 */
export function unitInPlay(t: Wh40kScenario['target'], out: Record<string, number>) {
  const groups = unitGroups(t);
  const guards = groups.filter((g) => g.role === 'bodyguard');
  // Item 1: the bodyguard's Toughness with a character; else the majority's, ties to the highest.
  const counted = guards.length < groups.length ? guards : groups;
  const byT = new Map<number, number>();
  for (const g of counted) byT.set(g.toughness, (byT.get(g.toughness) ?? 0) + g.models);
  const toughness =
    t.toughnessRule === 'highest'
      ? Math.max(...counted.map((g) => g.toughness))
      : [...byT].sort((x, y) => y[1] - x[1] || y[0] - x[0])[0]![0];
  const keywords = new Set(groups.flatMap((g) => g.keywords));
  // Item 2: every model's wounds left, in the order listed, whether it was allocated an attack,
  // and the group of the model slain last.
  const modelGroup = groups.flatMap((g, i) => Array.from({ length: g.models }, () => i));
  const left = modelGroup.map((g) => groups[g]!.wounds);
  const touched = modelGroup.map(() => false);
  let last = -1;
  /** The model that takes the next attack (-1: all slain), Precision aimed at group `aim`. */
  const pick = (aim: number | null): number => {
    const all = modelGroup.map((_, m) => m).filter((m) => left[m]! > 0);
    if (all.length === 0) return -1;
    const first = (list: number[]) => list.find((m) => touched[m]) ?? list[0]!;
    const inAim = all.filter((m) => modelGroup[m] === aim);
    if (inAim.length > 0) return first(inAim);
    const standing = all.filter((m) => groups[modelGroup[m]!]!.role === 'bodyguard');
    if (standing.length > 0) return first(standing);
    return first(all);
  };
  const allocate = (m: number, lost: number) => {
    if (m < 0) return;
    touched[m] = true;
    const taken = Math.min(lost, left[m]!);
    left[m]! -= taken;
    out.woundsLost! += taken;
    if (groups.length > 1) out[`woundsLost.${modelGroup[m]}`]! += taken;
    if (left[m] === 0 && taken > 0) {
      out.slain!++;
      if (groups.length > 1) {
        out[`slain.${modelGroup[m]}`]!++;
        if (groups[modelGroup[m]!]!.role !== 'bodyguard') out.charactersSlain!++;
      }
      if (left.every((x) => x === 0)) last = modelGroup[m]!;
    }
  };
  if (groups.length > 1) {
    out.charactersSlain = 0;
    groups.forEach((_, i) => {
      out[`slain.${i}`] = 0;
      out[`woundsLost.${i}`] = 0;
    });
  }
  /** The model an attack is allocated to, and its group (after all are slain: the last). */
  const target = (aim: number | null): [number, Wh40kGroup] => {
    const m = pick(aim);
    return [m, groups[m < 0 ? last : modelGroup[m]!]!];
  };
  return { groups, toughness, keywords, models: modelGroup.length, allocate, target };
}

/**
 * The group a Precision weapon aims at: `precisionTarget` (a name or index), else the first
 * leader or support group; null without Precision (wh40k-units.md, item 3).
 */
export function precisionAim(
  a: Wh40kScenario['attackers'][number],
  groups: readonly Wh40kGroup[],
): number | null {
  const pt = a.precisionTarget;
  if (!hasRule(a.rules, 'precision')) return null;
  if (pt === undefined) return groups.findIndex((g) => g.role !== 'bodyguard');
  return typeof pt === 'number'
    ? pt
    : groups.findIndex((g, i) => (g.name ?? `group ${i + 1}`) === pt);
}

/** One play of the whole scenario with the dice of `d`: the nine results (and by group). */
function play(s: Wh40kScenario, d: Oracle): Played {
  const t = s.target;
  const out: Played = {
    hits: 0,
    wounds: 0,
    unsaved: 0,
    slain: 0,
    woundsLost: 0,
    criticalHits: 0,
    criticalWounds: 0,
    damage: 0,
    damageAfterFnp: 0,
  };
  const unit = unitInPlay(t, out);
  const { groups, allocate } = unit;
  const unitT = unit.toughness;
  const unitKeywords = unit.keywords;
  for (const a of s.attackers) {
    const melee = a.ws !== undefined;
    const torrent = hasRule(a.rules, 'torrent');
    const twin = hasRule(a.rules, 'twin-linked');
    const lethal = hasRule(a.rules, 'lethal-hits');
    const devastating = hasRule(a.rules, 'devastating-wounds');
    const sustained = ruleObjects(a.rules, 'sustained-hits')[0]?.hits as
      | string
      | number
      | undefined;
    const rapid = ruleObjects(a.rules, 'rapid-fire')[0]?.attacks as string | number | undefined;
    const melta = ruleObjects(a.rules, 'melta')[0]?.damage as number | undefined;
    // Precision: the named leader group, or the first, while it stands (item 3).
    const aim = precisionAim(a, groups);
    // The attacker's abilities (critical hits/wounds on X+, +X Damage, damage re-rolls, the
    // full re-roll buff, mortal wounds on a Critical Hit).
    const critHit = Math.min(
      a.criticalHitOn,
      ...ruleObjects(a.rules, 'critical-hits').map((r) => Number(r.on)),
    );
    const bonus = ruleObjects(a.rules, 'damage-bonus').reduce((x, r) => x + Number(r.damage), 0);
    const rerollBelow = ruleObjects(a.rules, 'reroll-damage')[0]?.below as number | undefined;
    const full = hasRule(a.rules, 'full-rerolls');
    const wider = (p: string | undefined) =>
      full && (p === undefined || p === 'none' || p === 'ones') ? 'failed' : p;
    const hitPolicy = wider(a.reroll.hit);
    const woundPolicy = wider(a.reroll.wound);
    const critMortals = ruleObjects(a.rules, 'mortal-wounds-on-critical-hit')[0]?.mortals as
      | string
      | number
      | undefined;
    const woundMortals = ruleObjects(a.rules, 'mortal-wounds-on-critical-wound')[0]?.mortals as
      | string
      | number
      | undefined;
    const charge = ruleObjects(a.rules, 'mortal-wounds-on-charge')[0];
    /** One mortal point, on the model that takes the next ordinary attack, its Feel No Pain. */
    const mortalPoint = () => {
      const [m, g] = unit.target(null);
      const lost = g.feelNoPain === undefined || d(6) < g.feelNoPain ? 1 : 0;
      out.damageAfterFnp += lost;
      allocate(m, lost);
    };
    // Mortal wounds on a charge, before the attacks: a D6 per model (or one), each X+ its mortals.
    if (charge !== undefined && a.charged) {
      const rolls = charge.roll === 'per-model' ? a.models : 1;
      for (let r = 0; r < rolls; r++) {
        if (d(6) < Number(charge.on)) continue;
        const pts = rollDice(charge.mortals as string | number, d);
        out.damage += pts;
        for (let k = 0; k < pts; k++) mortalPoint();
      }
    }
    // Step 1: attacks per model.
    let attacks = 0;
    for (let m = 0; m < a.models; m++) {
      attacks += rollDice(a.attacks, d);
      if (hasRule(a.rules, 'blast')) attacks += Math.floor(unit.models / 5);
      if (rapid !== undefined && a.halfRange) attacks += rollDice(rapid, d);
    }
    // Step 2 modifiers.
    let hitMod = a.hitModifier;
    if (hasRule(a.rules, 'heavy') && a.remainedStationary) hitMod += 1;
    if (t.stealth && !melee) hitMod -= 1;
    hitMod = clamp1(hitMod);
    const skill = a.ws ?? a.bs ?? 7;
    const hitOk = (f: number) => f !== 1 && (f >= critHit || f + hitMod >= skill);
    // Step 3.
    const S = a.strength;
    const T = unitT;
    const woundTarget = S >= 2 * T ? 2 : S > T ? 3 : S === T ? 4 : 2 * S <= T ? 6 : 5;
    let woundMod = a.woundModifier;
    if (hasRule(a.rules, 'lance') && a.charged) woundMod += 1;
    woundMod = clamp1(woundMod);
    let critWound = Math.min(
      a.criticalWoundOn,
      ...ruleObjects(a.rules, 'critical-wounds').map((r) => Number(r.on)),
    );
    for (const anti of ruleObjects(a.rules, 'anti')) {
      if (unitKeywords.has(String(anti.keyword))) critWound = Math.min(critWound, Number(anti.on));
    }
    const woundOk = (f: number) => f !== 1 && (f >= critWound || f + woundMod >= woundTarget);
    // Step 8: which first rolls are re-rolled.
    const rerolled = (
      policy: string | undefined,
      f: number,
      ok: (f: number) => boolean,
      crit: number,
    ) =>
      (policy === 'ones' && f === 1) ||
      (policy === 'failed' && !ok(f)) ||
      (policy === 'non-critical' && f < crit);
    // A die is re-rolled at most once, when any permission asks (Twin-linked: a failed
    // Wound roll).
    const rollTest = (
      policy: string | undefined,
      ok: (f: number) => boolean,
      crit: number,
      twinLinked = false,
    ) => {
      let f = d(6);
      if (rerolled(policy, f, ok, crit) || (twinLinked && !ok(f))) f = d(6);
      return f;
    };
    // Step 4: the save of one wounding attack, with the allocated model's profile.
    const armourPasses = (f: number, g: Wh40kGroup) => {
      if (g.save === undefined || f === 1) return false;
      const cover =
        t.cover && !melee && !hasRule(a.rules, 'ignores-cover') && !(g.save <= 3 && a.ap === 0);
      return f + a.ap + (cover ? 1 : 0) >= g.save;
    };
    const invulnerablePasses = (f: number, g: Wh40kGroup) =>
      g.invulnerable !== undefined &&
      g.invulnerableAgainst !== (melee ? 'ranged' : 'melee') &&
      f !== 1 &&
      f >= g.invulnerable;
    /** The model an attack is allocated to, and its group (after all are slain: the last). */
    const target = () => unit.target(aim);
    // Steps 5 and 6: one unsaved attack's damage, its Feel No Pain, its allocation.
    const inflict = (m: number, g: Wh40kGroup) => {
      let dmg = rollDice(a.damage, d);
      if (rerollBelow !== undefined && dmg < rerollBelow) dmg = rollDice(a.damage, d);
      if (melta !== undefined && a.halfRange) dmg += melta;
      dmg += bonus;
      if (g.halveDamage) dmg = Math.ceil(dmg / 2);
      if (g.damageReduction > 0 && dmg > 0) dmg = Math.max(1, dmg - g.damageReduction);
      out.damage += dmg;
      let lost = 0;
      for (let p = 0; p < dmg; p++) {
        if (g.feelNoPain === undefined || d(6) < g.feelNoPain) lost++;
      }
      out.damageAfterFnp += lost;
      allocate(m, lost);
    };
    let devastatingLater = 0;
    let mortalPointsLater = 0;
    for (let i = 0; i < attacks; i++) {
      // Hits of this attack: [autoWound?] each.
      const hits: boolean[] = [];
      if (torrent) {
        hits.push(false);
      } else {
        const f = rollTest(hitPolicy, hitOk, critHit);
        if (hitOk(f)) {
          const crit = f >= critHit;
          if (crit) out.criticalHits++;
          if (crit && critMortals !== undefined) {
            // Mortal wounds instead of the Wound roll: no save, allocated point by point last.
            const pts = rollDice(critMortals, d);
            out.hits++;
            out.unsaved++;
            out.damage += pts;
            mortalPointsLater += pts;
          } else hits.push(crit && lethal);
          if (crit && sustained !== undefined) {
            const extra = rollDice(sustained, d);
            for (let k = 0; k < extra; k++) hits.push(false);
          }
        }
      }
      out.hits += hits.length;
      for (const autoWound of hits) {
        let critical = false;
        if (!autoWound) {
          const f = rollTest(woundPolicy, woundOk, critWound, twin);
          if (!woundOk(f)) continue;
          critical = f >= critWound;
          if (critical) out.criticalWounds++;
        }
        out.wounds++;
        if (critical && devastating) {
          out.unsaved++;
          devastatingLater++;
          continue;
        }
        if (critical && woundMortals !== undefined) {
          // Mortal wounds of their own dice instead of the save: point by point, last.
          const pts = rollDice(woundMortals, d);
          out.unsaved++;
          out.damage += pts;
          mortalPointsLater += pts;
          continue;
        }
        const [m, g] = target();
        // With no save at all the die cannot matter; it is not rolled (a smaller enumeration).
        if (g.save !== undefined || g.invulnerable !== undefined) {
          const f = d(6);
          if (armourPasses(f, g) || invulnerablePasses(f, g)) {
            allocate(m, 0);
            continue;
          }
        }
        out.unsaved++;
        inflict(m, g);
      }
    }
    // Devastating attacks are resolved after the group's other attacks.
    for (let k = 0; k < devastatingLater; k++) inflict(...target());
    // Then the mortal wounds of Critical Hits, one point at a time (spilling over), each on
    // the model that takes the next attack.
    for (let k = 0; k < mortalPointsLater; k++) {
      const [m, g] = target();
      const lost = g.feelNoPain === undefined || d(6) < g.feelNoPain ? 1 : 0;
      out.damageAfterFnp += lost;
      allocate(m, lost);
    }
  }
  return out;
}

/**
 * Every sequence of die faces of the scenario, each weighed; the marginal distribution of each
 * result. Throws beyond `limit` sequences (the case is too big to brute-force).
 */
export function enumerateWh40k(s: Wh40kScenario, limit = 2_000_000): Marginals {
  return enumerateDice(RESULT_NAMES, (d) => play(s, d), limit) as Marginals;
}

/**
 * Every sequence of die faces a straight-line procedure `play` asks its oracle for, each
 * weighed by the product of 1/sides; the marginal distribution of each of its results `names`.
 * Throws beyond `limit` sequences. (11th edition's enumerator plays its own procedure on it.)
 */
export function enumerateDice<N extends string>(
  names: readonly N[],
  play: (d: (sides: number) => number) => Record<N, number>,
  limit = 2_000_000,
): Record<N, number[]> {
  const marginals = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<
    N,
    number[]
  >;
  const carries = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<N, number[]>;
  const faces: number[] = [];
  const sides: number[] = [];
  let sequences = 0;
  for (;;) {
    let pos = 0;
    let weight = 1;
    const d: Oracle = (n) => {
      if (pos === faces.length) {
        faces.push(1);
        sides.push(n);
      } else if (sides[pos] !== n) {
        throw new Error('enumerateDice: the procedure is not deterministic in its dice');
      }
      weight /= n;
      return faces[pos++]!;
    };
    const r = play(d);
    // Dice recorded but not used by this run (a shorter branch) are dropped.
    faces.length = pos;
    sides.length = pos;
    // The names given, and any a play adds (a unit's results by group).
    for (const name of Object.keys(r) as N[]) {
      marginals[name] ??= [];
      carries[name] ??= [];
      const m = marginals[name];
      const c = carries[name];
      const k = r[name]!;
      while (m.length <= k) {
        m.push(0);
        c.push(0);
      }
      // Neumaier's compensated sum: thousands of tiny weights add up to 1e-16, not 1e-13.
      const t = m[k]! + weight;
      c[k]! += Math.abs(m[k]!) >= weight ? m[k]! - t + weight : weight - t + m[k]!;
      m[k] = t;
    }
    if (++sequences > limit) throw new Error(`enumerateDice: more than ${limit} sequences`);
    // Odometer: increase the last die that can grow; drop the dice after it.
    let k = faces.length - 1;
    while (k >= 0 && faces[k] === sides[k]) k--;
    if (k < 0) break;
    faces[k]!++;
    faces.length = k + 1;
    sides.length = k + 1;
  }
  for (const name of Object.keys(marginals) as N[]) {
    marginals[name] = marginals[name].map((p, k) => p + carries[name][k]!);
  }
  return marginals;
}
