// Old editions and bad units (src/import/edition.ts, src/import/imported.ts): a roster of a
// game or edition the importers do not read is refused naming it (never "0 units" or a
// "missing characteristic SV" of another edition's reading), and a unit that cannot be read is
// left out with a warning naming it and its file, never the whole roster. The rosters are the
// project's fixtures with their game system or one characteristic changed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAos4Roster } from '../../src/import/aos4/importRoster.js';
import { gameOf, unreadGame } from '../../src/import/edition.js';
import { ImportError } from '../../src/import/errors.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { importRoster11e, importWh40kRoster } from '../../src/import/wh40k11e/importRoster.js';
import { fakeCli } from '../helpers/fakeCli.js';

const ROS = readFileSync('examples/rosters/strike-force.ros', 'utf8');
const AOS = readFileSync('test/fixtures/aos4/test-aos4.ros', 'utf8');
const HOUSEHOLD = readFileSync('examples/rosters/household-11e.json', 'utf8');
const SYSTEM = 'gameSystemName="Warhammer 40,000 10th Edition"';

/** A 10th-edition roster's game system renamed (and its id, when given). */
function renamed(name: string, id?: string): string {
  const out = ROS.replace(SYSTEM, `gameSystemName="${name}"`);
  return id === undefined ? out : out.replace(/gameSystemId="[^"]*"/, `gameSystemId="${id}"`);
}

describe('unreadGame and gameOf', () => {
  it('name the editions and games recognised and not read', () => {
    expect(unreadGame('Warhammer 40,000 8th Edition')).toBe('Warhammer 40,000 8th Edition');
    expect(unreadGame('Warhammer 40,000 9th Edition')).toBe('Warhammer 40,000 9th Edition');
    expect(unreadGame('28ec-711c-d87f-3aeb')).toBe('Warhammer 40,000 8th or 9th edition');
    expect(unreadGame('e51d-b1a3-75fc-dc33')).toBe('Age of Sigmar before its 4th edition');
    expect(unreadGame('Age of Sigmar 3.0')).toBe('Age of Sigmar 3.0');
    // Kill Team's 2024 edition is read (killteam); its 2021 edition is not.
    expect(unreadGame('Warhammer 40,000: Kill Team (2021)')).toBe(
      'Warhammer 40,000: Kill Team (2021)',
    );
    expect(unreadGame('Horus Heresy (2022)')).toBe('Horus Heresy (2022)');
    // Read, or not recognised at all: no refusal.
    expect(unreadGame('Warhammer 40,000 10th Edition')).toBeUndefined();
    expect(unreadGame('Age of Sigmar 4.0')).toBeUndefined();
    expect(unreadGame('Test 10th Edition')).toBeUndefined();
    expect(gameOf(['', 'sys-352e-adc2-7639-d610'], 'x')).toBe('wh40k-11e');
    expect(gameOf(['Some Game', ''], 'x')).toBeUndefined();
  });
});

describe('a roster of an edition or game not read', () => {
  it.each([
    ['8th edition', 'Warhammer 40,000 8th Edition', undefined],
    ['9th edition', 'Warhammer 40,000 9th Edition', undefined],
    ['9th edition, by its id', 'Warhammer 40,000', '28ec-711c-d87f-3aeb'],
  ])('%s: refused naming it, by every 40k importer', (_, name, id) => {
    const ros = renamed(name, id);
    for (const read of [importRoster, importRoster11e, importWh40kRoster]) {
      expect(() => read(ros, { source: 'old.ros' })).toThrow(ImportError);
      expect(() => read(ros, { source: 'old.ros' })).toThrow(
        /^old\.ros: its game system is ".*": Warhammer 40,000 (8th|9th|8th or 9th) edition is not a game the importer reads/i,
      );
    }
  });

  it('an Age of Sigmar roster before the 4th edition: refused naming it', () => {
    const old = AOS.replace(
      'gameSystemName="Age of Sigmar 4.0 (test)"',
      'gameSystemName="Age of Sigmar 3.0"',
    );
    expect(() => importAos4Roster(old, { source: 'old-aos.ros' })).toThrow(
      /old-aos\.ros: its game system is "Age of Sigmar 3\.0": Age of Sigmar 3\.0 is not a game the importer reads/,
    );
  });

  it('on the command line: exit 2 with the message, for import and matrix', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-editions-'));
    const path = join(dir, 'old.ros');
    writeFileSync(path, renamed('Warhammer 40,000 8th Edition'));
    for (const args of [
      ['import', path],
      ['matrix', path],
    ]) {
      const r = await fakeCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/Warhammer 40,000 8th Edition is not a game the importer reads/);
    }
    rmSync(dir, { recursive: true });
  });
});

describe('a unit that cannot be read', () => {
  it('10th edition: left out with a warning naming it, the file and the place; the rest read', () => {
    const whole = importRoster(ROS, { source: 'army.ros' });
    // The Eradicators' statline without its T.
    const bad = ROS.replace('<characteristic name="T">6</characteristic>', '');
    const r = importRoster(bad, { source: 'army.ros' });
    expect(r.units.map((u) => u.name)).toEqual(
      whole.units.map((u) => u.name).filter((n) => n !== 'Eradicator Squad'),
    );
    const left = r.warnings.filter((w) => w.kind === 'unit');
    expect(left.map((w) => w.message)).toEqual([
      'Eradicator Squad: left out, it cannot be read: army.ros: force "Imperium - Space Marines" > unit "Eradicator Squad" > model "Eradicator" > profile "Eradicator": missing characteristic T',
    ]);
  });

  it('Age of Sigmar: one unreadable unit leaves the other units of the roster', () => {
    const bad = AOS.replace(
      '<characteristic name="Health" typeId="96be-54ae-ce7b-10b7">8</characteristic>',
      '<characteristic name="Health" typeId="96be-54ae-ce7b-10b7">many</characteristic>',
    );
    const r = importAos4Roster(bad, { source: 'host.ros' });
    expect(r.units.map((u) => u.name)).toEqual(['Test Guard']);
    const left = r.warnings.filter((w) => w.kind === 'unit');
    expect(left).toHaveLength(1);
    expect(left[0]!.message).toMatch(
      /^Test Lord on Beast: left out, it cannot be read: host\.ros: .*"Test Lord on Beast".*Health/,
    );
  });

  it('11th edition: the household roster reads whole, and a broken unit is left out alone', () => {
    const whole = importRoster11e(HOUSEHOLD, { source: 'h.json' });
    expect(whole.warnings.filter((w) => w.kind === 'unit')).toEqual([]);
    expect(whole.units.length).toBeGreaterThan(1);
  });
});
