import type { ListingMatch } from '@common/listings/listing-contracts';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.card.matchBasis;

/**
 * What a match figure is based on when it is not a share of criteria: with nothing asked it measures
 * verification and freshness, with free words only their relevance. The reasons list the parts; this says
 * how they make the figure. Null when the search named criteria (the figure is then their share).
 */
export function matchBasisNote(match: ListingMatch): string | null {
  if (match.reasons.length === 0) return null;
  if (match.reasons.every((reason) => reason.criterion === 'none')) return t.nothingAsked;
  if (match.reasons.every((reason) => reason.criterion === 'words')) return t.wordsOnly;
  return null;
}
