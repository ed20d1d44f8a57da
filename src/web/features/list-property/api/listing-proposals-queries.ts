import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingEditProposal } from '@common/listings/professional-listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import { myListingsKeys, useStoreListing } from './my-listings-queries';

const proposalsKey = [...myListingsKeys.all, 'proposals'] as const;

/** The open Professional Listing proposals of the lister's own listings. */
export const myProposalsQueryOptions = () =>
  queryOptions({
    queryKey: proposalsKey,
    queryFn: async ({ signal }): Promise<ListingEditProposal[]> =>
      (await readJson(api['my-listings'].proposals.$get(undefined, { init: { signal } }))).proposals,
  });

/** Accept (the proposed values applied to the listing) or decline (the lister keeps their own). */
export function useAnswerProposal() {
  const queryClient = useQueryClient();
  const store = useStoreListing();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) => {
      const route = api['my-listings'].proposals[':proposalId'];
      const param = { proposalId: id };
      return readJson(decision === 'accept' ? route.accept.$post({ param }) : route.decline.$post({ param }));
    },
    onSuccess: ({ listing }) => store(listing),
    // Both lists: the listing's new words, and the proposal no longer open (or replaced, if that was the 409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsKeys.all }),
  });
}
