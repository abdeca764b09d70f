// Millions of D6 per second: the library's dice against pcg-random and Math.random.
// Run: npm run bench:rng (builds dist/ first). Imports the built package, as users get it.
//
// Every case rolls ROUND dice per round into a running sum (so nothing is optimised away);
// the cases take turns for ROUNDS rounds after a warm-up, and the median round is reported.
// Each case is its own function with its own loop, so no call site is shared between
// generators (V8 would otherwise make it polymorphic and slow both down).
import os from 'node:os';
import PcgRandom from 'pcg-random';
import { DiceStream, parseDice, pcg32, rollDice, uniformInt } from '../dist/engine.js';

const ROUND = 10_000_000;
const ROUNDS = 7;
const ACCEPTANCE = 3; // ours, 8 dice per word, against pcg-random, one word per die

// One word per die, unbiased by Lemire's rejection (the low word of 6x must be >= 2^32 mod 6
// = 4): the same code for our Pcg32 and for pcg-random, written twice (see above), with one
// next32() call site (a second one, in a `while` after a first draw, is 30% slower).
function oursOneWordPerDie(rng, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let x;
    do x = rng.next32();
    while (Math.imul(x, 6) >>> 0 < 4);
    sum += ((((x >>> 0) * 6) / 4294967296) | 0) + 1;
  }
  return sum;
}
function pcgRandomOneWordPerDie(rng, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let x;
    do x = rng.next32();
    while (Math.imul(x, 6) >>> 0 < 4);
    sum += ((((x >>> 0) * 6) / 4294967296) | 0) + 1;
  }
  return sum;
}
function oursEightPerWord(dice, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += dice.d6();
  return sum;
}
// The bulk call the counts sampler makes: a volley's worth of dice rolled and counted at once
// (here 100 at a time, needing 4+). The same dice as 100 calls of d6(), counted 4 per lookup.
function oursBulk(dice, n) {
  let sum = 0;
  for (let i = 0; i < n; i += 100) sum += dice.countAtLeast(100, 4);
  return sum;
}
function mathRandomFloor(n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.floor(Math.random() * 6) + 1;
  return sum;
}
function rollEach(expr, dice, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += rollDice(expr, dice);
  return sum;
}
function uniformIntD6(rng, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += uniformInt(rng, 6) + 1;
  return sum;
}
function oursWords(rng, n) {
  let x = 0;
  for (let i = 0; i < n; i++) x ^= rng.next32();
  return x;
}
function pcgRandomWords(rng, n) {
  let x = 0;
  for (let i = 0; i < n; i++) x ^= rng.next32();
  return x;
}

const ours8 = new DiceStream(pcg32(1));
const oursCount = new DiceStream(pcg32(8));
const ours1 = pcg32(2);
const theirs1 = new PcgRandom(3, 0);
const oursRaw = pcg32(4);
const theirsRaw = new PcgRandom(5, 0);

const cases = [
  {
    key: 'bulk',
    name: 'mathhammer Pcg32 + DiceStream.countAtLeast(100, 4), 8 per word, counted in bulk',
    run: (n) => oursBulk(oursCount, n),
  },
  {
    key: 'ours8',
    name: 'mathhammer Pcg32 + DiceStream.d6, 8 dice per word',
    run: (n) => oursEightPerWord(ours8, n),
  },
  {
    key: 'ours1',
    name: 'mathhammer Pcg32, one next32() per die',
    run: (n) => oursOneWordPerDie(ours1, n),
  },
  {
    key: 'pcg1',
    name: 'pcg-random 2.0.1, one next32() per die',
    run: (n) => pcgRandomOneWordPerDie(theirs1, n),
  },
  {
    key: 'math',
    name: 'Math.random(), floor(r * 6) + 1 (unseeded, slightly biased)',
    run: (n) => mathRandomFloor(n),
  },
];
const words = [
  {
    key: 'oursRaw',
    name: 'mathhammer Pcg32.next32(), raw 32-bit words',
    run: (n) => oursWords(oursRaw, n),
  },
  {
    key: 'pcgRaw',
    name: 'pcg-random next32(), raw 32-bit words',
    run: (n) => pcgRandomWords(theirsRaw, n),
  },
];
const rollStream = new DiceStream(pcg32(6));
const twoD6 = parseDice('2D6');
const d3plus1 = parseDice('D3+1');
const d20 = parseDice('D20');
const forUniformInt = pcg32(7);
const library = [
  { key: '2d6', name: "rollDice('2D6')", run: (n) => rollEach(twoD6, rollStream, n) },
  { key: 'd3', name: "rollDice('D3+1')", run: (n) => rollEach(d3plus1, rollStream, n) },
  {
    key: 'd20',
    name: "rollDice('D20'), one word per die",
    run: (n) => rollEach(d20, rollStream, n),
  },
  {
    key: 'uniformInt',
    name: 'uniformInt(Pcg32, 6) + 1',
    run: (n) => uniformIntD6(forUniformInt, n),
  },
];

let sink = 0;
function measure(list) {
  const rates = new Map(list.map((c) => [c.key, []]));
  for (let round = -1; round < ROUNDS; round++) {
    for (const c of list) {
      const start = process.hrtime.bigint();
      sink += c.run(ROUND);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (round >= 0) rates.get(c.key).push(ROUND / seconds / 1e6);
    }
  }
  return new Map(
    [...rates].map(([key, r]) => {
      const sorted = r.toSorted((a, b) => a - b);
      return [key, { median: sorted[Math.floor(sorted.length / 2)], best: sorted.at(-1) }];
    }),
  );
}

const dice = measure(cases);
const raw = measure(words);
const calls = measure(library);
const base = dice.get('pcg1').median;
const f = (x) => x.toFixed(0).padStart(5);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';

console.log(`Node ${process.version}, ${cpu}, ${os.cpus().length} logical CPUs`);
console.log(
  `${ROUNDS} rounds of ${ROUND / 1e6} million each after a warm-up; median (best) in millions per second\n`,
);
console.log('| generator, method | M d6/s | best | vs pcg-random one per die |');
console.log('|---|---:|---:|---:|');
for (const c of cases) {
  const r = dice.get(c.key);
  console.log(`| ${c.name} | ${f(r.median)} | ${f(r.best)} | ${(r.median / base).toFixed(2)}x |`);
}
console.log('\n| generator | M words/s | best |');
console.log('|---|---:|---:|');
for (const c of words) {
  const r = raw.get(c.key);
  console.log(`| ${c.name} | ${f(r.median)} | ${f(r.best)} |`);
}
console.log('\n| library call | M calls/s | best |');
console.log('|---|---:|---:|');
for (const c of library) {
  const r = calls.get(c.key);
  console.log(`| ${c.name} | ${f(r.median)} | ${f(r.best)} |`);
}
const ratio = dice.get('ours8').median / base;
console.log(
  `\nours, 8 dice per word, one d6() call per die / pcg-random, one word per die: ${ratio.toFixed(2)}x ` +
    `(goal ${ACCEPTANCE}x: ${ratio >= ACCEPTANCE ? 'met' : 'NOT met'})`,
);
const bulk = dice.get('bulk').median / base;
console.log(
  `ours, 8 dice per word, rolled in bulk by countAtLeast (the counts sampler's call) / pcg-random, one word per die: ${bulk.toFixed(2)}x ` +
    `(goal ${ACCEPTANCE}x: ${bulk >= ACCEPTANCE ? 'met' : 'NOT met'})`,
);
if (!Number.isFinite(sink)) throw new Error('unreachable');
