import type { listingConditionLabels, ListingSummary } from '@common/listings/listing-contracts';
import { listingsTexts } from '../listings-texts';

const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 'KES 45,000/month' for a rental, 'KES 6,500,000' for a home for sale. */
export function formatPrice(listing: Pick<ListingSummary, 'price' | 'intent'>): string {
  const amount = `KES ${shillings.format(listing.price)}`;
  return listing.intent === 'rent' ? `${amount}${listingsTexts.card.perMonth}` : amount;
}

/** '<location>, <city>', e.g. 'Kilimani, Nairobi'. */
export function formatPlace(listing: Pick<ListingSummary, 'location'>): string {
  return `${listing.location.name}, ${listing.location.city}`;
}

/** A maps-service search for the location (not the exact address: hosts share that when they confirm). */
export function mapsSearchUrl(listing: Pick<ListingSummary, 'location'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatPlace(listing))}`;
}

/** The contract's labels, repeated here so the results code does not load the contract's schemas. */
export const conditionLabels: typeof listingConditionLabels = {
  excellent: 'Excellent',
  very_good: 'Very Good',
  good: 'Good',
};
