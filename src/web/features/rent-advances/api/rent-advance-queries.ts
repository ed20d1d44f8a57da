import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RentAdvance,
  RentAdvanceApplicationInput,
  RentAdvanceDocument,
  RentAdvanceDocumentCategory,
  RentAdvanceEligibility,
  RentAdvanceForOfficer,
  RentAdvanceList,
  RentAdvanceQueue,
} from '@common/financing/rent-advance-contracts';
import { api, apiHref, readJson } from '@web/lib/api-client';

export const rentAdvanceKeys = {
  all: ['rent-advances'] as const,
  eligibility: ['rent-advances', 'eligibility'] as const,
  mine: ['rent-advances', 'mine'] as const,
  queue: ['rent-advances', 'queue'] as const,
};

export const eligibilityQueryOptions = () =>
  queryOptions({
    queryKey: rentAdvanceKeys.eligibility,
    queryFn: ({ signal }): Promise<RentAdvanceEligibility> =>
      readJson(api['rent-advances'].eligibility.$get({}, { init: { signal } })),
  });

export const myRentAdvancesQueryOptions = () =>
  queryOptions({
    queryKey: rentAdvanceKeys.mine,
    queryFn: ({ signal }): Promise<RentAdvanceList> =>
      readJson(api['rent-advances'].mine.$get({}, { init: { signal } })),
  });

export const rentAdvanceQueueQueryOptions = () =>
  queryOptions({
    queryKey: rentAdvanceKeys.queue,
    queryFn: ({ signal }): Promise<RentAdvanceQueue> =>
      readJson(api['rent-advances'].queue.$get({}, { init: { signal } })),
  });

/** Where the landlord or the officer opens a stored document (private, never cached). */
export const rentAdvanceDocumentHref = (documentId: string) =>
  apiHref(api['rent-advances'].documents[':documentId'].file.$path({ param: { documentId } }));

/** One of the spec's documents for the next application; it replaces an earlier one of its category. */
export function useUploadRentAdvanceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, file }: { category: RentAdvanceDocumentCategory; file: File }) => {
      const form = new FormData();
      form.set('category', category);
      form.set('file', file, file.name);
      return readJson<RentAdvanceDocument>(
        fetch(apiHref(api['rent-advances'].documents.$path()), {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
        }),
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rentAdvanceKeys.eligibility }),
  });
}

export function useApplyForRentAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: RentAdvanceApplicationInput): Promise<RentAdvance> =>
      readJson(api['rent-advances'].$post({ json })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rentAdvanceKeys.all }),
  });
}

/** Approve (the amount may be lowered) or decline with a reason; the earnings and wallet figures follow. */
export function useDecideRentAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { id: string } & (
        { action: 'approve'; amount?: number } | { action: 'decline'; reason: string }
      ),
    ): Promise<RentAdvanceForOfficer> =>
      decision.action === 'approve'
        ? readJson(
            api['rent-advances'][':id'].approve.$post({
              param: { id: decision.id },
              json: decision.amount !== undefined ? { amount: decision.amount } : {},
            }),
          )
        : readJson(
            api['rent-advances'][':id'].decline.$post({
              param: { id: decision.id },
              json: { reason: decision.reason },
            }),
          ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rentAdvanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
