import type { LocationName } from '../locations/locations';
import { editDistanceWithin } from './edit-distance';
import { locationPhrases } from './location-phrases';
import { vocabularyWords } from './match-phrases';
import { markUsed, type ParseState } from './parse-state';
import { bathroomNouns, bedroomNouns } from './quantity-words';
import { neutralWords, stopWords } from './stop-words';

/**
 * Everyday English words one or two letters from a place name. A word is never a typo for a place when it
 * is a word in its own right: "wetlands" is not Westlands, "south" is not South B.
 */
const englishLookalikes: readonly string[] = [
  'south', // South B and South C
  'wetlands', // Westlands
  'wastelands', // Westlands
  'farmlands', // Parklands
  'bestie', // Westie
  'zesty', // Westy
  'testy', // Westy
];

const minTypoLength = 5;

/** How far a typed word may be from a place name of this length: short names tolerate less. */
function allowedDistance(nameLength: number): number {
  if (nameLength < minTypoLength) return 0;
  return nameLength <= 7 ? 1 : 2;
}

interface Candidate {
  readonly words: readonly string[];
  readonly masks: readonly number[];
  readonly names: readonly LocationName[];
}

/** The set of letters in a word, one bit per letter a–z. */
function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index++) mask |= 1 << (word.charCodeAt(index) - 97);
  return mask;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * A cheap test that rules out most pairs before the distance table: each edit adds at most one letter the
 * other word lacks and removes at most one, so words whose letter sets differ by more than the limit on
 * either side cannot be within it.
 */
function lettersAllow(a: number, b: number, limit: number): boolean {
  return bitCount(a & ~b) <= limit && bitCount(b & ~a) <= limit;
}

const allCandidates: readonly Candidate[] = [...locationPhrases].map(([phrase, names]) => {
  const words = phrase.split(' ');
  return { words, masks: words.map(letterMask), names };
});
/** Multi-word places, longest first, so "spring vally" is tried as Spring Valley before any single word. */
const phraseCandidates = allCandidates
  .filter((candidate) => candidate.words.length > 1)
  .sort((a, b) => b.words.length - a.words.length);
/** Single-word places by length: a word can only be a typo of names within two letters of its length. */
const wordCandidatesByLength = new Map<number, Candidate[]>();
for (const candidate of allCandidates) {
  const word = candidate.words[0] ?? '';
  if (candidate.words.length > 1 || allowedDistance(word.length) === 0) continue;
  wordCandidatesByLength.set(word.length, [...(wordCandidatesByLength.get(word.length) ?? []), candidate]);
}

const notTypos: ReadonlySet<string> = new Set([
  ...englishLookalikes,
  ...stopWords,
  ...neutralWords,
  ...vocabularyWords,
  ...bedroomNouns,
  ...bathroomNouns,
]);
const lettersOnly = /^[a-z]+$/;

interface PlaceMatch {
  readonly names: readonly LocationName[];
  readonly length: number;
}

/**
 * Reads place names with small typos ("Kileleswa", "Westland", "Spring Vally") from the words nothing else
 * used. Only words of 5+ letters that are not vocabulary or common English are considered, and when two
 * places are equally close the word is left alone rather than guessed.
 */
export function matchLocationTypos(state: ParseState): void {
  const mayBeTypo = state.tokens.map(
    (token) =>
      token.text.length >= minTypoLength && lettersOnly.test(token.text) && !notTypos.has(token.text),
  );
  const context: TypoContext = {
    state,
    mayBeTypo,
    masks: state.tokens.map((token, index) => (mayBeTypo[index] ? letterMask(token.text) : 0)),
  };
  // Junk input repeats words; each distinct word is compared with the single-word names once.
  const byWord = new Map<string, PlaceMatch | null>();
  const closestWordPlace = (index: number, text: string): PlaceMatch | null => {
    if (!byWord.has(text)) byWord.set(text, closestPlace(context, index, wordCandidatesNear(text.length)));
    return byWord.get(text) ?? null;
  };

  for (let index = 0; index < state.tokens.length; index++) {
    if (state.used[index]) continue;
    const text = state.tokens[index]?.text ?? '';
    const match =
      closestPlace(context, index, phraseCandidates) ??
      (mayBeTypo[index] ? closestWordPlace(index, text) : null);
    if (!match) continue;
    for (const name of match.names) state.locations.push({ at: index, value: name });
    markUsed(state, index, index + match.length);
    index += match.length - 1;
  }
}

function wordCandidatesNear(length: number): Candidate[] {
  const near: Candidate[] = [];
  for (let candidateLength = length - 2; candidateLength <= length + 2; candidateLength++) {
    near.push(...(wordCandidatesByLength.get(candidateLength) ?? []));
  }
  return near;
}

/** The parse plus what is known per token: whether it may be a typo, and its letter set. */
interface TypoContext {
  readonly state: ParseState;
  readonly mayBeTypo: readonly boolean[];
  readonly masks: readonly number[];
}

function closestPlace(
  context: TypoContext,
  start: number,
  candidates: readonly Candidate[],
): PlaceMatch | null {
  let best: { distance: number; candidate: Candidate } | null = null;
  let ambiguous = false;
  for (const candidate of candidates) {
    if (best && candidate.words.length < best.candidate.words.length) break;
    const distance = windowDistance(context, start, candidate);
    if (distance === null) continue;
    if (!best || distance < best.distance) {
      best = { distance, candidate };
      ambiguous = false;
    } else if (distance === best.distance && !sameNames(best.candidate.names, candidate.names)) {
      ambiguous = true;
    }
  }
  return best && !ambiguous ? { names: best.candidate.names, length: best.candidate.words.length } : null;
}

/**
 * The summed distance of the words at `start` to a place phrase, or null when they are not a typo of it:
 * every word must be free, and either equal to the phrase's word or a possible typo within the allowed
 * distance. At least one word must differ: exact phrases were matched earlier.
 */
function windowDistance(
  { state, mayBeTypo, masks }: TypoContext,
  start: number,
  candidate: Candidate,
): number | null {
  let total = 0;
  for (let offset = 0; offset < candidate.words.length; offset++) {
    const at = start + offset;
    const token = state.tokens[at];
    const expected = candidate.words[offset] ?? '';
    if (!token || state.used[at]) return null;
    if (token.text === expected) continue;
    const limit = allowedDistance(expected.length);
    if (limit === 0 || !mayBeTypo[at] || !lettersAllow(masks[at] ?? 0, candidate.masks[offset] ?? 0, limit)) {
      return null;
    }
    const distance = editDistanceWithin(token.text, expected, limit);
    if (distance > limit) return null;
    total += distance;
  }
  return total > 0 ? total : null;
}

function sameNames(a: readonly LocationName[], b: readonly LocationName[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}
