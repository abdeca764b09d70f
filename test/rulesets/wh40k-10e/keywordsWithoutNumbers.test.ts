// The datasheet keywords that change no number (docs/wh40k-10e.md and docs/wh40k-11e.md,
// "Keywords that change no number"): accepted in both editions' scenarios, in a profile's
// rules and in its modes', every number the same as without them (exactly, and draw for draw
// at a seed), and named in the result's `notes`, its JSON and its report.
import { describe, expect, test } from 'vitest';
import { parseWeaponKeywords } from '../../../src/import/wh40k/keywords.js';
import { formatReport } from '../../../src/report/formatReport.js';
import { makeStyle } from '../../../src/report/style.js';
import { WH40K_NO_NUMBER_KEYWORDS } from '../../../src/rulesets/wh40k-10e/schema.js';
import { WH40K_11E_NO_NUMBER_KEYWORDS } from '../../../src/rulesets/wh40k-11e/schema.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const EDITIONS = [
  ['wh40k-10e', WH40K_NO_NUMBER_KEYWORDS],
  ['wh40k-11e', WH40K_11E_NO_NUMBER_KEYWORDS],
] as const;

/** Bolt rifles at Boyz, with `rules` on the profile; a second profile with modes. */
const scenario = (ruleset: string, rules: readonly string[], method = 'exact') => ({
  ruleset,
  method,
  samples: 2000,
  seed: 7,
  attackers: [
    {
      name: 'Bolt rifle',
      models: 5,
      attacks: 2,
      bs: 3,
      strength: 4,
      ap: -1,
      rules: ['heavy', ...rules],
    },
    {
      name: 'Missile launcher',
      bs: 3,
      strength: 4,
      modes: [
        { name: 'frag', attacks: 'D6', rules: ['blast', ...rules] },
        { name: 'krak', strength: 9, ap: -2, damage: 'D6' },
      ],
    },
  ],
  target: { name: 'Boyz', models: 10, toughness: 5, save: 5, keywords: ['infantry'] },
});

/** Every result of an evaluation as numbers. */
const numbers = (s: object) => JSON.parse(JSON.stringify(evaluate(s as never).results));

describe.each(EDITIONS)('%s: keywords that change no number', (ruleset, keywords) => {
  test('the list: the core rules and datasheet keywords of the importer, Psychic in 10th only', () => {
    expect([...keywords].sort()).toEqual(
      [
        'assault',
        'extra-attacks',
        'hazardous',
        'indirect-fire',
        'one-shot',
        'pistol',
        ...(ruleset === 'wh40k-10e' ? ['psychic'] : []),
      ].sort(),
    );
  });

  test('accepted, and every number is the one without them, exactly and draw for draw', () => {
    const plain = numbers(scenario(ruleset, []));
    expect(numbers(scenario(ruleset, [...keywords]))).toEqual(plain);
    for (const k of keywords) expect(numbers(scenario(ruleset, [k]))).toEqual(plain);
    const mc = (rules: readonly string[]) => numbers(scenario(ruleset, rules, 'monte-carlo'));
    expect(mc([...keywords])).toEqual(mc([]));
  });

  test('named in notes (once per profile, the modes included), the JSON and the report', () => {
    const r = evaluate(scenario(ruleset, ['hazardous', 'assault']) as never);
    // The first profile lists both; the launcher's frag mode both: one note per rule and profile.
    expect(r.notes).toEqual([
      { rule: 'assault', attacker: 0, name: 'Bolt rifle', note: 'changes no number' },
      { rule: 'hazardous', attacker: 0, name: 'Bolt rifle', note: 'changes no number' },
      { rule: 'assault', attacker: 1, name: 'Missile launcher', note: 'changes no number' },
      { rule: 'hazardous', attacker: 1, name: 'Missile launcher', note: 'changes no number' },
    ]);
    expect(r.toJSON().notes).toEqual(r.notes);
    const report = formatReport(r, 'summary', makeStyle(false), false);
    expect(report).toContain('Keywords that change no number, for Bolt rifle: assault, hazardous');
    expect(report).toContain(
      'Keywords that change no number, for Missile launcher: assault, hazardous',
    );
    const none = evaluate(scenario(ruleset, []) as never);
    expect(none.notes).toEqual([]);
    expect(none.toJSON()).not.toHaveProperty('notes');
  });

  test('kept by the parse, so a parsed scenario parses again unchanged', () => {
    const once = parseScenario(scenario(ruleset, [...keywords]) as never);
    expect(parseScenario(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  test('a keyword still may not be listed twice, and an unknown one is refused by name', () => {
    expect(() => parseScenario(scenario(ruleset, ['assault', 'assault']) as never)).toThrow(
      /attackers\[0\]\.rules: the rule "assault" is listed twice/,
    );
    expect(() => parseScenario(scenario(ruleset, ['asault']) as never)).toThrow(
      /did you mean "assault"/,
    );
  });
});

test('every keyword the importer names as not modelled, in kebab case, a scenario accepts', () => {
  // The keyword line of a weapon as the datasheets print it: the importer reads the rules it
  // models and names the rest (Pistol is the profile's `pistol` field).
  const read = parseWeaponKeywords(
    'Assault, Pistol, Hazardous, One Shot, Indirect Fire, Extra Attacks, Psychic',
  );
  expect(read.pistol).toBe(true);
  const kebab = read.unmodelled.map((k) => k.toLowerCase().replace(/ /g, '-'));
  for (const k of kebab) expect(WH40K_NO_NUMBER_KEYWORDS).toContain(k);
  expect(() => parseScenario(scenario('wh40k-10e', kebab) as never)).not.toThrow();
});

test('11th edition models Psychic: not a note there', () => {
  const r = evaluate(scenario('wh40k-11e', ['psychic']) as never);
  expect(r.notes).toEqual([]);
});
