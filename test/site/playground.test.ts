/**
 * The playground, end to end: the built site served from 127.0.0.1 and driven in headless
 * Chromium. Every number the page shows is checked against the library computing the same
 * scenario in this process. Screenshots of each view go to test-output/site/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import analysisExample from '../../examples/analytics/loadouts.json';
import { compare } from '../../src/analytics/compare.js';
import { ScenarioError } from '../../src/errors.js';
import { renderSvg } from '../../src/report/chart.js';
import { percent } from '../../src/report/text.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { buildSite, DIST, launch, SHOTS, serve } from './harness.js';

let browser: Browser;
let server: Server;
let url: string;

beforeAll(async () => {
  await buildSite();
  ({ url, server } = await serve(DIST));
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** The README's first example: Bowmen shooting at Draugr in cover. */
const BOWMEN = {
  ruleset: 'scrollhammer',
  attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
  target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }], cover: 4 },
};

/** The README's Monte Carlo example. */
const ORCS = {
  ruleset: 'mesbg',
  method: 'monte-carlo',
  samples: 100000,
  seed: 7,
  attackers: [{ name: 'Hunter Orcs', models: 5, shootValue: 5, strength: 2 }],
  target: { name: 'Bilbo', defence: 3, wounds: 2 },
};

/** A plain link's fragment (`#j=`: base64url JSON, the form every browser can write). */
function link(scenario: object): string {
  return `#j=${Buffer.from(JSON.stringify({ scenario })).toString('base64url')}`;
}

interface Opened {
  readonly page: Page;
  readonly errors: Error[];
}

async function open(hash = '', viewport = { width: 1280, height: 900 }): Promise<Opened> {
  const page = await browser.newPage({ viewport });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(url + hash);
  return { page, errors };
}

/** The answer shown, once the page has one for the current attack. */
async function resultJson(page: Page): Promise<string> {
  // aria-busy is false once the answer is for the attack in the form (no edit pending).
  await page.locator('#answer[aria-busy="false"]').waitFor();
  expect(await page.textContent('#status')).toMatch(/^(Exact|Monte Carlo)/);
  return (await page.textContent('#result-json')) ?? '';
}

function field(path: string): string {
  return `[data-path="${path}"] > input, [data-path="${path}"] > select`;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function close({ page, errors }: Opened): Promise<void> {
  await page.close();
  expect(errors.map((e) => e.message)).toEqual([]);
}

describe('the playground', () => {
  it('builds the README Bowmen attack through the form and shows the library numbers', async () => {
    // Start from a bare attack (as a link), then build the Bowmen with the form alone.
    const bare = {
      ruleset: 'scrollhammer',
      attackers: [{ bs: 6, strength: 1 }],
      target: { groups: [{ toughness: 10 }] },
    };
    const o = await open(link(bare));
    const { page } = o;
    await resultJson(page);
    await page.fill(field('attackers[0].name'), 'Bowmen');
    await page.fill(field('attackers[0].models'), '10');
    await page.fill(field('attackers[0].bs'), '3');
    await page.fill(field('attackers[0].strength'), '3');
    await page.fill(field('target.name'), 'Draugr');
    await page.fill(field('target.cover'), '4');
    await page.fill(field('target.groups[0].models'), '5');
    await page.fill(field('target.groups[0].toughness'), '4');
    await page.fill(field('target.groups[0].save'), '4');
    await page.locator('#summary', { hasText: '10 Bowmen BS3, S3' }).waitFor();
    const expected = evaluateJson(BOWMEN);
    expect(await resultJson(page)).toBe(JSON.stringify(expected));
    const slain = expected.results.slain!;
    expect(await page.textContent('#headline')).toBe(
      `P(at least 1 models slain) = ${percent(slain.atLeast(1))}`,
    );
    // The slider: k = 2 by keyboard.
    await page.focus('#k');
    await page.keyboard.press('ArrowRight');
    expect(await page.textContent('#headline')).toBe(
      `P(at least 2 models slain) = ${percent(slain.atLeast(2))}`,
    );
    expect(await page.textContent('#summary')).toBe(
      '10 Bowmen BS3, S3, at 5 Draugr T4 W1 4+, in 4+ cover',
    );
    expect(await page.locator('#chart svg').textContent()).toContain('models slain');
    expect(await page.locator('#all-charts svg').textContent()).toContain('number of hits');
    await shot(page, 'attack');
    // The top of the page, for docs/playground.png.
    await page.evaluate('document.activeElement.blur(); window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SHOTS, 'readme.png') });
    await close(o);
  });

  it('builds a MESBG attack through its own form', async () => {
    const o = await open();
    const { page } = o;
    await page.selectOption('#ruleset', 'mesbg');
    await page.fill(field('attackers[0].shootValue'), '4');
    await page.fill(field('target.defence'), '5');
    const expected = evaluateJson({
      ruleset: 'mesbg',
      attackers: [{ name: 'Hunter Orcs', models: 5, shootValue: 4, strength: 2 }],
      target: { name: 'Bilbo', defence: 5, wounds: 2 },
    });
    await page.locator('#summary', { hasText: 'D5' }).waitFor();
    expect(await resultJson(page)).toBe(JSON.stringify(expected));
    await shot(page, 'mesbg');
    await close(o);
  });

  it('reproduces a seeded Monte Carlo answer, byte for byte, from its permalink', async () => {
    const first = await open();
    await first.page.click('#json-box summary');
    await first.page.fill('#json', JSON.stringify(ORCS));
    const expected = JSON.stringify(evaluateJson(ORCS));
    expect(await resultJson(first.page)).toBe(expected);
    await expect.poll(() => first.page.inputValue('#link')).toContain('#z=');
    const link = await first.page.inputValue('#link');
    // The downloads: the scenario as typed, and the library's chart of the answer.
    const saved = async (button: string) => {
      const [download] = await Promise.all([
        first.page.waitForEvent('download'),
        first.page.click(button),
      ]);
      return readFileSync((await download.path())!, 'utf8');
    };
    expect(JSON.parse(await saved('#download-json'))).toEqual(ORCS);
    const r = evaluateJson(ORCS);
    expect(await saved('#download-svg')).toBe(renderSvg(r, summarizeScenario(r.scenario)));
    const headline = await first.page.textContent('#headline');
    // The sampling error of P(at least 1): sqrt(p (1 - p) / n), in percentage points.
    const p1 = evaluateJson(ORCS).results.slain!.atLeast(1);
    const se = (Math.sqrt((p1 * (1 - p1)) / ORCS.samples) * 100).toPrecision(2);
    expect(headline).toBe(`P(at least 1 models slain) = ${percent(p1)} ± ${se}% (standard error)`);
    await close(first);

    const again = await open(link.slice(url.length));
    expect(await resultJson(again.page)).toBe(expected);
    expect(await again.page.textContent('#headline')).toBe(headline);
    expect(JSON.parse(await again.page.inputValue('#json'))).toEqual(ORCS);
    await shot(again.page, 'permalink-monte-carlo');
    await close(again);
  });

  it('reads a plain (uncompressed) link too', async () => {
    const o = await open(link(BOWMEN));
    expect(await resultJson(o.page)).toBe(JSON.stringify(evaluateJson(BOWMEN)));
    await close(o);
  });

  it('shows Monte Carlo progress, cancels, then gives the library seeded numbers', async () => {
    // Long, yet within the sampling limit (3e9 shots: 28 shots a sample here).
    const long = { ...BOWMEN, method: 'monte-carlo', samples: 100_000_000, seed: 3 };
    const o = await open(link(long));
    const { page } = o;
    await page.waitForSelector('#progress-box:not([hidden])');
    const progress = () =>
      page.$eval('#progress', (p) => (p as unknown as { value: number }).value);
    await expect.poll(progress, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await progress()).toBeLessThan(1);
    expect(await page.textContent('#progress-text')).toMatch(/of 100,000,000 samples/);
    await shot(page, 'monte-carlo-progress');
    await page.click('#cancel');
    await page.waitForSelector('#progress-box', { state: 'hidden' });
    expect(await page.textContent('#status')).toMatch(/^Cancelled/);

    // Offline from here: the next run starts a new worker from the script kept at load.
    await page.context().setOffline(true);
    await page.fill(field('samples'), '300000');
    const expected = evaluateJson({ ...long, samples: 300000 });
    expect(await resultJson(page)).toBe(JSON.stringify(expected));
    expect(await page.textContent('#status')).toMatch(/^Monte Carlo: 300,000 samples, seed 3/);
    // The standard error of the mean, from the sample count: sd / sqrt(n - 1).
    const slain = expected.results.slain!;
    const se = Math.sqrt(slain.variance() / (300000 - 1));
    const row = page.locator('#stats tbody tr', { hasText: 'models slain' });
    expect(Number(await row.locator('td').nth(2).getAttribute('title'))).toBeCloseTo(se, 15);
    await close(o);
  });

  it('shows a bad field with the library own message next to it', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.fill(field('attackers[0].bs'), '0');
    await page.fill(field('target.groups[0].toughness'), 'tough');
    const bad = {
      ...BOWMEN,
      attackers: [{ ...BOWMEN.attackers[0], bs: 0 }],
      target: { ...BOWMEN.target, groups: [{ ...BOWMEN.target.groups[0], toughness: 'tough' }] },
    };
    let issues: readonly { path: string; message: string }[] = [];
    try {
      parseScenario(bad);
    } catch (e) {
      if (e instanceof ScenarioError) issues = e.issues;
    }
    expect(issues.map((i) => i.path)).toEqual(['attackers[0].bs', 'target.groups[0].toughness']);
    for (const issue of issues) {
      const error = page.locator(`[data-path="${issue.path}"] > .error`);
      await expect.poll(() => error.textContent()).toBe(issue.message);
      expect(await page.getAttribute(field(issue.path), 'aria-invalid')).toBe('true');
    }
    expect(await page.textContent('#status')).toMatch(/^Fix the fields/);
    await shot(page, 'bad-field');
    await close(o);
  });

  it('asks for a rule parameter next to the rule, then computes with it', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.getByLabel('Absorb health', { exact: true }).check();
    const path = 'attackers[0].rules[0].on';
    const message = 'missing; expected Absorb Health (X+): the roll needed, 2..6 (4 for 4+)';
    expect(() =>
      parseScenario({
        ...BOWMEN,
        attackers: [{ ...BOWMEN.attackers[0], rules: [{ rule: 'absorb-health' }] }],
      }),
    ).toThrow(`${path}: ${message}`);
    await expect.poll(() => page.textContent(`[data-path="${path}"] > .error`)).toBe(message);
    await page.fill(`[data-path="${path}"] > input`, '4');
    const absorb = {
      ...BOWMEN,
      attackers: [{ ...BOWMEN.attackers[0], rules: [{ rule: 'absorb-health', on: 4 }] }],
    };
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(absorb)));
    expect(await page.textContent(`[data-path="${path}"] > .error`)).toBe('');
    expect(JSON.parse(await page.inputValue('#json'))).toEqual(absorb);
    await close(o);
  });

  it('compares loadouts against one target and draws the matchup matrix', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.context().setOffline(true); // loaded once, the page needs no network
    await page.click('#tab-compare');
    await page.waitForSelector('#compare-table table');
    await page.waitForSelector('#matrix svg');
    const c = compare(parseAnalysis(analysisExample), { targets: ['Draugr'] });
    const rows = page.locator('#compare-table tbody tr');
    expect(await rows.count()).toBe(c.entries.length);
    for (let i = 0; i < c.entries.length; i++) {
      const e = c.entries[i]!;
      expect(await rows.nth(i).locator('th').textContent()).toBe(e.profile);
      expect(await rows.nth(i).locator('td').first().getAttribute('title')).toBe(String(e.mean));
    }
    expect(await page.textContent('#compare-status')).toContain(
      `Against Draugr: ${c.best.profile}`,
    );
    // The attack built on the first view joins as a loadout.
    await page.click('#add-loadout');
    await expect.poll(() => rows.count()).toBe(c.entries.length + 1);
    expect(await rows.last().locator('th').textContent()).toBe('Bowmen 2');
    // And its target: chosen at once, so the table is against it.
    await page.click('#add-target');
    await page.locator('#compare-status', { hasText: 'Against Draugr 2:' }).waitFor();
    expect(await page.inputValue('#compare-target')).toBe('Draugr 2');
    await page.selectOption('#metric', 'wipe');
    await page.locator('#matrix svg', { hasText: 'wiped' }).waitFor();
    await shot(page, 'compare');
    await close(o);
  });

  it('is readable on a phone: nothing wider than the screen', async () => {
    const o = await open('', { width: 390, height: 844 });
    await resultJson(o.page);
    const width = await o.page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await shot(o.page, 'phone');
    await close(o);
  });

  it('reaches the form by keyboard', async () => {
    const o = await open();
    const { page } = o;
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate<string>(
          'document.activeElement?.id || document.activeElement?.tagName || ""',
        ),
      );
    }
    // Skip link, the two views, then the ruleset and the form's first fields.
    expect(order.slice(0, 4)).toEqual(['A', 'tab-attack', 'tab-compare', 'ruleset']);
    await close(o);
  });

  it('transfers under 250 KB gzip in all', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else files.push(p);
      }
    };
    walk(DIST);
    const total = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
    console.log(`playground: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    // The budget and why it moved: docs/playground.md, "Size, phones, keyboards".
    expect(total).toBeLessThan(250 * 1024);
  });
});
