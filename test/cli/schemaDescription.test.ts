// `mathhammer schema` describes the scenario files of every ruleset the library registers, by
// the titles the reports print (not the two rulesets it first had).
import { expect, test } from 'vitest';
import { registeredRulesets } from '../../src/rulesets/index.js';
import { fakeCli } from '../helpers/fakeCli.js';

test('mathhammer schema names every registered ruleset in its description', async () => {
  const r = await fakeCli(['schema']);
  expect(r.code).toBe(0);
  const { description } = JSON.parse(r.stdout) as { description: string };
  expect(description).not.toContain('Scrollhammer or MESBG');
  const titles = registeredRulesets().map((x) => x.title);
  expect(titles).toContain('Warhammer 40,000 11th edition');
  for (const t of titles) expect(description).toContain(t);
});
