/**
 * A strict XML well-formedness parser for tests (no dependency): one root element, every tag
 * closed and nested, attributes quoted and unique, `<` never in text, `&` only in the five
 * predefined entities or character references. Returns the element tree, throws on the first
 * error with its position, as a browser's XML parser would refuse the document.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The text directly inside, entities decoded. */
  text: string;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ENTITY = /&(lt|gt|amp|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;
const DECODE: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function parseXml(xml: string): XmlElement {
  let pos = 0;
  const fail = (what: string): never => {
    const line = xml.slice(0, pos).split('\n').length;
    throw new Error(`XML error at line ${line} (offset ${pos}): ${what}`);
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(xml);
    if (!m) return fail('expected a name');
    pos += m[0].length;
    return m[0];
  };
  const spaces = () => {
    while (pos < xml.length && /\s/.test(xml[pos]!)) pos++;
  };
  const chars = (stop: string): string => {
    let out = '';
    while (pos < xml.length && !stop.includes(xml[pos]!)) {
      const c = xml[pos]!;
      if (c === '<') fail('"<" in text or attribute');
      if (c === '&') {
        ENTITY.lastIndex = pos;
        const m = ENTITY.exec(xml);
        if (!m) fail('"&" that is not an entity');
        const e = m![1]!;
        out += e.startsWith('#x')
          ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
          : e.startsWith('#')
            ? String.fromCodePoint(Number(e.slice(1)))
            : DECODE[e]!;
        pos += m![0].length;
      } else {
        out += c;
        pos++;
      }
    }
    return out;
  };
  const skipMisc = () => {
    for (;;) {
      spaces();
      if (xml.startsWith('<!--', pos)) {
        const end = xml.indexOf('-->', pos + 4);
        if (end < 0) fail('unclosed comment');
        pos = end + 3;
      } else return;
    }
  };

  if (xml.startsWith('<?xml', pos)) {
    const end = xml.indexOf('?>', pos);
    if (end < 0) fail('unclosed XML declaration');
    pos = end + 2;
  }
  skipMisc();
  const element = (): XmlElement => {
    if (xml[pos] !== '<') fail('expected "<"');
    pos++;
    const el: XmlElement = { name: name(), attrs: {}, children: [], text: '' };
    const attrs = el.attrs as Record<string, string>;
    for (;;) {
      const before = pos;
      spaces();
      if (xml.startsWith('/>', pos)) {
        pos += 2;
        return el;
      }
      if (xml[pos] === '>') {
        pos++;
        break;
      }
      if (pos === before) fail('expected a space before an attribute');
      const attr = name();
      if (Object.hasOwn(attrs, attr)) fail(`duplicate attribute ${attr}`);
      spaces();
      if (xml[pos] !== '=') fail(`expected "=" after ${attr}`);
      pos++;
      spaces();
      const quote = xml[pos];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attr} is not quoted`);
      pos++;
      attrs[attr] = chars(quote!);
      if (xml[pos] !== quote) fail(`unclosed attribute ${attr}`);
      pos++;
    }
    for (;;) {
      el.text += chars('<');
      if (pos >= xml.length) fail(`unclosed element <${el.name}>`);
      if (xml.startsWith('</', pos)) {
        pos += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        spaces();
        if (xml[pos] !== '>') fail('expected ">"');
        pos++;
        return el;
      }
      if (xml.startsWith('<!--', pos)) {
        const end = xml.indexOf('-->', pos + 4);
        if (end < 0) fail('unclosed comment');
        pos = end + 3;
        continue;
      }
      el.children.push(element());
    }
  };
  const root = element();
  skipMisc();
  if (pos !== xml.length) fail('content after the root element');
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(el: XmlElement): XmlElement[] {
  return [el, ...el.children.flatMap(allElements)];
}
