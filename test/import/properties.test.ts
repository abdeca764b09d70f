/**
 * Properties of the readers: any damaged roster is an ImportError (never a TypeError, never a
 * half-read list); the XML and JSON encodings of the same roster import to the same units;
 * no keyword is ever dropped silently.
 */
import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ImportError } from '../../src/import/errors.js';
import { readRoster } from '../../src/import/roster.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { parseWeaponKeywords } from '../../src/import/wh40k/keywords.js';

const ros = readFileSync('examples/rosters/strike-force.ros', 'utf8');
const rosz = readFileSync('examples/rosters/strike-force.rosz');

/** Only ImportError, or a complete import. */
function importsOrRefuses(input: string | Uint8Array): void {
  try {
    importRoster(input, { source: 'x' });
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    expect((e as Error).message.startsWith('x: ')).toBe(true);
  }
}

describe('damaged files', () => {
  test.prop([fc.integer({ min: 0, max: ros.length - 2 })], { numRuns: 60 })(
    'every truncated .ros is refused with an ImportError',
    (cut) => {
      expect(() => importRoster(ros.slice(0, cut), { source: 'x' })).toThrow(ImportError);
    },
  );

  test.prop([fc.integer({ min: 0, max: rosz.length - 1 })], { numRuns: 60 })(
    'every truncated .rosz is refused with an ImportError',
    (cut) => {
      expect(() => importRoster(rosz.subarray(0, cut), { source: 'x' })).toThrow(ImportError);
    },
  );

  test.prop(
    [
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 4,
      }),
    ],
    { numRuns: 60 },
  )('a .rosz with corrupted bytes imports or is refused with an ImportError', (edits) => {
    const bytes = Uint8Array.from(rosz);
    for (const [at, value] of edits) bytes[at % bytes.length] = value;
    importsOrRefuses(bytes);
  });
});

/** A small random roster, written both as BattleScribe XML and as New Recruit JSON. */
const rosterArb = fc.array(
  fc.record({
    name: fc.constantFrom('Alpha Squad', 'Beta', 'Gamma Team'),
    models: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 0, maxLength: 3 }),
    points: fc.integer({ min: 0, max: 300 }),
    weapon: fc.record({
      a: fc.constantFrom('1', '2', 'D6', 'D3+1'),
      s: fc.integer({ min: 1, max: 16 }),
      ap: fc.integer({ min: -4, max: 0 }),
      kw: fc.constantFrom('-', 'Heavy', 'Sustained Hits 1, Pistol', 'Anti-Infantry 4+, Blast'),
    }),
  }),
  { minLength: 1, maxLength: 4 },
);

type Arb = typeof rosterArb extends fc.Arbitrary<infer T> ? T : never;

function weaponChars(w: Arb[number]['weapon']): [string, string][] {
  return [
    ['Range', '24"'],
    ['A', w.a],
    ['BS', '3+'],
    ['S', String(w.s)],
    ['AP', String(w.ap)],
    ['D', '1'],
    ['Keywords', w.kw],
  ];
}
const statChars: [string, string][] = [
  ['M', '6"'],
  ['T', '4'],
  ['SV', '3+'],
  ['W', '2'],
];

function toXml(units: Arb): string {
  const chars = (c: [string, string][]) =>
    `<characteristics>${c.map(([n, v]) => `<characteristic name="${n}">${v.replaceAll('"', '&quot;')}</characteristic>`).join('')}</characteristics>`;
  const sel = units
    .map((u) => {
      const models = u.models
        .map(
          (n, i) =>
            `<selection name="m${i}" type="model" number="${n}"><selections><selection name="gun" type="upgrade" number="${n}"><profiles><profile name="Gun" typeName="Ranged Weapons">${chars(weaponChars(u.weapon))}</profile></profiles></selection></selections></selection>`,
        )
        .join('');
      return `<selection name="${u.name}" type="unit" number="1"><profiles><profile name="${u.name}" typeName="Unit">${chars(statChars)}</profile></profiles><selections>${models}</selections><costs><cost name="pts" value="${u.points}"/></costs></selection>`;
    })
    .join('');
  return `<?xml version="1.0"?><roster name="R"><forces><force name="F"><selections>${sel}</selections></force></forces></roster>`;
}

function toJson(units: Arb): string {
  const chars = (c: [string, string][]) => c.map(([name, $text]) => ({ name, $text }));
  return JSON.stringify({
    roster: {
      name: 'R',
      forces: [
        {
          name: 'F',
          selections: units.map((u) => ({
            name: u.name,
            type: 'unit',
            number: 1,
            profiles: [{ name: u.name, typeName: 'Unit', characteristics: chars(statChars) }],
            selections: u.models.map((n, i) => ({
              name: `m${i}`,
              type: 'model',
              number: n,
              selections: [
                {
                  name: 'gun',
                  type: 'upgrade',
                  number: n,
                  profiles: [
                    {
                      name: 'Gun',
                      typeName: 'Ranged Weapons',
                      characteristics: chars(weaponChars(u.weapon)),
                    },
                  ],
                },
              ],
            })),
            costs: [{ name: 'pts', value: u.points }],
          })),
        },
      ],
    },
  });
}

describe('XML and JSON', () => {
  test.prop([rosterArb], { numRuns: 40 })('import to the same units', (units) => {
    const x = importRoster(toXml(units));
    expect(importRoster(toJson(units))).toEqual(x);
    expect(readRoster(toJson(units))).toEqual(readRoster(toXml(units)));
    // Models and weapon carriers are the sums of the model selections (a Pistol of several
    // model selections is one entry per selection: each makes its own pistol choice).
    for (const [i, u] of units.entries()) {
      const total = u.models.reduce((s, n) => s + n, 0);
      expect(x.units[i]!.models).toBe(total === 0 ? 1 : total);
      const carried = x.units[i]!.weapons.reduce((s, w) => s + w.attacker.models, 0);
      if (total > 0) expect(carried).toBe(total);
    }
  });
});

describe('keywords', () => {
  const known = [
    'Lethal Hits',
    'Sustained Hits 2',
    'Anti-Vehicle 3+',
    'Blast',
    'Melta 4',
    'Torrent',
    'Precision',
    // Keywords that change no number: written as the scenario's rules of that name.
    'Assault',
    'Hazardous',
    'Psychic',
  ];
  const other = ['Conversion', 'Linked Fire'];
  test.prop([fc.array(fc.constantFrom(...known, ...other), { maxLength: 8 })])(
    'every keyword is a rule or reported by name, in order',
    (list) => {
      const r = parseWeaponKeywords(list.join(', '));
      expect(r.rules).toHaveLength(list.filter((k) => known.includes(k)).length);
      expect(r.unmodelled).toEqual(list.filter((k) => other.includes(k)));
    },
  );
});
