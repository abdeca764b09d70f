/**
 * The few DOM helpers every part of the page uses.
 *
 * @module
 */

/**
 * The element of an id, typed as the caller knows it to be.
 *
 * @example
 * ```ts
 * const box = $<HTMLSelectElement>('ruleset');
 * ```
 */
export const $ = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T;

/**
 * A new element, with its text.
 *
 * @example
 * ```ts
 * row.append(el('th', 'Save'));
 * ```
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * An SVG document as markup to place in the page (without its XML declaration).
 *
 * @example
 * ```ts
 * box.innerHTML = inline(renderLineChart(data));
 * ```
 */
export function inline(svg: string): string {
  return svg.replace(/^<\?xml[^>]*>\s*/, '');
}
