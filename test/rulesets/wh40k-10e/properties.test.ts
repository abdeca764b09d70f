// Properties of the wh40k-10e ruleset over random valid scenarios (fast-check): the exact
// engine equals the die-by-die enumerator on random tiny scenarios, every distribution sums to
// 1, and a better defence never raises what the attacker achieves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Wh40kWeaponRuleInput } from '../../../src/rulesets/wh40k-10e/input.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../../src/scenario/schema.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { enumerateWh40k, RESULT_NAMES } from './enumerate.js';

type Wh40kInput = Extract<ScenarioInput, { ruleset: 'wh40k-10e' }>;

const KEYWORDS = [
  'lethal-hits',
  'devastating-wounds',
  'twin-linked',
  'lance',
  'heavy',
  'ignores-cover',
] as const;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const roll = fc.integer({ min: 2, max: 6 });
const policy = opt(fc.constantFrom('ones' as const, 'failed' as const, 'non-critical' as const));

/** A random scenario of one attack at a small unit: small enough to enumerate every die. */
const tiny: fc.Arbitrary<Wh40kInput> = fc
  .record({
    skill: roll,
    melee: fc.boolean(),
    strength: fc.integer({ min: 2, max: 9 }),
    ap: fc.integer({ min: -3, max: 0 }),
    damage: fc.constantFrom<number | string>(1, 2),
    keywords: fc.subarray([...KEYWORDS]),
    sustained: fc.boolean(),
    anti: fc.boolean(),
    hit: policy,
    wound: policy,
    hitModifier: fc.integer({ min: -2, max: 2 }),
    woundModifier: fc.integer({ min: -2, max: 2 }),
    criticalHitOn: fc.constantFrom(5, 6),
    flags: fc.boolean(),
    models: fc.integer({ min: 1, max: 2 }),
    toughness: fc.integer({ min: 2, max: 8 }),
    save: opt(roll),
    invulnerable: opt(roll),
    wounds: fc.integer({ min: 1, max: 3 }),
    feelNoPain: opt(fc.constantFrom(5, 6)),
    cover: fc.boolean(),
    stealth: fc.boolean(),
    halveDamage: fc.boolean(),
    damageReduction: fc.integer({ min: 0, max: 1 }),
  })
  .map((r) => {
    const rules: Wh40kWeaponRuleInput[] = [...r.keywords];
    if (r.sustained) rules.push({ rule: 'sustained-hits', hits: 1 });
    if (r.anti) rules.push({ rule: 'anti', keyword: 'infantry', on: 4 });
    // One re-rolled roll at most, to keep the enumeration small.
    const reroll = r.hit ? { hit: r.hit } : r.wound ? { wound: r.wound } : {};
    return {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 1,
          ...(r.melee ? { ws: r.skill } : { bs: r.skill }),
          strength: r.strength,
          ap: r.ap,
          damage: r.damage,
          rules,
          reroll,
          hitModifier: r.hitModifier,
          woundModifier: r.woundModifier,
          criticalHitOn: r.criticalHitOn,
          remainedStationary: r.flags,
          charged: r.flags,
        },
      ],
      target: {
        models: r.models,
        toughness: r.toughness,
        wounds: r.wounds,
        keywords: ['infantry'],
        cover: r.cover,
        stealth: r.stealth,
        halveDamage: r.halveDamage,
        damageReduction: r.damageReduction,
        ...(r.save === undefined ? {} : { save: r.save }),
        ...(r.invulnerable === undefined ? {} : { invulnerable: r.invulnerable }),
        ...(r.feelNoPain === undefined ? {} : { feelNoPain: r.feelNoPain }),
      },
    } satisfies Wh40kInput;
  });

describe('wh40k-10e properties', () => {
  it('the exact engine equals the enumeration of every die, on random tiny scenarios', () => {
    fc.assert(
      fc.property(tiny, (s) => {
        let brute: ReturnType<typeof enumerateWh40k>;
        try {
          brute = enumerateWh40k(parseScenario(s) as Wh40kScenario, 20_000);
        } catch (e) {
          if (!String(e).includes('sequences')) throw e;
          // Too many die sequences to enumerate quickly: another scenario is drawn.
          fc.pre(false);
          return;
        }
        const r = evaluate(s).results;
        for (const name of RESULT_NAMES) {
          const p = r[name]!.toArray();
          const want = brute[name];
          for (let k = 0; k < Math.max(p.length, want.length); k++) {
            expect(Math.abs((p[k] ?? 0) - (want[k] ?? 0)), `${name}[${k}]`).toBeLessThan(1e-12);
          }
        }
      }),
      { numRuns: 20, seed: 40 },
    );
  });

  it('a better save, invulnerable save or Feel No Pain never raises the wounds lost', () => {
    const better = (n: number | undefined) => (n === undefined ? 6 : Math.max(2, n - 1));
    fc.assert(
      fc.property(tiny, fc.constantFrom('save', 'invulnerable', 'feelNoPain'), (s, field) => {
        const stronger: Wh40kInput = {
          ...s,
          target: { ...s.target, [field]: better(s.target[field]) },
        };
        const lost = evaluate(s).results.woundsLost!.mean();
        expect(evaluate(stronger).results.woundsLost!.mean()).toBeLessThanOrEqual(lost + 1e-12);
      }),
      { numRuns: 60, seed: 41 },
    );
  });

  it('more models attacking never lowers the expected damage, and results sum to 1', () => {
    fc.assert(
      fc.property(tiny, (s) => {
        const more: Wh40kInput = { ...s, attackers: [{ ...s.attackers[0]!, models: 3 }] };
        const r = evaluate(more).results;
        for (const d of Object.values(r)) {
          expect(Math.abs(d.toArray().reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
        }
        expect(r.damage!.mean()).toBeGreaterThanOrEqual(evaluate(s).results.damage!.mean() - 1e-12);
      }),
      { numRuns: 60, seed: 42 },
    );
  });
});
