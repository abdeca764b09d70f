// Weapon modes and pistols are choices, not sums (../shared/spec/wh40k-units.md, "The
// attacking unit"): hand-derived values, "best" named in the chosen scenario, errors.
import { describe, expect, test } from 'vitest';
import { attackTurns } from '../../../src/analytics/turns.js';
import { estimateCost } from '../../../src/cost/estimate.js';
import { TooLargeError } from '../../../src/errors.js';
import { report } from '../../../src/report/index.js';
import { chooseWh40kWeapons } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { evaluate, evaluateJson } from '../../../src/scenario/evaluate.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { MODAL_LAUNCHER as modal, FIVE_T4 as target } from './unitCases.js';

/** The scenario with its choices made, as the evaluation makes them. */
const chosen = (s: unknown): Wh40kScenario => chooseWh40kWeapons(parseScenario(s) as Wh40kScenario);

describe('wh40k-10e weapon choices', () => {
  test('one mode fires, never both; "best" is the mode with the higher mean slain, named', () => {
    const s = { ruleset: 'wh40k-10e' as const, attackers: [modal], target };
    expect(evaluate(s).results.slain.mean()).toBeCloseTo(1, 14);
    expect(chosen(s).attackers[0]!.mode).toBe('spread');
    const focus = { ...s, attackers: [{ ...modal, mode: 'focus' }] };
    expect(evaluate(focus).results.slain.mean()).toBeCloseTo(5 / 6, 14);
    expect(chosen(focus).attackers[0]!.strength).toBe(8);
  });

  test('pistols or the other ranged weapons, not both; melee weapons unaffected', () => {
    const attackers = [
      { name: 'pistol', strength: 4, pistol: true, rules: ['torrent' as const] },
      { name: 'rifle', attacks: 2, strength: 4, rules: ['torrent' as const] },
      { name: 'knife', ws: 2, strength: 4, criticalHitOn: 2 },
    ];
    // Pistol: 1/2 slain; rifle: 1; knife (hits on 2+, 5/6, then 1/2): 5/12.
    const s = { ruleset: 'wh40k-10e' as const, attackers, target };
    expect(chosen(s).pistols).toBe('others');
    expect(evaluate(s).results.slain.mean()).toBeCloseTo(1 + 5 / 12, 14);
    const pistols = { ...s, pistols: 'pistols' as const };
    expect(evaluate(pistols).results.slain.mean()).toBeCloseTo(1 / 2 + 5 / 12, 14);
    expect(chosen(pistols).attackers.map((a) => a.name)).toEqual(['pistol', 'knife']);
  });

  test('a mode that is not listed, and pistols that fire nothing, are errors naming the field', () => {
    expect(() =>
      evaluate({ ruleset: 'wh40k-10e', attackers: [{ ...modal, mode: 'krak' }], target }),
    ).toThrow(/attackers\[0\]\.mode: expected "best" or the name of one of the weapon's modes/);
    expect(() =>
      evaluate({
        ruleset: 'wh40k-10e',
        attackers: [{ strength: 4, rules: ['torrent'] }],
        target,
        pistols: 'pistols',
      }),
    ).toThrow(/pistols: "pistols" fires no weapon/);
  });
});

describe('wh40k-10e weapon choices: "best" named in evaluate()', () => {
  test('the chosen mode and the runner-up, in decisions and in the report', () => {
    const r = evaluate({ ruleset: 'wh40k-10e', attackers: [modal], target });
    expect(r.decisions).toHaveLength(1);
    const d = r.decisions[0]!;
    expect(d).toMatchObject({ rule: 'weapon-mode', attacker: 0, name: 'launcher', mode: 'best' });
    expect(d.chosen.choice).toBe('spread');
    expect(d.chosen.slain).toBeCloseTo(1, 14);
    expect(d.other.choice).toBe('focus');
    expect(d.other.slain).toBeCloseTo(5 / 6, 14);
    expect(d.other.damage).toBeCloseTo(5 / 6, 14);
    expect(report(r)).toContain(
      'Weapon mode (best) for launcher: spread, mean slain 1.00 (focus: 0.83)',
    );
    // Named, it is no decision.
    expect(
      evaluate({ ruleset: 'wh40k-10e', attackers: [{ ...modal, mode: 'focus' }], target })
        .decisions,
    ).toEqual([]);
  });
});

describe('wh40k-10e weapon choices over several turns', () => {
  test('each turn fires the chosen mode and the chosen pistols, as one evaluation does', () => {
    // Turn 1 is the single evaluation: "best" is the spread mode (mean slain 1, above); firing
    // both modes would give more. The pistols case: the rifle alone, not pistol and rifle.
    const modes = { ruleset: 'wh40k-10e' as const, attackers: [modal], target };
    const t = attackTurns(modes, 2);
    expect(t.slain[0]!.mean()).toBeCloseTo(1, 12);
    expect(t.slain[1]!.mean()).toBeGreaterThan(1);
    const pistols = {
      ruleset: 'wh40k-10e' as const,
      attackers: [
        { name: 'pistol', strength: 4, pistol: true, rules: ['torrent' as const] },
        { name: 'rifle', attacks: 2, strength: 4, rules: ['torrent' as const] },
      ],
      target,
    };
    expect(attackTurns(pistols, 1).slain[0]!.mean()).toBeCloseTo(1, 12);
  });
});

describe('weapon choices priced before they are made', () => {
  test.each(['wh40k-10e', 'wh40k-11e'] as const)(
    '%s: "best" over 64 combinations of heavy profiles is refused before any is scored',
    (ruleset) => {
      // Six weapons of two modes each: 2^6 combinations, each an exact evaluation of 400
      // models' D6 attacks at 300 W4 models: far past the decisions' bound together.
      const mode = (n: number) => ({
        name: `m${n}`,
        attacks: 'D6',
        strength: 5 + n,
        ap: -1,
        damage: 'D3',
      });
      const gun = (i: number) => ({
        name: `gun${i}`,
        models: 400,
        bs: 3,
        strength: 5,
        ap: -1,
        damage: 'D3',
        attacks: 'D6',
        modes: [mode(0), mode(1)],
        mode: 'best',
      });
      const s = {
        ruleset,
        attackers: [0, 1, 2, 3, 4, 5].map(gun),
        target: { models: 300, toughness: 10, save: 2, wounds: 4 },
      };
      expect(() => evaluateJson(s)).toThrow(TooLargeError);
      expect(() => evaluateJson(s)).toThrow(
        /attackers\[0\]\.mode, .*attackers\[5\]\.mode: "best" compares 64 combinations .* name the modes to fire/,
      );
      // By Monte Carlo, each combination is a run of its own: 64 runs of a million samples
      // of 6 x 10 models' D6 attacks (about 270 shots a sample) are past the bound too.
      const sampled = {
        ...s,
        method: 'monte-carlo',
        samples: 1_000_000,
        attackers: s.attackers.map((a) => ({ ...a, models: 10 })),
      };
      expect(() => evaluateJson(sampled)).toThrow(/"best" compares 64 combinations/);
      // One mode named for each weapon: no decision left, the run priced as usual.
      const named = { ...s, attackers: s.attackers.map((a) => ({ ...a, mode: 'm0' })) };
      expect(() =>
        estimateCost(parseScenario(named) as Parameters<typeof estimateCost>[0]),
      ).not.toThrow();
    },
  );
});
