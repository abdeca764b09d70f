// The two volleys of `npm run bench:sampler`, for mathhammer (scenario -> plan) and for the
// baseline of bench/naive.mjs (its own profile objects), in one place so that the benchmark and
// the test that holds the baseline against the exact engine (test/bench/naive.test.ts) read
// the same numbers. BS 4 hits on 3+ (the rulebook's 7 - BS), S 4 against T 4 wounds on 4+,
// S 8 against T 4 on 2+; a 4+ save is 5+ after AP 1 and gone after AP 3.

const target = (models, wounds) => ({
  groups: [{ models, toughness: 4, wounds, save: 4, feelNoPain: 5, rules: [] }],
  goneToGround: false,
});
const shooters = (models, strength, ap, rules) => ({
  models,
  bs: 4,
  shots: 1,
  strength,
  ap,
  rules,
  reroll: {},
});
const attack = (attackers, t, allocation) => ({
  phase: 'shooting',
  allocation,
  attackers,
  target: t,
});

/**
 * The profiles, with `compile` the library's `compileAttack` (from dist/ or src/).
 * Each: `attack` (the engine's input), `plan`, `naive` ([profiles, models, wounds]) and
 * `dicePerShot` (dice a shot rolls dice by dice, on average).
 */
export function benchProfiles(compile) {
  const plain = attack([shooters(100, 4, 1, [])], target(10, 2), 'rules');
  const critical = attack(
    [shooters(80, 4, 1, ['critical-strike']), shooters(20, 8, 3, [])],
    target(20, 3),
    'sequential',
  );
  return {
    plain: {
      attack: plain,
      plan: compile(plain),
      naive: [
        [{ shots: 100, hitOn: 3, woundOn: 4, saveOn: 5, fnpOn: 5, critOn: 7, instantDeath: false }],
        10,
        2,
      ],
      // Dice rolled per shot, dice by dice: hit 1, wound 2/3, save 1/3, Feel No Pain 1/3 x 2/3.
      dicePerShot: 1 + 2 / 3 + 1 / 3 + (1 / 3) * (2 / 3),
    },
    critical: {
      attack: critical,
      plan: compile(critical),
      naive: [
        [
          { shots: 80, hitOn: 3, woundOn: 4, saveOn: 5, fnpOn: 5, critOn: 6, instantDeath: false },
          { shots: 20, hitOn: 3, woundOn: 2, saveOn: 7, fnpOn: 7, critOn: 7, instantDeath: true },
        ],
        20,
        3,
      ],
      // Crit shooters: hit 1, wound 2/3, save 1/3, then FNP (non-critical) or D3 (critical)
      // for the 2/3 unsaved: 1/3 x 2/3. Instant Death shooters: hit 1, wound 2/3; AP 3 removes
      // the save (no roll), no Feel No Pain.
      dicePerShot: 0.8 * (1 + 2 / 3 + 1 / 3 + (1 / 3) * (2 / 3)) + 0.2 * (1 + 2 / 3),
    },
  };
}

/**
 * A Scrollhammer volley for the exact-engine benchmarks (bench/exact.mjs, bench/attack.mjs):
 * `shots` models of one shot each, BS 4 S 4 AP 1 (Critical Strike unless `crit` is false),
 * split into `groups` weapon groups whose AP differs (so each has its own odds), at `models`
 * Toughness 4 models of `wounds` Wounds with a 4+ save and Feel No Pain 5+ (or the `target`
 * groups given).
 */
export function volley(
  shots,
  models,
  wounds,
  { crit = true, groups = 1, allocation = 'rules', target } = {},
) {
  const attackers = [];
  for (let g = 0; g < groups; g++) {
    const n = Math.round(((g + 1) * shots) / groups) - Math.round((g * shots) / groups);
    // At most 1,000 models to a group (the scenario limit): 10,000 shots are 1,000 x 10.
    const per = Math.ceil(n / 1000);
    attackers.push({
      models: n / per,
      bs: 4,
      shots: per,
      strength: 4,
      ap: 1 + (g % 2),
      rules: crit ? ['critical-strike'] : [],
      reroll: {},
    });
  }
  return {
    phase: 'shooting',
    allocation,
    method: 'exact',
    samples: 0,
    attackers,
    target: {
      groups: target ?? [{ models, toughness: 4, wounds, save: 4, feelNoPain: 5, rules: [] }],
      goneToGround: false,
    },
  };
}
