// wh40k-11e units and weapon choices (../shared/spec/wh40k-units.md; docs/wh40k-11e/units.md,
// docs/wh40k-11e/precision.md): hand-derived values, "best" named in evaluate()'s decisions and
// in the report, and the errors that name their field. The brute force and the sampler are in
// bruteForce.test.ts and sampler.test.ts (unitCases.ts).
import { describe, expect, test } from 'vitest';
import { report } from '../../../src/report/index.js';
import { wh40k11eTurns } from '../../../src/rulesets/wh40k-11e/turns.js';
import type { Wh40k11eScenario } from '../../../src/rulesets/wh40k-11e/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { MODAL_LAUNCHER as modal, FIVE_T4 as target } from '../wh40k-10e/unitCases.js';

describe('wh40k-11e weapon choices', () => {
  test('"best" fires the mode with the higher mean slain, named with the runner-up in decisions and the report', () => {
    const r = evaluate({ ruleset: 'wh40k-11e', attackers: [modal], target });
    expect(r.results.slain.mean()).toBeCloseTo(1, 14);
    expect(r.decisions).toHaveLength(1);
    const d = r.decisions[0]!;
    expect(d).toMatchObject({ rule: 'weapon-mode', attacker: 0, name: 'launcher', mode: 'best' });
    expect(d.chosen.choice).toBe('spread');
    expect(d.chosen.slain).toBeCloseTo(1, 14);
    expect(d.chosen.damage).toBeCloseTo(1, 14);
    expect(d.other.choice).toBe('focus');
    expect(d.other.slain).toBeCloseTo(5 / 6, 14);
    expect(r.toJSON().decisions).toEqual(r.decisions);
    expect(report(r)).toContain(
      'Weapon mode (best) for launcher: spread, mean slain 1.00 (focus: 0.83)',
    );
    // A named mode is no decision, and gives that mode's numbers.
    const focus = evaluate({
      ruleset: 'wh40k-11e',
      attackers: [{ ...modal, mode: 'focus' }],
      target,
    });
    expect(focus.results.slain.mean()).toBeCloseTo(5 / 6, 14);
    expect(focus.decisions).toEqual([]);
  });

  test('a mode equals the plain weapon it stands for, exactly and sampled', () => {
    const moded = { ruleset: 'wh40k-11e' as const, attackers: [modal], target };
    const plain = {
      ruleset: 'wh40k-11e' as const,
      attackers: [{ name: 'launcher', attacks: 2, strength: 4, rules: ['torrent' as const] }],
      target,
    };
    const a = evaluate(moded).results;
    const b = evaluate(plain).results;
    for (const [name, dist] of Object.entries(b)) {
      expect(a[name as keyof typeof a]!.toArray()).toEqual(dist.toArray());
    }
    expectSamplerFits(moded, 5000, 2601);
  });

  test('pistols or the other ranged weapons, with the Lethal Hits decision made for the chosen set', () => {
    // Pistol: 1 Torrent attack at S4, 1/2 slain; rifle: 2 attacks, mean 1; melee unaffected.
    // Knife: WS 2+ with Lethal Hits on 2+ criticals: always wounds on a hit (5/6) beats
    // rolling (5/6 x 1/2), so "best" takes "always": 5/6 slain.
    const attackers = [
      { name: 'pistol', strength: 4, pistol: true, rules: ['torrent' as const] },
      { name: 'rifle', attacks: 2, strength: 4, rules: ['torrent' as const] },
      { name: 'knife', ws: 2, strength: 4, criticalHitOn: 2, rules: ['lethal-hits' as const] },
    ];
    const r = evaluate({ ruleset: 'wh40k-11e', attackers, target });
    expect(r.results.slain.mean()).toBeCloseTo(1 + 5 / 6, 12);
    const [pistols, lethal] = r.decisions;
    expect(pistols).toMatchObject({ rule: 'pistols', mode: 'best' });
    expect(pistols!.chosen.choice).toBe('others');
    expect(pistols!.other.choice).toBe('pistols');
    expect(pistols!.other.slain).toBeCloseTo(1 / 2 + 5 / 6, 12);
    expect(lethal).toMatchObject({ rule: 'lethal-hits', chosen: { choice: 'always' } });
    expect(report(r)).toContain('Pistols or other ranged weapons (best): others, mean slain 1.83');
  });
});

describe('wh40k-11e units: hand-derived', () => {
  test('a Support character stays behind the bodyguard; Precision selects it', () => {
    // Two Torrent attacks S4 (1/2 to wound each), Damage 2, at one bodyguard (W1) with an
    // Apothecary (W2, Support) attached; no saves.
    const groups = [
      { name: 'Guard', toughness: 4, wounds: 1 },
      { name: 'Apothecary', toughness: 4, wounds: 2, role: 'support' as const },
    ];
    const plain = evaluate({
      ruleset: 'wh40k-11e',
      attackers: [{ attacks: 2, strength: 4, damage: 2, rules: ['torrent'] }],
      target: { groups },
    });
    // The Apothecary dies only when both attacks wound: the first slays the Guard.
    expect(plain.get('slain.Apothecary')!.at(1)).toBeCloseTo(1 / 4, 14);
    const precise = evaluate({
      ruleset: 'wh40k-11e',
      attackers: [{ attacks: 2, strength: 4, damage: 2, rules: ['torrent', 'precision'] }],
      target: { groups },
    });
    // Selected: the first wound slays him (1 - 1/4); the second then goes to the Guard.
    expect(precise.get('slain.Apothecary')!.at(1)).toBeCloseTo(3 / 4, 14);
    expect(precise.get('slain.Guard')!.at(1)).toBeCloseTo(1 / 4, 14);
    expect(precise.get('charactersSlain')!.at(1)).toBeCloseTo(3 / 4, 14);
  });

  test('the errors name their field', () => {
    const groups = [
      { name: 'Guard', toughness: 4, wounds: 2 },
      { name: 'Captain', toughness: 4, wounds: 3, damageReduction: 1, role: 'leader' as const },
    ];
    expect(() =>
      evaluate({
        ruleset: 'wh40k-11e',
        attackers: [{ bs: 3, strength: 4, rules: ['devastating-wounds'] }],
        target: { groups },
      }),
    ).toThrow(/target\.groups: the groups have different damage reduction/);
    expect(() =>
      evaluate({
        ruleset: 'wh40k-11e',
        attackers: [{ bs: 3, strength: 4, rules: ['precision'], precisionTarget: 'Guard' }],
        target: { groups },
      }),
    ).toThrow(
      /attackers\[0\]\.precisionTarget: expected the name or index of a leader or support group/,
    );
    expect(() =>
      evaluate({
        ruleset: 'wh40k-11e',
        attackers: [{ bs: 3, strength: 4, precisionTarget: 'Captain' }],
        target: { groups },
      }),
    ).toThrow(/attackers\[0\]\.precisionTarget: only for a weapon with Precision/);
  });
});

describe('wh40k-11e turns', () => {
  test('one mode fires each turn, as chosen for one evaluation', () => {
    // "spread" is chosen (mean slain 1 a turn), never both modes (which would be 1 + 5/6).
    const s = parseScenario({ ruleset: 'wh40k-11e', attackers: [modal], target });
    const once = wh40k11eTurns(s as Wh40k11eScenario, 1);
    expect(once.slain[0]!.mean()).toBeCloseTo(1, 14);
  });
});
