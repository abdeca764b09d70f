/**
 * Text helpers shared by every SVG the library draws (result charts, heat maps, sweeps).
 *
 * @internal
 * @module
 */
import { xmlSafe } from '../text/safe.js';

/**
 * Escape text for XML content and attribute values, replacing characters XML forbids.
 *
 * @example
 * ```ts
 * esc('S4 < T8 & "AP1"'); // 'S4 &lt; T8 &amp; &quot;AP1&quot;'
 * esc('Orc\u0001'); // 'Orc\ufffd': no character XML 1.0 forbids
 * ```
 */
export function esc(s: string): string {
  // Characters XML forbids (a name with U+0001 or U+FFFE) would make the whole SVG unreadable.
  return xmlSafe(s).replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/**
 * A number for an SVG attribute: at most 2 decimals.
 *
 * @example
 * ```ts
 * n(1 / 3); // '0.33'
 * ```
 */
export function n(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/**
 * Break a long line at spaces into lines of at most `width` characters (a longer word keeps
 * a line of its own).
 *
 * @example
 * ```ts
 * wrapText('10 Bowmen BS3, S4 AP1', 10); // ['10 Bowmen', 'BS3, S4', 'AP1']
 * ```
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Width in pixels of a character of a chart title (15 px, bold, the system sans-serif), an
 * estimate that errs wide: measured about 8.7 px on average for the summaries charts carry.
 *
 * @example
 * ```ts
 * Math.floor(600 / TITLE_CHAR_PX); // 68 characters fit in 600 px
 * ```
 */
export const TITLE_CHAR_PX = 8.7;

/**
 * A chart title broken into lines that fit `room` pixels (at {@link TITLE_CHAR_PX} a
 * character; a longer word keeps a line of its own).
 *
 * @example
 * ```ts
 * titleLines('10 Bowmen BS3, S4 AP1 against 20 Orcs', 200); // ['10 Bowmen BS3, S4 AP1', 'against 20 Orcs']
 * ```
 */
export function titleLines(text: string, room: number): string[] {
  return wrapText(text, Math.max(1, Math.floor(room / TITLE_CHAR_PX)));
}
