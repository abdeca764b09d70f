/**
 * The page's link keeps the shooting plan (site/src/planLink.ts): planned, copied, opened in a
 * fresh page, the same plan is shown, run again; a tampered plan part is refused with the field
 * named.
 */
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT, servedSite } from './harness.js';

const site = servedSite();

/** What the plan shows: its choices and its answer's text. */
async function planShown(page: Page) {
  await page.locator('#plan-answer[aria-busy="false"] #plan-values').waitFor();
  return {
    shooters: await page
      .locator('input[name="plan-shooter"]:checked')
      .evaluateAll((b) => b.map((x) => (x as unknown as { value: string }).value)),
    targets: await page
      .locator('input[name="plan-target"]:checked')
      .evaluateAll((b) => b.map((x) => (x as unknown as { value: string }).value)),
    objective: await page.inputValue('#plan-objective'),
    destroy: await page.inputValue('#plan-destroy'),
    depth: await page.inputValue('#plan-depth'),
    method: await page.inputValue('#plan-method'),
    answer: await page.textContent('#plan-answer'),
  };
}

describe('the link of a shooting plan', () => {
  it('opens the same plan in a fresh page, and refuses a tampered plan part by name', async () => {
    const rosters = join(ROOT, 'examples', 'rosters');
    const page = await site.browser.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(site.url);
    await page.click('#tab-army');
    await page.setInputFiles('#army-mine', join(rosters, 'strike-force.rosz'));
    await page.setInputFiles('#army-theirs', join(rosters, 'waaagh.json'));
    await page.locator('#army-theirs-units tbody tr').first().waitFor();
    await page.locator('#army-mine-units tbody tr').first().waitFor();
    await page.click('#army-plan');
    await page.locator('#plan-answer[aria-busy="false"] #plan-values').waitFor();
    // Choices away from the defaults: one shooter fewer, another objective, depth and method.
    await page.locator('input[name="plan-shooter"]').first().uncheck();
    await page.selectOption('#plan-objective', 'destroy');
    await page.selectOption('#plan-destroy', 'Deff Dread');
    await page.fill('#plan-depth', '3');
    await page.locator('#plan-depth').dispatchEvent('change');
    await page.selectOption('#plan-method', 'exact');
    await expect
      .poll(() => page.textContent('#plan-answer h3'))
      .toBe('Objective: P(Deff Dread destroyed)');
    const before = await planShown(page);
    expect(before.depth).toBe('3');
    expect(before.method).toBe('exact');
    // The address follows the plan (the Attack view's "Copy link" copies the same address).
    const stateOf = (link: string) =>
      JSON.parse(
        inflateRawSync(Buffer.from(link.split('#z=')[1] ?? '', 'base64url')).toString('utf8'),
      ) as { plan?: { depth: number; method: string } };
    await expect.poll(() => stateOf(page.url()).plan?.method).toBe('exact');
    const link = page.url();
    expect(stateOf(link).plan?.depth).toBe(3);

    const fresh = await site.browser.newPage();
    fresh.on('pageerror', (e) => errors.push(e));
    await fresh.goto(link);
    expect(await planShown(fresh)).toEqual(before);

    // The plan part tampered with: a depth the page does not offer, refused with its name.
    const state = stateOf(link);
    state.plan!.depth = 9;
    const bad = await site.browser.newPage();
    bad.on('pageerror', (e) => errors.push(e));
    await bad.goto(`${site.url}#j=${Buffer.from(JSON.stringify(state)).toString('base64url')}`);
    await expect
      .poll(() => bad.textContent('#link-error-text'))
      .toBe(
        'Could not open the link: the link is damaged: its plan.depth should be a whole number from 1 to 4, got 9.',
      );
    expect(await bad.locator('#plan-values').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
