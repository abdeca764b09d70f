// The spec's two format examples, shared by the validation tests and the type tests.
import type { MesbgScenarioInput, ScrollhammerScenarioInput } from '../../src/scenario/schema.js';

/** The spec's two format examples (docs/scenario-format.md, "Scrollhammer" and "MESBG"). */
export const SPEC_SCROLLHAMMER = {
  ruleset: 'scrollhammer',
  phase: 'shooting',
  attackers: [
    {
      name: 'Bowmen',
      models: 10,
      bs: 3,
      shots: 1,
      strength: 4,
      ap: 1,
      rules: ['critical-strike'],
      reroll: { hit: 'ones', wound: 'failed' },
    },
  ],
  target: {
    name: 'Draugr',
    groups: [
      {
        models: 5,
        toughness: 4,
        wounds: 2,
        save: 4,
        ward: 6,
        feelNoPain: 5,
        rules: ['eternal-warrior'],
      },
    ],
    cover: 4,
    goneToGround: false,
  },
  allocation: 'rules',
  method: 'exact',
} satisfies ScrollhammerScenarioInput;
export const SPEC_MESBG = {
  ruleset: 'mesbg',
  attackers: [
    { name: 'Hunter Orcs', models: 3, shootValue: 4, strength: 2, moved: false, inTheWay: 1 },
  ],
  target: { name: 'Bilbo', defence: 3, wounds: 1 },
} satisfies MesbgScenarioInput;
