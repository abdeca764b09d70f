// Runs that take turns in one process (bench/general.mjs, bench/fightSampler.mjs): each round
// runs every one, in alternating order, so that the load of a shared machine falls on all
// alike; after a warm-up round, `rounds` rounds. Each run is { key, units, run } (`units`: the
// attacks or fights it does; `run()` returns a number, summed so that the work is not
// optimised away). Returns the load average before, and `stat(key)`: the medians of units a
// second, divided by `scale`, by wall-clock time and by the process's CPU time.
import os from 'node:os';

export function inTurns(runs, rounds, scale) {
  const rates = new Map(runs.map((r) => [r.key, { wall: [], cpu: [] }]));
  const loadBefore = os.loadavg()[0];
  let sink = 0;
  for (let round = -1; round < rounds; round++) {
    for (const r of round % 2 === 0 ? runs : runs.toReversed()) {
      const cpu0 = process.cpuUsage();
      const start = process.hrtime.bigint();
      sink += r.run();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const cpu = process.cpuUsage(cpu0);
      if (round >= 0) {
        rates.get(r.key).wall.push(r.units / seconds / scale);
        rates.get(r.key).cpu.push(r.units / ((cpu.user + cpu.system) / 1e6) / scale);
      }
    }
  }
  if (!Number.isFinite(sink)) throw new Error('unreachable');
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  const stat = (key) => ({ wall: median(rates.get(key).wall), cpu: median(rates.get(key).cpu) });
  return { loadBefore, stat };
}

/** The first line of a benchmark's output: Node, the CPU, the load before and after, the date. */
export function machineLine(loadBefore) {
  return `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, ${new Date().toISOString()}`;
}
