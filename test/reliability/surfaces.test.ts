/**
 * The newer surfaces held to the promises of docs/errors.md: the importers' files (archives,
 * devices, catalogue link graphs), what reaches the terminal from input, and inputs that
 * were read wrongly or silently. Each case was found by a hostile probe; each is cheap.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkDepth, checkLinkLength, LINK_LIMITS, readCapped } from '../../site/src/linkLimits.js';
import {
  type FightCharacteristic,
  fightsUntilSlain,
  sweepFight,
} from '../../src/analytics/fight.js';
import { overTurns } from '../../src/analytics/overTurns.js';
import { sweep } from '../../src/analytics/sweep.js';
import { estimateCost, samplesThatFit } from '../../src/cost/estimate.js';
import { type Cost, fits } from '../../src/cost/model.js';
import { frequencies } from '../../src/dist/frequencies.js';
import { type InputError, ScenarioError, TooLargeError } from '../../src/errors.js';
import { catalogueUnit, readCatalogue } from '../../src/import/catalogue.js';
import { ImportError } from '../../src/import/errors.js';
import { readMesbgProfiles } from '../../src/import/mesbg.js';
import { readDocument } from '../../src/import/read.js';
import { armyMatrix } from '../../src/import/wh40k/armyMatrix.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { unitScenario } from '../../src/import/wh40k/scenario.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { samplingError } from '../../src/scenario/result.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { thrown } from '../helpers/thrown.js';

const ROSTER = readFileSync('examples/rosters/strike-force.ros', 'utf8');

/** Little-endian bytes of a number. */
const le = (n: number, bytes: number) =>
  Array.from({ length: bytes }, (_, i) => Math.floor(n / 256 ** i) % 256);

/**
 * A small zip whose ZIP64 end record claims `entries` entries, its directory past the end of
 * the file (APPNOTE.TXT 4.3.14 to 4.3.16): the ZIP64 record, its locator, then the classic end
 * record with every field at its ZIP64 marker.
 */
function zip64Claiming(entries: number): Uint8Array {
  const head = zipSync({ 'a.ros': new TextEncoder().encode('<roster/>') });
  // Drop fflate's own end record (22 bytes) and put the ZIP64 records in its place.
  const body = [...head.subarray(0, head.length - 22)];
  const at = body.length;
  const record = [
    ...le(0x06064b50, 4),
    ...le(44, 8),
    ...le(45, 2),
    ...le(45, 2),
    ...le(0, 4),
    ...le(0, 4),
    ...le(entries, 8),
    ...le(entries, 8),
    ...le(1e6, 8),
    ...le(1e6, 8),
  ];
  const locator = [...le(0x07064b50, 4), ...le(0, 4), ...le(at, 8), ...le(1, 4)];
  const end = [
    ...le(0x06054b50, 4),
    ...le(0, 4),
    ...le(0xffff, 2),
    ...le(0xffff, 2),
    ...le(0xffffffff, 4),
    ...le(0xffffffff, 4),
    ...le(0, 2),
  ];
  return new Uint8Array([...body, ...record, ...locator, ...end]);
}

describe('archives and files that would run away', () => {
  it('a .rosz whose ZIP64 record claims 4.3e9 entries is a fast "damaged archive" error', () => {
    const bytes = zip64Claiming(2 ** 32 - 1);
    expect(bytes.length).toBeLessThan(600);
    const t = performance.now();
    const e = thrown(() => readDocument(bytes, 'army.rosz')) as ImportError;
    expect(performance.now() - t).toBeLessThan(1000);
    expect(e).toBeInstanceOf(ImportError);
    expect(e.message).toBe(
      `army.rosz: not a readable zip archive (truncated or damaged): it claims 4294967295 entries, more than its ${bytes.length} bytes can hold`,
    );
  });

  it('a directory that claims 1e4 entries where there is one is damaged, found in linear time', () => {
    const bytes = zip64Claiming(10_000);
    // 10,000 entries of 46 bytes do not fit, nor do 2 where the file has one.
    expect((thrown(() => readDocument(bytes, 'a.rosz')) as Error).message).toMatch(
      /claims 10000 entries/,
    );
    expect((thrown(() => readDocument(zip64Claiming(2), 'a.rosz')) as Error).message).toMatch(
      /a\.rosz: not a readable zip archive \(truncated or damaged\): entry \d of 2/,
    );
  });

  it('import /dev/zero is refused past the size limit while reading, not by its size', async () => {
    const r = await fakeCli(['import', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mathhammer: "/dev/zero" is too large: more than 16,777,216 bytes (at most 16.0 MiB for a roster)\n',
    );
  });
});

describe('catalogue links that form a shared graph', () => {
  /**
   * A unit whose weapons group links group 1 twice, which links group 2 twice, and so on:
   * 2^depth paths to the last group's weapon, each entry reached by two links.
   */
  function diamonds(depth: number): string {
    const groups = Array.from(
      { length: depth },
      (_, i) =>
        `<selectionEntryGroup id="g${i}" name="G${i}" hidden="false"><entryLinks>` +
        `<entryLink id="l${i}a" name="A" hidden="false" targetId="g${i + 1}" type="selectionEntryGroup"/>` +
        `<entryLink id="l${i}b" name="B" hidden="false" targetId="g${i + 1}" type="selectionEntryGroup"/>` +
        '</entryLinks></selectionEntryGroup>',
    ).join('');
    return `<?xml version="1.0"?><catalogue id="c" name="Graph" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
<sharedSelectionEntryGroups>${groups}<selectionEntryGroup id="g${depth}" name="Last" hidden="false"><selectionEntries>
<selectionEntry id="gun" name="Gun" hidden="false" type="upgrade"><profiles><profile id="p-gun" name="Gun" hidden="false" typeName="Ranged Weapons"><characteristics>
<characteristic name="Range">24"</characteristic><characteristic name="A">1</characteristic><characteristic name="BS">3+</characteristic>
<characteristic name="S">4</characteristic><characteristic name="AP">0</characteristic><characteristic name="D">1</characteristic>
<characteristic name="Keywords">-</characteristic></characteristics></profile></profiles></selectionEntry>
</selectionEntries></selectionEntryGroup></sharedSelectionEntryGroups>
<sharedSelectionEntries><selectionEntry id="u" name="Walker" hidden="false" type="model"><entryLinks>
<entryLink id="top" name="Weapons" hidden="false" targetId="g0" type="selectionEntryGroup"/></entryLinks></selectionEntry></sharedSelectionEntries>
</catalogue>`;
  }

  it('walks each entry once: 2^30 paths in a few kilobytes, read at once', () => {
    const text = diamonds(30);
    expect(text.length).toBeLessThan(10_000);
    const t = performance.now();
    const u = catalogueUnit(readCatalogue([{ source: 'graph.cat', data: text }]), 'Walker');
    expect(performance.now() - t).toBeLessThan(1000);
    expect(u.models).toBe(1);
    expect(u.profiles.map((p) => p.name)).toEqual(['Gun']);
  });
});

describe('nothing from input reaches the terminal as an escape', () => {
  const ESC = '\u001b';
  /** Every character a terminal may act on, raw. */
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
  // A unit name with U+009B (a one-character CSI) and U+202E (right-to-left override), and a
  // weapon name with ESC and BEL: XML 1.1 allows them as character references.
  const hostile = ROSTER.replace('<?xml version="1.0"', '<?xml version="1.1"')
    .replaceAll('name="Intercessor Squad"', 'name="Inter&#x9b;2J\u202eSquad"')
    .replaceAll('name="Bolt rifle"', 'name="Bolt&#x1b;]0;pwned&#x7;rifle"');
  const dir = mkdtempSync(join(tmpdir(), 'mathhammer-'));
  const hostileFile = join(dir, 'hostile.ros');
  writeFileSync(hostileFile, hostile);

  it('the listing and its warnings', async () => {
    const r = await fakeCli(['import', '-'], { stdin: hostile });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Inter\\x9b2J\\u202eSquad');
    expect(r.stdout).toContain('Bolt\\x1b]0;pwned\\x07rifle');
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stderr).not.toMatch(RAW);
  });

  it('the JSON listing: the same value, as JSON escapes', async () => {
    const r = await fakeCli(['import', '-', '--json'], { stdin: hostile });
    expect(r.stdout).not.toMatch(RAW);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('Inter\u009b2J\u202eSquad');
  });

  it('the matrix and compare tables of a roster', async () => {
    for (const command of ['matrix', 'compare']) {
      const r = await fakeCli([
        command,
        hostileFile,
        '--target',
        'Inter\u009b2J\u202eSquad',
        '--profile',
        'Inter\u009b2J\u202eSquad',
      ]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('Inter\\x9b2J\\u202eSquad');
      expect(r.stdout + r.stderr).not.toMatch(RAW);
    }
  });

  it('error places and messages: a unit name, a zip entry name', async () => {
    const r = await fakeCli(['matrix', hostileFile, '--target', `x${ESC}[2J`]);
    expect(r.code).toBe(2);
    // The message lists the roster's units, names as they were read.
    expect(r.stderr).toContain('Inter\\x9b2J\\u202eSquad');
    expect(r.stderr).not.toMatch(RAW);
    const zip = zipSync({ [`notes${ESC}]0;x.txt`]: new Uint8Array(1), 'b.txt': new Uint8Array(1) });
    const file = join(dir, 'x.rosz');
    writeFileSync(file, zip);
    const z = await fakeCli(['import', file]);
    expect(z.code).toBe(2);
    expect(z.stderr).toContain('notes\\x1b]0;x.txt');
    expect(z.stderr).not.toMatch(RAW);
  });

  it("the fight report's side names", async () => {
    const fight = {
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: {
        name: `Good${ESC}[2J\u009b`,
        models: [{ name: 'Aragorn', fight: 6, strength: 4, attacks: 3, defence: 6, wounds: 3 }],
      },
      sideB: {
        models: [{ name: `Orc\u202e`, fight: 3, strength: 3, attacks: 1, defence: 4, wounds: 1 }],
      },
    };
    const r = await fakeCli(['run', '-'], { stdin: JSON.stringify(fight) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Good\\x1b[2J\\x9b');
    expect(r.stdout).not.toMatch(RAW);
  });
});

describe('inputs read wrongly or silently', () => {
  const roster = (from: string, to: string) => {
    expect(ROSTER).toContain(from);
    return ROSTER.replace(from, to);
  };
  const importError = (text: string) => thrown(() => importRoster(text, { source: 'a.ros' }));

  it('weapon keywords __proto__ and constructor are keywords not modelled, not rules', async () => {
    const text = roster('Assault, Heavy', '__proto__, constructor');
    const u = importRoster(text).units.find((x) => x.name === 'Intercessor Squad')!;
    expect(u.weapons[0]!.attacker.rules).toEqual([]);
    const r = await fakeCli(['import', '-'], { stdin: text });
    expect(r.stdout).not.toContain('undefined');
    expect(r.stderr).toContain('weapon keyword "__proto__" is not modelled');
    expect(r.stderr).toContain('weapon keyword "constructor" is not modelled');
  });

  it('points must be a number within a million: no Infinity, no 1e308 twice', () => {
    for (const v of ['Infinity', '1e308', 'NaN', '']) {
      const e = importError(roster('value="80"', `value="${v}"`)) as ImportError;
      expect(e).toBeInstanceOf(ImportError);
      expect(e.message).toMatch(
        new RegExp(
          `^a\\.ros: force "Imperium - Space Marines" > unit "Intercessor Squad": cost "pts" must be a number -1000000\\.\\.1000000, got "${v}"$`,
        ),
      );
    }
    expect(importRoster(roster('value="80"', 'value="80.0"')).units[0]!.points).toBe(80);
  });

  it('Feel No Pain 7+ and an invulnerable save 9+ leave the unit out, naming the ability', () => {
    // A unit that cannot be read is left out with a warning that names it and why; the rest
    // of the roster is read (docs/import.md).
    const leftOut = (text: string) => {
      const r = importRoster(text, { source: 'a.ros' });
      expect(r.units.map((u) => u.name)).not.toContain('Captain');
      return r.warnings.filter((w) => w.unit === 'Captain').map((w) => w.message);
    };
    expect(
      leftOut(
        roster(
          '<characteristic name="Description">4+</characteristic></characteristics>\n            </profile>\n            <profile id="p-lead"',
          '<characteristic name="Description">9+</characteristic></characteristics>\n            </profile>\n            <profile id="p-lead"',
        ),
      ),
    ).toEqual([
      'Captain: left out, it cannot be read: a.ros: force "Imperium - Space Marines" > model "Captain" > profile "Invulnerable Save": ability "Invulnerable Save": 9+ is not a roll 2+..6+',
    ]);
    const fnp = leftOut(roster('name="Invulnerable Save"', 'name="Feel No Pain 7+"'));
    expect(fnp).toHaveLength(1);
    expect(fnp[0]).toMatch(/ability "Feel No Pain 7\+": 7\+ is not a roll 2\+\.\.6\+$/);
  });

  it('number="0x10" is no number; a unit of 5000 models is refused by name', () => {
    expect((importError(roster('number="4"', 'number="0x10"')) as Error).message).toBe(
      'a.ros: force "Imperium - Space Marines" > unit "Intercessor Squad" > model "Intercessor": number must be a whole number 0..100000, got "0x10"',
    );
    expect((importError(roster('number="4"', 'number="5000"')) as Error).message).toBe(
      'a.ros: force "Imperium - Space Marines" > unit "Intercessor Squad": 5001 models, more than the 1000 a unit may have',
    );
  });

  it("the roster matrix reads --seed and --samples as run does: ' 7 ' and 0x10 are refused", async () => {
    for (const seed of [' 7 ', '0x10']) {
      const r = await fakeCli(['matrix', 'examples/rosters/strike-force.ros', '--seed', seed]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^mathhammer: --seed: expected a whole number/);
    }
  });

  it('sweep --toughness goes to 30 for wh40k-10e, as its format does', () => {
    const a = JSON.parse(readFileSync('examples/analytics/wh40k-10e-loadouts.json', 'utf8'));
    const s = sweep(a, { characteristic: 'toughness', values: [12, 30] });
    expect(s.values).toEqual([12, 30]);
    expect(() => sweep(a, { characteristic: 'toughness', values: [31] })).toThrow(
      'sweep: toughness values must be whole numbers 1..30, got 31',
    );
  });

  it('the CLI analytics say what a fight is, not the schema\'s "expected shoot"', async () => {
    const files = { 'fight.json': readFileSync('examples/mesbg-fight-captains.json', 'utf8') };
    for (const command of ['compare', 'matrix', 'turns']) {
      const r = await fakeCli([command, 'fight.json'], { files });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^mathhammer: fight\\.json is a MESBG fight \\("phase": "fight"\\); ${command} takes attacks`,
        ),
      );
    }
  });

  it('sweepFight with "constructor", fightsUntilSlain on raw JSON: typed errors naming the field', () => {
    const fight = JSON.parse(readFileSync('examples/mesbg-fight-captains.json', 'utf8'));
    const e = thrown(() =>
      sweepFight(fight, 'constructor' as FightCharacteristic, [1]),
    ) as InputError;
    expect(e.message).toBe(
      'sweepFight: characteristic must be one of fight, attacks, strength, defence, might, fate, got "constructor"',
    );
    expect(fightsUntilSlain(fight, 2).slain.length).toBe(2);
    const bad = { ...fight, sideB: { models: [{ fight: 3 }] } };
    const s = thrown(() => fightsUntilSlain(bad, 2));
    expect(s).toBeInstanceOf(ScenarioError);
    expect((s as ScenarioError).issues[0]!.path).toMatch(/^sideB\.models\[0\]\./);
  });

  it('MESBG profiles: Fight 99 is refused', () => {
    const json = readFileSync('test/import/fixtures/mesbg-profiles.json', 'utf8').replace(
      '"Fv": "2"',
      '"Fv": "99"',
    );
    expect((thrown(() => readMesbgProfiles(json, { source: 'p.json' })) as Error).message).toMatch(
      /Fight value \(Fv\) must be a whole number 1\.\.10, got "99"$/,
    );
  });
});

describe("the playground's link limits", () => {
  const deflate = async (text: string) => {
    const out = new Blob([new TextEncoder().encode(text)])
      .stream()
      .pipeThrough(new CompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(out).arrayBuffer());
  };
  const inflating = (bytes: Uint8Array) =>
    new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();

  it('a link that inflates past a megabyte is refused while inflating', async () => {
    const link = await deflate(`{"a":"${'x'.repeat(50_000_000)}"}`);
    expect(link.length).toBeLessThan(100_000);
    const t = performance.now();
    await expect(readCapped(inflating(link), LINK_LIMITS.bytes)).rejects.toThrow(
      'it holds more than 1,000,000 bytes',
    );
    expect(performance.now() - t).toBeLessThan(2000);
    const small = new TextDecoder().decode(
      await readCapped(inflating(await deflate('{"a":1}')), LINK_LIMITS.bytes),
    );
    expect(small).toBe('{"a":1}');
    expect(() => checkLinkLength('A'.repeat(1_400_000))).toThrow('more than 1,000,000 bytes');
  });

  it('a 200,000-deep state is refused before JSON.parse, a real one passes', () => {
    expect(() => checkDepth(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toThrow(
      'its JSON is nested deeper than 24',
    );
    expect(() =>
      checkDepth('{"scenario":{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[","b":[[1]]}}'),
    ).not.toThrow();
  });
});

describe('Monte Carlo post-processing: linear, and priced', () => {
  it('the standard errors of every P(X >= k) are those of atLeast(k), found in one pass', () => {
    let seed = 1;
    const rand = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    for (let t = 0; t < 300; t++) {
      const counts = Float64Array.from({ length: 1 + Math.floor(rand() * 40) }, () =>
        Math.floor(rand() * 1000),
      );
      const n = counts.reduce((x, y) => x + y, 0) || 1;
      if (n === 1 && counts.every((c) => c === 0)) counts[0] = 1;
      const d = frequencies(counts, n);
      const byDefinition = Array.from({ length: d.max + 1 }, (_, k) => {
        const p = Math.min(1, Math.max(0, d.atLeast(k)));
        return Math.sqrt((p * (1 - p)) / n);
      });
      expect(samplingError(d, n).atLeast).toEqual(byDefinition);
    }
    // Two million values: a pass each for atLeast(k) would be 2e12 additions.
    const long = new Float64Array(2_000_001);
    long[0] = 1;
    long[2_000_000] = 1;
    const t0 = performance.now();
    expect(samplingError(frequencies(long, 2), 2).atLeast).toHaveLength(2_000_001);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  const wh40k = (damage: string, models: number, attacks: number | string, samples = 1) =>
    parseScenario({
      ruleset: 'wh40k-10e',
      method: 'monte-carlo',
      samples,
      attackers: [{ models, attacks, bs: 3, strength: 4, damage }],
      target: { models: 1000, toughness: 4, save: 3, wounds: 100 },
    });

  it('wh40k-10e histograms sized by Damage 10D1000 are in the estimate: refused, not a RangeError', () => {
    const big = estimateCost(wh40k('10D1000', 1000, 40));
    expect(fits(big)).toBe(false);
    expect(big.bytes).toBeGreaterThan(2e9);
    const e = thrown(() => evaluate(wh40k('10D1000', 1000, 40))) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toMatch(
      /\(mostly histograms: up to 4\.0e\+8 damage, 40000 hits\); use fewer models/,
    );
    const small = estimateCost(wh40k('10D1000', 10, 10));
    expect(small.parts.find((p) => p.what.startsWith('histograms'))?.bytes).toBeGreaterThan(1e7);
  });

  it('a Monte Carlo estimate never adds up the attack dice of the whole group (sumOf refused it)', () => {
    expect(() => estimateCost(wh40k('1', 1000, '10D1000', 1000))).not.toThrow();
  });

  it('the samples a refusal suggests fit the estimate', () => {
    const s = wh40k('D6', 1000, 40, 1e6);
    const e = thrown(() => evaluate(s)) as TooLargeError;
    const n = Number(/use at most (\d+) samples/.exec(e.message)?.[1]);
    expect(n).toBeGreaterThan(1000);
    expect(fits(estimateCost({ ...s, samples: n }))).toBe(true);
    expect(samplesThatFit(s)).toBe(n);
  });
});

describe('wh40k-10e exact: the result laws in the estimate', () => {
  it('Damage 100D100 is refused before any work, with a Monte Carlo count that fits', () => {
    const s = parseScenario({
      ruleset: 'wh40k-10e',
      attackers: [{ models: 10, attacks: 10, bs: 3, strength: 4, damage: '100D100' }],
      target: { models: 10, toughness: 4, save: 3, wounds: 100 },
    });
    const c = estimateCost(s);
    expect(fits(c)).toBe(false);
    expect(c.parts.at(-1)?.what).toBe(
      'result laws: 2.3e+12 multiply-adds, over the limit of 1e+10 for one: refused',
    );
    const e = thrown(() => evaluate(s)) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    const n = Number(/use method "monte-carlo" with at most (\d+) samples/.exec(e.message)?.[1]);
    expect(fits(estimateCost({ ...s, method: 'monte-carlo', samples: n }))).toBe(true);
  });
});

describe('analytics priced before any cell', () => {
  it('the roster matrix adds up its cells first', () => {
    const units = importRoster(ROSTER).units;
    const samples = 2e7;
    const cells = units.flatMap((u) =>
      units.map((t) =>
        estimateCost(
          parseScenario({
            ...unitScenario(u, t, { phase: 'ranged' }),
            method: 'monte-carlo',
            samples,
          }),
        ),
      ),
    );
    // Each cell fits alone; all of them do not (checked first, so that no cell ever runs).
    expect(cells.every((c) => fits(c))).toBe(true);
    expect(cells.reduce((n, c) => n + c.seconds, 0)).toBeGreaterThan(60);
    const t = performance.now();
    const e = thrown(() =>
      armyMatrix(units, units, { method: 'monte-carlo', samples }),
    ) as TooLargeError;
    expect(performance.now() - t).toBeLessThan(1000);
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toMatch(/^this matrix of 9 evaluations would take about/);
  });

  it('wh40k-10e turns: turn t evaluates t volleys, priced as 1 + 2 + ... + turns', () => {
    const a = JSON.parse(readFileSync('examples/analytics/wh40k-10e-loadouts.json', 'utf8'));
    const cells = a.profiles.length * a.targets.length;
    expect(cells).toBeGreaterThan(1);
    // 100 turns: 5050 evaluations a pair. A many-model attack makes each a second or so.
    const heavy = {
      ...a,
      profiles: a.profiles.map((p: { attackers: { models?: number }[] }) => ({
        ...p,
        attackers: p.attackers.map((x) => ({ ...x, models: 1000 })),
      })),
    };
    const each = heavy.profiles.flatMap((p: { attackers: unknown[] }) =>
      heavy.targets.map((t: { points?: number }) => {
        const { points: _, ...target } = t;
        return estimateCost(
          parseScenario({ ruleset: 'wh40k-10e', attackers: p.attackers, target }),
        );
      }),
    );
    // Each pair fits; 5050 evaluations of each do not (checked first: none ever runs).
    expect(each.every((c: Cost) => fits(c))).toBe(true);
    expect(each.reduce((n: number, c: Cost) => n + c.seconds, 0) * 5050).toBeGreaterThan(60);
    const t = performance.now();
    const e = thrown(() => overTurns(heavy, { turns: 100 })) as TooLargeError;
    expect(performance.now() - t).toBeLessThan(1000);
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toMatch(/^this turns analysis of \d+ evaluations would take/);
  });
});
