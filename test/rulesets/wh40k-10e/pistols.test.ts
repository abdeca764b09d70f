// Pistols per set of models (../shared/spec/wh40k-units.md, "The attacking unit: weapons a
// model may choose between"; docs/wh40k-10e/weapon-choices.md): a model fires its pistols or
// its other ranged weapons, and another model of the unit makes its own choice. The entries
// of one `bearer` are the same models. Hand values with their derivation, brute force over
// every die of every combination (both editions' enumerators, which share no code with the
// choices), the sampler by chi-square, the decisions, the report and CLI lines, and errors.
import { describe, expect, test } from 'vitest';
import { report } from '../../../src/report/index.js';
import { chooseWh40kWeapons } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { evaluate, evaluateJson } from '../../../src/scenario/evaluate.js';
import { scenarioJsonSchema } from '../../../src/scenario/jsonSchema.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { fakeCli } from '../../helpers/fakeCli.js';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { validates } from '../../scenario/jsonSchemaCheck.js';
import { enumerateWh40k11e } from '../wh40k-11e/enumerate.js';
import { enumerateWh40k, type Marginals, RESULT_NAMES } from './enumerate.js';
import { FIVE_T4 as five } from './unitCases.js';

const mean = (p: readonly number[]) => p.reduce((m, x, k) => m + k * x, 0);

// A sergeant with a plasma pistol (S8: 2+ to wound T4) and a bolt rifle (S4: 4+), beside a
// gunner with a bolt pistol (S4) and a missile launcher (S9: 2+), one attack each, BS 3+.
const plasmaPistol = {
  name: 'Sergeant, Plasma pistol',
  bearer: 'Sergeant',
  bs: 3,
  strength: 8,
  pistol: true,
};
const boltRifle = { name: 'Sergeant, Bolt rifle', bearer: 'Sergeant', bs: 3, strength: 4 };
const boltPistol = {
  name: 'Gunner, Bolt pistol',
  bearer: 'Gunner',
  bs: 3,
  strength: 4,
  pistol: true,
};
const launcher = { name: 'Gunner, Missile launcher', bearer: 'Gunner', bs: 3, strength: 9 };
const squad = [plasmaPistol, boltRifle, boltPistol, launcher];

describe('pistols per set of models: hand values', () => {
  // Five T4 W1 models without a save: each attack slays one model with P(hit) x P(wound),
  // and three attacks at most never run out of models, so the means add.
  //   plasma pistol 2/3 x 5/6 = 5/9     bolt rifle 2/3 x 1/2 = 1/3
  //   bolt pistol   2/3 x 1/2 = 1/3     launcher   2/3 x 5/6 = 5/9
  // Per model: the sergeant fires his pistol (5/9 > 1/3), the gunner his launcher (5/9 >
  // 1/3): 10/9. One choice for the whole unit gives 5/9 + 1/3 = 8/9 either way.
  const s = { ruleset: 'wh40k-10e' as const, attackers: squad, target: five };

  test('"best" per bearer: the sergeant fires his pistol, the gunner his launcher', () => {
    const r = evaluate(s);
    expect(r.results.slain.mean()).toBeCloseTo(10 / 9, 14);
    const fired = chooseWh40kWeapons(parseScenario(s) as Wh40kScenario);
    expect(fired.attackers.map((a) => a.name)).toEqual([
      'Sergeant, Plasma pistol',
      'Gunner, Missile launcher',
    ]);
    expect(fired.pistols).toEqual({ Sergeant: 'pistols', Gunner: 'others' });
  });

  test('one setting for every set of models, and one by bearer', () => {
    // "pistols": both fire their pistols, 5/9 + 1/3; "others": 1/3 + 5/9.
    expect(evaluate({ ...s, pistols: 'pistols' }).results.slain.mean()).toBeCloseTo(8 / 9, 14);
    expect(evaluate({ ...s, pistols: 'others' }).results.slain.mean()).toBeCloseTo(8 / 9, 14);
    // The sergeant's rifle named, the gunner's choice left to "best" (the launcher): 1/3 + 5/9.
    const rifle = evaluate({ ...s, pistols: { Sergeant: 'others' } });
    expect(rifle.results.slain.mean()).toBeCloseTo(8 / 9, 14);
    expect(rifle.decisions.map((d) => [d.bearer, d.chosen.choice])).toEqual([['Gunner', 'others']]);
    // The sergeant's pistol beside the gunner's launcher, both named: 5/9 + 5/9, no decision.
    const both = evaluate({ ...s, pistols: { Sergeant: 'pistols', Gunner: 'others' } });
    expect(both.results.slain.mean()).toBeCloseTo(10 / 9, 14);
    expect(both.decisions).toEqual([]);
  });

  test('the entries without a bearer are one set, as a whole unit of alike models', () => {
    // No bearer: one choice for all four, the pistols (5/9 + 1/3) or the others (1/3 + 5/9),
    // the same 8/9; a tie goes to the first listed, the pistols.
    const plain = squad.map(({ bearer: _b, ...a }) => a);
    const r = evaluate({ ...s, attackers: plain });
    expect(r.results.slain.mean()).toBeCloseTo(8 / 9, 14);
    expect(r.decisions).toMatchObject([
      { rule: 'pistols', attacker: 0, chosen: { choice: 'pistols' }, other: { choice: 'others' } },
    ]);
    expect(r.decisions[0]).not.toHaveProperty('bearer');
    // The sergeant named, the rest without a bearer: the rest is one set of its own.
    const mixed = [plasmaPistol, boltRifle, ...plain.slice(2)];
    const m = evaluate({ ...s, attackers: mixed });
    expect(m.results.slain.mean()).toBeCloseTo(10 / 9, 14);
    expect(m.decisions.map((d) => [d.bearer, d.chosen.choice])).toEqual([
      ['Sergeant', 'pistols'],
      [undefined, 'others'],
    ]);
  });

  test('a model with a pistol only, or no pistol, has no choice: its weapons fire', () => {
    // The sergeant keeps his pistol only; the gunner his launcher only: both fire, 10/9, and
    // nothing is decided. Melee weapons are never part of the choice.
    const knife = { name: 'Sergeant, Knife', bearer: 'Sergeant', ws: 3, strength: 3 };
    const r = evaluate({ ...s, attackers: [plasmaPistol, knife, launcher] });
    expect(r.decisions).toEqual([]);
    // Knife: 2/3 to hit x 1/3 to wound (S3 vs T4: 5+) = 2/9, fired too.
    expect(r.results.slain.mean()).toBeCloseTo(10 / 9 + 2 / 9, 14);
  });
});

describe('pistols per set of models: the decisions, the report and the CLI', () => {
  const s = { ruleset: 'wh40k-10e' as const, attackers: squad, target: five };

  test('one decision per bearer, with the runner-up', () => {
    const r = evaluate(s);
    // Sergeant: pistols 10/9; the best with his rifle is rifle + launcher, 1/3 + 5/9 = 8/9.
    // Gunner: launcher 10/9; the best with his pistol is plasma + bolt pistol, 8/9.
    expect(r.decisions).toHaveLength(2);
    const [sergeant, gunner] = r.decisions;
    expect(sergeant).toMatchObject({
      rule: 'pistols',
      attacker: 0,
      bearer: 'Sergeant',
      mode: 'best',
      chosen: { choice: 'pistols' },
      other: { choice: 'others' },
    });
    expect(sergeant!.chosen.slain).toBeCloseTo(10 / 9, 14);
    expect(sergeant!.other.slain).toBeCloseTo(8 / 9, 14);
    expect(gunner).toMatchObject({ rule: 'pistols', attacker: 2, bearer: 'Gunner' });
    expect(gunner!.chosen.choice).toBe('others');
    expect(gunner!.other.choice).toBe('pistols');
    expect(gunner!.other.slain).toBeCloseTo(8 / 9, 14);
    expect(r.toJSON().decisions).toEqual(r.decisions);
    const text = report(r);
    expect(text).toContain(
      'Pistols or other ranged weapons (best) for Sergeant: pistols, mean slain 1.11 (others: 0.89)',
    );
    expect(text).toContain(
      'Pistols or other ranged weapons (best) for Gunner: others, mean slain 1.11 (pistols: 0.89)',
    );
  });

  test("mathhammer run prints each bearer's choice", async () => {
    const r = await fakeCli(['run', 'squad.json'], {
      files: { 'squad.json': JSON.stringify(s) },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Pistols or other ranged weapons (best) for Sergeant: pistols, mean slain 1.11 (others: 0.89)',
    );
  });

  test('a weapon left silent by the chosen pistol choice makes no decision of its own', () => {
    // The gunner's launcher with two modes: "frag" (S4, 1/3) and "krak" (S9, 5/9), against his
    // plasma pistol (S8: 5/9 too, plus one more attack: 2 attacks, 10/9). The pistol fires;
    // the launcher is silent, so no mode of it is decided (the modes would tie at 0).
    const modal = {
      name: 'Gunner, Missile launcher',
      bearer: 'Gunner',
      bs: 3,
      strength: 9,
      modes: [
        { name: 'frag', strength: 4 },
        { name: 'krak', strength: 9 },
      ],
    };
    const gunPistol = { ...plasmaPistol, name: 'Gunner, Plasma pistol', bearer: 'Gunner' };
    const strong = { ...gunPistol, attacks: 2 };
    const r = evaluate({ ...s, attackers: [strong, modal] });
    expect(r.decisions.map((d) => [d.rule, d.chosen.choice])).toEqual([['pistols', 'pistols']]);
    expect(r.results.slain.mean()).toBeCloseTo(10 / 9, 14);
    // Its runner-up is the launcher at its best mode, krak: 5/9.
    expect(r.decisions[0]!.other.slain).toBeCloseTo(5 / 9, 14);
    // One attack of the pistol (5/9) ties krak: the first listed, the pistol; still no
    // launcher decision. A weak pistol (S4, 1/3): the launcher fires krak, decided against
    // frag (1/3) within the launcher's combinations only.
    const weak = evaluate({ ...s, attackers: [{ ...gunPistol, strength: 4 }, modal] });
    expect(weak.decisions.map((d) => [d.rule, d.chosen.choice, d.other.choice])).toEqual([
      ['weapon-mode', 'krak', 'frag'],
      ['pistols', 'others', 'pistols'],
    ]);
    expect(weak.decisions[0]!.other.slain).toBeCloseTo(1 / 3, 14);
  });
});

describe('wh40k-11e: the Lethal Hits decisions of the weapons that fire', () => {
  test('named by their index in the scenario; a silent weapon decides nothing', () => {
    // The sergeant's rifle (Lethal Hits) or his plasma pistol; the gunner's launcher (Lethal
    // Hits). At T4 without a save the pistol (5/9) beats the rifle, even with its Lethal Hits
    // (a 6 wounds: 1/6 + (2/3 - 1/6) x 1/2 = 5/12): the rifle is silent, and the launcher,
    // third in the scenario, is second in the scenario as fired.
    const attackers = [
      { ...boltRifle, rules: ['lethal-hits' as const] },
      plasmaPistol,
      { ...launcher, rules: ['lethal-hits' as const] },
    ];
    const r = evaluate({ ruleset: 'wh40k-11e', attackers, target: five });
    expect(r.decisions.map((d) => [d.rule, d.attacker, d.bearer ?? d.name])).toEqual([
      ['pistols', 1, 'Sergeant'],
      ['lethal-hits', 2, 'Gunner, Missile launcher'],
    ]);
  });
});

/** Each result of `r` against the enumerated marginals, to 1e-12. */
function expectMarginals(r: ReturnType<typeof evaluate>, want: Marginals) {
  for (const name of RESULT_NAMES) {
    const got = r.get(name)!.toArray();
    const n = Math.max(got.length, want[name].length);
    for (let k = 0; k < n; k++) {
      expect(got[k] ?? 0, `${name}[${k}]`).toBeCloseTo(want[name][k] ?? 0, 12);
    }
  }
}

describe.each(['wh40k-10e', 'wh40k-11e'] as const)('%s: brute force over every die', (ruleset) => {
  // Two W2 models with a 4+ save: a wound carries over between attacks, so the combinations
  // are not additive. The sergeant's plasma pistol (AP-2, D2) or his bolt rifle (AP-1, D1);
  // the gunner's bolt pistol (D1) or his launcher (S9, AP-2, D2). One attack each.
  const target = { models: 2, toughness: 4, save: 4, wounds: 2 };
  const attackers = [
    { ...plasmaPistol, ap: -2, damage: 2 },
    { ...boltRifle, ap: -1 },
    boltPistol,
    { ...launcher, ap: -2, damage: 2 },
  ];
  const s = { ruleset, attackers, target };
  /** The scenario with the entries `fired` only, written without choices. */
  const only = (fired: readonly number[]) => {
    const plain = fired.map((i) => {
      const { bearer: _b, ...a } = attackers[i]!;
      return { ...a, pistol: false };
    });
    return parseScenario({ ruleset, attackers: plain, target });
  };
  const enumerate = (x: ReturnType<typeof only>) =>
    ruleset === 'wh40k-10e'
      ? enumerateWh40k(x as Wh40kScenario)
      : enumerateWh40k11e(x as Parameters<typeof enumerateWh40k11e>[0], [true, true]);
  // Every combination, the sergeant's option first (pistols, others), each enumerated die by
  // die.
  type Pick = 'pistols' | 'others';
  const combos = (
    [
      { sergeant: 'pistols', gunner: 'pistols', fired: [0, 2] },
      { sergeant: 'pistols', gunner: 'others', fired: [0, 3] },
      { sergeant: 'others', gunner: 'pistols', fired: [1, 2] },
      { sergeant: 'others', gunner: 'others', fired: [1, 3] },
    ] as const satisfies readonly { sergeant: Pick; gunner: Pick; fired: readonly number[] }[]
  ).map((c) => {
    const m = enumerate(only(c.fired));
    return { ...c, m, slain: mean(m.slain), damage: mean(m.damage) };
  });
  const better = (a: (typeof combos)[number], b: (typeof combos)[number]) =>
    a.slain > b.slain + 1e-12 || (Math.abs(a.slain - b.slain) <= 1e-12 && a.damage > b.damage);
  const top = combos.reduce((b, c) => (better(c, b) ? c : b));

  test('"best" is the enumerations\' best combination, every result die for die', () => {
    const r = evaluate(s);
    expectMarginals(r, top.m);
    const [sergeant, gunner] = r.decisions;
    expect(sergeant).toMatchObject({ bearer: 'Sergeant', chosen: { choice: top.sergeant } });
    expect(gunner).toMatchObject({ bearer: 'Gunner', chosen: { choice: top.gunner } });
    // Each runner-up: the best enumerated combination with the other option for that bearer.
    for (const [d, key] of [
      [sergeant!, 'sergeant'],
      [gunner!, 'gunner'],
    ] as const) {
      const runnerUp = combos
        .filter((c) => c[key] !== top[key])
        .reduce((b, c) => (better(c, b) ? c : b));
      expect(d.other.choice).toBe(runnerUp[key]);
      expect(d.other.slain).toBeCloseTo(runnerUp.slain, 12);
      expect(d.other.damage).toBeCloseTo(runnerUp.damage, 12);
      expect(d.chosen.slain).toBeCloseTo(top.slain, 12);
    }
  });

  test('each combination named by bearer is its enumeration, die for die', () => {
    for (const c of combos) {
      const r = evaluate({ ...s, pistols: { Sergeant: c.sergeant, Gunner: c.gunner } });
      expectMarginals(r, c.m);
      expect(r.decisions).toEqual([]);
    }
  });

  test('the sampler fits the exact engine (chi-square, fixed seed)', () => {
    // Each combination is sampled to be scored, the chosen one reported: a margin between
    // the best and the next is far above the sampling error of 20,000 samples.
    const sorted = [...combos].sort((a, b) => b.slain - a.slain);
    expect(sorted[0]!.slain - sorted[1]!.slain).toBeGreaterThan(0.05);
    expectSamplerFits(s, 20_000, 4242, RESULT_NAMES);
    expectSamplerFits({ ...s, pistols: { Sergeant: 'others' } }, 20_000, 4243, RESULT_NAMES);
  });
});

describe('pistols per set of models: bad input names the field', () => {
  const s = { ruleset: 'wh40k-10e' as const, attackers: squad, target: five };

  test('a bearer no attacker has, a setting its weapons cannot follow, a bad value', () => {
    expect(() => evaluate({ ...s, pistols: { Sargent: 'pistols' } })).toThrow(
      /pistols\.Sargent: no attacker has "bearer": "Sargent"; the bearers: "Sergeant", "Gunner"/,
    );
    // Without any bearer, the object names a set that does not exist: the message says what
    // to write instead.
    const plain = squad.map(({ bearer: _b, ...a }) => a);
    expect(() => evaluate({ ...s, attackers: plain, pistols: { Sergeant: 'pistols' } })).toThrow(
      /pistols\.Sergeant: no attacker has "bearer": "Sergeant"; give the weapons of those models "bearer": "Sergeant", or give "pistols" one setting for every set of models/,
    );
    const noPistol = [boltRifle, boltPistol, launcher];
    expect(() => evaluate({ ...s, attackers: noPistol, pistols: { Sergeant: 'pistols' } })).toThrow(
      /pistols\.Sergeant: "pistols" fires no weapon: no ranged weapon of that bearer has "pistol": true/,
    );
    expect(() =>
      evaluate({ ...s, attackers: [plasmaPistol, launcher], pistols: { Sergeant: 'others' } }),
    ).toThrow(
      /pistols\.Sergeant: "others" fires no weapon: every ranged weapon of that bearer is a pistol/,
    );
    expect(() => evaluateJson({ ...s, pistols: { Sergeant: 'both' } })).toThrow(
      /pistols: expected "pistols", "others" or "best" for each bearer; bearer "Sergeant": got "both"/,
    );
    expect(() => evaluateJson({ ...s, pistols: 3 })).toThrow(
      /pistols: expected "pistols", "others", "best", or an object of those by bearer, got 3/,
    );
    expect(() => evaluate({ ...s, attackers: [{ ...plasmaPistol, bearer: 7 }] as never })).toThrow(
      /attackers\[0\]\.bearer: expected a string/,
    );
  });

  test("a bearer named like an object's built-in key is a name like any other", () => {
    const odd = squad.map((a) => (a.bearer === 'Sergeant' ? { ...a, bearer: 'constructor' } : a));
    const r = evaluate({ ...s, attackers: odd, pistols: { Gunner: 'pistols' } });
    // The sergeant ("constructor") is left to "best": his pistol, 5/9; the gunner's bolt
    // pistol as named, 1/3.
    expect(r.results.slain.mean()).toBeCloseTo(5 / 9 + 1 / 3, 14);
    expect(r.decisions.map((d) => [d.bearer, d.chosen.choice])).toEqual([
      ['constructor', 'pistols'],
    ]);
  });

  test('entries of one bearer that give different models are refused', () => {
    expect(() =>
      evaluate({ ...s, attackers: [plasmaPistol, { ...boltRifle, models: 4 }] }),
    ).toThrow(
      /attackers\[1\]\.models: 4 models, but attackers\[0\] of the same bearer "Sergeant" gives 1/,
    );
  });
});

describe('pistols per set of models: priced before they are decided', () => {
  test.each(['wh40k-10e', 'wh40k-11e'] as const)(
    "%s: six bearers' choices over heavy profiles are refused, naming them",
    (ruleset) => {
      // Six sets of 400 models, each a D6-shot pistol or a D6-shot gun: 2^6 = 64 exact
      // evaluations of 2,400 models' D6 attacks at 300 W4 models, far past the bound.
      const gun = (i: number, pistol: boolean) => ({
        name: `${pistol ? 'pistol' : 'gun'} ${i}`,
        bearer: `B${i}`,
        models: 400,
        attacks: 'D6',
        bs: 3,
        strength: 5 + (pistol ? 0 : 1),
        ap: -1,
        damage: 'D3',
        pistol,
      });
      const attackers = [0, 1, 2, 3, 4, 5].flatMap((i) => [gun(i, true), gun(i, false)]);
      const s = { ruleset, attackers, target: { models: 300, toughness: 10, save: 2, wounds: 4 } };
      expect(() => evaluateJson(s)).toThrow(
        /pistols\.B0, .*pistols\.B5: "best" compares 64 combinations .* give "pistols" \("pistols" or "others", or one by bearer\)/,
      );
    },
  );
});

describe('pistols per set of models: the JSON Schema agrees', () => {
  const schema = scenarioJsonSchema() as Record<string, unknown>;
  test.each(['wh40k-10e', 'wh40k-11e'] as const)('%s: bearers and pistols by bearer', (ruleset) => {
    const s = { ruleset, attackers: squad, target: five };
    for (const pistols of ['pistols', 'best', { Sergeant: 'pistols', Gunner: 'best' }]) {
      expect(validates(schema, { ...s, pistols })).toBe(true);
    }
    for (const pistols of [3, 'both', { Sergeant: 'both' }, ['pistols']]) {
      expect(validates(schema, { ...s, pistols })).toBe(false);
    }
    expect(validates(schema, { ...s, attackers: [{ ...plasmaPistol, bearer: 7 }] })).toBe(false);
  });
});
