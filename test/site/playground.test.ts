/**
 * The playground, end to end: the built site served from 127.0.0.1 and driven in headless
 * Chromium. Every number the page shows is checked against the library computing the same
 * scenario in this process. Screenshots of each view go to test-output/site/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import analysisExample from '../../examples/analytics/loadouts.json';
import { acrossSaves } from '../../src/analytics/acrossSaves.js';
import { compare } from '../../src/analytics/compare.js';
import {
  aos4ReferenceThreat,
  durability,
  referenceThreat,
} from '../../src/analytics/durability.js';
import { planShooting } from '../../src/armyTurn/planShooting.js';
import { ScenarioError } from '../../src/errors.js';
import {
  aos4UnitScenario,
  armyAnalysis,
  armyAnalysis11e,
  importAos4Roster,
  importRoster,
  importRoster11e,
  unitScenario,
  unitScenario11e,
} from '../../src/import/index.js';
import type { Wh40kUnit } from '../../src/import/wh40k/unit.js';
import { renderSvg } from '../../src/report/chart.js';
import { duelLines } from '../../src/report/fightReport.js';
import { decisionLine, noteLines } from '../../src/report/formatReport.js';
import { adviceLines } from '../../src/report/killteamFightReport.js';
import { resultLabel } from '../../src/report/labels.js';
import { percent } from '../../src/report/text.js';
import { fightAdvice, fightAdviceOf } from '../../src/rulesets/killteam/fight/advice.js';
import { compileFight } from '../../src/rulesets/killteam/fight/compile.js';
import type { KtFightResults } from '../../src/rulesets/killteam/fight/results.js';
import type { KtFightScenario } from '../../src/rulesets/killteam/fight/types.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { scenarioJsonSchema } from '../../src/scenario/jsonSchema.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { DIST, ROOT, SHOTS, servedSite } from './harness.js';

const site = servedSite();

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

/** Whether the wh40k-10e target of the scenario schema has groups (units of several profiles). */
const WH40K_GROUPS =
  (
    scenarioJsonSchema() as unknown as {
      $defs?: Record<string, { properties?: Record<string, unknown> }>;
    }
  ).$defs?.Wh40kTarget?.properties?.groups !== undefined;

/** A plain link's fragment (`#j=`: base64url JSON, the form every site.browser can write). */
function link(scenario: object): string {
  return `#j=${Buffer.from(JSON.stringify({ scenario })).toString('base64url')}`;
}

interface Opened {
  readonly page: Page;
  readonly errors: Error[];
}

async function open(hash = '', viewport = { width: 1280, height: 900 }): Promise<Opened> {
  const page = await site.browser.newPage({ viewport });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(site.url + hash);
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

/** The reference threats the durability box starts at, as `mathhammer durability` takes them. */
const WH40K_START = () => [
  referenceThreat('bolt-rifle', 10),
  referenceThreat('heavy-bolter', 3),
  referenceThreat('lascannon', 2),
  referenceThreat('power-fist', 3),
];

/**
 * Checks the durability table on the page against the library's `durability()`: every threat's
 * P(destroyed), mean slain and median attacks needed, and P(destroyed) at each AP (Rend).
 */
async function expectDurability(
  page: Page,
  d: {
    readonly aps: readonly number[];
    readonly threats: readonly {
      readonly destroyed: number;
      readonly meanSlain: number;
      readonly attacksNeeded: { readonly median?: number | undefined } | null;
      readonly byAp: readonly { readonly destroyed: number }[];
    }[];
  },
): Promise<void> {
  const rows = page.locator('#durability-table tbody tr');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(d.threats.length);
  for (const [i, t] of d.threats.entries()) {
    const cells = rows.nth(i).locator('td');
    const titles = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('title')));
    expect(titles.slice(0, 2)).toEqual([String(t.destroyed), String(t.meanSlain)]);
    expect(titles.slice(-d.aps.length)).toEqual(t.byAp.map((x) => String(x.destroyed)));
    expect(await cells.nth(2).textContent()).toBe(
      t.attacksNeeded === null
        ? '—'
        : t.attacksNeeded.median === undefined
          ? 'beyond 200'
          : String(t.attacksNeeded.median),
    );
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function close({ page, errors }: Opened): Promise<void> {
  await page.close();
  expect(errors.map((e) => e.message)).toEqual([]);
}

// Retried: one fresh clone's full run in four saw an army list's answer never leave busy (30 s,
// where it takes 5 s alone) in two tests, and a summary read one tick early; a second try of the
// same test passes. The page's race is not found yet (a parse error between two edits leaves
// aria-busy set, one candidate); docs/playground.md says so.
describe('the playground', { timeout: 120_000, retry: 2 }, () => {
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
    // The whole summary, the last field (the save) included: a part of it can show while the
    // last edit's tick has not yet reached it.
    await page
      .locator('#summary', { hasText: '10 Bowmen BS3, S3, at 5 Draugr T4 W1 4+, in 4+ cover' })
      .waitFor();
    const expected = evaluateJson(BOWMEN);
    expect(await resultJson(page)).toBe(JSON.stringify(expected));
    const slain = expected.results.slain!;
    expect(await page.textContent('#headline')).toBe(
      `P(at least 1 model slain) = ${percent(slain.atLeast(1))}`,
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
    await page.selectOption('#ruleset', 'mesbg:shoot');
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
    expect(headline).toBe(`P(at least 1 model slain) = ${percent(p1)} ± ${se}% (standard error)`);
    await close(first);

    const again = await open(link.slice(site.url.length));
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

  it('greys the last answer the moment the attack changes, then shows a 40k run with its error', async () => {
    const o = await open(link(BOWMEN));
    const { page } = o;
    await resultJson(page);
    expect((await page.getAttribute('#answer', 'class')) ?? '').not.toContain('stale');
    const intercessors = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'wh40k-10e-intercessors-vs-boyz.json'), 'utf8'),
    );
    const long = { ...intercessors, method: 'monte-carlo', samples: 30_000_000, seed: 2 };
    await page.click('#json-box summary');
    await page.fill('#json', JSON.stringify(long));
    // Greyed in the same tick as the edit, before any run starts.
    expect(await page.getAttribute('#answer', 'class')).toContain('stale');
    expect(await page.textContent('#headline')).toMatch(/model slain/);
    // The 40k sampler reports its progress (the library's onProgress).
    const progress = () =>
      page.$eval('#progress', (p) => (p as unknown as { value: number }).value);
    await expect.poll(progress, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.textContent('#progress-text')).toMatch(/of 30,000,000 samples/);
    expect(await page.getAttribute('#answer', 'class')).toContain('stale');
    await shot(page, 'stale-while-sampling');
    await page.click('#cancel');
    // Refused fast, its numbers readable.
    await page.fill('#json', JSON.stringify({ ...long, samples: 500_000_000 }));
    await page.locator('#status', { hasText: 'more than the limits' }).waitFor();
    expect(await page.textContent('#status')).toMatch(
      /500,000,000 samples.*at most [\d,]+ samples/,
    );
    expect(await page.textContent('#status')).not.toMatch(/\d{5}/);
    const small = { ...long, samples: 20_000 };
    await page.fill('#json', JSON.stringify(small));
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(small)));
    expect((await page.getAttribute('#answer', 'class')) ?? '').not.toContain('stale');
    expect(await page.textContent('#status')).toMatch(/^Monte Carlo: 20,000 samples, seed 2/);
    expect(await page.textContent('#headline')).toMatch(/± [\d.]+% \(standard error\)$/);
    expect(await page.textContent('#stats thead')).toContain('± SE of mean');
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

  it('adds, reorders and removes a target group', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.click('text=Add group');
    await page.fill(field('target.groups[1].models'), '2');
    await page.fill(field('target.groups[1].toughness'), '5');
    await page.click('text=Move group 2 up');
    const groups = [
      { models: 2, toughness: 5, save: 4 },
      { models: 5, toughness: 4, save: 4 },
    ];
    const moved = { ...BOWMEN, target: { ...BOWMEN.target, groups } };
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(moved)));
    expect(JSON.parse(await page.inputValue('#json')).target.groups).toEqual(groups);
    await page.click('text=Remove group 1');
    expect(await resultJson(page)).toBe(
      JSON.stringify(
        evaluateJson({ ...BOWMEN, target: { ...BOWMEN.target, groups: [groups[1]] } }),
      ),
    );
    await close(o);
  });

  // Runs once the wh40k-10e target has groups (the units model); skipped before.
  it.skipIf(!WH40K_GROUPS)(
    'splits a 40k target into groups with roles, in the order of allocation',
    async () => {
      const o = await open();
      const { page } = o;
      await page.selectOption('#ruleset', 'wh40k-10e');
      await resultJson(page);
      await page.click('text=Split into groups');
      // The unit's profile is now group 1's; a second group, the Leader, joins it.
      await page.click('text=Add group');
      await page.fill(field('target.groups[1].name'), 'Warboss');
      await page.fill(field('target.groups[1].models'), '1');
      await page.fill(field('target.groups[1].toughness'), '6');
      await page.fill(field('target.groups[1].save'), '4');
      await page.fill(field('target.groups[1].wounds'), '6');
      await page.selectOption(field('target.groups[1].role'), 'leader');
      await resultJson(page);
      const built = JSON.parse(await page.inputValue('#json'));
      expect(built.target).toEqual({
        name: 'Ork Boyz',
        groups: [
          // The unit's name kept by its first group (never "group 1").
          {
            name: 'Ork Boyz',
            models: 10,
            toughness: 5,
            save: 5,
            wounds: 1,
            keywords: ['infantry'],
          },
          {
            name: 'Warboss',
            models: 1,
            toughness: 6,
            save: 4,
            wounds: 6,
            keywords: ['infantry'],
            role: 'leader',
          },
        ],
      });
      expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(built)));
      expect(await page.textContent('#stats tbody')).toContain('characters slain');
      // The unit's own profile is drawn per group only.
      expect(await page.locator(field('target.toughness')).count()).toBe(0);
      await page.click('text=Move group 2 up');
      const moved = JSON.parse(await page.inputValue('#json'));
      expect(moved.target.groups.map((g: { name?: string }) => g.name)).toEqual([
        'Warboss',
        'Ork Boyz',
      ]);
      // The summary line names every group, with its role.
      await page
        .locator('#summary', {
          hasText: 'at Ork Boyz: 1 Warboss T6 W6 4+ (leader) and 10 Ork Boyz T5 W1 5+',
        })
        .waitFor();
      expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(moved)));
      await shot(page, 'wh40k-groups');
      await close(o);
    },
  );

  it('ticks a rule with its parameter at a value to start from, then computes with it', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.getByLabel('Absorb health', { exact: true }).check();
    const path = 'attackers[0].rules[0].on';
    // A D6 roll needed (2..6) starts at 4+: never an error for a ticked box.
    const absorb = (on: number) => ({
      ...BOWMEN,
      attackers: [{ ...BOWMEN.attackers[0], rules: [{ rule: 'absorb-health', on }] }],
    });
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(absorb(4))));
    expect(await page.inputValue(`[data-path="${path}"] > input`)).toBe('4');
    expect(await page.textContent(`[data-path="${path}"] > .error`)).toBe('');
    await page.fill(`[data-path="${path}"] > input`, '5');
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(absorb(5))));
    expect(JSON.parse(await page.inputValue('#json'))).toEqual(absorb(5));
    await close(o);
  });

  it('starts every ruleset and phase from a valid attack, each with its own label', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    const options = await page.$$eval('#ruleset option', (os) =>
      os.map((x) => [(x as unknown as { value: string }).value, x.textContent ?? '']),
    );
    const labels = options.map(([, l]) => l);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Middle-earth Strategy Battle Game (MESBG): Shoot phase',
        expect.stringMatching(/^Middle-earth Strategy Battle Game \(MESBG\): Fight/),
      ]),
    );
    let killteamFight = false;
    for (const [value] of options.slice(1)) {
      await page.selectOption('#ruleset', value!);
      // The last ruleset's answer is gone at once: its numbers mean nothing here.
      expect(await page.isHidden('#headline-box')).toBe(true);
      const json = JSON.parse(await resultJson(page).then(() => page.inputValue('#json')));
      expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(json)));
      expect(await page.textContent('#general-error')).toBe('');
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
      if (json.ruleset === 'killteam' && json.phase === 'fight') {
        // The Kill Team fight's solution in the words of its report: as played, against the
        // calculators' heuristics, and who strikes or blocks with what first.
        const r = evaluateJson(json);
        const fight = r.scenario as unknown as KtFightScenario;
        const advice =
          fightAdviceOf(r.results as unknown as KtFightResults) ?? fightAdvice(compileFight(fight));
        const lines = adviceLines(
          advice,
          fight.attacker.name ?? 'attacker',
          fight.defender.name ?? 'defender',
        );
        expect(lines.some((l) => / should (strike|block)/.test(l))).toBe(true);
        expect(await page.textContent('#decisions pre')).toBe(lines.join('\n'));
        killteamFight = true;
      }
    }
    expect(killteamFight).toBe(true);
    // 40k: target keywords in the form, and a ticked Sustained Hits and Anti start valid.
    await page.selectOption('#ruleset', 'wh40k-10e');
    await resultJson(page);
    expect(await page.inputValue(field('target.keywords'))).toBe('infantry');
    await page.fill(field('target.keywords'), 'infantry, psyker');
    await page.getByLabel('Sustained hits', { exact: true }).check();
    await page.getByLabel('Anti', { exact: true }).check();
    await resultJson(page);
    const built = JSON.parse(await page.inputValue('#json'));
    expect(built.target.keywords).toEqual(['infantry', 'psyker']);
    expect(built.attackers[0].rules).toEqual([
      'lethal-hits',
      { rule: 'sustained-hits', hits: 1 },
      { rule: 'anti', keyword: 'infantry', on: 4 },
    ]);
    // The last tick may not have marked the answer busy yet when the form is read: the answer
    // is awaited until it is that of the attack in the form (a stale one never matches).
    const expected = JSON.stringify(evaluateJson(built));
    await expect.poll(() => resultJson(page), { timeout: 15_000 }).toBe(expected);
    await shot(page, 'wh40k-form');
    await close(o);
  });

  it('compares loadouts against one target and draws the matchup matrix', async () => {
    const o = await open();
    const { page } = o;
    await resultJson(page);
    // Loaded once (the rest fetched in the background after the first answer), the page needs
    // no network.
    await page.locator('html[data-kept="all"]').waitFor({ state: 'attached' });
    await page.context().setOffline(true);
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
    // Each loadout on a card, with the attack form's own fields: edited there, the table follows.
    const cards = page.locator('#loadouts form.card');
    expect(await cards.count()).toBe(c.entries.length);
    const first = cards.first();
    expect(await first.locator(field('name')).inputValue()).toBe(c.entries[0]!.profile);
    await first.locator(field('attackers[0].bs')).fill('2');
    const sharper = structuredClone(analysisExample) as typeof analysisExample;
    (sharper.profiles[0]!.attackers[0] as { bs: number }).bs = 2;
    const c2 = compare(parseAnalysis(sharper), { targets: ['Draugr'] });
    await expect
      .poll(() => rows.first().locator('td').first().getAttribute('title'))
      .toBe(String(c2.entries[0]!.mean));
    expect(JSON.parse(await page.inputValue('#analysis')).profiles[0].attackers[0].bs).toBe(2);
    // A bad value is named on its card by the library.
    await first.locator(field('attackers[0].bs')).fill('0');
    await expect
      .poll(() => first.locator('[data-path="attackers[0].bs"] > .error').textContent())
      .toBe('expected 1..10, got 0');
    await first.locator(field('attackers[0].bs')).fill('2');
    // Copied, then removed: the table has one row more, then as many as before.
    await first.locator(`text=Copy loadout 1`).click();
    await expect.poll(() => rows.count()).toBe(c.entries.length + 1);
    expect(await cards.nth(1).locator(field('name')).inputValue()).toBe(
      `${c.entries[0]!.profile} 2`,
    );
    await cards.nth(1).locator('text=Remove loadout 2').click();
    await expect.poll(() => rows.count()).toBe(c.entries.length);
    await shot(page, 'compare-cards');
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

  it('keeps a damaged link in the address, says why, and offers the default', async () => {
    // A good link cut in half, garbage, and a link of the wrong shape.
    const whole = link(BOWMEN);
    const cases = [
      [whole.slice(0, Math.floor(whole.length / 2)), /the link is damaged/],
      ['#z=garbage', /the link is damaged: (?!Failed to fetch)/],
      [`#j=${Buffer.from('[1,2]').toString('base64url')}`, /does not hold a playground state/],
      ['#scenario', /not a playground link/],
      [
        `#j=${Buffer.from(JSON.stringify({ scenario: BOWMEN, more: 'saves', choices: { ward: 9 } })).toString('base64url')}`,
        /choices\.ward should be a whole number 2\.\.6, got 9/,
      ],
    ] as const;
    for (const [hash, why] of cases) {
      const o = await open(hash);
      const { page } = o;
      await page.locator('#link-error:not([hidden])').waitFor();
      expect(await page.textContent('#link-error-text')).toMatch(why);
      // Nothing computed, nothing rewritten: the address is the one opened.
      await page.waitForTimeout(300);
      expect(page.url()).toBe(site.url + hash);
      expect(await page.isHidden('#attack-view')).toBe(true);
      if (hash === '#z=garbage') {
        await shot(page, 'damaged-link');
        await page.click('#open-default');
        expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(BOWMEN)));
        await expect.poll(() => page.url()).toContain('#z=');
        expect(await page.isHidden('#link-error')).toBe(true);
      }
      await close(o);
    }
  });

  it('reopens a Compare link on the same view, target, metric and k', async () => {
    const first = await open();
    await resultJson(first.page);
    await first.page.focus('#k');
    await first.page.keyboard.press('ArrowRight');
    await first.page.click('#tab-compare');
    await first.page.locator('#compare-status', { hasText: 'Against Draugr' }).waitFor();
    await first.page.selectOption('#compare-target', 'Bandits');
    await first.page.selectOption('#metric', 'wipe');
    await first.page.locator('#compare-status', { hasText: 'Against Bandits' }).waitFor();
    await first.page.locator('#matrix svg', { hasText: 'wiped' }).waitFor();
    await expect.poll(() => first.page.url()).toContain('#z=');
    const address = first.page.url();
    await close(first);

    const again = await open(address.slice(site.url.length));
    const { page } = again;
    await page.locator('#compare-status', { hasText: 'Against Bandits' }).waitFor();
    expect(await page.getAttribute('#tab-compare', 'aria-pressed')).toBe('true');
    expect(await page.isHidden('#attack-view')).toBe(true);
    expect(await page.inputValue('#compare-target')).toBe('Bandits');
    expect(await page.inputValue('#metric')).toBe('wipe');
    await page.locator('#matrix svg', { hasText: 'wiped' }).waitFor();
    // Back on the Attack view, the result and k of the link.
    await page.click('#tab-attack');
    await resultJson(page);
    expect(await page.inputValue('#k')).toBe('2');
    expect(await page.textContent('#headline')).toMatch(/^P\(at least 2 /);
    await close(again);
  });

  it('reads dropped army lists and gives the attack, the compare table and the matrix', async () => {
    const rosters = join(ROOT, 'examples', 'rosters');
    const mine = importRoster(readFileSync(join(rosters, 'strike-force.rosz')));
    const theirs = importRoster(readFileSync(join(rosters, 'waaagh.json'), 'utf8'));
    const o = await open();
    const { page } = o;
    await resultJson(page);
    await page.click('#tab-army');
    // Your army dropped on its box (a real drop event with the file), theirs picked.
    const bytes = [...readFileSync(join(rosters, 'strike-force.rosz'))];
    const data = await page.evaluateHandle(
      `(() => { const t = new DataTransfer(); t.items.add(new File([new Uint8Array(${JSON.stringify(bytes)})], 'strike-force.rosz')); return t; })()`,
    );
    await page.dispatchEvent('#army-mine-box .drop', 'drop', { dataTransfer: data });
    await page.setInputFiles('#army-theirs', join(rosters, 'waaagh.json'));
    await page
      .locator('#army-mine-units tbody tr')
      .nth(mine.units.length - 1)
      .waitFor();
    await page
      .locator('#army-theirs-units tbody tr')
      .nth(theirs.units.length - 1)
      .waitFor();
    expect(await page.locator('#army-mine-units tbody tr').count()).toBe(mine.units.length);
    expect(await page.textContent('#army-mine-status')).toContain(
      `${mine.name}: ${mine.units.length} units`,
    );
    await shot(page, 'army-lists');

    // One unit against one: the Attack view, the library's numbers.
    const attackers = mine.units.filter((u) => u.weapons.some((w) => w.kind === 'ranged'));
    const targets = theirs.units.filter((u) => u.target !== undefined);
    await page.selectOption('#army-attacker', '0');
    await page.selectOption('#army-target', String(targets.length - 1));
    await page.click('#army-attack');
    const scenario = unitScenario(attackers[0]!, targets[targets.length - 1]!);
    const evaluated = evaluateJson(scenario);
    expect(await resultJson(page)).toBe(JSON.stringify(evaluated));
    // The bolt rifle's Assault changes no number: named as the report names it.
    expect(evaluated.notes.length).toBeGreaterThan(0);
    expect(await page.textContent('#decisions')).toBe(
      [...evaluated.decisions.map(decisionLine), ...noteLines(evaluated.notes)].join('\n'),
    );
    expect(JSON.parse(await page.inputValue('#json'))).toEqual(scenario);
    // The link holds the units chosen (the scenario), not the file.
    await expect.poll(() => page.url()).toContain('#z=');
    const address = page.url();

    // Every unit against every target: the compare table and the matrix.
    await page.click('#tab-army');
    await page.click('#army-compare');
    const { skipped: _, ...analysis } = armyAnalysis(mine.units, theirs.units);
    const c = compare(parseAnalysis(analysis), { targets: [targets[0]!.name] });
    const rows = page.locator('#compare-table tbody tr');
    await expect.poll(() => rows.count()).toBe(c.entries.length);
    expect(await rows.first().locator('td').first().getAttribute('title')).toBe(
      String(c.entries[0]!.mean),
    );
    await page.locator('#matrix svg', { hasText: targets[0]!.name }).waitFor();
    await shot(page, 'army-matrix');

    // Plan my shooting: planShooting of the lists' shooting analysis, built as
    // `mathhammer plan --roster` builds it (the ranged analysis's profiles are the shooters, its
    // targets carry their points); every unit ticked (3 shooters and 2 targets, under the cap).
    await page.click('#tab-army');
    await page.click('#army-plan');
    const {
      profiles,
      targets: aimed,
      description: _d,
      ...base
    } = analysis as unknown as {
      profiles: { name: string; attackers: object[] }[];
      targets: { name: string }[];
      description: string;
    };
    const shooting = {
      ...base,
      shooters: profiles.map((p) => ({ name: p.name, attackers: p.attackers })),
      targets: aimed,
    };
    const planned = planShooting({ ...shooting, objective: 'points', depth: 2 });
    const cell = (plan: string) => page.locator(`#plan-values tr[data-plan="${plan}"] td`).first();
    await page.locator('#plan-answer[aria-busy="false"] #plan-values').waitFor();
    // The three values to the page's precision (points to 2 decimals), each saying how it is known.
    expect(planned.adaptive.exact).toBe(true);
    expect(await cell('adaptive').textContent()).toBe(planned.adaptive.value.toFixed(2));
    expect(await cell('fixed').textContent()).toBe(planned.fixed.value.toFixed(2));
    expect(await cell('greedy').textContent()).toBe(planned.greedy.value.toFixed(2));
    expect(await page.textContent('#plan-values tr[data-plan="adaptive"]')).toContain('exact');
    expect(await page.textContent('#plan-worth')).toContain(
      `worth ${(planned.adaptive.value - planned.fixed.value).toFixed(2)} over the best fixed plan`,
    );
    // The first decision, named as the plan names it, and its outcomes' probabilities.
    const first = planned.adaptive.tree;
    const firstWords = `${first.step.shooter}: ${first.step.assignment
      .map((a) => `${a.entry} ${a.target === null ? 'holds' : `at ${a.target}`}`)
      .join('; ')}`;
    expect(await page.locator('#plan-tree > li > .plan-step').textContent()).toContain(firstWords);
    const shown = first.branches.filter((b, i) => i < 4 && b.probability >= 0.005);
    expect(
      await page
        .locator('#plan-tree > li > .plan-branches > .plan-branch > .plan-outcome')
        .allTextContents(),
    ).toEqual(
      shown.map(
        (b) =>
          `${(b.probability * 100).toFixed(1)}% ${b.label} (expected in the end: ${b.value!.toFixed(2)})`,
      ),
    );
    // The next decision under the first outcome (depth 2).
    expect(
      await page
        .locator('#plan-tree > li > .plan-branches > .plan-branch')
        .first()
        .locator('.plan-step')
        .textContent(),
    ).toContain(shown[0]!.next!.step.shooter);
    // Every weapon choice left to "best" in the plans, as `mathhammer run` words it (none in
    // these lists: the importer gives the plasma pistol's modes as profiles of their own).
    const choiceLines = planned.decisions.flatMap((d) =>
      d.decisions.map((x) => `${d.shooter} at ${d.target}: ${decisionLine(x)}`),
    );
    expect(await page.locator('#plan-decisions li').allTextContents()).toEqual(choiceLines);
    await shot(page, 'army-plan');

    // Another objective, another answer: the chance to destroy the Deff Dread.
    await page.selectOption('#plan-objective', 'destroy');
    await page.selectOption('#plan-destroy', 'Deff Dread');
    const dread = planShooting({ ...shooting, objective: { destroy: 'Deff Dread' }, depth: 2 });
    await expect
      .poll(() => cell('adaptive').textContent())
      .toBe(`${(dread.adaptive.value * 100).toFixed(1)}%`);
    await page.locator('#plan-answer[aria-busy="false"]').waitFor();
    expect(await cell('fixed').textContent()).toBe(`${(dread.fixed.value * 100).toFixed(1)}%`);
    expect(await page.textContent('#plan-answer h3')).toBe('Objective: P(Deff Dread destroyed)');
    // A plan the library refuses shows its message where the view shows errors, and no answer.
    await page.selectOption('#plan-objective', 'at-least');
    await page.fill('#plan-at-least', '-1');
    await page.locator('#plan-at-least').dispatchEvent('change');
    await expect
      .poll(() => page.textContent('#plan-error'))
      .toMatch(/^Plan my shooting: [\s\S]*objective\.atLeast: [\s\S]*got -1/);
    expect(await page.locator('#plan-values').count()).toBe(0);
    await close(o);

    const again = await open(address.slice(site.url.length));
    expect(await resultJson(again.page)).toBe(JSON.stringify(evaluateJson(scenario)));
    await close(again);
  });

  it('attaches a Leader to a bodyguard of their army, within the Leader rules, and links it', async () => {
    const rosters = join(ROOT, 'examples', 'rosters');
    const orks = importRoster(readFileSync(join(rosters, 'waaagh.json'), 'utf8'));
    const marines = importRoster(readFileSync(join(rosters, 'strike-force.ros'), 'utf8'));
    const unit = (name: string) => marines.units.find((u) => u.name === name)!;
    const o = await open();
    const { page } = o;
    await page.click('#tab-army');
    await page.setInputFiles('#army-mine', join(rosters, 'waaagh.json'));
    await page.setInputFiles('#army-theirs', join(rosters, 'strike-force.ros'));
    await page.locator('#army-attach:not([hidden])').waitFor();
    // Only a CHARACTER is offered as the one attached; Support is 11th edition's only.
    expect(await page.$$eval('#army-leader option', (os) => os.map((x) => x.textContent))).toEqual([
      'Captain',
    ]);
    expect(await page.isHidden('#army-attach-role-field')).toBe(true);
    // The library's own limit, by name: a unit cannot lead itself.
    await page.selectOption('#army-bodyguard', { label: 'Captain' });
    await page.click('#army-attach-button');
    expect(await page.textContent('#army-error')).toBe(
      'attach: Captain cannot be attached to Captain: a unit cannot lead itself',
    );
    await page.selectOption('#army-bodyguard', { label: 'Intercessor Squad' });
    await page.click('#army-attach-button');
    expect(await page.textContent('#army-error')).toBe('');
    expect(await page.textContent('#army-attached')).toContain('Captain leads Intercessor Squad');
    // One target now, chosen at once; the Captain is no target of his own.
    const labels = await page.$$eval('#army-target option', (os) => os.map((x) => x.textContent));
    expect(labels.some((l) => l?.startsWith('Intercessor Squad + Captain ('))).toBe(true);
    expect(labels.some((l) => l?.startsWith('Captain ('))).toBe(false);
    const dread = orks.units.filter((u) => u.weapons.some((w) => w.kind === 'ranged'));
    const d = dread.findIndex((u) => u.name === 'Deff Dread');
    await page.selectOption('#army-attacker', String(d));
    await page.click('#army-attack');
    const scenario = {
      ...unitScenario(dread[d]!, unit('Intercessor Squad'), { attach: [unit('Captain')] }),
      // The page names the unit as attached (the library names the bodyguard alone).
      description: 'Deff Dread (ranged) against Intercessor Squad + Captain',
    };
    expect(JSON.parse(await page.inputValue('#json'))).toEqual(scenario);
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(scenario)));
    // The summary names both groups, the Captain as the Leader he is.
    expect(await page.textContent('#summary')).toBe(summarizeScenario(parseScenario(scenario)));
    // The Deff Dread's weapons read as one unit's, not as two units.
    expect(await page.textContent('#summary')).toMatch(
      /^Deff Dread: 1 Skorcha .* \+ 1 Rokkit launcha /,
    );
    expect(await page.textContent('#summary')).toMatch(
      /at Intercessor Squad \+ Captain: 5 Intercessor Squad T4 W2 3\+ and 1 Captain .* \(leader\)/,
    );
    expect(await page.textContent('#stats tbody')).toContain('models slain: Captain');
    // The link holds the attachment (the scenario's groups).
    await expect.poll(() => page.url()).toContain('#z=');
    const again = await open(page.url().slice(site.url.length));
    expect(await resultJson(again.page)).toBe(JSON.stringify(evaluateJson(scenario)));
    expect(JSON.parse(await again.page.inputValue('#json'))).toEqual(scenario);
    await close(again);
    // Detached: two targets again.
    await page.click('#tab-army');
    await page.click('text=Detach Captain');
    expect(
      await page.$$eval('#army-target option', (os) =>
        os.map((x) => x.textContent?.split(' (')[0]),
      ),
    ).toEqual(marines.units.filter((u) => u.target).map((u) => u.name));
    // 11th edition: the same list read as 11th edition, its Captain attached as Support.
    const ros11 = readFileSync(join(rosters, 'strike-force.ros'), 'utf8').replace(
      'gameSystemName="Warhammer 40,000 10th Edition"',
      'gameSystemName="Warhammer 40,000 11th Edition"',
    );
    const eleven = importRoster11e(ros11);
    const file = { name: 'strike-force-11e.ros', mimeType: 'text/xml', buffer: Buffer.from(ros11) };
    await page.setInputFiles('#army-mine', file);
    await page.setInputFiles('#army-theirs', file);
    await page.locator('#army-note', { hasText: 'ruleset wh40k-11e' }).waitFor();
    await page.locator('#army-attach-role-field:not([hidden])').waitFor();
    await page.selectOption('#army-bodyguard', { label: 'Eradicator Squad' });
    await page.selectOption('#army-attach-role', 'support');
    await page.click('#army-attach-button');
    expect(await page.textContent('#army-attached')).toContain(
      'Captain leads Eradicator Squad (Support)',
    );
    await page.selectOption('#army-attacker', '0');
    await page.selectOption('#army-target', {
      label: await page.$$eval(
        '#army-target option',
        (os) =>
          os.find((x) => x.textContent?.startsWith('Eradicator Squad + Captain'))!.textContent!,
      ),
    });
    await page.click('#army-attack');
    const e = (name: string) => eleven.units.find((u) => u.name === name)!;
    const base = unitScenario11e(e('Intercessor Squad'), e('Eradicator Squad'), {
      // The library's options type the units as 10th edition's; 11th edition's pass through.
      attach: [e('Captain') as unknown as Wh40kUnit],
    });
    const supported = {
      ...base,
      description: 'Intercessor Squad (ranged) against Eradicator Squad + Captain',
      target: {
        ...base.target,
        groups: base.target.groups!.map((g, i) => (i === 0 ? g : { ...g, role: 'support' })),
      },
    };
    expect(JSON.parse(await page.inputValue('#json'))).toEqual(supported);
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(supported)));
    expect(await page.textContent('#summary')).toMatch(/and 1 Captain .*\(support\)/);
    await close(o);
  });

  it('puts one army list against the common targets', async () => {
    const o = await open();
    const { page } = o;
    await page.click('#tab-army');
    await page.setInputFiles('#army-mine', join(ROOT, 'examples', 'rosters', 'strike-force.ros'));
    await page.locator('#army-choice:not([disabled])').waitFor();
    const labels = await page.$$eval('#army-target option', (os) => os.map((x) => x.textContent));
    expect(labels[0]).toMatch(/^Light infantry \(T3 5\+ W1\)/);
    await page.click('#army-compare');
    await page.locator('#compare-status', { hasText: 'Against Light infantry' }).waitFor();
    await page.locator('#matrix svg', { hasText: 'Heavy vehicle' }).waitFor();
    // A file that is not a roster: the importer's message, nothing else changed.
    await page.click('#tab-army');
    await page.setInputFiles('#army-theirs', {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
    await page.locator('#army-theirs-status.bad').waitFor();
    expect(await page.textContent('#army-theirs-status')).toMatch(/notes\.json/);
    await close(o);
  });

  it('reads an 11th-edition roster as 11th edition: its units, the attack and the matrix', async () => {
    const file = join(ROOT, 'examples', 'rosters', 'household-11e.json');
    const knights = importRoster11e(readFileSync(file, 'utf8'));
    const o = await open();
    const { page } = o;
    await page.click('#tab-army');
    const bytes = [...readFileSync(file)];
    const data = await page.evaluateHandle(
      `(() => { const t = new DataTransfer(); t.items.add(new File([new Uint8Array(${JSON.stringify(bytes)})], 'household-11e.json')); return t; })()`,
    );
    await page.dispatchEvent('#army-mine-box .drop', 'drop', { dataTransfer: data });
    await page.setInputFiles('#army-theirs', file);
    await page
      .locator('#army-theirs-units tbody tr')
      .nth(knights.units.length - 1)
      .waitFor();
    expect(await page.locator('#army-mine-units tbody tr').count()).toBe(knights.units.length);
    expect(await page.textContent('#army-note')).toContain('ruleset wh40k-11e');
    await shot(page, 'army-11e');
    // The attack: 11th edition's scenario, and the library's numbers for it.
    const attackers = knights.units.filter((u) => u.weapons.some((w) => w.kind === 'ranged'));
    const targets = knights.units.filter((u) => u.target !== undefined);
    await page.selectOption('#army-attacker', '0');
    await page.selectOption('#army-target', String(targets.length - 1));
    await page.click('#army-attack');
    const scenario = unitScenario11e(attackers[0]!, targets[targets.length - 1]!);
    expect(scenario.ruleset).toBe('wh40k-11e');
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(scenario)));
    expect(await page.inputValue('#ruleset')).toBe('wh40k-11e');
    // Its target's durability, by 11th edition's rules.
    await page.click('#durability-box summary');
    const d11 = durability(
      scenario.target,
      [{ name: 'this attack', attackers: scenario.attackers }, ...WH40K_START()],
      { ruleset: 'wh40k-11e' },
    );
    await expectDurability(page, d11);
    // Every unit against every unit: 11th edition's compare table and matrix.
    await page.click('#tab-army');
    await page.click('#army-compare');
    const { skipped: _, ...analysis } = armyAnalysis11e(knights.units, knights.units);
    const c = compare(parseAnalysis(analysis), { targets: [targets[0]!.name] });
    const rows = page.locator('#compare-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(c.entries.length);
    expect(await rows.first().locator('td').first().getAttribute('title')).toBe(
      String(c.entries[0]!.mean),
    );
    expect(JSON.parse(await page.inputValue('#analysis')).ruleset).toBe('wh40k-11e');
    await page.locator('#matrix svg', { hasText: targets[0]!.name }).waitFor();
    await shot(page, 'army-11e-matrix');
    // Their list of another edition is set aside, with why: the common targets instead.
    await page.click('#tab-army');
    await page.setInputFiles('#army-theirs', join(ROOT, 'examples', 'rosters', 'waaagh.json'));
    await page.locator('#army-note', { hasText: 'Their list is Warhammer 40,000 10th' }).waitFor();
    expect(await page.$$eval('#army-target optgroup', (g) => g.map((x) => x.label))).toEqual([
      'Common targets',
    ]);
    await close(o);
  });

  it('reads an Age of Sigmar roster: the attack, across every save, and both by link', async () => {
    const file = join(ROOT, 'test', 'fixtures', 'aos4', 'test-aos4.ros');
    const host = importAos4Roster(readFileSync(file, 'utf8'));
    const o = await open();
    const { page } = o;
    await page.click('#tab-army');
    await page.setInputFiles('#army-mine', file);
    await page.setInputFiles('#army-theirs', file);
    await page
      .locator('#army-theirs-units tbody tr')
      .nth(host.units.length - 1)
      .waitFor();
    expect(await page.textContent('#army-note')).toContain('ruleset aos4');
    expect(await page.textContent('#army-mine-units')).toContain('Health 2, Save 4+, Ward 6+');
    await shot(page, 'army-aos4');
    // A list whose units fight in melee opens on melee weapons.
    await page.selectOption('#army-phase', 'melee');
    await page.selectOption('#army-attacker', '0');
    await page.selectOption('#army-target', '1');
    await page.click('#army-attack');
    const scenario = aos4UnitScenario(host.units[0]!, host.units[1]!, { phase: 'melee' });
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(scenario)));
    expect(await page.inputValue('#ruleset')).toMatch(/^aos4/);
    // Compare and matrix: every unit's melee weapons (one damage pool, as aos4UnitScenario puts
    // them) against every unit. The library's analysis format takes aos4 or refuses it by name;
    // either way the page says what the library says.
    const named = (u: (typeof host.units)[number]) => ({
      name: u.name,
      ...(u.points === undefined ? {} : { points: u.points }),
    });
    const analysis = {
      ruleset: 'aos4',
      phase: 'melee',
      profiles: host.units
        .filter((u) => u.weapons.some((w) => w.kind === 'melee'))
        .map((u) => ({
          ...named(u),
          attackers: u.weapons.filter((w) => w.kind === 'melee').map((w) => w.attacker),
        })),
      targets: host.units.map((u) => ({ ...u.target, ...named(u) })),
    };
    let refused: string | undefined;
    try {
      parseAnalysis(analysis);
    } catch (e) {
      refused = (e as Error).message;
    }
    await page.click('#tab-army');
    await page.click('#army-compare');
    if (refused !== undefined) {
      await page.locator('#army-error', { hasText: 'Compare and matrix: ' }).waitFor();
      expect(await page.textContent('#army-error')).toContain(refused.split('\n')[0]);
      expect(await page.isHidden('#compare-view')).toBe(true);
    } else {
      const c = compare(parseAnalysis(analysis), { targets: [host.units[0]!.name] });
      const rows = page.locator('#compare-table tbody tr');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(c.entries.length);
      expect(await rows.first().locator('td').first().getAttribute('title')).toBe(
        String(c.entries[0]!.mean),
      );
      await page.locator('#matrix svg', { hasText: host.units[1]!.name }).waitFor();
      await shot(page, 'army-aos4-matrix');
    }
    // Across every save, from the roster's units: the library's numbers and its two charts.
    await page.click('#tab-army');
    await page.click('#army-saves');
    await page.locator('#saves-box[open]').waitFor();
    const a = acrossSaves(scenario, { ward: scenario.target.ward ?? 6 });
    const saves = page.locator('#saves-table tbody tr');
    await expect.poll(() => saves.count(), { timeout: 20_000 }).toBe(6);
    const cells = (row: number) =>
      saves
        .nth(row)
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.getAttribute('title')));
    expect(await cells(0)).toEqual(
      [a.withoutWard[0]!, a.withWard[0]!].flatMap((x) => [x.damage, x.slain, x.wipe].map(String)),
    );
    expect(await saves.nth(5).locator('th').textContent()).toBe('none');
    await expect.poll(() => page.locator('#saves-charts svg').count()).toBe(2);
    expect(await page.locator('#saves-charts svg').first().textContent()).toContain(
      'across every save',
    );
    await shot(page, 'aos4-saves');
    // The target's durability against Age of Sigmar's reference weapons, by Rend.
    await page.click('#durability-box summary');
    const dAos = durability(
      scenario.target,
      [
        { name: 'this attack', attackers: scenario.attackers },
        aos4ReferenceThreat('light-melee', 20),
        aos4ReferenceThreat('elite-melee', 5),
        aos4ReferenceThreat('heavy-melee', 3),
        aos4ReferenceThreat('monster-melee', 1),
      ],
      { ruleset: 'aos4', phase: 'melee' },
    );
    await expectDurability(page, dAos);
    expect(await page.locator('#durability-table thead').textContent()).toContain('Rend 4');
    await shot(page, 'aos4-durability');
    await page.click('#saves-box summary');
    // One weapon, a 4+ ward: recomputed by the library.
    await page.selectOption('#saves-attacker', '0');
    await page.selectOption('#saves-ward', '4');
    const one = acrossSaves(scenario, { attacker: 0, ward: 4 });
    await expect
      .poll(() => saves.first().locator('td').nth(3).getAttribute('title'), { timeout: 20_000 })
      .toBe(String(one.withWard[0]!.damage));
    // The link holds the attack, the open analysis and its choices, and brings them back.
    await expect.poll(() => page.url()).toContain('#z=');
    const address = page.url();
    await close(o);
    const again = await open(address.slice(site.url.length));
    expect(await resultJson(again.page)).toBe(JSON.stringify(evaluateJson(scenario)));
    await again.page.locator('#saves-box[open]').waitFor();
    expect(await again.page.inputValue('#saves-attacker')).toBe('0');
    expect(await again.page.inputValue('#saves-ward')).toBe('4');
    await expect
      .poll(
        () =>
          again.page
            .locator('#saves-table tbody tr')
            .first()
            .locator('td')
            .nth(3)
            .getAttribute('title'),
        {
          timeout: 20_000,
        },
      )
      .toBe(String(one.withWard[0]!.damage));
    await close(again);
  });

  it('shows how a 40k target holds: durability against this attack and reference weapons', async () => {
    const scenario = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'wh40k-10e-intercessors-vs-boyz.json'), 'utf8'),
    );
    const o = await open(link(scenario));
    const { page } = o;
    await resultJson(page);
    expect(await page.isHidden('#saves-box')).toBe(true);
    await page.click('#durability-box summary');
    const d = durability(scenario.target, [
      { name: 'this attack', attackers: scenario.attackers },
      ...WH40K_START(),
    ]);
    const rows = page.locator('#durability-table tbody tr');
    await expectDurability(page, d);
    expect(await page.locator('#durability-chart svg').textContent()).toContain('by its AP');
    await shot(page, 'durability');
    // Fewer threats: the lascannons alone.
    for (const w of ['bolt-rifle', 'heavy-bolter', 'power-fist'])
      await page.fill(`#threat-${w}`, '0');
    await page.uncheck('#durability-attack');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    // The link reopens the durability with its threats.
    await expect.poll(() => page.url()).toContain('#z=');
    const again = await open(page.url().slice(site.url.length));
    await again.page.locator('#durability-box[open]').waitFor();
    await expect
      .poll(() => again.page.locator('#durability-table tbody tr th').allTextContents(), {
        timeout: 20_000,
      })
      .toEqual(['2 × lascannon']);
    expect(await again.page.isChecked('#durability-attack')).toBe(false);
    await close(again);
    await close(o);
    // A unit of several groups: every model of every group, as the library counts them.
    const grouped = {
      ...scenario,
      target: {
        name: 'Boyz and Warboss',
        groups: [
          { name: 'boyz', models: 5, toughness: 5, save: 5, wounds: 1 },
          { name: 'warboss', role: 'leader', models: 1, toughness: 5, save: 4, wounds: 4 },
        ],
      },
    };
    const fragment = `#j=${Buffer.from(JSON.stringify({ scenario: grouped, more: 'durability' })).toString('base64url')}`;
    const g = await open(fragment);
    await g.page.locator('#durability-status', { hasText: 'Boyz and Warboss: 6 models' }).waitFor();
    const dg = durability(grouped.target, [
      { name: 'this attack', attackers: scenario.attackers },
      ...WH40K_START(),
    ]);
    await expectDurability(g.page, dg);
    // The chart names each group, as the library's subtitle reads one toughness only.
    expect(await g.page.locator('#durability-chart svg').textContent()).toContain(
      '6 models: 5 boyz T5, 1 warboss T5',
    );
    await shot(g.page, 'grouped-durability');
    await close(g);
  });

  it('names every choice the engine made, in the answer, compare and the heat map, in words', async () => {
    // A plasma gun left to "best" and a pistol beside it: two decisions (weapon mode, pistols).
    const plasma = {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          name: 'plasma gun',
          bs: 3,
          strength: 7,
          ap: -2,
          modes: [{ name: 'standard' }, { name: 'supercharge', strength: 8, ap: -3, damage: 2 }],
        },
        { name: 'bolt pistol', bs: 3, strength: 4, pistol: true },
      ],
      target: { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
    };
    const o = await open(link(plasma));
    const { page } = o;
    const expected = evaluateJson(plasma);
    expect(expected.decisions.map((d) => d.rule)).toEqual(['weapon-mode', 'pistols']);
    // The result as JSON is evaluate()'s, its decisions with it.
    const json = await resultJson(page);
    expect(json).toBe(JSON.stringify(expected));
    expect(JSON.parse(json).decisions).toHaveLength(2);
    // The report's lines, word for word; the summary shows both modes' profiles, not the entry's.
    expect(await page.textContent('#decisions')).toBe(
      expected.decisions.map(decisionLine).join('\n'),
    );
    expect(await page.textContent('#decisions')).toMatch(
      /^Weapon mode \(best\) for plasma gun: supercharge/,
    );
    expect(await page.textContent('#summary')).toBe(summarizeScenario(expected.scenario));
    expect(await page.textContent('#summary')).toContain('best of: standard');
    // Compare: the attack as a loadout; its row and its heat-map cell name the same choices.
    await page.click('#tab-compare');
    await page.click('#reset-analysis');
    const row = page.locator('#compare-table tbody tr').first();
    await expect
      .poll(() => row.locator('td.choices').textContent())
      .toBe(expected.decisions.map(decisionLine).join('\n'));
    const tip = await page.locator('#matrix svg g title').first().textContent();
    expect(tip).toContain(decisionLine(expected.decisions[0]!));
    // Numbers as the cell writes them, never 0.4449618473475154.
    expect(tip).toMatch(/mean models slain = \d+\.\d\d\n/);
    // 11th edition's Lethal Hits left to "best".
    await page.click('#tab-attack');
    await page.click('#json-box summary');
    const lethal = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'wh40k-11e-lethal-or-devastating.json'), 'utf8'),
    );
    await page.fill('#json', JSON.stringify(lethal));
    const l = evaluateJson(lethal);
    expect(await resultJson(page)).toBe(JSON.stringify(l));
    expect(await page.textContent('#decisions')).toBe(decisionLine(l.decisions[0]!));
    expect(await page.textContent('#decisions')).toMatch(/^Lethal Hits \(best\)/);
    // A MESBG fight: the Duel and each side's Might as the report says them, every label in words.
    const fight = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'mesbg-fight-captains.json'), 'utf8'),
    );
    await page.fill('#json', JSON.stringify(fight));
    const f = evaluateJson(fight);
    expect(await resultJson(page)).toBe(JSON.stringify(f));
    expect(await page.textContent('#decisions')).toBe(duelLines(f).join('\n'));
    expect(await page.textContent('#decisions')).toContain('with the best spend');
    const labels = await page.$$eval('#headline-result option', (os) =>
      os.map((x) => x.textContent),
    );
    expect(labels).toEqual(Object.keys(f.results).map(resultLabel));
    expect(await page.locator('#stats tbody th').allTextContents()).toEqual(labels);
    await page.selectOption('#headline-result', 'strikesAIfAWins');
    expect(await page.textContent('#headline')).toBe(
      `P(at least 1 To Wound roll by A, if A wins) = ${percent(f.get('strikesAIfAWins')!.atLeast(1))}`,
    );
    await page.selectOption('#headline-result', 'mightBestB');
    expect(await page.textContent('#headline')).toBe(
      `P(B's Might goal met, with the best spend) = ${percent(f.get('mightBestB')!.at(1))}`,
    );
    // Nothing shown reads as code (the Result as JSON keeps the keys, as the format has them,
    // and the library's chart gives each key in brackets after its words, for --show).
    for (const part of ['#headline-box', '#stats', '#decisions']) {
      expect(await page.textContent(part)).not.toMatch(/aif awins|might best b|strikesA/i);
    }
    expect(await page.textContent('#all-charts')).toContain('To Wound rolls by A, if A wins');
    await shot(page, 'fight-in-words');
    await close(o);
  });

  it('says what is wrong and where: links, the JSON editor, durability, keywords, the heat map', async () => {
    // A link of the right form (#z=) whose data is not base64url: told so, not "should start with #z=".
    const o = await open('#z=%%%not-base64!!');
    const { page } = o;
    await page.locator('#link-error:not([hidden])').waitFor();
    const why = (await page.textContent('#link-error-text')) ?? '';
    expect(why).toMatch(/the link is damaged: after #z= it holds "%" \(character 1\)/);
    expect(why).not.toContain('should start with');
    await page.click('#open-default');
    expect(await resultJson(page)).toBe(JSON.stringify(evaluateJson(BOWMEN)));
    // A scenario of no ruleset the page knows: the form and the answer stay Scrollhammer's.
    await page.click('#json-box summary');
    await page.fill('#json', '{"ruleset":"nope"}');
    await page.locator('#json-error', { hasText: 'Not read, the form is unchanged' }).waitFor();
    // The library's own issue, naming the field.
    expect(await page.textContent('#json-error')).toMatch(/ruleset: .*nope/);
    expect(await page.inputValue('#ruleset')).toBe('scrollhammer');
    expect((await page.getAttribute('#answer', 'class')) ?? '').not.toContain('stale');
    // Durability: a mean left out beside its median says why (over 200 attacks in more than one
    // volley in a million: the library leaves the mean out, AttacksNeeded.mean).
    const intercessors = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'wh40k-10e-intercessors-vs-boyz.json'), 'utf8'),
    );
    const vehicle = {
      ...intercessors,
      target: {
        name: 'Light vehicle',
        models: 1,
        toughness: 9,
        save: 3,
        wounds: 10,
        keywords: ['vehicle'],
      },
    };
    const d = durability(vehicle.target, [
      { name: 'this attack', attackers: vehicle.attackers },
      ...WH40K_START(),
    ]);
    const noMean = d.threats.findIndex(
      (t) => t.attacksNeeded?.median !== undefined && t.attacksNeeded.mean === undefined,
    );
    expect(noMean).toBeGreaterThanOrEqual(0);
    const fragment = Buffer.from(
      JSON.stringify({ scenario: vehicle, more: 'durability' }),
    ).toString('base64url');
    await page.evaluate(`location.hash = '#j=${fragment}'`);
    await expectDurability(page, d);
    const mean = page.locator('#durability-table tbody tr').nth(noMean).locator('td').nth(3);
    expect(await mean.textContent()).toBe('— *');
    expect(await mean.getAttribute('title')).toMatch(
      /^no mean: more than one volley in a million needs over 200 attacks/,
    );
    expect(await page.textContent('#durability-note')).toMatch(/^\* no mean: /);
    // An imported unit's keywords are its own, never its wargear's ("Ranged Weapon").
    const ros = readFileSync(join(ROOT, 'examples', 'rosters', 'strike-force.ros'), 'utf8').replace(
      '<selection id="s1a1" name="Bolt rifle" entryId="w1" number="1" type="upgrade">',
      '<selection id="s1a1" name="Bolt rifle" entryId="w1" number="1" type="upgrade"><categories><category id="c-rw" name="Ranged Weapon" entryId="c-rw" primary="false"/><category id="c-dx" name="Damage Dx Weapon" entryId="c-dx" primary="false"/></categories>',
    );
    expect(ros).toContain('Damage Dx Weapon');
    await page.click('#tab-army');
    await page.setInputFiles('#army-mine', {
      name: 'wargear.ros',
      mimeType: 'text/xml',
      buffer: Buffer.from(ros),
    });
    await page.locator('#army-choice:not([disabled])').waitFor();
    await page.click('#army-attack');
    await resultJson(page);
    const built = JSON.parse(await page.inputValue('#json'));
    expect(built.target.name).toBe('Light infantry');
    const mine = importRoster(Buffer.from(ros));
    expect(mine.units[0]!.keywords).toEqual(['infantry', 'battleline']);
    expect(mine.units[0]!.target?.keywords).toEqual(['infantry', 'battleline']);
    expect(await page.textContent('#army-mine-units')).not.toMatch(/ranged weapon|damage dx/i);
    // The heat map: long names cut to fit, nothing drawn past its edges.
    await page.click('#tab-compare');
    await page.click('text=Analysis JSON');
    const long = 'Lieutenant with Combi-weapon and Storm Shield Battle Squad';
    await page.fill(
      '#analysis',
      JSON.stringify({
        ruleset: 'scrollhammer',
        profiles: [{ name: long, attackers: [{ models: 10, bs: 3, strength: 3 }] }],
        targets: [
          'Draugr Household Guard of the Northern Barrows',
          'Bandits',
          'Trolls of the Iron Hills',
        ].map((name) => ({ name, groups: [{ models: 5, toughness: 4, save: 4 }] })),
      }),
    );
    await page.locator('#matrix svg', { hasText: 'Bandits' }).waitFor();
    const outside = await page.$$eval('#matrix svg text', (texts) => {
      const svg = texts[0]!.ownerSVGElement!.getBoundingClientRect();
      return texts
        .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.left < svg.left - 0.5 || box.right > svg.right + 0.5 || box.top < svg.top - 0.5,
        )
        .map(({ text }) => text);
    });
    expect(outside).toEqual([]);
    expect(await page.textContent('#matrix svg')).toContain('Lieutenant with Combi-weapon…');
    await shot(page, 'heatmap-long-names');
    await close(o);

    // A link whose attack the library refuses: the address kept, and no "answer shown" claimed.
    const badAttack = { ...BOWMEN, attackers: [{ ...BOWMEN.attackers[0], bs: 0 }] };
    const b = await open(link(badAttack), { width: 390, height: 844 });
    await b.page.locator('#status', { hasText: 'Fix the fields' }).waitFor();
    expect(await b.page.textContent('#status')).toBe(
      'Fix the fields marked below: there is no answer until the attack is valid.',
    );
    await b.page.waitForTimeout(300);
    expect(b.page.url()).toBe(site.url + link(badAttack));
    // On a phone, every Age of Sigmar box keeps its name beside it, however long.
    await b.page.selectOption('#ruleset', 'aos4');
    await resultJson(b.page);
    const apart = await b.page.$$eval('input[type="checkbox"]', (boxes) =>
      boxes
        .filter((x) => x.offsetParent !== null && x.id !== '')
        .flatMap((x) => {
          const label = x.ownerDocument.querySelector(`label[for="${x.id}"]`);
          if (!label) return [];
          const a = x.getBoundingClientRect();
          const l = label.getBoundingClientRect();
          const beside = l.left >= a.right - 1 && l.top < a.bottom && l.bottom > a.top;
          return beside ? [] : [label.textContent];
        }),
    );
    expect(apart).toEqual([]);
    await shot(b.page, 'aos4-phone-form');
    await close(b);
  });

  it('is readable on a phone: nothing wider than the screen', async () => {
    const o = await open('', { width: 390, height: 844 });
    await resultJson(o.page);
    const width = () => o.page.evaluate<number>('document.documentElement.scrollWidth');
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(o.page, 'phone');
    // The other views too: the compare tables and the roster tables scroll in their boxes.
    await o.page.click('#tab-compare');
    await o.page.waitForSelector('#matrix svg');
    expect(await width()).toBeLessThanOrEqual(390);
    await o.page.click('#tab-army');
    await o.page.setInputFiles('#army-mine', join(ROOT, 'examples', 'rosters', 'strike-force.ros'));
    await o.page.locator('#army-mine-units tbody tr').first().waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(o.page, 'phone-army');
    await close(o);
    // Across every save, its table and charts, on a phone.
    const aos = JSON.parse(
      readFileSync(join(ROOT, 'examples', 'aos4-anti-hero-charge.json'), 'utf8'),
    );
    const fragment = `#j=${Buffer.from(JSON.stringify({ scenario: aos, more: 'saves' })).toString('base64url')}`;
    const p = await open(fragment, { width: 390, height: 844 });
    await expect
      .poll(() => p.page.locator('#saves-charts svg').count(), { timeout: 20_000 })
      .toBe(2);
    expect(
      await p.page.evaluate<number>('document.documentElement.scrollWidth'),
    ).toBeLessThanOrEqual(390);
    await shot(p.page, 'phone-saves');
    await close(p);
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
    // Skip link, the three views, then the ruleset and the form's first fields.
    expect(order.slice(0, 5)).toEqual(['A', 'tab-attack', 'tab-compare', 'tab-army', 'ruleset']);
    await close(o);
  });

  it('needs under 252 KB gzip for its first answer; the rest comes later', async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else files.push(p);
      }
    };
    walk(DIST);
    const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    // The files fetched after the first answer (the analyses' worker, the Army lists view, its
    // worker, the planner's view and the checks of a link's plan): refused here, the page still
    // gives its first answer, so the rest is what a player waits for.
    const LATER = /(analysisWorker|army|armyWorker|planner|planLink)-[\w-]+\.js$/;
    const later = files.filter((f) => LATER.test(f));
    const first = files.filter((f) => !LATER.test(f));
    const page = await site.browser.newPage();
    await page.route(LATER, (r) => r.abort());
    await page.goto(site.url);
    await resultJson(page);
    await page.close();
    const firstLoad = first.reduce((sum, f) => sum + gz(f), 0);
    console.log(
      `playground: first load ${first.length} files, ${kb(firstLoad)} gzip; later: ${later.map((f) => `${f.slice(DIST.length + 1)} ${kb(gz(f))}`).join(', ')}`,
    );
    expect(first.some((f) => f.endsWith('index.html'))).toBe(true);
    // The budget and why it moved: docs/playground.md, "Size, phones, keyboards".
    expect(firstLoad).toBeLessThan(252 * 1024);
    // The Army lists view's worker (roster import, the shooting planner) and the planner's view
    // are fetched when a list is read and a plan asked for; the planner's view stays small.
    const armyWorker = later.filter((f) => /armyWorker-[\w-]+\.js$/.test(f));
    const planner = later.filter((f) => /planner-[\w-]+\.js$/.test(f));
    expect(armyWorker).toHaveLength(1);
    expect(planner).toHaveLength(1);
    expect(gz(planner[0]!)).toBeLessThan(8 * 1024);
  });
});
