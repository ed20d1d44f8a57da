import { matchLocationTypos } from './match-location-typos';
import { matchPhrases } from './match-phrases';
import { createParseState, type Bounds, type Found, type ParseState, type PriceFound } from './parse-state';
import { parsePrices } from './parse-prices';
import { parseRoomCounts } from './parse-room-counts';
import { emptyCriteria, type SearchCriteria } from './search-criteria';
import { neutralWords, stopWords } from './stop-words';
import { tokenize } from './tokenize';

const ignoredWords: ReadonlySet<string> = new Set([...stopWords, ...neutralWords]);

/**
 * Turns a free-text description of a home into search criteria, e.g. "2br in Kili under 50k with parking".
 * Pure and synchronous, for the browser (instant chips) and the server alike. Never throws: nonsense or an
 * empty box gives empty criteria. Only the first 500 characters are read.
 *
 * Readings a caller should know:
 * - A lone amount ("2br in Kili 50k") is a budget, so a maximum. A number below 1,000 with no "k", "m" or
 *   currency is never a price.
 * - "bedsitter", "studio" and "single room" set the type only; bedrooms stay open.
 * - Several counts combine into one range: "2br or 3br" is 2–3 bedrooms.
 * - Intent comes from the first intent word; none gives null (the page decides: / rents, /buy buys).
 * - Known wishes the criteria cannot hold ("ensuite", "unfurnished", "no pets") are left in unmatchedTerms.
 */
export function parseSearchText(text: string): SearchCriteria {
  if (typeof text !== 'string') return emptyCriteria();
  const state = createParseState(tokenize(text));
  // Order matters: each reader claims tokens the next may not reuse. Counts go first so that the "2" of
  // "2 bedroom" is no price, and typos go last so that only words nothing understood are guessed at.
  parseRoomCounts(state);
  parsePrices(state);
  matchPhrases(state);
  matchLocationTypos(state);
  return toCriteria(state);
}

function toCriteria(state: ParseState): SearchCriteria {
  return {
    intent: inTextOrder(state.intents)[0] ?? null,
    propertyTypes: inTextOrder(state.propertyTypes),
    bedrooms: combineCounts(state.bedrooms),
    bathrooms: combineCounts(state.bathrooms),
    price: combinePrices(state.prices),
    locations: inTextOrder(state.locations),
    amenities: inTextOrder(state.amenities),
    unmatchedTerms: unmatchedTerms(state),
  };
}

/** Values in the order they appear in the text, each once. Shared with the services parser. */
export function inTextOrder<T>(found: readonly Found<T>[]): T[] {
  const sorted = [...found].sort((a, b) => a.at - b.at);
  return [...new Set(sorted.map((item) => item.value))];
}

/** The widest range the stated counts allow: "2br or 3br" is 2–3, "at least 2, up to 4 bedrooms" is 2–4. */
function combineCounts(counts: readonly Bounds[]): Bounds {
  const mins = counts.flatMap((count) => (count.min === null ? [] : [count.min]));
  const maxes = counts.flatMap((count) => (count.max === null ? [] : [count.max]));
  return orderedBounds(mins.length ? Math.min(...mins) : null, maxes.length ? Math.max(...maxes) : null);
}

/** Stated bounds win; otherwise the first lone amount is the budget. Shared with the services parser. */
export function combinePrices(prices: readonly PriceFound[]): Bounds {
  const stated = prices.filter((price) => !price.bare);
  const min = stated.find((price) => price.min !== null)?.min ?? null;
  const max =
    stated.find((price) => price.max !== null)?.max ?? prices.find((price) => price.bare)?.max ?? null;
  return orderedBounds(min, max);
}

/** "above 50k under 30k" means 30k–50k: people swap ends more often than they ask for nothing. */
function orderedBounds(min: number | null, max: number | null): Bounds {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

/**
 * The words nothing claimed and that say something, in text order. `alsoIgnored` lets another vocabulary (the
 * services parser) add words that narrow nothing there.
 */
export function unmatchedTerms(state: ParseState, alsoIgnored?: ReadonlySet<string>): string[] {
  const leftovers: Found<string>[] = [...state.unsupported];
  state.tokens.forEach((token, index) => {
    if (
      !state.used[index] &&
      token.kind !== 'symbol' &&
      !ignoredWords.has(token.text) &&
      !alsoIgnored?.has(token.text)
    ) {
      leftovers.push({ at: index, value: token.text });
    }
  });
  return inTextOrder(leftovers);
}
