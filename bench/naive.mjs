// The baseline of `npm run bench:sampler`: a Monte Carlo simulator written the way popular
// wargame calculators write theirs: `Math.random()` for every die, an object for every attack,
// an array of model objects for every trial, results counted in a plain object. It is correct
// (tested in bench/sampler.mjs against mathhammer's exact engine), only slow.
//
// A profile: { shots, hitOn, woundOn, saveOn, fnpOn, critOn, instantDeath, models, wounds }
// (`critOn` 7: no Critical Strike; `saveOn`/`fnpOn` 7: none).

const d6 = () => Math.floor(Math.random() * 6) + 1;

/** One attack's dice, rolled as the rulebook rolls them, into an object. */
function rollAttack(p) {
  const attack = { hit: d6(), wound: 0, save: 0, fnp: 0, damage: 0, unsaved: false };
  if (attack.hit === 1 || attack.hit < p.hitOn) return attack;
  attack.wound = d6();
  if (attack.wound === 1 || attack.wound < p.woundOn) return attack;
  attack.save = d6();
  if (attack.save !== 1 && attack.save >= p.saveOn) return attack;
  if (p.instantDeath) {
    attack.damage = p.wounds;
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
export function naiveTrial(profiles, models, wounds) {
  const unit = [];
  for (let i = 0; i < models; i++) unit.push({ wounds, slain: false });
  const attacks = [];
  for (const p of profiles) for (let s = 0; s < p.shots; s++) attacks.push(rollAttack(p));
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

/** `trials` trials: the distribution of models slain, as `{ [slain]: frequency }`. */
export function naiveSimulate(profiles, models, wounds, trials) {
  const counts = {};
  for (let t = 0; t < trials; t++) {
    const r = naiveTrial(profiles, models, wounds);
    counts[r.slain] = (counts[r.slain] ?? 0) + 1;
  }
  for (const k of Object.keys(counts)) counts[k] /= trials;
  return counts;
}
