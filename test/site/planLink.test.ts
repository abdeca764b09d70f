/**
 * The plan part of a link (site/src/planLink.ts): what the planner writes reads back the same,
 * and every bad field is refused with its name and value.
 */
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, type PlanLink, readPlanLink } from '../../site/src/planLink.js';

const PLAN: PlanLink = {
  v: 1,
  base: { ruleset: 'wh40k-10e' },
  shooters: [
    {
      name: 'Intercessors',
      attackers: [{ models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 }],
    },
  ],
  targets: [
    { name: 'Boyz', points: 80, toughness: 5, save: 5, models: 10 },
    { name: 'Deff Dread', points: 130, toughness: 9, save: 2, wounds: 12, models: 1 },
  ],
  shoot: ['Intercessors'],
  at: ['Boyz'],
  objective: { destroy: 'Deff Dread' },
  depth: 3,
  method: 'rollout',
};

/** The plan with one field replaced, through JSON as a link carries it. */
const withField = (field: string, value: unknown) =>
  JSON.parse(JSON.stringify({ ...PLAN, [field]: value })) as unknown;

describe('the plan part of a link', () => {
  it('reads back what the planner writes, through JSON', () => {
    expect(readPlanLink(JSON.parse(JSON.stringify(PLAN)))).toEqual({ plan: PLAN });
    for (const objective of ['points', 'points-removed', { atLeast: 100 }] as const) {
      expect(readPlanLink(withField('objective', objective))).toEqual({
        plan: { ...PLAN, objective },
      });
    }
  });

  it('names the bad field and its value', () => {
    const cases: [string, unknown, RegExp][] = [
      ['v', 2, /^its plan\.v should be 1 .*, got 2$/],
      ['depth', 9, /^its plan\.depth should be a whole number from 1 to 4, got 9$/],
      ['depth', 1.5, /plan\.depth .*got 1\.5$/],
      ['method', 'fast', /^its plan\.method should be "auto", "exact", "rollout", got "fast"$/],
      ['objective', 'kills', /^its plan\.objective should be .*, got "kills"$/],
      [
        'objective',
        { destroy: 'Nobz' },
        /plan\.objective\.destroy should be a name of the plan's targets, got "Nobz"$/,
      ],
      [
        'objective',
        { atLeast: -1 },
        /plan\.objective\.atLeast should be a whole number from 1, got -1$/,
      ],
      [
        'shoot',
        ['Hellblasters'],
        /plan\.shoot\[0\] should be a name of the plan's shooters, got "Hellblasters"$/,
      ],
      ['at', 'Boyz', /plan\.at should be a list of names, got "Boyz"$/],
      ['base', { points: 1 }, /plan\.base should be an object with a ruleset/],
      ['shooters', [], /plan\.shooters should be a list of 1 to 60 units, got \[\]$/],
      [
        'shooters',
        [{ name: 'A', attackers: 3 }],
        /plan\.shooters\[0\]\.attackers should be a list of objects, got 3$/,
      ],
      [
        'targets',
        [{ name: '' }],
        /plan\.targets\[0\]\.name should be a name of 1 to 200 characters, got ""$/,
      ],
      [
        'targets',
        [{ name: 'Boyz', points: -5 }],
        /plan\.targets\[0\]\.points should be a number from 0, got -5$/,
      ],
    ];
    for (const [field, value, message] of cases) {
      const r = readPlanLink(withField(field, value));
      expect('error' in r ? r.error : 'read', `${field}: ${JSON.stringify(value)}`).toMatch(
        message,
      );
    }
    expect(readPlanLink([1])).toEqual({ error: 'its plan should be an object, got [1]' });
  });

  it('refuses a plan part over its limits, by its size', () => {
    const many = Array.from({ length: PLAN_LIMITS.units + 1 }, (_, i) => ({ name: `T${i}` }));
    const r = readPlanLink(withField('targets', many));
    expect('error' in r && r.error).toMatch(/plan\.targets should be a list of 1 to 60 units/);
    // One attacker padded past the characters a plan may hold (400,000).
    const huge = withField('shooters', [
      { name: 'A', attackers: [{ note: 'x'.repeat(PLAN_LIMITS.chars) }] },
    ]);
    const h = readPlanLink(huge);
    expect('error' in h && h.error).toMatch(
      /^its plan holds 400,\d{3} characters of JSON, more than the 400,000 a plan may$/,
    );
  });
});
