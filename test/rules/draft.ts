import type { ShotDraft } from '../../src/rules/ShotDraft.js';

/** A plain draft: BS 3, S 4 against T 4, no saves, shooting. */
export const draft: ShotDraft = {
  phase: 'shooting',
  bs: 3,
  hitOn: undefined,
  autohit: false,
  toHitModifier: 0,
  hitReroll: 'none',
  strength: 4,
  woundToughness: 4,
  woundOn: undefined,
  woundReroll: 'none',
  criticalOn: 7,
  ap: 0,
  magical: false,
  toughness: 4,
  armour: undefined,
  ward: undefined,
  cover: undefined,
  feelNoPain: undefined,
  instantDeathImmune: false,
};
