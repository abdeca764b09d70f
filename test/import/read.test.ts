import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, ImportError } from '../../src/import/errors.js';
import { fileText, readDocument } from '../../src/import/read.js';
import { readRoster } from '../../src/import/roster.js';

const fixture = (f: string) => readFileSync(f.includes('/') ? f : `test/import/fixtures/${f}`);

function thrown(f: () => unknown): ImportError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return e as ImportError;
  }
  throw new Error('expected an ImportError');
}

describe('readDocument', () => {
  it('reads the same roster from .ros text, .ros bytes and .rosz bytes', () => {
    const a = readDocument(fixture('examples/rosters/strike-force.ros').toString('utf8'), 'a.ros');
    const b = readDocument(fixture('examples/rosters/strike-force.ros'), 'b.ros');
    const c = readDocument(fixture('examples/rosters/strike-force.rosz'), 'c.rosz');
    expect(a.root).toBe('roster');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('keeps characteristic values and drops all other text (rules descriptions)', () => {
    const doc = readDocument(fixture('examples/rosters/strike-force.ros'), 'm.ros');
    const json = JSON.stringify(doc.node);
    expect(json).toContain('"$text":"3+"');
    expect(json).not.toContain('must not keep');
  });

  it('a truncated zip is an error naming the file', () => {
    const bytes = fixture('examples/rosters/strike-force.rosz');
    const e = thrown(() => readDocument(bytes.subarray(0, bytes.length - 30), 'army.rosz'));
    expect(e.message).toMatch(/^army\.rosz: .*not a readable zip archive \(truncated or damaged\)/);
  });

  it('a zip without a roster names what it holds', () => {
    const zip = zipSync({
      'notes.txt': new TextEncoder().encode('hello'),
      'b.txt': new Uint8Array(1),
    });
    expect(thrown(() => readDocument(zip, 'x.rosz')).message).toBe(
      'x.rosz: the zip archive holds no .ros, .cat, .gst or .json file (it has notes.txt, b.txt)',
    );
  });

  it('malformed XML is an error with its line and column', () => {
    const e = thrown(() => readDocument('<roster>\n  <forces>\n</roster>', 'bad.ros'));
    expect(e.message).toMatch(/^bad\.ros: line 3, column \d+: not well-formed XML: /);
    expect(e.place).toMatch(/^line 3/);
  });

  it('invalid JSON is an error with its place', () => {
    const e = thrown(() => readDocument('{\n "roster": {,}\n}', 'bad.json'));
    expect(e.message).toMatch(/^bad\.json: (line 2, column \d+: )?not valid JSON/);
  });

  it('neither XML nor JSON nor zip', () => {
    expect(thrown(() => readDocument('hello', 'x.ros')).message).toBe(
      'x.ros: line 1, column 1: expected XML ("<") or JSON ("{"), got "hello"',
    );
    expect(thrown(() => readDocument('   ', 'x.ros')).message).toBe('x.ros: the file is empty');
    expect(thrown(() => fileText(new Uint8Array([0xff, 0xfe, 0x00]), 'x.bin')).message).toMatch(
      /not UTF-8 text/,
    );
  });

  it('a 50 MB file is refused before it is read', () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    expect(thrown(() => readDocument(big, 'huge.ros')).message).toBe(
      `huge.ros: too large: 50.0 MiB, at most ${(IMPORT_LIMITS.bytes / 1024 / 1024).toFixed(1)} MiB`,
    );
  });

  it('nesting deeper than the limit is refused (bounded work)', () => {
    const deep = `${'<a>'.repeat(IMPORT_LIMITS.depth + 1)}${'</a>'.repeat(IMPORT_LIMITS.depth + 1)}`;
    expect(thrown(() => readDocument(deep, 'deep.ros')).message).toMatch(/nested deeper than 256/);
    const deepJson = `${'['.repeat(IMPORT_LIMITS.depth + 2)}${']'.repeat(IMPORT_LIMITS.depth + 2)}`;
    expect(thrown(() => readDocument(deepJson, 'deep.json')).message).toMatch(
      /nested deeper than 256/,
    );
  });
});

describe('readRoster: not a roster', () => {
  it('says what the document is', () => {
    expect(thrown(() => readRoster(fixture('test-faction.cat'), 'f.cat')).message).toBe(
      'f.cat: not a roster: the document is a <catalogue> (pick units from it with readCatalogue), expected <roster>',
    );
    expect(thrown(() => readRoster('<html><body/></html>', 'page.ros')).message).toBe(
      'page.ros: not a roster: the document is a <html>, expected <roster>',
    );
    expect(thrown(() => readRoster('{"army": []}', 'x.json')).message).toBe(
      'x.json: not a roster: expected a JSON object with "roster" (a New Recruit export)',
    );
  });

  it('a bad selection number names its place', () => {
    const text = fixture('examples/rosters/strike-force.ros')
      .toString('utf8')
      .replace('number="4" type="model"', 'number="four" type="model"');
    expect(thrown(() => readRoster(text, 'm.ros')).message).toBe(
      'm.ros: force "Imperium - Space Marines" > unit "Intercessor Squad" > model "Intercessor": number must be a whole number 0..100000, got "four"',
    );
  });
});
