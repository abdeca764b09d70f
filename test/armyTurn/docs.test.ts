/**
 * docs/army-turn.md's worked example, run: the analysis printed on the page gives the values
 * and the plan the page states.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { planShooting } from '../../src/armyTurn/planShooting.js';

const page = readFileSync(new URL('../../docs/army-turn.md', import.meta.url), 'utf8');
const example = JSON.parse(
  page.split('## A worked example')[1]!.split('```json')[1]!.split('```')[0]!,
);

it('docs/army-turn.md: the worked example gives the values and the plan the page states', () => {
  const plan = planShooting(example);
  expect(plan.adaptive.value.toFixed(6)).toBe('8.184328');
  expect(plan.fixed.value.toFixed(6)).toBe('8.184326');
  expect(plan.greedy.value.toFixed(6)).toBe('6.943604');
  expect(page).toContain('| adaptive | 8.184328');
  const tree = plan.adaptive.tree;
  expect(tree.step).toEqual({
    shooter: 'Eradicator Squad',
    assignment: [{ entry: 'Melta rifle', target: 'Deff Dread' }],
  });
  const untouched = tree.branches.find((b) => b.label === 'Deff Dread: no model slain')!;
  expect(untouched.probability).toBeCloseTo(0.39, 2);
  expect(untouched.next!.step.assignment[0]!.target).toBe('Boyz');
  const damaged = tree.branches.filter((b) => b.label.includes('damage on one'));
  expect(damaged).toHaveLength(7);
  for (const b of damaged) {
    const at = b.label.includes(', 1 damage on one') ? 'Boyz' : 'Deff Dread';
    expect(b.next!.step.assignment[0]!.target).toBe(at);
  }
  expect(tree.branches.find((b) => b.label === 'Deff Dread destroyed')!.probability).toBeCloseTo(
    0.053,
    3,
  );
  expect(plan.greedy.first).toEqual({
    shooter: 'Intercessor Squad',
    assignment: [{ entry: 'Bolt rifle', target: 'Boyz' }],
  });
  expect(plan.fixed.plan.map((s) => [s.shooter, s.assignment[0]!.target])).toEqual([
    ['Intercessor Squad', 'Deff Dread'],
    ['Eradicator Squad', 'Deff Dread'],
  ]);
});

it('docs/army-turn.md: the lascannons example, where adapting is worth 5.733 points', () => {
  const lascannons = JSON.parse(
    readFileSync(new URL('../../examples/army-turn/lascannons.json', import.meta.url), 'utf8'),
  );
  const plan = planShooting(lascannons);
  expect(plan.adaptive.value.toFixed(3)).toBe('53.881');
  expect(plan.fixed.value.toFixed(3)).toBe('48.148');
  expect(plan.greedy.value.toFixed(3)).toBe('53.881');
  expect((plan.adaptive.value - plan.fixed.value).toFixed(3)).toBe('5.733');
  expect(plan.adaptive.tree.step.shooter).toBe('Predator');
  const fell = plan.adaptive.tree.branches.find((b) => b.label === 'Deffkopta destroyed')!;
  expect(fell.probability).toBeCloseTo(0.37, 2);
  expect(fell.next!.step.assignment[0]!.target).toBe('Killa Kan');
  for (const s of ['53.881', '48.148', '5.73 points']) expect(page).toContain(s);
});
