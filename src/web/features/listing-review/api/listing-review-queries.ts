import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { api, apiHref, readJson } from '@web/lib/api-client';

export const listingReviewKeys = { queue: ['listing-review'] as const };

/** Listings sent for verification, oldest first (superadmin). */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: listingReviewKeys.queue,
    queryFn: async ({ signal }): Promise<MyListing[]> =>
      (await readJson(api['listing-review'].$get(undefined, { init: { signal } }))).listings,
  });

export type ReviewAction = 'approve' | 'request_changes' | 'reject';
export type ReviewDecision =
  { id: string; action: 'approve' } | { id: string; action: 'request_changes' | 'reject'; note: string };

/** One verdict; the queue is fetched again either way (a colleague may have decided it first). */
export function useReviewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision): Promise<MyListing> => {
      const route = api['listing-review'][':id'];
      const param = { id: decision.id };
      if (decision.action === 'approve') return readJson(route.approve.$post({ param }));
      const json = { note: decision.note };
      return readJson(
        decision.action === 'reject'
          ? route.reject.$post({ param, json })
          : route['request-changes'].$post({ param, json }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingReviewKeys.queue }),
  });
}

/** Where the reviewer opens a listing's private document (the lister's route lets a superadmin read it). */
export const reviewDocumentHref = (documentId: string) =>
  apiHref(api['my-listings'].documents[':documentId'].file.$path({ param: { documentId } }));
