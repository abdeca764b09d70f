// Import of a 2,000-point roster: a generated BattleScribe roster of realistic size (20
// units, 140 models, several weapons per model, abilities with descriptions of realistic
// length, rules, categories, costs: about the size of a real export), read as .ros text,
// .rosz bytes and New Recruit JSON.
// Run: npm run bench:import (builds dist/ first). Imports the built package, as users get it.
// Goal: under 50 ms per import (the median round).
import os from 'node:os';
import { zipSync } from 'fflate';
import { importRoster } from '../dist/import/index.js';

const ROUNDS = 41;
const GOAL_MS = 50;

/** Placeholder prose standing in for rules text (never real rules text). */
const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor'.split(
  ' ',
);
let seed = 1;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const prose = (n) =>
  Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ');
const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
let ids = 0;
const id = () => `id-${(ids++).toString(16)}`;

const KEYWORDS = [
  'Assault',
  'Heavy',
  'Rapid Fire 1',
  'Lethal Hits',
  'Sustained Hits 1',
  'Anti-Infantry 4+',
  'Blast',
  'Melta 2',
  'Pistol',
  'Twin-linked',
  'Devastating Wounds',
  'Torrent',
  'Ignores Cover',
  'Precision',
];

function characteristics(pairs) {
  return `<characteristics>${pairs.map(([n, v]) => `<characteristic name="${n}" typeId="${id()}">${esc(v)}</characteristic>`).join('')}</characteristics>`;
}
function weaponProfile(name, ranged) {
  const kw = Array.from(
    { length: 1 + Math.floor(rand() * 3) },
    () => KEYWORDS[Math.floor(rand() * KEYWORDS.length)],
  );
  const torrent = ranged && kw.includes('Torrent');
  return `<profile id="${id()}" name="${name}" hidden="false" typeId="${ranged ? 'f77d-b953-8fa4-b762' : '8a40-4aaa-c780-9046'}" typeName="${ranged ? 'Ranged Weapons' : 'Melee Weapons'}">${characteristics(
    [
      ['Range', ranged ? '24"' : 'Melee'],
      ['A', rand() < 0.3 ? 'D6' : String(1 + Math.floor(rand() * 4))],
      [ranged ? 'BS' : 'WS', torrent ? 'N/A' : `${2 + Math.floor(rand() * 4)}+`],
      ['S', String(3 + Math.floor(rand() * 8))],
      ['AP', String(-Math.floor(rand() * 4))],
      ['D', rand() < 0.3 ? 'D6+1' : String(1 + Math.floor(rand() * 3))],
      ['Keywords', [...new Set(kw)].join(', ')],
    ],
  )}</profile>`;
}
function ability(name) {
  return `<profile id="${id()}" name="${name}" hidden="false" typeId="9cc3-6d83-4dd3-9b64" typeName="Abilities">${characteristics([['Description', prose(120)]])}</profile>`;
}
function rule(name) {
  return `<rule id="${id()}" name="${name}" hidden="false"><description>${prose(150)}</description></rule>`;
}
function selection(name, type, number, inner) {
  return `<selection id="${id()}" name="${name}" entryId="${id()}" number="${number}" type="${type}">${inner}</selection>`;
}
function unit(u) {
  const statline = `<profile id="${id()}" name="${u}" hidden="false" typeId="c547-1836-d8a-ff4f" typeName="Unit">${characteristics(
    [
      ['M', '6"'],
      ['T', String(3 + Math.floor(rand() * 8))],
      ['SV', `${2 + Math.floor(rand() * 4)}+`],
      ['W', String(1 + Math.floor(rand() * 8))],
      ['LD', '6+'],
      ['OC', '2'],
    ],
  )}</profile>`;
  const modelKinds = 1 + Math.floor(rand() * 3);
  const models = Array.from({ length: modelKinds }, (_, k) => {
    const n = k === 0 ? 1 : 2 + Math.floor(rand() * 5);
    const weapons = Array.from({ length: 2 + Math.floor(rand() * 3) }, (_, w) =>
      selection(
        `${u} weapon ${w}`,
        'upgrade',
        n,
        `<profiles>${weaponProfile(`${u} weapon ${w}`, w % 2 === 0)}</profiles><costs><cost name="pts" typeId="51b2-306e-1021-d207" value="0"/></costs>`,
      ),
    ).join('');
    return selection(
      `${u} model ${k}`,
      'model',
      n,
      `<selections>${weapons}</selections><costs><cost name="pts" typeId="51b2-306e-1021-d207" value="0"/></costs>`,
    );
  }).join('');
  const abilities = Array.from({ length: 3 + Math.floor(rand() * 3) }, (_, a) =>
    ability(`${u} ability ${a}`),
  ).join('');
  const rules = [rule('Oath of Test'), rule('Deep Test')].join('');
  const cats = ['Infantry', 'Battleline', 'Imperium', 'Faction: Test']
    .map((c) => `<category id="${id()}" name="${c}" entryId="${id()}" primary="false"/>`)
    .join('');
  return selection(
    u,
    'unit',
    1,
    `<rules>${rules}</rules><profiles>${statline}${abilities}</profiles><selections>${models}</selections><categories>${cats}</categories><costs><cost name="pts" typeId="51b2-306e-1021-d207" value="100"/></costs>`,
  );
}

const units = Array.from({ length: 20 }, (_, i) => unit(`Unit ${i + 1}`)).join('\n');
const ros = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="${id()}" name="Bench 2000" battleScribeVersion="2.03" gameSystemName="Warhammer 40,000 10th Edition" xmlns="http://www.battlescribe.net/schema/rosterSchema">
<costs><cost name="pts" typeId="51b2-306e-1021-d207" value="2000"/></costs>
<forces><force id="${id()}" name="Army Roster" catalogueName="Test"><rules>${rule('Army Rule')}</rules><selections>
${units}
</selections></force></forces></roster>`;
const rosBytes = new TextEncoder().encode(ros);
const rosz = zipSync({ 'Bench 2000.ros': rosBytes });

// The same roster as New Recruit JSON: through the library's own reader is circular, so
// convert the XML with a tiny converter of the same shape (attributes, child lists, $text).
function toJson(xml) {
  const stack = [{ children: {} }];
  const re = /<(\/?)([\w:]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m[5] !== undefined) {
      const top = stack[stack.length - 1];
      if (top.tag === 'characteristic') top.node.$text = (top.node.$text ?? '') + m[5];
      continue;
    }
    if (m[2] === 'xml') continue;
    if (m[1]) {
      stack.pop();
      continue;
    }
    const node = {};
    for (const a of m[3].matchAll(/([\w:]+)="([^"]*)"/g)) node[a[1]] = a[2];
    const parent = stack[stack.length - 1];
    const open = { tag: m[2], node };
    if (parent.node) {
      if (parent.list) parent.list.push(node);
      else {
        parent.node[m[2]] ??= [];
        parent.node[m[2]].push(node);
      }
    }
    // A list element (`selections`) holds its items in an array under its own name.
    if (/s$/.test(m[2]) && parent.node) {
      const arr = [];
      parent.node[m[2]] = arr;
      open.list = arr;
      open.node = parent.node;
    }
    if (!m[4]) stack.push(open);
    if (m[2] === 'roster') stack[0].root = node;
  }
  return { roster: stack[0].root };
}
const json = JSON.stringify(toJson(ros));

function time(f) {
  const t = [];
  f(); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    const s = process.hrtime.bigint();
    f();
    t.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  t.sort((a, b) => a - b);
  return { median: t[Math.floor(ROUNDS / 2)], best: t[0] };
}

const cases = [
  ['.ros (XML text)', ros.length, () => importRoster(ros, { source: 'bench.ros' })],
  ['.rosz (zipped bytes)', rosz.length, () => importRoster(rosz, { source: 'bench.rosz' })],
  ['New Recruit JSON', json.length, () => importRoster(json, { source: 'bench.json' })],
];
const check = importRoster(ros);
const models = check.units.reduce((s, u) => s + u.models, 0);
const weapons = check.units.reduce((s, u) => s + u.weapons.length, 0);
const jsonUnits = importRoster(json).units.length;
if (jsonUnits !== check.units.length)
  throw new Error(`JSON gave ${jsonUnits} units, XML ${check.units.length}`);
console.log(
  `roster: ${check.units.length} units, ${models} models, ${weapons} weapon profiles, ${check.warnings.length} warnings; node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}`,
);
console.log('| input | size | median ms | best ms | goal |');
console.log('| --- | ---: | ---: | ---: | ---: |');
let ok = true;
for (const [name, size, f] of cases) {
  const r = time(f);
  ok &&= r.median < GOAL_MS;
  console.log(
    `| ${name} | ${(size / 1024).toFixed(0)} KiB | ${r.median.toFixed(1)} | ${r.best.toFixed(1)} | < ${GOAL_MS} |`,
  );
}
if (!ok) {
  console.error(`slower than the goal of ${GOAL_MS} ms`);
  process.exitCode = 1;
}
