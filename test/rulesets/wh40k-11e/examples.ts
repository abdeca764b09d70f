// Expected results of the wh40k-11e scenarios in examples/, each with its derivation; the
// examples test (test/cli/examples.test.ts) holds every example to these, to 1e-12.

import { binomial } from '../wh40k-10e/examples.js';

type Expected = Record<string, { p: number[]; mean?: number }>;

export const WH40K_11E_EXAMPLES: Record<string, () => Expected> = {
  // 6 attacks, BS 3+ (2/3 hit), Strength 10 at Toughness 5 wounds on 2+ (5/6). The 2+ save at
  // AP -1 is 3+ (better than the 4++): 1/3 fail. Damage 3 slays one 3-wound model exactly.
  // Lethal Hits "best" declines (docs/wh40k-11e/lethal-hits.md): per attack, never: 2/3 x
  // (1/6 mortal + 4/6 x 1/3) = 7/27; always: 1/6 x 1/3 + 3/6 x 7/18 = 1/4, less. So each
  // attack slays one model with 7/27, at most the 5 Terminators; a critical wound (2/3 x 1/6 =
  // 1/9 of attacks) is 3 mortal wounds.
  'wh40k-11e-lethal-or-devastating.json': () => {
    const slain = binomial(6, 7 / 27);
    const mortal: number[] = [];
    binomial(6, 1 / 9).forEach((p, k) => {
      mortal[3 * k] = p;
    });
    return {
      hits: { p: binomial(6, 2 / 3) },
      wounds: { p: binomial(6, 5 / 9) },
      unsaved: { p: binomial(6, 7 / 27) },
      slain: { p: [...slain.slice(0, 5), slain[5]! + slain[6]!] },
      mortalWounds: { p: Array.from(mortal, (p) => p ?? 0) },
    };
  },
  // 20 attacks. BS 3+, cover -1 and plunging fire +1: 3+ (2/3). Strength 4 at Toughness 5: 5+
  // (1/3). The 5+ save at AP -1 is 6+ (cover no longer improves it): 5/6 fail. 10/54 = 5/27 per
  // attack, one Boy each, at most ten.
  'wh40k-11e-cover-and-plunging-fire.json': () => {
    const slain = binomial(20, 5 / 27);
    return {
      hits: { p: binomial(20, 2 / 3) },
      wounds: { p: binomial(20, 2 / 9) },
      unsaved: { p: binomial(20, 5 / 27) },
      slain: { p: [...slain.slice(0, 10), slain.slice(10).reduce((a, b) => a + b, 0)] },
    };
  },
  // The sniper first (Precision: the Commissar is selected). BS 2+ hits 5/6; Strength 4
  // against the unit's Toughness, the Guardsmen's 3 (the Leader rule), wounds on 3+: a 6 (1/6)
  // is a Critical Wound, 3 mortal wounds on the Commissar (W3: slain); a 3-5 (1/2) meets his
  // save, 4+ at AP -2 is 6+, so the 5+ invulnerable save: fails 2/3, and Damage 3 slays him.
  // P(Commissar slain) = 5/6 x (1/6 + 1/2 x 2/3) = 5/12; mortal wounds 3 with 5/6 x 1/6 = 5/36.
  // Then 10 bolt rifle attacks at the Guardsmen: hit 2/3, S4 v T3 wound 2/3, the 5+ save fails
  // 2/3: 8/27 each, one Guardsman each; ten attacks never get past ten Guardsmen to him.
  'wh40k-11e-attached-unit.json': () => {
    const guards = binomial(10, 8 / 27);
    const commissar = [7 / 12, 5 / 12];
    return {
      'slain.Guardsmen': { p: guards },
      'slain.Commissar': { p: commissar },
      charactersSlain: { p: commissar },
      slain: { p: convolve(guards, commissar) },
      mortalWounds: { p: [31 / 36, 0, 0, 5 / 36] },
      hits: { p: convolve(binomial(10, 2 / 3), [1 / 6, 5 / 6]) },
    };
  },
};

/** The law of the sum of two independent counts. */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j]! += x * y;
    });
  });
  return out;
}
