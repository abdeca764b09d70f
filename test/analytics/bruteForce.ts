/**
 * Brute-force allocation, for tests: every assignment of every unsaved wound to a model (or,
 * once every model is slain, to none), checked model by model, keeping the best for the
 * attacker (most models slain) and then for the owner (least damage left on survivors).
 * Exponential: only for a handful of wounds and models.
 */

/** A wound's damage: 1, 2, 3, or Infinity (slays outright). */
export type Damage = number;

/**
 * The best assignment of `items` to models that have `left` Wounds left each: models slain,
 * and the damage on the survivors afterwards (their earlier damage included, as `damage`).
 */
export function bruteAllocate(
  left: readonly number[],
  damage: readonly number[],
  items: readonly Damage[],
): { slain: number; survivorDamage: number } {
  const m = left.length;
  let best = { slain: -1, survivorDamage: Number.POSITIVE_INFINITY };
  const assign = new Array<number>(items.length).fill(0);
  const visit = (i: number) => {
    if (i === items.length) {
      // Check each model: slain if its wounds reach what it has left, and valid only if it
      // was alive before the last (largest) of them.
      let slain = 0;
      let survivorDamage = 0;
      let lost = false;
      for (let model = 0; model < m; model++) {
        const mine = items.filter((_, j) => assign[j] === model);
        const sum = mine.reduce((a, b) => a + b, 0);
        if (sum >= left[model]!) {
          const largest = Math.max(...mine);
          if (sum - largest >= left[model]!) return; // a wound on a model already slain
          slain++;
        } else survivorDamage += damage[model]! + sum;
      }
      for (let j = 0; j < items.length; j++) if (assign[j] === m) lost = true;
      if (lost && slain < m) return; // a wound may go nowhere only once all are slain
      if (slain > best.slain || (slain === best.slain && survivorDamage < best.survivorDamage)) {
        best = { slain, survivorDamage };
      }
      return;
    }
    for (let model = 0; model <= m; model++) {
      assign[i] = model;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}
