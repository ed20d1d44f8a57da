import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LenderBook,
  OkoaRentApplication,
  OkoaRentApplicationInput,
  OkoaRentDocument,
  OkoaRentDocumentCategory,
  OkoaRentOverview,
  OkoaRentQueueItem,
  OkoaRentStatus,
} from '@common/financing/okoa-rent-contracts';
import { api, apiHref, readJson } from '@web/lib/api-client';

/** Under the wallet's root: a deposit that repays a loan, or a repayment, refreshes them with the wallet. */
const okoaKeys = {
  all: ['wallet', 'okoa-rent'] as const,
  mine: ['wallet', 'okoa-rent', 'mine'] as const,
  queue: (status: OkoaRentStatus) => ['wallet', 'okoa-rent', 'queue', status] as const,
  book: ['wallet', 'okoa-rent', 'book'] as const,
};

export const okoaRentOverviewQueryOptions = () =>
  queryOptions({
    queryKey: okoaKeys.mine,
    queryFn: ({ signal }): Promise<OkoaRentOverview> =>
      readJson(api['rent-financing'].mine.$get({}, { init: { signal } })),
  });

export const okoaRentQueueQueryOptions = (status: OkoaRentStatus) =>
  queryOptions({
    queryKey: okoaKeys.queue(status),
    queryFn: ({ signal }): Promise<{ applications: OkoaRentQueueItem[] }> =>
      readJson(api['rent-financing'].applications.$get({ query: { status } }, { init: { signal } })),
  });

export const lenderBookQueryOptions = () =>
  queryOptions({
    queryKey: okoaKeys.book,
    queryFn: ({ signal }): Promise<LenderBook> =>
      readJson(api['rent-financing'].book.$get({}, { init: { signal } })),
  });

/** Where the tenant or an officer opens a stored document (private, never cached). */
export const okoaRentDocumentHref = (id: string) =>
  apiHref(api['rent-financing'].documents[':id'].file.$path({ param: { id } }));

export function useUploadOkoaRentDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, file }: { category: OkoaRentDocumentCategory; file: File }) => {
      const form = new FormData();
      form.set('category', category);
      form.set('file', file, file.name);
      return readJson<OkoaRentDocument>(
        fetch(apiHref(api['rent-financing'].documents.$path()), {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: okoaKeys.mine }),
  });
}

export function useApplyForOkoaRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: OkoaRentApplicationInput): Promise<OkoaRentApplication> =>
      readJson(api['rent-financing'].applications.$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: okoaKeys.all }),
  });
}

export function useRepayOkoaRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, idempotencyKey }: { id: string; amount: number; idempotencyKey: string }) =>
      readJson(
        api['rent-financing'].loans[':id'].repay.$post(
          { param: { id }, json: { amount } },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}

export function useDecideOkoaRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; action: 'approve'; amount?: number }
        | { id: string; action: 'decline'; reason: string },
    ) =>
      input.action === 'approve'
        ? readJson(
            api['rent-financing'].applications[':id'].approve.$post({
              param: { id: input.id },
              json: input.amount === undefined ? {} : { amount: input.amount },
            }),
          )
        : readJson(
            api['rent-financing'].applications[':id'].decline.$post({
              param: { id: input.id },
              json: { reason: input.reason },
            }),
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: okoaKeys.all }),
  });
}
