// Expected results of the aos4 scenarios in examples/, each with its derivation by hand; the
// examples test (test/cli/examples.test.ts) holds every example to these, to 1e-12. Laws are
// written as lists of probabilities and combined by the few operations below.

type Expected = Record<string, { p: number[]; mean?: number }>;

/** The law of the sum of two independent counts. */
function plus(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j]! += x * y;
    });
  });
  return out;
}

/** The sum of `n` independent copies. */
function times(a: number[], n: number): number[] {
  let out = [1];
  for (let i = 0; i < n; i++) out = plus(out, a);
  return out;
}

/** A mixture: each law with its weight. */
function mix(parts: [number, number[]][]): number[] {
  const out = new Array<number>(Math.max(...parts.map(([, p]) => p.length))).fill(0);
  for (const [w, p] of parts) {
    p.forEach((x, k) => {
      out[k]! += w * x;
    });
  }
  return out;
}

const bin = (n: number, q: number) => times([1 - q, q], n);

/** The law of f(X). */
function image(p: number[], f: (k: number) => number): number[] {
  const out: number[] = [];
  p.forEach((x, k) => {
    const v = f(k);
    while (out.length <= v) out.push(0);
    out[v]! += x;
  });
  return out;
}

export const AOS4_EXAMPLES: Record<string, () => Expected> = {
  // 20 attacks. Hit 4+: a 4 or 5 (1/3) one hit, a 6 (1/6) two hits (Crit (2 Hits)). Each hit
  // wounds on 4+ (1/2) and the 5+ save fails with 2/3: 1/3 of hits are unsaved. One point
  // each, Health 1: slain = unsaved, at most 10.
  'aos4-crit-2-hits.json': () => {
    const hits = [1 / 2, 1 / 3, 1 / 6];
    const unsaved = mix([
      [1 / 2, [1]],
      [1 / 3, bin(1, 1 / 3)],
      [1 / 6, bin(2, 1 / 3)],
    ]);
    const total = times(unsaved, 20);
    return {
      hits: { p: times(hits, 20), mean: 20 * (2 / 3) },
      criticalHits: { p: bin(20, 1 / 6) },
      unsaved: { p: total },
      slain: { p: image(total, (k) => Math.min(k, 10)) },
    };
  },
  // 15 attacks. Hit 3+: a 6 (1/6) is Crit (Mortal): 3 mortal damage (Damage 2 + 1 for the
  // charge); a 3-5 (1/2) wounds on 3+ (2/3) and the 4+ save at Rend 1 (5+) fails with 2/3, 4/9
  // in all, for 3 damage. The ward 5+ keeps each point with 2/3. The pool spills over three
  // ogres of Health 4: damage allocated min(total, 12), ogres slain floor of it / 4.
  'aos4-crit-mortal-vs-ward.json': () => {
    const kept = bin(3, 2 / 3);
    const after = mix([
      [1 / 6, kept],
      [
        1 / 2,
        mix([
          [4 / 9, kept],
          [5 / 9, [1]],
        ]),
      ],
      [1 / 3, [1]],
    ]);
    const total = times(after, 15);
    const allocated = image(total, (k) => Math.min(k, 12));
    return {
      mortal: { p: image(bin(15, 1 / 6), (k) => 3 * k) },
      damageAfterWard: { p: total },
      woundsLost: { p: allocated },
      slain: { p: image(allocated, (k) => Math.floor(k / 4)) },
      unsaved: { p: bin(15, (1 / 2) * (4 / 9)) },
    };
  },
  // 6 attacks. Hit 3+: a 6 (1/6) wounds automatically (Crit (Auto-wound)); a 3-5 (1/2) wounds
  // on 3+ (2/3). Rend 1 + 1 (Anti-charge: the hero charged) + 1 (Anti-HERO) = 3: the 3+ save
  // needs a 6, failing with 5/6. Unsaved per attack 1/6 × 5/6 + 1/2 × 2/3 × 5/6 = 5/12, each
  // for D3. The hero (Health 6) is slain at 6 points.
  'aos4-anti-hero-charge.json': () => {
    const perAttack = mix([
      [7 / 12, [1]],
      [5 / 12, [0, 1 / 3, 1 / 3, 1 / 3]],
    ]);
    const total = times(perAttack, 6);
    return {
      unsaved: { p: bin(6, 5 / 12) },
      damage: { p: total },
      slain: { p: image(total, (k) => (k >= 6 ? 1 : 0)) },
      woundsLost: { p: image(total, (k) => Math.min(k, 6)) },
    };
  },
};
