// An independent brute-force enumerator of a Warhammer 40,000 11th-edition scenario: it plays
// the attack as docs/wh40k-11e.md reads (10th edition's step list with the 11th edition's
// changes; units of several groups as ../shared/spec/wh40k-units.md reads, with 11th
// edition's Precision), die by die, over every sequence of die faces (the odometer of the 10th edition's
// enumerator, enumerateDice). It reads the parsed scenario's fields and keyword names
// directly: it shares no code with the compile step, the rule modules or the engines (only
// the dice-notation parser). The Lethal Hits choice is an input: `lethal[i]` for attacker i;
// "best" is decided by enumerating both (bestLethal below).
import type { Wh40k11eScenario } from '../../../src/rulesets/wh40k-11e/types.js';
import {
  clamp1,
  enumerateDice,
  hasRule,
  type Oracle,
  precisionAim,
  rollDice,
  ruleObjects,
  unitInPlay,
} from '../wh40k-10e/enumerate.js';

/** The results of docs/wh40k-11e.md, "Results", in order (mortalWounds: with Devastating Wounds). */
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
  'mortalWounds',
] as const;
export type ResultName = (typeof RESULT_NAMES)[number];
/** Each result's distribution, and `slain.<i>`, `woundsLost.<i>`, `charactersSlain` for a unit of several groups. */
export type Marginals = Record<ResultName, number[]> & { [byGroup: string]: number[] };

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

type Group = ReturnType<typeof unitInPlay>['groups'][number];

/** One play of the whole scenario with the dice of `d`, Lethal Hits used where `lethal[i]`. */
function play(s: Wh40k11eScenario, lethalUsed: readonly boolean[], d: Oracle) {
  const t = s.target;
  const out: Record<string, number> = Object.fromEntries(RESULT_NAMES.map((n) => [n, 0]));
  // The unit as the unit spec reads it, the same in both editions (10th edition's enumerator):
  // the bodyguard's Toughness, the keywords of every group, the listed allocation order.
  const unit = unitInPlay(t, out);
  const { groups, allocate } = unit;
  s.attackers.forEach((a, ai) => {
    const melee = a.ws !== undefined;
    const torrent = hasRule(a.rules, 'torrent');
    const twin = hasRule(a.rules, 'twin-linked');
    const lethal = hasRule(a.rules, 'lethal-hits') && lethalUsed[ai]!;
    const devastating = hasRule(a.rules, 'devastating-wounds');
    const psychic = hasRule(a.rules, 'psychic');
    const sustained = ruleObjects(a.rules, 'sustained-hits')[0]?.hits as
      | string
      | number
      | undefined;
    const rapid = ruleObjects(a.rules, 'rapid-fire')[0]?.attacks as string | number | undefined;
    const melta = ruleObjects(a.rules, 'melta')[0]?.damage as number | undefined;
    // 11th edition's Precision: at the start of this profile's allocation the attacker selects
    // one character group (precisionTarget, else the first leader or support group); it takes
    // this profile's attacks (its Devastating Wounds' mortal wounds included) until it is
    // destroyed, then allocation goes on as normal.
    const current = precisionAim(a, groups);
    // Blast (X = 1 written by name), Blast X, Cleave X: +X per five target models.
    let perFive = 0;
    if (a.rules.includes('blast')) perFive += 1;
    for (const r of ruleObjects(a.rules, 'blast')) perFive += Number(r.attacks ?? 1);
    for (const r of ruleObjects(a.rules, 'cleave')) perFive += Number(r.attacks);
    let attacks = 0;
    for (let m = 0; m < a.models; m++) {
      attacks += rollDice(a.attacks, d);
      attacks += perFive * Math.floor(unit.models / 5);
      if (rapid !== undefined && a.halfRange) attacks += rollDice(rapid, d);
    }
    // The BS/WS modifiers and the Hit roll modifiers, each as a list; Psychic drops the harmful.
    const skillMods: number[] = [a.skillModifier];
    const inCover = !melee && (t.cover || t.stealth) && !hasRule(a.rules, 'ignores-cover');
    if (inCover) skillMods.push(-1);
    if (!melee && a.plungingFire) skillMods.push(1);
    const hitMods: number[] = [a.hitModifier];
    if (hasRule(a.rules, 'heavy') && a.remainedStationary) hitMods.push(1);
    const kept = (xs: number[]) => (psychic ? xs.filter((x) => x > 0) : xs);
    const skill = a.ws ?? a.bs ?? 7;
    const hitOk = (f: number) => {
      if (f === 1) return false;
      if (f >= a.criticalHitOn) return true;
      return s.bsModifiersClamped
        ? f + clamp1(sum(kept(hitMods)) + sum(kept(skillMods))) >= skill
        : f + clamp1(sum(kept(hitMods))) >= skill - sum(kept(skillMods));
    };
    const S = a.strength;
    const T = unit.toughness;
    const woundTarget = S >= 2 * T ? 2 : S > T ? 3 : S === T ? 4 : 2 * S <= T ? 6 : 5;
    let woundMod = a.woundModifier;
    if (hasRule(a.rules, 'lance') && a.charged) woundMod += 1;
    woundMod = clamp1(woundMod);
    let critWound = a.criticalWoundOn;
    for (const anti of ruleObjects(a.rules, 'anti')) {
      if (unit.keywords.has(String(anti.keyword))) critWound = Math.min(critWound, Number(anti.on));
    }
    const woundOk = (f: number) => f !== 1 && (f >= critWound || f + woundMod >= woundTarget);
    const rerolled = (
      policy: string | undefined,
      f: number,
      ok: (f: number) => boolean,
      crit: number,
    ) =>
      (policy === 'ones' && f === 1) ||
      (policy === 'failed' && !ok(f)) ||
      (policy === 'non-critical' && f < crit);
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
    // Saves with the allocated model's profile: no cover bonus in 11th edition; the
    // invulnerable save only against its kind of attack.
    const invulnerableOf = (g: Group) =>
      g.invulnerable !== undefined &&
      (g.invulnerableAgainst === 'all' || (g.invulnerableAgainst === 'melee') === melee)
        ? g.invulnerable
        : undefined;
    const armourPasses = (f: number, g: Group) =>
      g.save !== undefined && f !== 1 && f + a.ap >= g.save;
    const invulnerablePasses = (f: number, g: Group) => {
      const inv = invulnerableOf(g);
      return inv !== undefined && f !== 1 && f >= inv;
    };
    const damageRoll = (reduce: boolean, g: Group) => {
      let dmg = rollDice(a.damage, d);
      if (melta !== undefined && a.halfRange) dmg += melta;
      if (reduce && g.halveDamage) dmg = Math.ceil(dmg / 2);
      if (reduce && g.damageReduction > 0 && dmg > 0) dmg = Math.max(1, dmg - g.damageReduction);
      return dmg;
    };
    const feelNoPain = (dmg: number, g: Group) => {
      let lost = 0;
      for (let p = 0; p < dmg; p++) if (g.feelNoPain === undefined || d(6) < g.feelNoPain) lost++;
      out.damageAfterFnp! += lost;
      return lost;
    };
    /** The model the next attack of this profile goes to, and its group (all slain: the last). */
    const target = () => unit.target(current);
    // Mortal wounds of their own dice (10th edition's abilities, kept): one point at a time,
    // spilling over, Feel No Pain per point with the allocated model's group.
    const hitMortals = ruleObjects(a.rules, 'mortal-wounds-on-critical-hit')[0]?.mortals as
      | string
      | number
      | undefined;
    const woundMortals = ruleObjects(a.rules, 'mortal-wounds-on-critical-wound')[0]?.mortals as
      | string
      | number
      | undefined;
    const charge = ruleObjects(a.rules, 'mortal-wounds-on-charge')[0];
    const allocatePoint = () => {
      const [m, g] = target();
      allocate(m, feelNoPain(1, g));
    };
    if (charge !== undefined && a.charged) {
      const rolls = charge.roll === 'per-model' ? a.models : 1;
      for (let r = 0; r < rolls; r++) {
        if (d(6) < Number(charge.on)) continue;
        const n = rollDice(charge.mortals as string | number, d);
        out.damage! += n;
        out.mortalWounds! += n;
        for (let k = 0; k < n; k++) allocatePoint();
      }
    }
    let pointsLater = 0;
    let mortalLater = 0;
    for (let i = 0; i < attacks; i++) {
      const hits: boolean[] = [];
      if (torrent) {
        hits.push(false);
      } else {
        const f = rollTest(a.reroll.hit, hitOk, a.criticalHitOn);
        if (hitOk(f)) {
          const crit = f >= a.criticalHitOn;
          if (crit) out.criticalHits!++;
          if (crit && hitMortals !== undefined) {
            out.hits!++;
            out.unsaved!++;
            const n = rollDice(hitMortals, d);
            out.damage! += n;
            out.mortalWounds! += n;
            pointsLater += n;
          } else hits.push(crit && lethal);
          if (crit && sustained !== undefined) {
            const extra = rollDice(sustained, d);
            for (let k = 0; k < extra; k++) hits.push(false);
          }
        }
      }
      out.hits! += hits.length;
      for (const autoWound of hits) {
        let critical = false;
        if (!autoWound) {
          const f = rollTest(a.reroll.wound, woundOk, critWound, twin);
          if (!woundOk(f)) continue;
          critical = f >= critWound;
          if (critical) out.criticalWounds!++;
        }
        out.wounds!++;
        if (critical && devastating) {
          // Mortal wounds, inflicted after the profile's other attacks, on one model at most.
          out.unsaved!++;
          mortalLater++;
          continue;
        }
        if (critical && woundMortals !== undefined) {
          out.unsaved!++;
          const n = rollDice(woundMortals, d);
          out.damage! += n;
          out.mortalWounds! += n;
          pointsLater += n;
          continue;
        }
        const [m, g] = target();
        if (g.save !== undefined || invulnerableOf(g) !== undefined) {
          const f = d(6);
          if (armourPasses(f, g) || invulnerablePasses(f, g)) {
            allocate(m, 0);
            continue;
          }
        }
        out.unsaved!++;
        const dmg = damageRoll(true, g);
        out.damage! += dmg;
        allocate(m, feelNoPain(dmg, g));
      }
    }
    for (let k = 0; k < pointsLater; k++) allocatePoint();
    for (let k = 0; k < mortalLater; k++) {
      const [m, g] = target();
      const dmg = damageRoll(!s.devastatingIgnoresReduction, g);
      out.damage! += dmg;
      out.mortalWounds! += dmg;
      allocate(m, feelNoPain(dmg, g));
    }
  });
  return out as Record<ResultName, number>;
}

/** Every sequence of die faces, Lethal Hits used as `lethal` says. */
export function enumerateWh40k11e(
  s: Wh40k11eScenario,
  lethal: readonly boolean[],
  limit = 2_000_000,
): Marginals {
  return enumerateDice(RESULT_NAMES, (d) => play(s, lethal, d), limit) as Marginals;
}

const mean = (p: number[]) => p.reduce((m, x, k) => m + k * x, 0);

/**
 * The Lethal Hits uses the scenario asks for: "always"/"never" as given; "best" per profile in
 * order, whichever of the two enumerations (earlier profiles as chosen) has the higher mean
 * slain, then the higher mean damage, then "always".
 */
export function bestLethal(s: Wh40k11eScenario): boolean[] {
  const lethal = s.attackers.map((a) => a.lethalHits !== 'never');
  s.attackers.forEach((a, i) => {
    if (a.lethalHits !== 'best' || !hasRule(a.rules, 'lethal-hits')) return;
    const upTo = { ...s, attackers: s.attackers.slice(0, i + 1) };
    const yes = enumerateWh40k11e(upTo, [...lethal.slice(0, i), true]);
    const no = enumerateWh40k11e(upTo, [...lethal.slice(0, i), false]);
    const [ys, ns] = [mean(yes.slain), mean(no.slain)];
    const [yd, nd] = [mean(yes.damage), mean(no.damage)];
    lethal[i] = Math.abs(ys - ns) > 1e-12 ? ys > ns : Math.abs(yd - nd) > 1e-12 ? yd > nd : true;
  });
  return lethal;
}
