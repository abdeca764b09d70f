// Types for the pcg-random 2.0.1 dev dependency (it ships none); only what the tests and
// benchmarks use.
declare module 'pcg-random' {
  export default class PcgRandom {
    constructor(seed: bigint, inc?: bigint);
    constructor(seedLo?: number, seedHi?: number, incLo?: number, incHi?: number);
    next32(): number;
    number(): number;
    getState(): [number, number, number, number];
  }
}
