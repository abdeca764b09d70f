/**
 * The scenario `mathhammer run` evaluates when given no file (and so what `npm start`
 * shows): the spec's first example, made readable. It is also `examples/bowmen-vs-draugr.json`
 * (a test keeps the two equal).
 *
 * @example
 * ```ts
 * evaluate(DEFAULT_SCENARIO).results.slain?.mean();
 * ```
 */
export const DEFAULT_SCENARIO = {
  ruleset: 'scrollhammer',
  description:
    'Ten Bowmen (BS 3, Strength 4, AP 1, Critical Strike) shoot at five Draugr (Toughness 4, 2 Wounds, 4+ armour, 6++ ward, Feel No Pain 5+) in 4+ cover.',
  attackers: [
    { name: 'Bowmen', models: 10, bs: 3, shots: 1, strength: 4, ap: 1, rules: ['critical-strike'] },
  ],
  target: {
    name: 'Draugr',
    groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, ward: 6, feelNoPain: 5 }],
    cover: 4,
  },
} as const;
