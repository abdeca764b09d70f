// The baseline of `npm run bench:sampler`: a Monte Carlo simulator written the way popular
// wargame calculators write theirs: `Math.random()` for every die, an object for every attack,
// an array of model objects for every trial, results counted in a plain object. It is correct
// (test/bench/naive.test.ts holds its mean against mathhammer's exact engine, with a seeded
// uniform source in place of Math.random), only slow.
//
// A profile: { shots, hitOn, woundOn, saveOn, fnpOn, critOn, instantDeath } (`critOn` 7: no
// Critical Strike; `saveOn`/`fnpOn` 7: none); the target's models and wounds are arguments.
// Wounds go on the first model still standing, excess lost: the `sequential` allocation.

/** One attack's dice, rolled as the rulebook rolls them, into an object. */
function rollAttack(p, wounds, random) {
  const d6 = () => Math.floor(random() * 6) + 1;
  const attack = { hit: d6(), wound: 0, save: 0, fnp: 0, damage: 0, unsaved: false };
  if (attack.hit === 1 || attack.hit < p.hitOn) return attack;
  attack.wound = d6();
  if (attack.wound === 1 || attack.wound < p.woundOn) return attack;
  attack.save = d6();
  if (attack.save !== 1 && attack.save >= p.saveOn) return attack;
  if (p.instantDeath) {
    attack.damage = wounds; // slain outright, whatever is left of the model
  } else if (attack.wound >= p.critOn) {
    attack.damage = Math.ceil(d6() / 2); // Multiple Wounds (D3), no Feel No Pain
  } else {
    attack.fnp = d6();
    if (attack.fnp !== 1 && attack.fnp >= p.fnpOn) return attack;
    attack.damage = 1;
  }
  attack.unsaved = true;
  return attack;
}

/** One trial: a fresh unit of model objects, every attack rolled, wounds put on in order. */
export function naiveTrial(profiles, models, wounds, random = Math.random) {
  const unit = [];
  for (let i = 0; i < models; i++) unit.push({ wounds, slain: false });
  const attacks = [];
  for (const p of profiles)
    for (let s = 0; s < p.shots; s++) attacks.push(rollAttack(p, wounds, random));
  const result = { hits: 0, wounds: 0, unsaved: 0, slain: 0 };
  for (const a of attacks) {
    if (a.wound > 0) result.hits++;
    if (a.save > 0) result.wounds++;
    if (!a.unsaved) continue;
    result.unsaved++;
    const model = unit.find((m) => !m.slain);
    if (!model) continue;
    model.wounds -= a.damage;
    if (model.wounds <= 0) model.slain = true;
  }
  result.slain = unit.filter((m) => m.slain).length;
  return result;
}

/**
 * `trials` trials: the distribution of models slain, as `{ [slain]: frequency }`. `random`
 * is a uniform source on [0, 1) (Math.random, as the calculators it imitates use).
 */
export function naiveSimulate(profiles, models, wounds, trials, random = Math.random) {
  const counts = {};
  for (let t = 0; t < trials; t++) {
    const r = naiveTrial(profiles, models, wounds, random);
    counts[r.slain] = (counts[r.slain] ?? 0) + 1;
  }
  for (const k of Object.keys(counts)) counts[k] /= trials;
  return counts;
}
