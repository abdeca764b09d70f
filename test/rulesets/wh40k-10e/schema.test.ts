// The wh40k-10e part of the scenario format: the contract's fields and defaults, and messages
// that name the field and the value.
import { describe, expect, test } from 'vitest';
import { parseScenario } from '../../../src/scenario/validate.js';
import { issues } from '../../helpers/scenarioIssues.js';

const wh = (attacker: object = {}, target: object = {}, rest: object = {}) => ({
  ruleset: 'wh40k-10e',
  attackers: [{ bs: 3, strength: 4, ...attacker }],
  target: { toughness: 4, ...target },
  ...rest,
});

describe('wh40k-10e scenarios', () => {
  test('the contract example is accepted, every field kept', () => {
    const full = {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          name: 'Intercessors, bolt rifle',
          models: 10,
          attacks: 2,
          bs: 3,
          strength: 4,
          ap: -1,
          damage: 1,
          rules: [
            'lethal-hits',
            'torrent',
            'blast',
            'heavy',
            'lance',
            'twin-linked',
            'devastating-wounds',
            'ignores-cover',
            { rule: 'sustained-hits', hits: 1 },
            { rule: 'rapid-fire', attacks: 1 },
            { rule: 'melta', damage: 2 },
            { rule: 'anti', keyword: 'infantry', on: 4 },
            { rule: 'anti', keyword: 'vehicle', on: 2 },
          ],
          reroll: { hit: 'ones', wound: 'non-critical' },
          hitModifier: 0,
          woundModifier: 0,
          criticalHitOn: 6,
          criticalWoundOn: 6,
          remainedStationary: false,
          charged: false,
          halfRange: false,
        },
      ],
      target: {
        name: 'Ork Boyz',
        models: 10,
        toughness: 5,
        save: 5,
        invulnerable: 4,
        wounds: 1,
        feelNoPain: 6,
        keywords: ['infantry'],
        cover: false,
        stealth: false,
        damageReduction: 0,
        halveDamage: false,
      },
      method: 'exact',
      samples: 100000,
      seed: 0,
    };
    expect(parseScenario(full)).toEqual(full);
  });

  test('defaults', () => {
    expect(parseScenario(wh())).toEqual({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          models: 1,
          attacks: 1,
          bs: 3,
          strength: 4,
          ap: 0,
          damage: 1,
          rules: [],
          reroll: {},
          hitModifier: 0,
          woundModifier: 0,
          criticalHitOn: 6,
          criticalWoundOn: 6,
          remainedStationary: false,
          charged: false,
          halfRange: false,
        },
      ],
      target: {
        models: 1,
        toughness: 4,
        wounds: 1,
        keywords: [],
        cover: false,
        stealth: false,
        damageReduction: 0,
        halveDamage: false,
      },
      method: 'exact',
      samples: 100000,
    });
  });

  test('keywords are compared in lower case', () => {
    const s = parseScenario(
      wh({ rules: [{ rule: 'anti', keyword: 'Infantry', on: 4 }] }, { keywords: ['INFANTRY'] }),
    );
    expect(s.ruleset === 'wh40k-10e' && s.target.keywords).toEqual(['infantry']);
    expect(s.ruleset === 'wh40k-10e' && s.attackers[0]!.rules).toEqual([
      { rule: 'anti', keyword: 'infantry', on: 4 },
    ]);
  });

  test('exactly one of bs and ws, except a torrent weapon', () => {
    expect(issues(wh({ bs: undefined }))).toEqual([
      'attackers[0].bs: missing; expected bs (a ranged attack) or ws (a melee attack), 2..6 (3 for 3+); only a torrent weapon may give neither',
    ]);
    expect(issues(wh({ ws: 3 }))).toEqual([
      'attackers[0].ws: give bs (a ranged attack) or ws (a melee attack), not both',
    ]);
    expect(() => parseScenario(wh({ bs: undefined, rules: ['torrent'] }))).not.toThrow();
  });

  test('values out of range name the field and the value', () => {
    expect(issues(wh({ ap: 1 }))).toEqual(['attackers[0].ap: expected -6..0, got 1']);
    expect(issues(wh({ bs: '3+' }))).toEqual([
      'attackers[0].bs: expected a whole number 2..6, got "3+" (write 3 for 3+)',
    ]);
    expect(issues(wh({ strength: 31 }))).toEqual(['attackers[0].strength: expected 1..30, got 31']);
    expect(issues(wh({ criticalHitOn: 1 }))).toEqual([
      'attackers[0].criticalHitOn: expected 2..6, got 1',
    ]);
    expect(issues(wh({}, { toughness: 0 }))).toEqual(['target.toughness: expected 1..30, got 0']);
    expect(issues(wh({}, { damageReduction: -1 }))).toEqual([
      'target.damageReduction: expected 0..10, got -1',
    ]);
    expect(issues(wh({ damage: 'D7x' }))[0]).toMatch(/^attackers\[0\]\.damage: /);
  });

  test('re-roll policies, with a did-you-mean', () => {
    expect(issues(wh({ reroll: { hit: 'noncritical' } }))).toEqual([
      'attackers[0].reroll.hit: expected "ones" or "failed" or "non-critical", got "noncritical" (did you mean "non-critical"?)',
    ]);
  });

  test('rules: unknown names, missing values, and anti once per keyword', () => {
    expect(issues(wh({ rules: ['lethal-hit'] }))).toEqual([
      'attackers[0].rules[0]: unknown rule "lethal-hit"; did you mean "lethal-hits"?',
    ]);
    expect(issues(wh({ rules: ['sustained-hits'] }))).toEqual([
      'attackers[0].rules: the rule "sustained-hits" needs its hits: write it as {"rule": "sustained-hits", "hits": ...}',
    ]);
    expect(issues(wh({ rules: ['lance', 'lance'] }))).toEqual([
      'attackers[0].rules: the rule "lance" is listed twice',
    ]);
    expect(
      issues(
        wh({
          rules: [
            { rule: 'anti', keyword: 'infantry', on: 4 },
            { rule: 'anti', keyword: 'infantry', on: 2 },
          ],
        }),
      ),
    ).toEqual(['attackers[0].rules: the rule "anti" is listed twice with keyword "infantry"']);
    expect(issues(wh({ rules: [{ rule: 'melta', damage: 0 }] }))).toEqual([
      'attackers[0].rules[0].damage: expected 1..20, got 0',
    ]);
  });

  test('a field of another ruleset gets a suggestion or the list of fields', () => {
    expect(issues(wh({ shots: 2 }))[0]).toMatch(/^attackers\[0\]\.shots: unknown field "shots"/);
    expect(issues(wh({}, { groups: [] }))[0]).toBe(
      'target.groups: expected at least one group, got none',
    );
  });
});
