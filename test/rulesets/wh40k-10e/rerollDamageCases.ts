// The damage re-roll cases both editions' "best" tests share
// (docs/wh40k-10e/reroll-damage.md, "below": "best"; hand-written).

/** A damage re-roll left to "best". */
export const best = { rule: 'reroll-damage', below: 'best' } as const;

/** A damage re-roll below a fixed threshold. */
export const fixed = (below: number) => ({ rule: 'reroll-damage', below }) as const;

/**
 * One Torrent attack, Strength 4 at Toughness 1 (wounds on 2+: 5/6), no save, Damage D6, at
 * one model of 3 Wounds: slain when the damage is 3 or more (11th edition changes none of it).
 */
export const oneShot = <R extends 'wh40k-10e' | 'wh40k-11e'>(ruleset: R) => ({
  ruleset,
  attackers: [{ name: 'gun', strength: 4, damage: 'D6', rules: ['torrent' as const, best] }],
  target: { models: 1, toughness: 1, wounds: 3 },
});
