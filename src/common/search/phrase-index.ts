import { tokenize, type Token } from './tokenize';

export interface PhraseMatch<T> {
  readonly value: T;
  /** Index just past the last token of the phrase. */
  readonly end: number;
}

interface Entry<T> {
  readonly words: readonly string[];
  readonly value: T;
}

/** Finds the longest known phrase starting at a token, looking only at tokens not yet used. */
export interface PhraseIndex<T> {
  match(tokens: readonly Token[], used: readonly boolean[], start: number): PhraseMatch<T> | null;
  /** Every single word that occurs in some phrase. */
  readonly words: ReadonlySet<string>;
}

/**
 * Builds the index once, at module load. A phrase listed twice is a vocabulary bug (which meaning should
 * win?), so it throws: any test importing the parser then fails instead of a search silently misreading.
 */
export function createPhraseIndex<T>(entries: Iterable<readonly [phrase: string, value: T]>): PhraseIndex<T> {
  const byFirstWord = new Map<string, Entry<T>[]>();
  const seen = new Set<string>();
  const words = new Set<string>();
  for (const [phrase, value] of entries) {
    const phraseWords = tokenize(phrase).map((token) => token.text);
    const key = phraseWords.join(' ');
    const first = phraseWords[0];
    if (first === undefined) continue;
    if (seen.has(key)) throw new Error(`Search vocabulary lists "${key}" twice`);
    seen.add(key);
    for (const word of phraseWords) words.add(word);
    const bucket = byFirstWord.get(first) ?? [];
    bucket.push({ words: phraseWords, value });
    byFirstWord.set(first, bucket);
  }
  for (const bucket of byFirstWord.values()) bucket.sort((a, b) => b.words.length - a.words.length);

  return {
    words,
    match(tokens, used, start) {
      const first = tokens[start];
      if (!first || used[start]) return null;
      const bucket = byFirstWord.get(first.text);
      if (!bucket) return null;
      for (const entry of bucket) {
        if (matchesAt(tokens, used, start, entry.words))
          return { value: entry.value, end: start + entry.words.length };
      }
      return null;
    },
  };
}

function matchesAt(
  tokens: readonly Token[],
  used: readonly boolean[],
  start: number,
  words: readonly string[],
): boolean {
  for (let offset = 0; offset < words.length; offset++) {
    const token = tokens[start + offset];
    if (!token || used[start + offset] || token.text !== words[offset]) return false;
  }
  return true;
}

/** Turns a table of key → phrases into index entries. */
export function phraseEntries<K extends string>(
  table: Readonly<Record<K, readonly string[]>>,
): (readonly [string, K])[] {
  return (Object.entries(table) as [K, readonly string[]][]).flatMap(([key, phrases]) =>
    phrases.map((phrase) => [phrase, key] as const),
  );
}
