/**
 * E[f(X)] for X ~ Binomial(n, p), from the binomial formula: the hand derivation of an attack
 * whose every die is a wound with its own chance p, independently (each attack one damage).
 */

/** P(Binomial(n, p) = k). */
export function binomialPmf(n: number, p: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

/** E[f(X)], X ~ Binomial(n, p). */
export function expectation(n: number, p: number, f: (k: number) => number): number {
  let e = 0;
  for (let k = 0; k <= n; k++) e += binomialPmf(n, p, k) * f(k);
  return e;
}
