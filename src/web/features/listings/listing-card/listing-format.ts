import type { I18n } from '@lingui/core';
import type { ListingSummary } from '@common/listings/listing-contracts';
import { formatKes } from '@web/i18n';
import { listingsTexts } from '../listings-texts';

/** 'KES 45,000/month' ('KES 45,000/mwezi') for a rental, 'KES 6,500,000' for a home for sale. */
export function formatPrice(i18n: I18n, listing: Pick<ListingSummary, 'price' | 'intent'>): string {
  const amount = formatKes(listing.price);
  return listing.intent === 'rent' ? `${amount}${i18n._(listingsTexts.card.perMonth)}` : amount;
}

/** '<location>, <city>', e.g. 'Kilimani, Nairobi'. */
export function formatPlace(listing: Pick<ListingSummary, 'location'>): string {
  return `${listing.location.name}, ${listing.location.city}`;
}

/** A maps-service search for the location (not the exact address: hosts share that when they confirm). */
export function mapsSearchUrl(listing: Pick<ListingSummary, 'location'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatPlace(listing))}`;
}
