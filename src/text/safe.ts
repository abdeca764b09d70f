/**
 * Names from a scenario file made safe to show: in a terminal (no escape sequence can reach
 * it) and in XML (only characters XML 1.0 allows). A shared scenario is untrusted text: a
 * name holding `ESC ] 0 ; ... BEL` would retitle the reader's terminal, or `ESC [ 2 J` clear
 * it, and a U+0001 or U+FFFE makes an SVG that no XML parser reads.
 *
 * @module
 */

/**
 * Characters a terminal may act on: C0 controls other than tab and line feed (ESC starts
 * ANSI CSI and OSC sequences; CR rewrites the line; BS erases), DEL, the C1 controls
 * (U+009B is a one-character CSI), and the bidirectional overrides that reorder the text a
 * reader sees.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE and
 * U+FFFF; surrogates not in a pair), and the C1 controls and DEL, which it discourages.
 */
const XML_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text with every character a terminal may act on shown as a visible escape (`\x1b`,
 * `\u202e`), so an escape sequence in a name prints as text and changes nothing. Tab and
 * line feed are kept; printable text is unchanged.
 *
 * @example
 * ```ts
 * terminalSafe('Orcs\u001b[2J'); // 'Orcs\\x1b[2J'
 * terminalSafe('Draugr');        // 'Draugr'
 * ```
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_UNSAFE, visible);
}

/**
 * Text with every character XML 1.0 does not allow (or discourages) replaced by U+FFFD, so
 * it can go in an SVG's text and attributes once `<`, `&` and quotes are escaped.
 *
 * @example
 * ```ts
 * xmlSafe('Orc\u0001\ufffe'); // 'Orc\ufffd\ufffd'
 * ```
 */
export function xmlSafe(text: string): string {
  return text.replace(XML_UNSAFE, '\ufffd');
}

/**
 * The characters {@link terminalSafe} shows that `JSON.stringify` leaves as they are (DEL,
 * the C1 controls, the bidirectional overrides): JSON's own escapes keep the value.
 */
const JSON_UNSAFE = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with every character a terminal may act on written as a JSON escape
 * (`\u009b`): the same JSON value, safe to print. `JSON.stringify` already escapes the C0
 * controls (ESC is `\u001b`), but not DEL, the C1 controls (U+009B is a one-character CSI)
 * or the bidirectional overrides.
 *
 * @example
 * ```ts
 * jsonTerminalSafe(JSON.stringify('a\u009b2J')); // '"a\\u009b2J"'
 * ```
 */
export function jsonTerminalSafe(json: string): string {
  return json.replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `\x1b` for a character below U+0100, else `\u202e`. */
function visible(c: string): string {
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}
