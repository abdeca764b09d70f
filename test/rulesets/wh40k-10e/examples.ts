// Expected results of the wh40k-10e scenarios in examples/, each with its derivation; the
// examples test (test/cli/examples.test.ts) holds every example to these, to 1e-12.

type Expected = Record<string, { p: number[]; mean?: number }>;

/** The binomial law of `n` trials of chance `p`. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** `min(X, cap)` of a law given as probabilities. */
function capped(p: number[], cap: number): number[] {
  const out = p.slice(0, cap);
  out.push(p.slice(cap).reduce((a, b) => a + b, 0));
  return out;
}

export const WH40K_EXAMPLES: Record<string, () => Expected> = {
  // 20 attacks, each alike and independent. Hit on 3+: 2/3; a 6 (1/6) is a Critical Hit and
  // with Lethal Hits wounds automatically; a 3-5 (1/2) wounds on 5+ (Strength 4 < Toughness
  // 5): 1/3, a 6 of those (1/12 of attacks) a Critical Wound. Wounds per attack 1/6 + 1/2 x 1/3
  // = 1/3. The 5+ save worsened by AP -1 is 6+: 5/6 fail, so 5/18 per attack. One Wound per
  // model: each unsaved attack slays one Boy, at most ten.
  'wh40k-10e-intercessors-vs-boyz.json': () => ({
    hits: { p: binomial(20, 2 / 3) },
    criticalHits: { p: binomial(20, 1 / 6) },
    wounds: { p: binomial(20, 1 / 3) },
    criticalWounds: { p: binomial(20, 1 / 12) },
    unsaved: { p: binomial(20, 5 / 18) },
    damage: { p: binomial(20, 5 / 18) },
    slain: { p: capped(binomial(20, 5 / 18), 10) },
    woundsLost: { p: capped(binomial(20, 5 / 18), 10) },
  }),
  // Hit on 3+ (2/3); Strength 9 against Toughness 10 wounds on 5+ (1/3); the 3+ save at AP -4
  // needs 7+: none. Unsaved 2/9. Damage D6 + 2 (Melta 2) = 3..8, halved rounding up 2,2,3,3,4,4,
  // then -1: 1,1,2,2,3,3, each 1/3 of the unsaved shots: 2/27.
  'wh40k-10e-melta-vs-halved-damage.json': () => ({
    unsaved: { p: [7 / 9, 2 / 9] },
    damage: { p: [7 / 9, 2 / 27, 2 / 27, 2 / 27] },
    woundsLost: { p: [7 / 9, 2 / 27, 2 / 27, 2 / 27] },
    slain: { p: [1] },
  }),
};
