import { editDistanceWithin } from '../search/edit-distance';
import { matchLocationTypos } from '../search/match-location-typos';
import { matchPhrases, vocabularyWords } from '../search/match-phrases';
import { createParseState, markUsed, type Found, type ParseState } from '../search/parse-state';
import { parsePrices } from '../search/parse-prices';
import { parseRoomCounts } from '../search/parse-room-counts';
import { combinePrices, inTextOrder, unmatchedTerms } from '../search/parse-search-text';
import { createPhraseIndex, phraseEntries } from '../search/phrase-index';
import { neutralWords, stopWords } from '../search/stop-words';
import { tokenize } from '../search/tokenize';
import type { ServiceCriteria } from './service-contracts';
import type { ServiceCategory } from './service-categories';
import {
  anyTradeCategories,
  anyTradeWords,
  serviceCategorySynonyms,
  serviceNeutralWords,
} from './service-vocabulary';

const servicePhraseIndex = createPhraseIndex<readonly ServiceCategory[]>([
  ...phraseEntries(serviceCategorySynonyms).map(([phrase, category]) => [phrase, [category]] as const),
  ...anyTradeWords.map((word) => [word, anyTradeCategories] as const),
]);

const serviceIgnored: ReadonlySet<string> = new Set(serviceNeutralWords);

/** Single service words long enough that a one- or two-letter slip is still unmistakable ("plumbr"). */
const typoTargets: ReadonlyArray<readonly [word: string, categories: readonly ServiceCategory[]]> = [
  ...phraseEntries(serviceCategorySynonyms).map(([phrase, category]) => [phrase, [category]] as const),
  ...anyTradeWords.map((word) => [word, anyTradeCategories] as const),
].filter(([phrase]) => /^[a-z]{6,}$/.test(phrase));

/** Words that are words in their own right, never a slip for a service word ("clearing" is not cleaning). */
const notTypos: ReadonlySet<string> = new Set([
  ...stopWords,
  ...neutralWords,
  ...serviceNeutralWords,
  ...vocabularyWords,
  'clearing',
  'learning',
  'planting',
  'printing',
  'pointing',
  'waiting',
  'washing',
  'reading',
  'movies',
  'powers',
]);

/**
 * Turns a free-text description of a job into service criteria, e.g. "fix a leaking tap in Kili under 2k"
 * → plumbing, Kilimani, up to KES 2,000. Reuses the home search's reading of places, prices and typos of
 * places (one parser, two vocabularies): the service words are read first, so "garden" is gardening rather
 * than the garden amenity and "moving house" is a move rather than a house. Pure and synchronous, for the
 * browser and the server; never throws; only the first 500 characters are read.
 *
 * Readings a caller should know:
 * - A word for a tradesperson of no named trade ("fundi", "handyman") asks for any of plumbing, electrical,
 *   carpentry and painting.
 * - A lone amount ("plumber Kilimani 2000") is a budget, so a maximum; below 1,000 it needs "k", "ksh" or
 *   similar to count as money.
 * - Home words ("3 bedroom apartment") are read and dropped: they narrow no provider.
 */
export function parseServiceText(text: string): ServiceCriteria {
  const empty: ServiceCriteria = {
    categories: [],
    locations: [],
    price: { min: null, max: null },
    unmatchedTerms: [],
  };
  if (typeof text !== 'string') return empty;
  const state = createParseState(tokenize(text));
  const categories: Found<ServiceCategory>[] = [];
  // Counts first so that the "3" of "3 bedroom house" is no price; service words before the home
  // vocabulary so that they win the words both know; typos last, on the words nothing understood.
  parseRoomCounts(state);
  matchServicePhrases(state, categories);
  parsePrices(state);
  matchPhrases(state);
  matchServiceTypos(state, categories);
  matchLocationTypos(state);
  return {
    categories: inTextOrder(categories),
    locations: inTextOrder(state.locations),
    price: combinePrices(state.prices),
    unmatchedTerms: unmatchedTerms(state, serviceIgnored),
  };
}

function matchServicePhrases(state: ParseState, categories: Found<ServiceCategory>[]): void {
  for (let index = 0; index < state.tokens.length; index++) {
    const match = servicePhraseIndex.match(state.tokens, state.used, index);
    if (!match) continue;
    for (const category of match.value) categories.push({ at: index, value: category });
    markUsed(state, index, match.end);
    index = match.end - 1;
  }
}

function matchServiceTypos(state: ParseState, categories: Found<ServiceCategory>[]): void {
  state.tokens.forEach((token, index) => {
    if (state.used[index] || token.kind !== 'word' || token.text.length < 5 || notTypos.has(token.text))
      return;
    const limit = token.text.length >= 9 ? 2 : 1;
    let best: { distance: number; categories: readonly ServiceCategory[] } | null = null;
    let tied = false;
    for (const [word, wordCategories] of typoTargets) {
      const distance = editDistanceWithin(token.text, word, limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance) {
        best = { distance, categories: wordCategories };
        tied = false;
      } else if (distance === best.distance && best.categories.join() !== wordCategories.join()) {
        tied = true;
      }
    }
    // Two categories equally close: leave the word alone rather than guess.
    if (!best || tied) return;
    for (const category of best.categories) categories.push({ at: index, value: category });
    markUsed(state, index, index + 1);
  });
}
