/**
 * Just enough of PDF's object syntax to read a stream's dictionary (its filters, parameters, type and
 * length): numbers, names with #xx escapes, strings, arrays, dictionaries and references. Anything else
 * where a value should be (a stray keyword, an unbalanced bracket) makes the parse fail, never guess.
 */

export type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'string' }
  | { kind: 'literal'; word: 'true' | 'false' | 'null' };

export class PdfSyntaxError extends Error {}
/**
 * One instance, thrown for every parse that fails: a file can make a million parses fail, and building a
 * stack trace for each would take seconds. Why it failed does not matter to the check.
 */
const notAnObject = new PdfSyntaxError('not a PDF object');
/** The parses together looked at more than their budget of characters: a file built to be slow. */
export class PdfTooComplex extends Error {}

const isWhitespace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
// ( ) < > [ ] { } / %
const isDelimiter = (c: number) =>
  c === 40 ||
  c === 41 ||
  c === 60 ||
  c === 62 ||
  c === 91 ||
  c === 93 ||
  c === 123 ||
  c === 125 ||
  c === 47 ||
  c === 37;
export const isRegular = (c: number) => !Number.isNaN(c) && !isWhitespace(c) && !isDelimiter(c);

const maxDepth = 64;

/** Names may hide letters as #xx escapes (`/J#61vaScript`); viewers read them unescaped, and so do we. */
export const decodeNameEscapes = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A reader over the whole file as latin1 text. `work` counts the characters every parse has looked at, so
 * parsing from many starting points (see inspect-pdf.ts) stays linear in the file's size.
 */
export class PdfReader {
  private work = 0;

  constructor(
    readonly text: string,
    private readonly maxWork: number,
  ) {}

  private code(pos: number) {
    return this.text.charCodeAt(pos);
  }

  private spend(chars: number) {
    this.work += chars;
    if (this.work > this.maxWork) throw new PdfTooComplex();
  }

  /** The position after whitespace and comments. */
  skipSpace(pos: number): number {
    const start = pos;
    const length = this.text.length;
    while (pos < length) {
      const c = this.code(pos);
      if (isWhitespace(c)) pos += 1;
      else if (c === 37) {
        while (pos < length && this.code(pos) !== 10 && this.code(pos) !== 13) pos += 1;
      } else break;
    }
    this.spend(pos - start);
    return pos;
  }

  /** Whether the keyword `word` starts at `pos` as a whole token. */
  keywordAt(pos: number, word: string): boolean {
    return this.text.startsWith(word, pos) && !isRegular(this.code(pos + word.length));
  }

  /** The value starting at `pos` (after whitespace), and where it ends; throws PdfSyntaxError. */
  parseValue(pos: number, depth = 0): { value: PdfValue; end: number } {
    if (depth > maxDepth) throw notAnObject;
    pos = this.skipSpace(pos);
    const c = this.code(pos);
    if (c === 60 && this.code(pos + 1) === 60) return this.parseDictionary(pos + 2, depth);
    if (c === 60) return this.parseHexString(pos + 1);
    if (c === 40) return this.parseLiteralString(pos + 1);
    if (c === 91) return this.parseArray(pos + 1, depth);
    if (c === 47) {
      const { name, end } = this.parseName(pos);
      return { value: { kind: 'name', name }, end };
    }
    const token = this.regularToken(pos);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      const end = pos + token.length;
      // `num gen R` is a reference.
      if (/^\d+$/.test(token)) {
        const genAt = this.skipSpace(end);
        const gen = this.regularToken(genAt);
        if (/^\d+$/.test(gen)) {
          const rAt = this.skipSpace(genAt + gen.length);
          if (this.keywordAt(rAt, 'R')) {
            return { value: { kind: 'ref', num: Number(token), gen: Number(gen) }, end: rAt + 1 };
          }
        }
      }
      return { value: { kind: 'number', value: Number(token) }, end };
    }
    if (token === 'true' || token === 'false' || token === 'null') {
      return { value: { kind: 'literal', word: token }, end: pos + token.length };
    }
    throw notAnObject;
  }

  private regularToken(pos: number): string {
    let end = pos;
    while (end < this.text.length && isRegular(this.code(end))) end += 1;
    this.spend(end - pos);
    return this.text.slice(pos, end);
  }

  private parseName(pos: number): { name: string; end: number } {
    const raw = this.regularToken(pos + 1);
    return { name: decodeNameEscapes(raw), end: pos + 1 + raw.length };
  }

  private parseDictionary(pos: number, depth: number): { value: PdfValue; end: number } {
    const entries = new Map<string, PdfValue>();
    for (;;) {
      pos = this.skipSpace(pos);
      if (this.code(pos) === 62 && this.code(pos + 1) === 62) {
        return { value: { kind: 'dict', entries }, end: pos + 2 };
      }
      if (this.code(pos) !== 47) throw notAnObject;
      const key = this.parseName(pos);
      // Viewers disagree on which of two equal keys counts; such a dictionary is not read at all.
      if (entries.has(key.name)) throw notAnObject;
      const { value, end } = this.parseValue(key.end, depth + 1);
      entries.set(key.name, value);
      pos = end;
    }
  }

  private parseArray(pos: number, depth: number): { value: PdfValue; end: number } {
    const items: PdfValue[] = [];
    for (;;) {
      pos = this.skipSpace(pos);
      if (this.code(pos) === 93) return { value: { kind: 'array', items }, end: pos + 1 };
      const { value, end } = this.parseValue(pos, depth + 1);
      items.push(value);
      pos = end;
    }
  }

  private parseHexString(pos: number): { value: PdfValue; end: number } {
    let end = pos;
    while (end < this.text.length && /[0-9a-fA-F\0\t\n\f\r ]/.test(this.text[end]!)) end += 1;
    this.spend(end + 1 - pos);
    if (this.code(end) !== 62) throw notAnObject;
    return { value: { kind: 'string' }, end: end + 1 };
  }

  private parseLiteralString(pos: number): { value: PdfValue; end: number } {
    const start = pos;
    let depth = 1;
    while (pos < this.text.length) {
      const c = this.code(pos);
      if (c === 92) pos += 2;
      else {
        if (c === 40) depth += 1;
        else if (c === 41 && --depth === 0) {
          this.spend(pos + 1 - start);
          return { value: { kind: 'string' }, end: pos + 1 };
        }
        pos += 1;
      }
    }
    this.spend(pos - start);
    throw notAnObject;
  }
}
