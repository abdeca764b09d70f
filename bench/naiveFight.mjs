// The baseline of `npm run bench:fight-sampler`: a MESBG fight simulated the way popular
// calculators write theirs: `Math.random()` for every die, an array of model objects and a
// result object for every fight. It is correct (test/bench/naiveFight.test.ts holds its chance
// of winning the Duel and its mean wounds against mathhammer's exact engine, with a seeded
// uniform source in place of Math.random), only slow.
//
// A side: { models: [{ fight, attacks, strength, defence, wounds, supporting }] }. No Might,
// Fate, banners, Heroic Strikes or weapon modifiers (their decisions are the engine's work, not
// a naive calculator's). The Duel: every model rolls its Attacks in dice (a supporting model
// one), the highest die wins; a tie goes to the higher Fight value, then to a roll-off (4+ for
// side A). The winner's every Strike (a supporting model's one) rolls To Wound against the
// loser's first model that is not supporting, on the To Wound Chart (single-roll entries only);
// wounds are counted up to that model's Wounds.

/** The To Wound Chart's single-roll entries: CHART[defence - 1][strength - 1]; 7: two dice or none. */
const CHART = [
  [4, 4, 3, 3, 3, 3, 3, 3, 3, 3],
  [5, 4, 4, 3, 3, 3, 3, 3, 3, 3],
  [5, 5, 4, 4, 3, 3, 3, 3, 3, 3],
  [6, 5, 5, 4, 4, 3, 3, 3, 3, 3],
  [6, 6, 5, 5, 4, 4, 3, 3, 3, 3],
  [7, 6, 6, 5, 5, 4, 4, 3, 3, 3],
];

/** One fight: the Duel rolled die by die, then the winner's Strikes. */
export function naiveFightTrial(sideA, sideB, random = Math.random) {
  const d6 = () => Math.floor(random() * 6) + 1;
  const sides = [sideA, sideB].map((s) => ({
    models: s.models.map((m) => ({ ...m, dice: [] })),
    best: 0,
    fight: 0,
  }));
  for (const side of sides) {
    for (const m of side.models) {
      const n = m.supporting ? 1 : m.attacks;
      for (let i = 0; i < n; i++) m.dice.push(d6());
      side.best = Math.max(side.best, ...m.dice);
      side.fight = Math.max(side.fight, m.fight);
    }
  }
  const [a, b] = sides;
  let aWins;
  if (a.best !== b.best) aWins = a.best > b.best;
  else if (a.fight !== b.fight) aWins = a.fight > b.fight;
  else aWins = d6() >= 4;
  const winner = aWins ? a : b;
  const loser = aWins ? b : a;
  const target = loser.models.find((m) => !m.supporting);
  const result = { aWins, wounds: 0 };
  for (const m of winner.models) {
    const strikes = m.supporting ? 1 : m.attacks;
    const need = CHART[target.defence - 1][m.strength - 1];
    if (need > 6) throw new Error('naiveFight: two-dice chart entries are not modelled');
    for (let i = 0; i < strikes; i++) if (d6() >= need) result.wounds++;
  }
  result.wounds = Math.min(result.wounds, target.wounds);
  return result;
}

/** `trials` fights: the chance A wins the Duel, and the mean wounds on each side's target. */
export function naiveFightSimulate(sideA, sideB, trials, random = Math.random) {
  const totals = { aWins: 0, woundsOnB: 0, woundsOnA: 0 };
  for (let t = 0; t < trials; t++) {
    const r = naiveFightTrial(sideA, sideB, random);
    if (r.aWins) {
      totals.aWins++;
      totals.woundsOnB += r.wounds;
    } else totals.woundsOnA += r.wounds;
  }
  return {
    duelWinA: totals.aWins / trials,
    woundsB: totals.woundsOnB / trials,
    woundsA: totals.woundsOnA / trials,
  };
}

/**
 * The case of the benchmark, as a scenario for mathhammer and as sides for the baseline: a
 * Captain (F5 A2 S4 D6 W2), a warrior and a spear supporting, against an Orc Captain
 * (F4 A2 S4 D5 W2), an Orc and an Orc spear supporting.
 */
export function fightCase() {
  const a = [
    { fight: 5, attacks: 2, strength: 4, defence: 6, wounds: 2 },
    { fight: 4, attacks: 1, strength: 3, defence: 5, wounds: 1 },
    { fight: 4, attacks: 1, strength: 3, defence: 5, wounds: 1, supporting: true },
  ];
  const b = [
    { fight: 4, attacks: 2, strength: 4, defence: 5, wounds: 2 },
    { fight: 3, attacks: 1, strength: 3, defence: 4, wounds: 1 },
    { fight: 3, attacks: 1, strength: 3, defence: 4, wounds: 1, supporting: true },
  ];
  return {
    scenario: {
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: { models: a },
      sideB: { models: b },
    },
    naive: [{ models: a }, { models: b }],
  };
}

/**
 * The 3 v 3 of bench/fight.mjs with banners on both sides: Heroes with Might and Fate, a
 * Heroic Strike, a two-handed weapon, spears supporting. Every path of the fight's sampler;
 * mathhammer's alone (the baseline plays none of it).
 */
export function mightFight() {
  const hero = (o) => ({ wounds: 3, might: 3, will: 3, fate: 3, ...o });
  return {
    ruleset: 'mesbg',
    phase: 'fight',
    sideA: {
      banner: true,
      might: 'win-duel',
      models: [
        hero({ fight: 5, attacks: 2, strength: 4, defence: 6, heroicStrike: true }),
        { fight: 4, attacks: 1, strength: 3, defence: 5, twoHanded: true },
        { fight: 4, attacks: 1, strength: 3, defence: 5, supporting: true },
      ],
    },
    sideB: {
      banner: true,
      models: [
        hero({ fight: 4, attacks: 2, strength: 4, defence: 5, might: 2, fate: 1 }),
        { fight: 3, attacks: 1, strength: 3, defence: 4 },
        { fight: 3, attacks: 1, strength: 3, defence: 4, supporting: true },
      ],
    },
  };
}
