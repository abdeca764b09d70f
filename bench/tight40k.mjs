// The second, harder baseline of `npm run bench:general`: the same Warhammer 40,000 attack as
// bench/naive40k.mjs, written as a careful programmer writes a simulator in one sitting: no
// object per attack or per model, the unit's wounds in one preallocated Int32Array, the
// Devastating Wounds held back in a counter and allocated after the others, `Math.random()`
// for every die (V8's xorshift128+, fast). It is the in-process simulator a fair "x times a
// naive simulator" claim must also beat: naive40k.mjs's objects and arrays cost it several
// times over. test/bench/naive40k.test.ts holds its mean against the exact engine, as it
// holds naive40k.mjs's.
//
// The weapon and the target are naive40k.mjs's: { models, attacks, hitOn, woundOn, saveOn,
// fnpOn, damage ('D3' or a number), sustained, lethal, devastating } and { models, wounds };
// `sequential` allocation (a wounded model takes the next attack, excess damage lost).

/**
 * `trials` trials: the distribution of models slain, as `{ [slain]: frequency }` (the shape
 * naive40kSimulate returns).
 */
export function tight40kSimulate(w, target, trials, random = Math.random) {
  const models = target.models;
  const wounds = new Int32Array(models);
  const counts = new Float64Array(models + 1);
  const d3 = w.damage === 'D3';
  const flat = d3 ? 0 : w.damage;
  const dice = w.models * w.attacks;
  let current = 0; // the first model still standing
  let held = 0; // Devastating Wounds, allocated after the other attacks
  // One unsaved wound: its damage through Feel No Pain onto the current model.
  const allocate = () => {
    let damage = d3 ? ((random() * 3) | 0) + 1 : flat;
    if (w.fnpOn < 7) {
      let lost = 0;
      for (let p = 0; p < damage; p++) {
        const fnp = ((random() * 6) | 0) + 1;
        if (fnp === 1 || fnp < w.fnpOn) lost++;
      }
      damage = lost;
    }
    if (current >= models || damage === 0) return;
    wounds[current] -= damage;
    if (wounds[current] <= 0) current++;
  };
  const woundRoll = (autoWound) => {
    if (autoWound) {
      const save = ((random() * 6) | 0) + 1;
      if (save === 1 || save < w.saveOn) allocate();
      return;
    }
    const wound = ((random() * 6) | 0) + 1;
    if (wound === 1 || wound < w.woundOn) return;
    if (w.devastating && wound === 6) {
      held++;
      return;
    }
    const save = ((random() * 6) | 0) + 1;
    if (save === 1 || save < w.saveOn) allocate();
  };
  for (let t = 0; t < trials; t++) {
    wounds.fill(target.wounds);
    current = 0;
    held = 0;
    for (let a = 0; a < dice; a++) {
      const hit = ((random() * 6) | 0) + 1;
      if (hit === 1 || hit < w.hitOn) continue;
      if (hit === 6) {
        woundRoll(w.lethal);
        for (let s = 0; s < w.sustained; s++) woundRoll(false);
      } else woundRoll(false);
    }
    for (; held > 0; held--) allocate();
    counts[current]++;
  }
  const out = {};
  for (let k = 0; k <= models; k++) if (counts[k] > 0) out[k] = counts[k] / trials;
  return out;
}
