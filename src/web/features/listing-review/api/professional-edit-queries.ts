import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ListingEditProposal,
  ListingEditProposalInput,
} from '@common/listings/professional-listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import { listingReviewKeys } from './listing-review-queries';

const openProposalsKey = [...listingReviewKeys.queue, 'proposals'] as const;

/** Every Professional Listing proposal still waiting for its lister (superadmin). */
export const openProposalsQueryOptions = () =>
  queryOptions({
    queryKey: openProposalsKey,
    queryFn: async ({ signal }): Promise<ListingEditProposal[]> =>
      (await readJson(api['listing-review'].proposals.$get(undefined, { init: { signal } }))).proposals,
  });

/** Professional Listing: a clearer title, description or photo order, sent to the lister. */
export function useProposeListingEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ListingEditProposalInput }) =>
      readJson(api['listing-review'][':id'].proposal.$post({ param: { id }, json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: openProposalsKey }),
  });
}
