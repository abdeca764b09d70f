// The two Warhammer 40,000 cases of `npm run bench:general`, as a general plan for mathhammer
// and as a weapon for the baseline (bench/naive40k.mjs); test/bench/naive40k.test.ts checks
// that both answer the same question. Built from the engine's exports given (so that the
// benchmark can build them against another build too).
//
// - intercessors: 10 Intercessors (A2, BS 3+, S4, AP -1, D1, Lethal Hits) at 10 Ork Boyz
//   (T5, W1, Sv 5+, so 6+ after AP): 5+ to wound, 20 attacks a volley.
// - critical: 10 models (A2, BS 3+, S4, AP -1, D3, Sustained Hits 1, Lethal Hits, Devastating
//   Wounds) at 10 models of T4, W3, Sv 3+ (4+ after AP), Feel No Pain 5+: 4+ to wound.

export function profiles40k({ criticalTest, d6Test, parseDice }) {
  const damage = (d) => ({ dice: parseDice(d), add: 0, halve: false, reduce: 0, slay: false });
  const profile = (over) => ({
    models: 10,
    attacks: parseDice(2),
    hit: criticalTest(3),
    onCriticalHit: { extraHits: null, autoWound: true },
    wound: criticalTest(5),
    onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
    damage: damage(1),
    against: [{ save: d6Test(6), criticalSave: d6Test(6), feelNoPain: null }],
    ...over,
  });
  return {
    intercessors: {
      attacks: 20,
      plan: {
        profiles: [profile({})],
        groups: [{ models: 10, wounds: 1 }],
        allocation: 'sequential',
      },
      naive: [
        {
          models: 10,
          attacks: 2,
          hitOn: 3,
          woundOn: 5,
          saveOn: 6,
          fnpOn: 7,
          damage: 1,
          sustained: 0,
          lethal: true,
          devastating: false,
        },
        { models: 10, wounds: 1 },
      ],
    },
    critical: {
      attacks: 20,
      plan: {
        profiles: [
          profile({
            onCriticalHit: { extraHits: parseDice(1), autoWound: true },
            wound: criticalTest(4),
            onCriticalWound: { noSave: true, mortal: null, damage: null, resolvedLast: true },
            damage: damage('D3'),
            against: [{ save: d6Test(4), criticalSave: d6Test(4), feelNoPain: d6Test(5) }],
          }),
        ],
        groups: [{ models: 10, wounds: 3 }],
        allocation: 'sequential',
      },
      naive: [
        {
          models: 10,
          attacks: 2,
          hitOn: 3,
          woundOn: 4,
          saveOn: 4,
          fnpOn: 5,
          damage: 'D3',
          sustained: 1,
          lethal: true,
          devastating: true,
        },
        { models: 10, wounds: 3 },
      ],
    },
  };
}
