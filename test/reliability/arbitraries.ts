/**
 * Random valid scenarios (fast-check) for the reliability tests: both rulesets, every rule of
 * the scenario format, sizes small enough that the exact engine answers in milliseconds.
 * Built from the schema's own rule lists, so a rule added there is drawn here too.
 */
import fc from 'fast-check';
import {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
} from '../../src/scenario/schema.js';

const roll = fc.integer({ min: 2, max: 6 });
const dice = fc.constantFrom<number | string>(1, 2, 3, 'D3', 'D6', '2D3', 'D6-1', 'D3+1');
const reroll = fc.record(
  { hit: fc.constantFrom('ones', 'failed'), wound: fc.constantFrom('ones', 'failed') },
  { requiredKeys: [] },
);

/**
 * The rules that need nothing but their name (others need parameters, or a target formation:
 * they are tested where they are defined). Only those in the schema's lists are drawn, so a
 * rule is drawn here once it exists there.
 */
const BY_NAME_ATTACKER = [
  'critical-strike',
  'blind',
  'autohit',
  'fleshbane',
  'magical',
  'backfire',
  'furious-charge',
  'frenzy',
];
const BY_NAME_TARGET = ['eternal-warrior', 'dragonborn', 'ethereal', 'chameleon'];

/** The attacker rules drawn: those of the schema that need only their name. */
export const ATTACKER_RULES: readonly string[] = SCROLLHAMMER_ATTACKER_RULES.filter((r) =>
  BY_NAME_ATTACKER.includes(r),
);
/** The target rules drawn (Feel No Pain is drawn as the field `feelNoPain`). */
export const TARGET_RULES: readonly string[] = SCROLLHAMMER_TARGET_RULES.filter((r) =>
  BY_NAME_TARGET.includes(r),
);

/** Attacker rules as written in a file: a name, or the object form. */
const attackerRule = fc
  .constantFrom(...ATTACKER_RULES)
  .chain((r) => fc.constantFrom<string | { rule: string }>(r, { rule: r }));

/** One Scrollhammer attacker group; `hitOn` instead of `bs` now and then. */
export const scrollhammerAttacker = fc
  .record({
    name: fc.constantFrom('Bowmen', 'Archers', 'Crossbows', 'Knights'),
    models: fc.integer({ min: 1, max: 4 }),
    bs: fc.integer({ min: 1, max: 10 }),
    hitOn: fc.option(roll, { nil: undefined }),
    shots: dice,
    strength: fc.integer({ min: 1, max: 10 }),
    ap: fc.integer({ min: 0, max: 4 }),
    rules: fc.uniqueArray(attackerRule, {
      maxLength: 3,
      selector: (r) => (typeof r === 'string' ? r : r.rule),
    }),
    reroll,
  })
  .map(({ hitOn, bs, ...a }) => (hitOn === undefined ? { ...a, bs } : { ...a, hitOn }));

/** One Scrollhammer target group. */
export const scrollhammerGroup = fc.record(
  {
    models: fc.integer({ min: 1, max: 4 }),
    toughness: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    save: roll,
    ward: roll,
    feelNoPain: fc.oneof(fc.constant(true), roll),
    rules: fc.uniqueArray(fc.constantFrom(...TARGET_RULES), { maxLength: 2 }),
  },
  { requiredKeys: ['toughness'] },
);

/** A whole Scrollhammer scenario, exact unless changed. */
export function scrollhammerScenario(
  options: { attackers?: { min: number; max: number }; groups?: { min: number; max: number } } = {},
) {
  const a = options.attackers ?? { min: 1, max: 3 };
  const g = options.groups ?? { min: 1, max: 2 };
  return fc
    .record(
      {
        ruleset: fc.constant('scrollhammer' as const),
        phase: fc.constantFrom('shooting', 'close-combat'),
        attackers: fc.array(scrollhammerAttacker, { minLength: a.min, maxLength: a.max }),
        target: fc.record(
          {
            groups: fc.array(scrollhammerGroup, { minLength: g.min, maxLength: g.max }),
            cover: roll,
            goneToGround: fc.boolean(),
          },
          { requiredKeys: ['groups'] },
        ),
        allocation: fc.constantFrom('rules', 'sequential'),
      },
      { requiredKeys: ['ruleset', 'attackers', 'target'] },
    )
    .map((s) =>
      s.phase === 'close-combat' ? { ...s, attackers: s.attackers.map(closeCombatAttacker) } : s,
    );
}

/**
 * A close-combat attacker rolls To Hit on `hitOn`, never `bs` (which the schema refuses there):
 * a generated `bs` becomes the roll the Ballistic Skill chart would need, 7 - bs within 2..6.
 */
export function closeCombatAttacker<A extends { bs?: number; hitOn?: number }>(
  a: A,
): Omit<A, 'bs'> | (Omit<A, 'bs'> & { hitOn: number }) {
  const { bs, ...rest } = a;
  return bs === undefined ? rest : { ...rest, hitOn: Math.min(6, Math.max(2, 7 - bs)) };
}

/** One MESBG obstruction: terrain, or an enemy model (friendly ones need Evil shooters). */
const obstruction = fc.oneof(
  fc.constant({}),
  fc.record({
    name: fc.constantFrom('Orc', 'Troll', 'Warg'),
    defence: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 3 }),
  }),
);

/** One MESBG attacker group: `inTheWay` terrain, or obstructions described one by one. */
export const mesbgAttacker = fc
  .record({
    models: fc.integer({ min: 1, max: 4 }),
    shootValue: roll,
    strength: fc.integer({ min: 1, max: 10 }),
    moved: fc.boolean(),
    inTheWay: fc.integer({ min: 0, max: 2 }),
    obstructions: fc.option(fc.array(obstruction, { minLength: 1, maxLength: 2 }), {
      nil: undefined,
    }),
    shots: fc.constantFrom<number | string>(1, 2, 'D3'),
    reroll,
    side: fc.constantFrom('good', 'evil'),
  })
  .map(
    ({
      obstructions,
      inTheWay,
      ...a
    }): typeof a & { inTheWay?: number; obstructions?: Obstruction[] } =>
      obstructions === undefined ? { ...a, inTheWay } : { ...a, obstructions },
  );

type Obstruction = { name?: string; defence?: number; wounds?: number };

/** A whole MESBG scenario, exact unless changed. Named obstruction models keep one profile. */
export function mesbgScenario(options: { attackers?: { min: number; max: number } } = {}) {
  const a = options.attackers ?? { min: 1, max: 3 };
  return fc
    .record({
      ruleset: fc.constant('mesbg' as const),
      attackers: fc.array(mesbgAttacker, { minLength: a.min, maxLength: a.max }),
      target: fc.record(
        {
          defence: fc.integer({ min: 1, max: 10 }),
          wounds: fc.integer({ min: 1, max: 3 }),
          combat: fc.record({
            defence: fc.integer({ min: 1, max: 10 }),
            wounds: fc.integer({ min: 1, max: 2 }),
          }),
        },
        { requiredKeys: ['defence'] },
      ),
    })
    .map((s) => {
      // Obstructions with the same name are the same model: give each name one profile, and
      // make every group Evil when the target is in a combat (Good ones may not shoot).
      const profiles = new Map<string, object>();
      const attackers = s.attackers.map((at) => {
        const obstructions = at.obstructions?.map((o) => {
          if (o.name === undefined) return o;
          const first = profiles.get(o.name) ?? o;
          profiles.set(o.name, first);
          return first;
        });
        const side = s.target.combat ? 'evil' : at.side;
        return obstructions ? { ...at, obstructions, side } : { ...at, side };
      });
      return { ...s, attackers };
    });
}
