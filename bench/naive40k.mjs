// The baseline of `npm run bench:general`: a Warhammer 40,000 attack simulated the way popular
// calculators write theirs: `Math.random()` for every die, an object for every attack, an
// array of model objects for every trial, results counted in a plain object. It is correct
// (test/bench/naive40k.test.ts holds its mean models slain against mathhammer's exact engine,
// with a seeded uniform source in place of Math.random), only slow.
//
// A weapon: { models, attacks, hitOn, woundOn, saveOn, fnpOn, damage ('D3' or a number),
// sustained (extra hits per critical hit), lethal, devastating } (`saveOn`/`fnpOn` 7: none);
// the target: { models, wounds }. Critical hits and wounds on 6. Devastating Wounds: a
// critical wound takes no save and is allocated after the other attacks. Wounds go on the
// first model still standing, excess lost: the `sequential` allocation (a wounded model takes
// the next attack).

/** One attack's dice, rolled as the rulebook rolls them, into attack objects. */
function rollAttack(w, random, out) {
  const d6 = () => Math.floor(random() * 6) + 1;
  const hit = d6();
  if (hit === 1 || hit < w.hitOn) return;
  const hits = [{ critical: false, wound: 0 }];
  if (hit === 6) {
    hits[0].critical = true;
    for (let i = 0; i < w.sustained; i++) hits.push({ critical: false, wound: 0 });
  }
  for (const h of hits) {
    const attack = { wounded: false, devastating: false, save: 0, damage: 0 };
    if (h.critical && w.lethal) attack.wounded = true;
    else {
      h.wound = d6();
      if (h.wound === 1 || h.wound < w.woundOn) continue;
      attack.wounded = true;
      attack.devastating = w.devastating && h.wound === 6;
    }
    out.push(attack);
  }
}

/** One trial: a fresh unit of model objects, every attack rolled, wounds put on in order. */
export function naive40kTrial(w, target, random = Math.random) {
  const d6 = () => Math.floor(random() * 6) + 1;
  const unit = [];
  for (let i = 0; i < target.models; i++) unit.push({ wounds: target.wounds, slain: false });
  const attacks = [];
  for (let m = 0; m < w.models; m++)
    for (let a = 0; a < w.attacks; a++) rollAttack(w, random, attacks);
  // Devastating Wounds are allocated after the other attacks.
  attacks.sort((a, b) => Number(a.devastating) - Number(b.devastating));
  const result = { wounds: attacks.length, unsaved: 0, slain: 0 };
  for (const a of attacks) {
    if (!a.devastating) {
      a.save = d6();
      if (a.save !== 1 && a.save >= w.saveOn) continue;
    }
    result.unsaved++;
    let damage = w.damage === 'D3' ? Math.ceil(d6() / 2) : w.damage;
    let lost = 0;
    for (let p = 0; p < damage; p++) {
      const fnp = d6();
      if (fnp === 1 || fnp < w.fnpOn) lost++;
    }
    damage = lost;
    const model = unit.find((m) => !m.slain);
    if (!model || damage === 0) continue;
    model.wounds -= damage;
    if (model.wounds <= 0) model.slain = true;
  }
  result.slain = unit.filter((m) => m.slain).length;
  return result;
}

/** `trials` trials: the distribution of models slain, as `{ [slain]: frequency }`. */
export function naive40kSimulate(w, target, trials, random = Math.random) {
  const counts = {};
  for (let t = 0; t < trials; t++) {
    const r = naive40kTrial(w, target, random);
    counts[r.slain] = (counts[r.slain] ?? 0) + 1;
  }
  for (const k of Object.keys(counts)) counts[k] /= trials;
  return counts;
}
