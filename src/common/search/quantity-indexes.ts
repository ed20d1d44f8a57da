import { createPhraseIndex } from './phrase-index';
import {
  boundPrefixes,
  boundSuffixes,
  countOnlyRangeJoiners,
  openedRangeJoiners,
  priceOnlyBoundPrefixes,
  rangeJoiners,
  rangeOpeners,
  type BoundWord,
} from './quantity-words';

/** The bound phrases, indexed once for both the room-count and the price readers. */
export const countBoundPrefixIndex = createPhraseIndex<BoundWord>(Object.entries(boundPrefixes));
export const priceBoundPrefixIndex = createPhraseIndex<BoundWord>([
  ...Object.entries(boundPrefixes),
  ...Object.entries(priceOnlyBoundPrefixes),
]);
export const boundSuffixIndex = createPhraseIndex<BoundWord>(Object.entries(boundSuffixes));
export const rangeOpenerIndex = createPhraseIndex<true>(
  rangeOpeners.map((phrase) => [phrase, true] as const),
);
const joinerEntries = (extra: readonly string[]) => [
  ...[...rangeJoiners, ...extra].map((phrase) => [phrase, false] as const),
  ...openedRangeJoiners.map((phrase) => [phrase, true] as const),
];
/** `true` for joiners that only join after an opener ("between 2 and 3"). */
export const countRangeJoinerIndex = createPhraseIndex<boolean>(joinerEntries(countOnlyRangeJoiners));
export const priceRangeJoinerIndex = createPhraseIndex<boolean>(joinerEntries([]));
