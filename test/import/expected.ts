/**
 * What the example rosters (examples/rosters/) import to, by hand from their files: shared by
 * the tests of the importer, the scenario helpers and docs/import.md.
 */
import type { Wh40kAttackerJson, Wh40kTargetJson } from '../../src/import/wh40k/types.js';

/** strike-force.ros: 3 Eradicators, each with a melta rifle (A1 BS3+ S9 AP-4 D6, Heavy, Melta 2). */
export const ERADICATOR_MELTA: Wh40kAttackerJson = {
  name: 'Eradicator Squad, Melta rifle',
  models: 3,
  attacks: 1,
  bs: 3,
  strength: 9,
  ap: -4,
  damage: 'D6',
  rules: ['heavy', { rule: 'melta', damage: 2 }],
};

/** waaagh.json: the Deff Dread (T9 SV2+ W8, Feel No Pain 6+, Vehicle and Walker). */
export const DREAD_TARGET: Wh40kTargetJson = {
  name: 'Deff Dread',
  models: 1,
  toughness: 9,
  save: 2,
  wounds: 8,
  feelNoPain: 6,
  keywords: ['vehicle', 'walker'],
};
