// docs/rules-coverage.md lists every heading of the four rulebook texts with its status, and
// every file it names exists. The headings are listed here (taken from the texts); the texts
// themselves (copied into test/fixtures/seeds from the rulebook seeds) are read again and
// every heading found must be in the list, so a text that grows a rule fails this test until
// the table has its row.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SEEDS = join(ROOT, 'test/fixtures/seeds');
const DOC = readFileSync(join(ROOT, 'docs/rules-coverage.md'), 'utf8');

const SAVES = [
  'Types of Saving Throws',
  'Armour Saves',
  'Armor Piercing Weapons',
  'Ward Saves',
  'Cover Saves',
  'Determining Cover Saves',
  'Types of Cover Saves',
  'Go to Ground',
  'Intervening Models',
  'Models with More than one Save',
  'Maximum Save',
];

/** Every heading of each text (and the charts' captions), in the order of the text. */
const HEADINGS: Record<string, readonly string[]> = {
  '000_2ec87e5aee29120b.txt': [
    'THE SHOOTING PHASE',
    'Equipped Items',
    'Equipping Spells',
    'Staves',
    'Nominate a Unit to Shoot',
    'Who can Shoot?',
    'Choose a Target',
    'Line of Sight',
    'Check Range',
    'Which Models can Fire?',
    'Roll to Hit',
    'To Hit Chart',
    'Heavy Weapons',
    'Ballistic Skill of 6 or better',
    'Rolls to Wound',
    'To Wound Chart',
    'Multiple Toughness Values',
    'The Wound Pool',
    'Allocating Wounds and Removing Casualties',
    'Allocate Wounds',
    'Take Saving Throws',
    'Assign Unsaved Wounds',
    'Emptied Wound Pool',
    'Out of Range',
    'Instant Death',
    ...SAVES,
    'Marching',
  ],
  '001_b395c1945657ba04.txt': SAVES,
  '004_15cf5d572fc7d6a3.txt': [
    'A-G',
    'Absorb',
    'Acute Senses',
    'Atronach',
    'Autohit',
    'Backfire',
    'Barrage',
    'Multiple Barrages',
    'Bestial Instinct',
    'Blast and Large Blast',
    'Multiple Blasts',
    'Blast Weapons and Rerolls',
    'Blind',
    'Chameleon',
    'Chill',
    'Command',
    'Counter-Attack',
    'Critical Strike',
    'Deep Strike',
    'Arriving By Deep Strike',
    'Deep Strike Mishaps',
    'Deep Strike Mishap Table',
    'Dragonborn',
    'Eternal Warrior',
    'Ethereal',
    'Fear',
    'Fearless',
    'No Retreat!',
    'Feel No Pain',
    'Fleet of Foot',
    'Fleshbane',
    'Frenzy',
    'Furious Charge',
  ],
  '003_f07a2392f32efa83.txt': [
    'Shoot Phase',
    'Start of Shoot Phase',
    'Declare Heroic Actions',
    "Player with Priority's Shooting Phase",
    "Player without Priority's Shooting Phase",
    'End of Shoot Phase',
    'HOW TO SHOOT',
    'SHOOTING PHASE',
    'Start of Shoot',
    'Make Shooting Attack',
    'End of Shoot',
    'Example 21',
    'SHOOTING FROM OR AT ELEVATED POSITIONS',
    'WHO CAN SHOOT?',
    'MISSILE WEAPONS',
    'PICKING A TARGET',
    'LINE OF SIGHT (21)',
    'MEASURE RANGE',
    'MOVING AND SHOOTING',
    'ROLLING TO HIT',
    'IN THE WAY (22)',
    'MODELS IN THE WAY (23)',
    'IN THE WAY',
    'Example 22',
    'Example 23',
    'Example 24',
    'Example 25',
    'SHOOTING FROM BEHIND COVER (24)',
    'SHOOTING FROM BEHIND FRIENDS (25)',
    'SHOOTING INTO A COMBAT (26)',
    'Example 26',
    'TO WOUND CHART (27)',
    'Example 27',
    'ROLLING TO WOUND (27)',
    'ROLLING TO WOUND',
    'RECORD WOUNDS AND REMOVE CASUALTIES',
    'TAKING SHOTS TOGETHER (28)',
    'Example 28',
  ],
};

/** Lines the heading patterns catch that are not headings. */
const NOT_HEADINGS = new Set(['Example', 'There are many variants of this rule']);

/** The headings the patterns find in a text: `==X==`, `'''X'''`, `X:` at a line's start, CAPITALS. */
function headingsIn(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const m =
      /^=+\s*(.+?)\s*=+$/.exec(line) ??
      /^'''(.+?)'''$/.exec(line) ??
      /^([A-Z][A-Za-z0-9' !?-]{2,40}):(\s|\(|$)/.exec(line) ??
      /^([A-Z][A-Z ,?()0-9'-]{3,})$/.exec(line) ??
      /^(Example \d+):/.exec(line);
    if (m && !NOT_HEADINGS.has(m[1]!)) out.push(m[1]!);
  }
  return out;
}

/** The rows of the table in the section of a text: heading -> [status, where / why]. */
function rows(file: string): Map<string, [string, string]> {
  const start = DOC.indexOf(`## \`${file}\``);
  expect(start, `a section for ${file}`).toBeGreaterThanOrEqual(0);
  const end = DOC.indexOf('\n## ', start + 1);
  const section = DOC.slice(start, end < 0 ? undefined : end);
  const out = new Map<string, [string, string]>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| heading') || line.startsWith('| ---'))
      continue;
    const cells = line.split(' | ').map((c) => c.replace(/^\|\s*|\s*\|$/g, '').trim());
    out.set(cells[0]!, [cells[1]!, cells[2]!]);
  }
  return out;
}

describe('docs/rules-coverage.md', () => {
  for (const [file, headings] of Object.entries(HEADINGS)) {
    describe(file, () => {
      it('has a row for every heading, with a status and a reason or a module', () => {
        const table = rows(file);
        for (const h of headings) {
          const row = table.get(h);
          expect(row, `row for "${h}"`).toBeDefined();
          expect(['implemented', 'not a statistical rule', 'not yet']).toContain(row![0]);
          expect(row![1].length, `"${h}": where or why`).toBeGreaterThan(5);
        }
        expect([...table.keys()].filter((h) => !headings.includes(h))).toEqual([]);
      });
      it('every heading of the text is in the list', () => {
        const found = headingsIn(readFileSync(join(SEEDS, file), 'utf8'));
        expect(found.filter((h) => !headings.includes(h))).toEqual([]);
      });
    });
  }
  it('every file it names exists', () => {
    const paths = [...DOC.matchAll(/`((?:src|test|examples|docs)\/[\w./-]+)`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) expect(existsSync(join(ROOT, p)), p).toBe(true);
  });
});
