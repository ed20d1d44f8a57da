/** Longer text is cut here before parsing: a search box is not an essay, and this bounds the work per request. */
export const maxParsedLength = 500;

export type TokenKind = 'word' | 'number' | 'symbol';

export interface Token {
  readonly text: string;
  readonly kind: TokenKind;
  /** The number a number token stands for; NaN for words and symbols. */
  readonly value: number;
}

/**
 * Spellings folded away before splitting, so that the matchers see one form. Lookbehind is avoided on
 * purpose: older Safari versions cannot compile it, and this module runs in the browser.
 */
const rewrites: readonly (readonly [RegExp, string])[] = [
  // Apostrophes vanish inside words: "Lang'ata" is "langata", "servant's" is "servants".
  [/['`\u2018\u2019\u02bc]/g, ''],
  [/[\u2010-\u2015\u2212]/g, '-'],
  // Thousands separators: "1,500,000" is one number; "2,3" (a list) stays two.
  [/(\d),(?=\d{3}(?!\d))/g, '$1'],
  // Kenyan price endings "45,000/=" and "45,000/-".
  [/\/[=-]/g, ' '],
  [/(?:\bper\s*|\/\s*)(?:month|mo|mth)\b/g, ' per month '],
  [/(^|[^a-z])p\s*[./]\s*m\b\.?/g, '$1 pm '],
  [/(^|[^a-z])b\s*\/\s*r\b/g, '$1 br '],
  // A hyphen between letters only joins words ("en-suite", "two-bedroom"); between numbers it is a range.
  [/([a-z])-(?=[a-z])/g, '$1 '],
];

const tokenPattern = /\d+(?:\.\d+)?|[a-z]+|[+\-/]/g;
const combiningMarks = /[\u0300-\u036f]/g;

/** Lower-cased words, numbers and the symbols + - / that carry meaning; everything else separates. */
export function tokenize(text: string): Token[] {
  let normalized = text.slice(0, maxParsedLength).normalize('NFKD').replace(combiningMarks, '').toLowerCase();
  for (const [pattern, replacement] of rewrites) normalized = normalized.replace(pattern, replacement);

  const tokens: Token[] = [];
  for (const match of normalized.matchAll(tokenPattern)) {
    const text = match[0];
    const first = text.charCodeAt(0);
    if (first >= 48 && first <= 57) tokens.push({ text, kind: 'number', value: Number(text) });
    else if (first >= 97 && first <= 122) tokens.push({ text, kind: 'word', value: Number.NaN });
    else tokens.push({ text, kind: 'symbol', value: Number.NaN });
  }
  return tokens;
}
