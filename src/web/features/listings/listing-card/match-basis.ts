import type { MessageDescriptor } from '@lingui/core';
import type { ListingMatch } from '@common/listings/listing-contracts';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.card.matchBasis;
const card = listingsTexts.card;

/**
 * What a match figure is based on when it is not a share of criteria: with nothing asked it measures
 * verification and freshness, with free words only their relevance. The reasons list the parts; this says
 * how they make the figure. Null when the search named criteria (the figure is then their share).
 */
export function matchBasisNote(match: ListingMatch): MessageDescriptor | null {
  if (match.reasons.length === 0) return null;
  if (match.reasons.every((reason) => reason.criterion === 'none')) return t.nothingAsked;
  if (match.reasons.every((reason) => reason.criterion === 'words')) return t.wordsOnly;
  return null;
}

/**
 * The label of a close match: 'Close match' and what differs from what was asked (the reasons it does not
 * meet, e.g. 'In Parklands, 2.1 km from Westlands'). Null for a home that matches everything asked.
 */
export function closeMatchNote(match: ListingMatch): MessageDescriptor | null {
  if (!match.close) return null;
  const missed = match.reasons.filter((reason) => !reason.met).map((reason) => reason.detail);
  return missed.length > 0 ? card.closeMatchDiffers(missed.join('; ')) : card.closeMatch;
}
