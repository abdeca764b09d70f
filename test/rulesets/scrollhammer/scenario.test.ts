// Issue 8 through the scenario API: the new fields and rules as JSON, their errors (each
// naming the field and the value), custom rules by name, and the one-line summaries.
import { describe, expect, it } from 'vitest';
import { InputError, ScenarioError } from '../../../src/errors.js';
import { defineRule } from '../../../src/rulesets/scrollhammer/rules/ShotDraft.js';
import { parseAnalysis } from '../../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../../src/scenario/summarize.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const sh = (attacker: object, target: object = { groups: [{ models: 5, toughness: 4 }] }) => ({
  ruleset: 'scrollhammer',
  attackers: [{ bs: 3, strength: 4, ...attacker }],
  target,
});

/** The issues of an invalid scenario, as "path: message". */
function issues(input: unknown, options: { rules?: readonly string[] } = {}): string[] {
  try {
    parseScenario(input, undefined, options);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  }
  throw new Error('expected a ScenarioError');
}

describe('parsing the new fields and rules', () => {
  it('rules with parameters keep them; a barrage without them is a name', () => {
    const s = parseScenario(
      sh({
        rules: [
          'blast',
          { rule: 'barrage' },
          { rule: 'absorb-health', on: 4 },
          { rule: 'absorb-magicka', dice: 2, on: 5 },
        ],
      }),
    );
    expect(s.ruleset === 'scrollhammer' && s.attackers[0]!.rules).toEqual([
      'blast',
      'barrage',
      { rule: 'absorb-health', on: 4 },
      { rule: 'absorb-magicka', dice: 2, on: 5 },
    ]);
  });
  it('a list of cover saves becomes the best; a formation gets its defaults', () => {
    const s = parseScenario(
      sh({}, { groups: [{ toughness: 4 }], cover: [5, 4], formation: { files: 5 } }),
    );
    expect(s.ruleset === 'scrollhammer' && s.target).toMatchObject({
      cover: 4,
      formation: { files: 5, baseMm: 25, gap: 1 },
    });
  });
  it('parsing a parsed scenario gives it back unchanged', () => {
    const once = parseScenario(
      sh(
        {
          rules: ['blast', { rule: 'barrage', indirect: true }],
          aim: 2,
          save: 4,
          feelNoPain: true,
        },
        {
          groups: [{ models: 3, toughness: 4, rules: ['chameleon'] }],
          formation: {
            positions: [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
              { x: 2, y: 0, baseMm: 40 },
            ],
          },
          interveningModels: true,
        },
      ),
    );
    expect(parseScenario(once)).toEqual(once);
  });
  it('errors name the field and the value', () => {
    expect(issues(sh({ rules: ['absorb-health'] }))).toEqual([
      'attackers[0].rules: the rule "absorb-health" needs its on: write it as {"rule": "absorb-health", "on": ...}',
    ]);
    expect(issues(sh({ rules: [{ rule: 'absorb-magicka', dice: 0, on: 4 }] }))).toEqual([
      'attackers[0].rules[0].dice: expected 1..10, got 0',
    ]);
    expect(issues(sh({}, { groups: [{ toughness: 4 }], cover: [5, 1] }))).toEqual([
      'target.cover[1]: expected 2..6, got 1',
    ]);
    expect(issues(sh({}, { groups: [{ toughness: 4 }], cover: '4+' }))[0]).toMatch(
      /^target.cover: expected the cover save 2..6, or a list/,
    );
    expect(
      issues(sh({}, { groups: [{ toughness: 4 }], formation: { files: 2, positions: [] } })),
    ).toContain('target.formation.positions: expected at least one position, got none');
    expect(issues(sh({}, { groups: [{ toughness: 4 }], formation: { baseMm: 25 } }))).toEqual([
      'target.formation.files: give files (ranks and files) or positions (every model placed), one of them',
    ]);
    expect(
      issues(sh({}, { groups: [{ toughness: 4 }], formation: { files: 2, baseMm: 5 } })),
    ).toEqual(['target.formation.baseMm: expected 10..200 mm, got 5']);
    expect(issues(sh({ rules: ['chameleon'] }))).toEqual([
      'attackers[0].rules[0]: "chameleon" is a rule of target groups, not of attackers',
    ]);
    expect(issues(sh({ rules: ['large-blats'] }))).toEqual([
      'attackers[0].rules[0]: unknown rule "large-blats"; did you mean "large-blast"?',
    ]);
  });
  it('combinations the engine refuses: InputError naming the field', () => {
    expect(() => evaluateJson(sh({ rules: ['blast'] }))).toThrow(InputError);
    expect(() => evaluateJson(sh({ rules: ['blast'] }))).toThrow(/target.formation: missing/);
    expect(() => evaluateJson({ ...sh({ charging: true }), phase: 'shooting' })).toThrow(
      /attackers\[0\]\.charging: charging is for close combat/,
    );
  });
  it('character: true on a target group, exact and Monte Carlo, and in the summary', () => {
    // Two W2 heroes, 4 Autohit wounds of 1 at most: spread, max(0, N - 2) slain (3/8 mean),
    // where stacked models would lose floor(N / 2) (3/4): docs/rules/allocation.md.
    const heroes = {
      groups: [{ models: 2, toughness: 4, wounds: 2, character: true }],
    };
    const s = sh({ shots: 4, rules: ['autohit'] }, heroes);
    const parsed = parseScenario(s);
    expect(parsed.ruleset === 'scrollhammer' && parsed.target.groups[0]!.character).toBe(true);
    expect(evaluateJson(s).results.slain!.mean()).toBeCloseTo(3 / 8, 14);
    const stacked = sh(
      { shots: 4, rules: ['autohit'] },
      { groups: [{ models: 2, toughness: 4, wounds: 2 }] },
    );
    expect(evaluateJson(stacked).results.slain!.mean()).toBeCloseTo(3 / 4, 14);
    const mc = evaluateJson({ ...s, method: 'monte-carlo', samples: 20000, seed: 1 });
    expect(Math.abs(mc.results.slain!.mean() - 3 / 8)).toBeLessThan(0.02);
    expect(summarizeScenario(parseScenario(s))).toMatch(/\(characters\)/);
    expect(issues(sh({}, { groups: [{ toughness: 4, character: 'yes' }] }))[0]).toMatch(
      /^target\.groups\[0\]\.character: /,
    );
  });
  it('aimAt: the centre hole must be over the aimed base (004, "Blast and Large Blast")', () => {
    const two = {
      groups: [{ models: 2, toughness: 4 }],
      formation: {
        positions: [
          { x: 0, y: 0 },
          { x: 2.3, y: 0 },
        ],
        baseMm: 28,
      },
    };
    const autohit = (more: object) => sh({ rules: ['blast', 'autohit'], ...more }, two);
    // 0.4" towards B, within A's 0.551" radius: B is 1.9" < 2.05" from the hole, both hit.
    expect(evaluateJson(autohit({ aimAt: { x: 0.4, y: 0 } })).results.hits!.at(2)).toBe(1);
    // On A's centre: only A. Omitted: the best point, both.
    expect(evaluateJson(autohit({ aimAt: { x: 0, y: 0 } })).results.hits!.at(1)).toBe(1);
    expect(evaluateJson(autohit({})).results.hits!.at(2)).toBe(1);
    expect(() => evaluateJson(autohit({ aimAt: { x: 1.2, y: 0 } }))).toThrow(
      /attackers\[0\]\.aimAt: the centre hole must be over a model's base.*\(1\.2, 0\)/,
    );
    expect(() => evaluateJson(autohit({ aim: 1, aimAt: { x: 0.4, y: 0 } }))).toThrow(
      /attackers\[0\]\.aimAt: .*\(0\.4, 0\) is not over model 1/,
    );
    expect(() => evaluateJson(sh({ aimAt: { x: 0, y: 0 } }))).toThrow(
      /attackers\[0\]\.aimAt: aimAt places a blast marker/,
    );
    expect(issues(autohit({ aimAt: { x: 0 } }))).toEqual([
      'attackers[0].aimAt.y: missing; expected the centre hole, inches',
    ]);
  });
});

describe('close combat rolls To Hit on hitOn, never on Ballistic Skill', () => {
  const melee = (attackers: object[]) => ({
    ruleset: 'scrollhammer',
    phase: 'close-combat',
    attackers,
    target: { groups: [{ models: 5, toughness: 4 }] },
  });
  it('bs in close combat is a ScenarioError at attackers[i].bs that names hitOn', () => {
    const found = issues(
      melee([
        { hitOn: 3, strength: 4 },
        { bs: 4, strength: 4 },
      ]),
    );
    expect(found).toEqual([
      'attackers[1].bs: close combat rolls To Hit on hitOn (the roll needed, 2..6), not on Ballistic Skill; give hitOn instead of bs, got bs 4',
    ]);
    expect(() => evaluateJson(melee([{ bs: 3, strength: 4 }]))).toThrow(ScenarioError);
  });
  it('hitOn in close combat, and bs when shooting, are accepted', () => {
    // 1 attack hitting on 3+ (2/3), Strength 4 against Toughness 4 wounding on 4+ (1/2).
    const r = evaluateJson(melee([{ hitOn: 3, strength: 4 }]));
    expect(r.results.slain.mean()).toBeCloseTo(1 / 3, 14);
    expect(() =>
      parseScenario({ ...melee([{ bs: 4, strength: 4 }]), phase: 'shooting' }),
    ).not.toThrow();
  });
  it('an analysis says so too, at profiles[p].attackers[i].bs', () => {
    let message = '';
    try {
      parseAnalysis({
        ruleset: 'scrollhammer',
        phase: 'close-combat',
        profiles: [
          { name: 'Spears', attackers: [{ hitOn: 4, strength: 3 }] },
          { name: 'Bows', attackers: [{ bs: 3, strength: 3 }] },
        ],
        target: { groups: [{ toughness: 3 }] },
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('profiles[1].attackers[0].bs: close combat rolls To Hit on hitOn');
  });
});

describe('custom rules: evaluateJson(scenario, { rules })', () => {
  const rendingArrows = defineRule({
    name: 'rending-arrows',
    citation: 'house rule: +1 AP',
    apply: (d) => ({ ...d, ap: d.ap + 1 }),
  });
  const scenario = {
    ruleset: 'scrollhammer',
    attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
    target: { groups: [{ models: 4, toughness: 4, save: 4 }] },
  };
  it('a custom rule by name: 4 × 1/2 × 1/2 × 4/6 = 2/3 slain (the 4+ save becomes 5+)', () => {
    const r = evaluateJson(scenario, { rules: { 'rending-arrows': rendingArrows } });
    expect(r.results.slain?.mean()).toBeCloseTo(2 / 3, 14);
    // The result keeps the scenario as parsed: the rule by its name.
    expect(r.scenario.ruleset === 'scrollhammer' && r.scenario.attackers[0]!.rules).toEqual([
      'rending-arrows',
    ]);
  });
  it('by Monte Carlo too', () => {
    const r = evaluateJson(
      { ...scenario, method: 'monte-carlo', samples: 20_000, seed: 1 },
      { rules: { 'rending-arrows': rendingArrows } },
    );
    expect(Math.abs(r.results.slain!.mean() - 2 / 3)).toBeLessThan(0.03);
  });
  it('in a target group too, next to built-in rules', () => {
    const armoured = defineRule({
      name: 'armoured',
      citation: 'house rule: 3+ armour',
      apply: (d) => ({ ...d, armour: 3 }),
    });
    const r = evaluateJson(
      {
        ...scenario,
        attackers: [{ models: 4, bs: 3, strength: 4 }],
        target: { groups: [{ models: 4, toughness: 4, rules: ['armoured', 'eternal-warrior'] }] },
      },
      { rules: { armoured } },
    );
    expect(r.results.unsaved?.mean()).toBeCloseTo(4 * (1 / 2) * (1 / 2) * (2 / 6), 14);
  });
  it('without the option the name is unknown, with a suggestion among custom names too', () => {
    expect(() => evaluateJson(scenario)).toThrow(ScenarioError);
    expect(
      issues(
        { ...scenario, attackers: [{ bs: 3, strength: 4, rules: ['rending-arows'] }] },
        { rules: ['rending-arrows'] },
      ),
    ).toEqual([
      'attackers[0].rules[0]: unknown rule "rending-arows"; did you mean "rending-arrows"?',
    ]);
  });
  it('bad options: InputError naming the rule', () => {
    expect(() => evaluateJson(scenario, { rules: { 'rending-arrows': 3 as never } })).toThrow(
      /rules\["rending-arrows"\]: expected a rule module \(defineRule\), got 3/,
    );
    expect(() => evaluateJson(scenario, { rules: { RendingArrows: rendingArrows } })).toThrow(
      /must be kebab-case/,
    );
    expect(() => evaluateJson(scenario, { rules: { blind: rendingArrows } })).toThrow(
      /"blind" is a built-in rule/,
    );
  });
});

describe('summaries name the new rules and fields', () => {
  const line = (input: unknown) => summarizeScenario(parseScenario(input));
  it("blast with its formation and aim, backfire with the firer's saves, absorb parameters", () => {
    expect(
      line(
        sh(
          {
            name: 'Mages',
            rules: ['blast', 'backfire', { rule: 'absorb-magicka', dice: 2, on: 5 }],
            aim: 2,
            save: 5,
          },
          {
            name: 'Draugr',
            groups: [{ models: 10, toughness: 4 }],
            formation: { files: 5 },
            interveningModels: true,
          },
        ),
      ),
    ).toBe(
      '1 Mages BS3, S4 Blast Backfire Absorb Magicka (2 on a 5+), aimed at model 2, own saves 5+, at 10 Draugr T4 W1, behind intervening models, in ranks of 5 (25 mm bases 1" apart)',
    );
  });
  it('close combat: charging, Frenzy, Chameleon', () => {
    expect(
      line({
        ruleset: 'scrollhammer',
        phase: 'close-combat',
        attackers: [
          { hitOn: 4, shots: 2, strength: 4, charging: true, rules: ['furious-charge', 'frenzy'] },
        ],
        target: { groups: [{ models: 5, toughness: 3, rules: ['chameleon'] }] },
      }),
    ).toBe(
      '1 model hits on 4+ 2 attacks, S4 Furious Charge Frenzy, charging, in close combat with 5 models T3 W1 Chameleon',
    );
  });
});
