// Two volleys in turn are one scenario with both attackers (army-turn.md, "The state between
// volleys": "A unit attacked twice is the same as the two volleys resolved in turn"): every
// scenario of the three rulesets' case lists with several attackers, split into one scenario
// per attacker at the same target, composed state by state (the second volley's exact(from)
// from each outcome of the first), equals the whole scenario's exact law over the joint
// states, to 1e-12, from the start and from a damaged state. The rules say so because each
// scenario resolves its attackers' entries in turn with the target's state carried (a 40k
// Devastating Wound waits for the end of its own entry only; the damage pool of AoS spills
// point by point, whatever the order); the cases below add what the lists lack: Precision
// aimed at two characters by two volleys, a saved attack on a character carried over.
import { describe, expect, it } from 'vitest';
import { stateKey, type TargetState, type Volley } from '../../src/format/volley.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { CASES as AOS4_CASES } from '../rulesets/aos4/cases.js';
import { KEYWORD_CASES } from '../rulesets/wh40k-10e/cases.js';
import { UNIT_CASES } from '../rulesets/wh40k-10e/unitCases.js';
import { CASES as CASES_11E } from '../rulesets/wh40k-11e/cases.js';
import { UNIT_CASES as UNIT_CASES_11E } from '../rulesets/wh40k-11e/unitCases.js';
import { expectSameStates, volleyOf } from './volleyHelpers.js';

type Input = ScenarioInput & { readonly attackers: readonly unknown[] };

/** The scenario of each attacker alone at the same target. */
function split(s: Input): ScenarioInput[] {
  return s.attackers.map((a) => ({ ...s, attackers: [a] }) as ScenarioInput);
}

/** The law after every volley in turn from `from`. */
function allInTurn(volleys: readonly Volley[], from: TargetState): Map<string, number> {
  let law = new Map<string, number>([[JSON.stringify(from), 1]]);
  const states = new Map<string, TargetState>([[JSON.stringify(from), from]]);
  for (const v of volleys) {
    const next = new Map<string, number>();
    for (const [key, p] of law) {
      for (const o of v.exact(states.get(key)!)) {
        const k = JSON.stringify(o.state);
        states.set(k, o.state);
        next.set(k, (next.get(k) ?? 0) + p * o.probability);
      }
    }
    law = next;
  }
  // By stateKey, as the helpers compare.
  const out = new Map<string, number>();
  for (const [k, p] of law) {
    const key = stateKey(states.get(k)!);
    out.set(key, (out.get(key) ?? 0) + p);
  }
  return out;
}

/** The split and whole scenarios agree from the start and from the likeliest damaged state. */
function expectInTurn(s: Input): void {
  const whole = volleyOf(s);
  const parts = split(s).map(volleyOf);
  const fromStart = whole.exact(whole.start);
  expectSameStates(fromStart, allInTurn(parts, whole.start));
  // A damaged state that still has models: the likeliest outcome of the first volley alone.
  const damaged = parts[0]!
    .exact(whole.start)
    .filter((o) => o.state.left.some((n) => n > 0) && stateKey(o.state) !== stateKey(whole.start))
    .sort((a, b) => b.probability - a.probability)[0];
  if (damaged) expectSameStates(whole.exact(damaged.state), allInTurn(parts, damaged.state));
}

/** Cases the lists lack: several characters, Precision in one volley of three, a ward. */
const MORE: readonly { name: string; scenario: ScenarioInput }[] = [
  {
    // The first volley reaches the Lieutenant (listed first) once the Guard is slain, the
    // second is aimed at the Captain by Precision (a saved one still allocates him), the third
    // goes to whichever character was allocated an attack, the Captain first.
    name: 'wh40k-10e: ordinary, Precision at the second character, ordinary',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        { name: 'A', attacks: 2, strength: 4, damage: 1, rules: ['torrent'] },
        {
          name: 'B',
          attacks: 1,
          strength: 4,
          damage: 1,
          rules: ['torrent', 'precision'],
          precisionTarget: 'Captain',
        },
        { name: 'C', attacks: 2, strength: 4, damage: 1, rules: ['torrent'] },
      ],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 5, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, save: 3, wounds: 2, role: 'leader' },
          { name: 'Captain', toughness: 4, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    },
  },
  {
    // Devastating Wounds with Precision at a Leader with Feel No Pain, then a bolter.
    name: 'wh40k-10e: Precision and Devastating Wounds, then a bolter, at a Leader with FNP',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        { attacks: 2, bs: 3, strength: 4, damage: 2, rules: ['precision', 'devastating-wounds'] },
        { attacks: 2, bs: 3, strength: 4, damage: 1 },
      ],
      target: {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, save: 4, wounds: 2 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 4, feelNoPain: 5, role: 'leader' },
        ],
      },
    },
  },
  {
    name: 'wh40k-11e: Precision then ordinary attacks at a Leader behind a bodyguard',
    scenario: {
      ruleset: 'wh40k-11e',
      attackers: [
        { attacks: 2, bs: 3, strength: 4, damage: 2, rules: ['precision'] },
        { attacks: 3, bs: 3, strength: 4, damage: 1 },
      ],
      target: {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 3, role: 'leader' },
        ],
      },
    },
  },
  {
    // The damage pool of each volley spills from the wounded model to the next, the ward
    // rolled for each point.
    name: 'aos4: Crit (Mortal) then D2 attacks at three models of Health 3, ward 5+',
    scenario: {
      ruleset: 'aos4',
      phase: 'shooting',
      attackers: [
        { attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3', abilities: ['crit-mortal'] },
        { attacks: 2, hit: 4, wound: 3, damage: 2 },
      ],
      target: { models: 3, health: 3, save: 4, ward: 5 },
    },
  },
];

const several = <T extends { scenario: ScenarioInput }>(cases: readonly T[]) =>
  cases.filter((c) => (c.scenario as Input).attackers.length > 1);

describe('volleys in turn are one scenario with every attacker', () => {
  const lists: [string, readonly { name: string; scenario: ScenarioInput }[]][] = [
    ['wh40k-10e keywords', several(KEYWORD_CASES)],
    ['wh40k-10e units', several(UNIT_CASES)],
    [
      'wh40k-11e',
      several([...CASES_11E, ...UNIT_CASES_11E] as { name: string; scenario: ScenarioInput }[]),
    ],
    [
      'aos4',
      several(
        AOS4_CASES.map(([name, scenario]) => ({ name, scenario: scenario as ScenarioInput })),
      ),
    ],
    ['more', MORE],
  ];
  for (const [list, cases] of lists) {
    describe(list, () => {
      it('has cases of several attackers', () => expect(cases.length).toBeGreaterThan(0));
      for (const c of cases) it(c.name, () => expectInTurn(c.scenario as Input));
    });
  }
});
