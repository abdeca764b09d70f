// A volley from damaged states against an enumeration of every die, written here from the
// rules as the volley contract reads them (army-turn.md, "The state between volleys";
// wh40k-units.md items 2 and 3; Age of Sigmar's damage pool and ward), sharing no code with the
// compile step or the engines: each attack rolled to hit, to wound, saved by the model it is
// allocated to, its damage and each point's Feel No Pain or ward; the model-level state of the
// target played attack by attack from `from`. Tiny cases: one or two attacks, from a wounded
// model, a partly destroyed unit, a character allocated an attack last. Every joint state to
// 1e-12.
import { describe, expect, it } from 'vitest';
import { stateKey, type TargetState } from '../../src/format/volley.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { enumerateDice, type Oracle } from '../rulesets/wh40k-10e/enumerate.js';
import { expectSameStates, volleyOf } from './volleyHelpers.js';

/** A target group as the enumeration reads it: a save need (7: none) and Feel No Pain or ward. */
interface Group {
  readonly models: number;
  readonly wounds: number;
  readonly save: number;
  readonly fnp?: number;
  readonly character?: boolean;
}

/** One weapon entry: fixed attacks, its rolls' needs (hit null: automatic), its damage. */
interface Entry {
  readonly attacks: number;
  readonly hit: number | null;
  readonly wound: number;
  readonly damage: number | 'D3';
  /** Precision aimed at this group. */
  readonly precision?: number;
  /** 40k Devastating Wounds: a wound roll of 6 takes no save, allocated after the rest. */
  readonly devastating?: boolean;
  /** AoS Crit (Mortal): a hit roll of 6 inflicts its damage as mortal damage, no more rolls. */
  readonly critMortal?: boolean;
}

const rollDamage = (e: Entry, d: Oracle) => (e.damage === 'D3' ? d(3) : e.damage);
/** Points left after Feel No Pain (or a ward), rolled per point. */
function afterFnp(points: number, fnp: number | undefined, d: Oracle): number {
  let lost = 0;
  for (let i = 0; i < points; i++) if (fnp === undefined || d(6) < fnp) lost++;
  return lost;
}

/** The target during one play: damage per model, the character allocated an attack last. */
function unit(groups: readonly Group[], from: TargetState) {
  const damage = groups.map((g, i) => {
    const lost = g.models - from.left[i]!;
    const w = from.wounded?.find((x) => x.group === i)?.damage ?? 0;
    // Slain models first, then the wounded one, then the fresh ones.
    return Array.from({ length: g.models }, (_, m) => (m < lost ? g.wounds : m === lost ? w : 0));
  });
  let last = from.allocated ?? -1;
  const stands = (g: number) => damage[g]!.some((x) => x < groups[g]!.wounds);
  /** The model of group g that takes an attack: its damaged one, else its next. */
  const modelOf = (g: number) => {
    const alive = damage[g]!.map((_, m) => m).filter((m) => damage[g]![m]! < groups[g]!.wounds);
    return alive.find((m) => damage[g]![m]! > 0) ?? alive[0]!;
  };
  /** The group the next attack goes to (-1: every model slain). */
  const pick = (aim: number | undefined): number => {
    if (aim !== undefined && stands(aim)) return aim;
    const guards = groups.map((_, g) => g).filter((g) => groups[g]!.character !== true);
    const chars = groups.map((_, g) => g).filter((g) => groups[g]!.character === true);
    // The bodyguard in the order listed: the damaged model first (only the first standing
    // group can hold one), then the next.
    const guard = guards.find(stands);
    if (guard !== undefined) return guard;
    if (last >= 0 && stands(last)) return last;
    const hurt = chars.find((g) => stands(g) && damage[g]![modelOf(g)]! > 0);
    if (hurt !== undefined) return hurt;
    return chars.find(stands) ?? -1;
  };
  const allocate = (g: number, lost: number) => {
    if (g < 0) return;
    const m = modelOf(g);
    const W = groups[g]!.wounds;
    damage[g]![m] = Math.min(W, damage[g]![m]! + lost);
    if (groups[g]!.character === true) {
      if (damage[g]![m] === W) {
        if (last === g) last = -1;
      } else last = g;
    }
  };
  /** AoS's pool: each point on the wounded model, else the next, spilling over. */
  const spill = (points: number) => {
    for (let i = 0; i < points; i++) {
      const g = pick(undefined);
      if (g < 0) return;
      allocate(g, 1);
    }
  };
  const state = (): TargetState => {
    const left = damage.map((ms, g) => ms.filter((x) => x < groups[g]!.wounds).length);
    const wounded = damage.flatMap((ms, group) => {
      const x = ms.find((y) => y > 0 && y < groups[group]!.wounds);
      return x === undefined ? [] : [{ group, damage: x }];
    });
    return {
      left,
      ...(wounded.length > 0 ? { wounded } : {}),
      ...(last >= 0 && stands(last) ? { allocated: last } : {}),
    };
  };
  return { pick, allocate, spill, state };
}

/** Warhammer 40,000: each attack allocated before its save, excess damage lost. */
function play40k(groups: readonly Group[], entry: Entry, from: TargetState, d: Oracle) {
  const u = unit(groups, from);
  let devastating = 0;
  const hitWith = (critical: boolean) => {
    const g = u.pick(entry.precision);
    if (g < 0) return;
    if (!critical && groups[g]!.save <= 6 && d(6) >= groups[g]!.save) {
      u.allocate(g, 0); // saved: allocated, no wound lost
      return;
    }
    u.allocate(g, afterFnp(rollDamage(entry, d), groups[g]!.fnp, d));
  };
  for (let i = 0; i < entry.attacks; i++) {
    if (entry.hit !== null) {
      const h = d(6);
      if (h === 1 || h < entry.hit) continue;
    }
    const w = d(6);
    if (w === 1 || w < entry.wound) continue;
    if (entry.devastating && w === 6) devastating++;
    else hitWith(false);
  }
  for (let i = 0; i < devastating; i++) hitWith(true);
  return u.state();
}

/** Age of Sigmar: every unsaved attack's damage into one pool, each point warded, spilling. */
function playAos(groups: readonly Group[], entry: Entry, from: TargetState, d: Oracle) {
  const u = unit(groups, from);
  const g = groups[0]!;
  let pool = 0;
  for (let i = 0; i < entry.attacks; i++) {
    const h = d(6);
    if (h === 1 || h < entry.hit!) continue;
    if (entry.critMortal && h === 6) {
      pool += afterFnp(rollDamage(entry, d), g.fnp, d);
      continue;
    }
    const w = d(6);
    if (w === 1 || w < entry.wound) continue;
    if (g.save <= 6 && d(6) >= g.save) continue;
    pool += afterFnp(rollDamage(entry, d), g.fnp, d);
  }
  u.spill(pool);
  return u.state();
}

/** Every die of `play` from `from`: the law of the next state, by stateKey. */
function enumerate(play: (d: Oracle) => TargetState): Map<string, number> {
  const keys: string[] = [];
  const law = enumerateDice(['state'], (d) => {
    const k = stateKey(play(d));
    let i = keys.indexOf(k);
    if (i < 0) i = keys.push(k) - 1;
    return { state: i };
  });
  return new Map(law.state.map((p, i) => [keys[i]!, p]));
}

interface Case {
  readonly name: string;
  readonly scenario: ScenarioInput;
  readonly groups: readonly Group[];
  readonly entry: Entry;
  readonly game: '40k' | 'aos';
  readonly from: readonly TargetState[];
}

const marines = { models: 3, toughness: 4, save: 3, wounds: 2 };
const CASES: readonly Case[] = [
  {
    // BS3 (3+), S4 against T4 (4+), AP-1 against a 3+ save (4+), Damage 2, excess lost.
    name: 'wh40k-10e: two Damage 2 attacks at W2 marines, one wounded',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, bs: 3, strength: 4, ap: -1, damage: 2 }],
      target: marines,
    },
    groups: [{ models: 3, wounds: 2, save: 4 }],
    entry: { attacks: 2, hit: 3, wound: 4, damage: 2 },
    game: '40k',
    from: [{ left: [3] }, { left: [2], wounded: [{ group: 0, damage: 1 }] }, { left: [1] }],
  },
  {
    // Torrent (no hit roll), S8 against T4 (2+), a 5+ save, D3 Damage, Devastating Wounds on
    // a 6 to wound (no save), Feel No Pain 5+ per point. One attack: two would be 10^7 dice.
    name: 'wh40k-10e: Devastating Wounds, D3 Damage, at W3 models with Feel No Pain 5+',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        { attacks: 1, strength: 8, damage: 'D3', rules: ['torrent', 'devastating-wounds'] },
      ],
      target: { models: 2, toughness: 4, save: 5, wounds: 3, feelNoPain: 5 },
    },
    groups: [{ models: 2, wounds: 3, save: 5, fnp: 5 }],
    entry: { attacks: 1, hit: null, wound: 2, damage: 'D3', devastating: true },
    game: '40k',
    from: [
      { left: [2], wounded: [{ group: 0, damage: 2 }] },
      { left: [1], wounded: [{ group: 0, damage: 1 }] },
    ],
  },
  {
    // Torrent, S4 against the bodyguard's T4 (4+), Damage 1: the Guard (4+) takes the attacks
    // while one stands, then the Captain (2+), wounded already by an earlier volley.
    name: 'wh40k-10e: ordinary attacks at a unit whose Leader is wounded',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, strength: 4, damage: 1, rules: ['torrent'] }],
      target: {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 2, wounds: 3, role: 'leader' },
        ],
      },
    },
    groups: [
      { models: 2, wounds: 1, save: 4 },
      { models: 1, wounds: 3, save: 2, character: true },
    ],
    entry: { attacks: 2, hit: null, wound: 4, damage: 1 },
    game: '40k',
    from: [
      { left: [1, 1], wounded: [{ group: 1, damage: 2 }] },
      { left: [0, 1], wounded: [{ group: 1, damage: 1 }], allocated: 1 },
    ],
  },
  {
    // Precision at the Captain (group 2): he takes the attacks while he stands, the
    // Lieutenant's wound and the Guard aside; once he is slain, the Guard.
    name: 'wh40k-10e: Precision at the second character of a damaged unit',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 2,
          strength: 4,
          damage: 2,
          rules: ['torrent', 'precision'],
          precisionTarget: 'Captain',
        },
      ],
      target: {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, save: 5, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, save: 3, wounds: 2, role: 'leader' },
          { name: 'Captain', toughness: 4, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    },
    groups: [
      { models: 2, wounds: 1, save: 5 },
      { models: 1, wounds: 2, save: 3, character: true },
      { models: 1, wounds: 3, save: 4, character: true },
    ],
    entry: { attacks: 2, hit: null, wound: 4, damage: 2, precision: 2 },
    game: '40k',
    from: [
      { left: [1, 1, 1], wounded: [{ group: 1, damage: 1 }], allocated: 1 },
      { left: [0, 1, 1], wounded: [{ group: 2, damage: 1 }] },
    ],
  },
  {
    // Ordinary attacks once the Guard is gone: the character allocated an attack last (the
    // Captain) takes them before the Lieutenant listed first; with none remembered, the
    // wounded Lieutenant; else the first listed.
    name: 'wh40k-10e: ordinary attacks at two characters, one allocated last',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, strength: 4, damage: 1, rules: ['torrent'] }],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 5, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, save: 3, wounds: 2, role: 'leader' },
          { name: 'Captain', toughness: 4, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    },
    groups: [
      { models: 1, wounds: 1, save: 5 },
      { models: 1, wounds: 2, save: 3, character: true },
      { models: 1, wounds: 3, save: 4, character: true },
    ],
    entry: { attacks: 2, hit: null, wound: 4, damage: 1 },
    game: '40k',
    from: [
      { left: [0, 1, 1], allocated: 2 },
      {
        left: [0, 1, 1],
        wounded: [
          { group: 1, damage: 1 },
          { group: 2, damage: 2 },
        ],
      },
      { left: [0, 1, 1], wounded: [{ group: 2, damage: 1 }], allocated: 1 },
      { left: [0, 0, 1], wounded: [{ group: 2, damage: 2 }] },
    ],
  },
  {
    // 11th edition, the same allocation: BS3, S4 against T4, a 4+ save, Damage 1.
    name: 'wh40k-11e: a wounded Leader behind one bodyguard',
    scenario: {
      ruleset: 'wh40k-11e',
      attackers: [{ attacks: 2, bs: 3, strength: 4, damage: 1 }],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 2, role: 'leader' },
        ],
      },
    },
    groups: [
      { models: 1, wounds: 1, save: 4 },
      { models: 1, wounds: 2, save: 3, character: true },
    ],
    entry: { attacks: 2, hit: 3, wound: 4, damage: 1 },
    game: '40k',
    from: [{ left: [1, 1], wounded: [{ group: 1, damage: 1 }] }, { left: [0, 1] }],
  },
  {
    // Hit 4+, wound 4+, no save, Damage 2 into the pool, ward 5+ per point, spilling from
    // the wounded model (Health 3) to the next.
    name: 'aos4: Damage 2 into the pool at a wounded model, ward 5+',
    scenario: {
      ruleset: 'aos4',
      phase: 'shooting',
      attackers: [{ attacks: 2, hit: 4, wound: 4, damage: 2 }],
      target: { models: 2, health: 3, ward: 5 },
    },
    groups: [{ models: 2, wounds: 3, save: 7, fnp: 5 }],
    entry: { attacks: 2, hit: 4, wound: 4, damage: 2 },
    game: 'aos',
    from: [{ left: [2], wounded: [{ group: 0, damage: 2 }] }, { left: [1] }],
  },
  {
    // Crit (Mortal): a 6 to hit inflicts D3 mortal damage, no wound or save roll; hit 3+,
    // wound 4+, Rend 1 against a 3+ save (4+), ward 6+.
    name: 'aos4: Crit (Mortal) D3 at Health 2 models, one wounded, ward 6+',
    scenario: {
      ruleset: 'aos4',
      phase: 'shooting',
      attackers: [
        { attacks: 1, hit: 3, wound: 4, rend: 1, damage: 'D3', abilities: ['crit-mortal'] },
      ],
      target: { models: 3, health: 2, save: 3, ward: 6 },
    },
    groups: [{ models: 3, wounds: 2, save: 4, fnp: 6 }],
    entry: { attacks: 1, hit: 3, wound: 4, damage: 'D3', critMortal: true },
    game: 'aos',
    from: [
      { left: [2], wounded: [{ group: 0, damage: 1 }] },
      { left: [1], wounded: [{ group: 0, damage: 1 }] },
    ],
  },
];

describe('a volley from damaged states against every die', () => {
  for (const c of CASES) {
    describe(c.name, () => {
      const volley = volleyOf(c.scenario);
      for (const from of c.from) {
        it(stateKey(from), () => {
          const play = c.game === '40k' ? play40k : playAos;
          const want = enumerate((d) => play(c.groups, c.entry, from, d));
          const total = [...want.values()].reduce((t, p) => t + p, 0);
          expect(Math.abs(total - 1)).toBeLessThan(1e-12);
          expectSameStates(volley.exact(from), want);
        });
      }
    });
  }
});
