import type { QueryClient } from '@tanstack/react-query';
import type { ListingDetail } from '@common/listings/listing-contracts';
import { listingKeys } from './listing-queries';

/**
 * A listing page drawn by the server starts with the home it read. The answer is stale from the start
 * (updated at 0), so the browser still asks for it once after the page shows: that request counts the
 * opening as a view, as before. The server cannot count it: a chat app fetching a pasted link is no viewer.
 */
export function seedListingPage(client: QueryClient, listing: ListingDetail): void {
  client.setQueryData(listingKeys.detail(listing.id), listing, { updatedAt: 0 });
}
