// The second, harder baseline of `npm run bench:sampler`: the same Scrollhammer volley as
// bench/naive.mjs, written as a careful programmer writes a simulator in one sitting (the
// counterpart of bench/tight40k.mjs): no object per attack or per model, the unit's wounds in
// one preallocated Int32Array, the profiles' numbers read into locals once, `Math.random()`
// for every die (V8's xorshift128+, fast). test/bench/naive.test.ts holds its mean against the
// exact engine, as it holds naive.mjs's.
//
// The rules are naive.mjs's (docs/rules/hit.md, wound.md, save.md, feel-no-pain.md,
// critical-strike.md, instant-death.md; seed 004_15cf5d572fc7d6a3.txt): a roll of 1 always
// fails; a To Wound roll of `critOn` or more (Critical Strike, a natural 6) does D3 damage
// and ignores Feel No Pain, after its save; Instant Death slays the model whatever it has
// left; any other unsaved wound does 1, unless Feel No Pain stops it. The profiles and the
// target are naive.mjs's: [{ shots, hitOn, woundOn, saveOn, fnpOn, critOn, instantDeath }],
// `models`, `wounds`; `sequential` allocation (each unsaved wound in the order rolled on the
// first model still standing, excess damage lost).

/**
 * `trials` trials: the distribution of models slain, as `{ [slain]: frequency }` (the shape
 * naiveSimulate returns). `random` is a uniform source on [0, 1).
 */
export function tightSimulate(profiles, models, wounds, trials, random = Math.random) {
  const left = new Int32Array(models);
  const counts = new Float64Array(models + 1);
  // The profiles' numbers in typed arrays: no property load per die.
  const n = profiles.length;
  const shots = Int32Array.from(profiles, (p) => p.shots);
  const hitOn = Int32Array.from(profiles, (p) => p.hitOn);
  const woundOn = Int32Array.from(profiles, (p) => p.woundOn);
  const saveOn = Int32Array.from(profiles, (p) => p.saveOn);
  const fnpOn = Int32Array.from(profiles, (p) => p.fnpOn);
  const critOn = Int32Array.from(profiles, (p) => p.critOn);
  const instant = Uint8Array.from(profiles, (p) => (p.instantDeath ? 1 : 0));
  for (let t = 0; t < trials; t++) {
    left.fill(wounds);
    let current = 0; // the first model still standing
    for (let p = 0; p < n; p++) {
      const hOn = hitOn[p];
      const wOn = woundOn[p];
      const sOn = saveOn[p];
      const fOn = fnpOn[p];
      const cOn = critOn[p];
      const id = instant[p] === 1;
      for (let s = shots[p]; s > 0; s--) {
        const hit = ((random() * 6) | 0) + 1;
        if (hit === 1 || hit < hOn) continue;
        const wound = ((random() * 6) | 0) + 1;
        if (wound === 1 || wound < wOn) continue;
        const save = ((random() * 6) | 0) + 1;
        if (save !== 1 && save >= sOn) continue;
        let damage;
        if (id) damage = wounds;
        else if (wound >= cOn)
          damage = (((random() * 6) | 0) + 2) >> 1; // D3, no Feel No Pain
        else {
          const fnp = ((random() * 6) | 0) + 1;
          if (fnp !== 1 && fnp >= fOn) continue;
          damage = 1;
        }
        if (current === models) continue;
        left[current] -= damage;
        if (left[current] <= 0) current++;
      }
    }
    counts[current]++;
  }
  const out = {};
  for (let k = 0; k <= models; k++) if (counts[k] > 0) out[k] = counts[k] / trials;
  return out;
}
