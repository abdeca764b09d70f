/**
 * The playground's Kill Team (2024) views, end to end in headless Chromium: the shooting attack
 * and the fight in the form, the fight's headline in its own words (the labels table,
 * src/report/labels.ts), and durability and "across every save" of a shooting attack, every
 * number checked against the library in this process. Screenshots go to test-output/site/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acrossSaves } from '../../src/analytics/acrossSaves.js';
import { durability, rulesetDurability, threatOf } from '../../src/analytics/durability.js';
import { percent } from '../../src/report/text.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { ROOT, SHOTS, servedSite } from './harness.js';

const site = servedSite();

const example = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'examples', name), 'utf8')) as Record<string, unknown>;

async function open(scenario: object): Promise<{ page: Page; errors: Error[] }> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(
    `${site.url}#j=${Buffer.from(JSON.stringify({ scenario })).toString('base64url')}`,
  );
  // aria-busy is false once the answer is for the attack in the form.
  await page.locator('#answer[aria-busy="false"]').waitFor();
  return { page, errors };
}

/**
 * Numbers equal to 1e-12 (relative): Chromium's V8 and Node's may round one operation of the
 * Kill Team engine a last bit apart (7.304055212620027 against ...028 was seen).
 */
const near = (xs: readonly (readonly (string | null)[])[]) =>
  xs.map((row) =>
    row.map((x) =>
      expect.closeTo(Number(x), 12 - Math.ceil(Math.log10(Math.max(1, Math.abs(Number(x)))))),
    ),
  );

/** The exact values a table's cells carry in their titles, row by row. */
const titles = (page: Page, table: string) =>
  page
    .locator(`${table} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.getAttribute('title'))),
    );

describe('the Kill Team views', () => {
  it('has the shooting attack and the fight in the form', async () => {
    const { page, errors } = await open(example('killteam-bolt-rifle-vs-trooper.json'));
    const labels = await page.$$eval('#ruleset option', (os) => os.map((o) => o.textContent));
    expect(labels.filter((l) => /Kill Team/.test(l ?? ''))).toHaveLength(2);
    expect(labels.some((l) => /Kill Team.*[Ff]ight/.test(l ?? ''))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("reads the fight's headline in its own terms, and offers no save analyses for it", async () => {
    const fight = example('killteam-fight-duel.json');
    const r = evaluateJson(fight);
    const { page, errors } = await open(fight);
    expect(await page.inputValue('#headline-result')).toBe('defenderIncapacitated');
    expect(await page.textContent('#headline')).toBe(
      `P(the defender is incapacitated) = ${percent(r.get('defenderIncapacitated')!.atLeast(1))}`,
    );
    await page.selectOption('#headline-result', 'damageToDefender');
    expect(await page.textContent('#headline')).toBe(
      `P(the defender loses at least 1 wound) = ${percent(r.get('damageToDefender')!.atLeast(1))}`,
    );
    expect(await page.textContent('#headline-box')).not.toMatch(/at least 1 damage/);
    // A fight is struck and blocked, never saved: neither analysis is offered.
    expect(await page.isHidden('#saves-box')).toBe(true);
    expect(await page.isHidden('#durability-box')).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'killteam-fight-headline.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives a shooting attack across every save (in the open, in cover) and durability', async () => {
    const shoot = example('killteam-bolt-rifle-vs-trooper.json');
    const { page, errors } = await open(shoot);
    // Across every save: Save 2+ to 6+, no weapon or ward to choose.
    await page.click('#saves-box summary');
    const a = acrossSaves(shoot);
    const rows = page.locator('#saves-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(5);
    expect(await rows.locator('th').allTextContents()).toEqual(['2+', '3+', '4+', '5+', '6+']);
    expect((await titles(page, '#saves-table')).map((row) => row.map(Number))).toEqual(
      near(
        a.withoutWard.map((o, i) =>
          [o, a.withWard[i]!].flatMap((x) => [x.damage, x.slain, x.wipe].map(String)),
        ),
      ),
    );
    expect(await page.locator('#saves-table thead').textContent()).toContain('(in cover)');
    expect(await page.isHidden('#saves-ward')).toBe(true);
    expect(await page.isHidden('#saves-attacker')).toBe(true);
    await expect.poll(() => page.locator('#saves-charts svg').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'killteam-saves.png'), fullPage: true });
    // Durability: this attack and one operative with each reference weapon, by Piercing.
    await page.click('#durability-box summary');
    const rules = rulesetDurability('killteam');
    const d = durability(
      shoot.target as never,
      [
        { name: 'this attack', attackers: [shoot.attacker] },
        ...rules.defaults.map(([w, n]) => threatOf(rules.references, w, n)),
      ] as never,
      { ruleset: 'killteam' },
    );
    const drows = page.locator('#durability-table tbody tr');
    await expect.poll(() => drows.count(), { timeout: 30_000 }).toBe(d.threats.length);
    const got = await titles(page, '#durability-table');
    d.threats.forEach((t, i) => {
      expect(got[i]!.slice(0, 3).map(Number)).toEqual(
        near([[t.destroyed, t.meanSlain, t.meanDamage].map(String)])[0],
      );
      expect(got[i]!.slice(-d.aps.length).map(Number)).toEqual(
        near([t.byAp.map((x) => String(x.destroyed))])[0],
      );
    });
    const head = await page.locator('#durability-table thead').textContent();
    expect(head).toContain('Mean damage');
    expect(head).toContain('Piercing 3');
    expect(await page.locator('#durability-chart svg').textContent()).toContain('Piercing');
    await page.screenshot({ path: join(SHOTS, 'killteam-durability.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
