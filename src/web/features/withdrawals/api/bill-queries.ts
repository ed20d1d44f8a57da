import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OwnBills,
  SavedBillerInput,
  SavedBillers,
  SavedBillerRename,
} from '@common/payments/saved-biller-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Own bills under the wallet's root: a payment anywhere (it invalidates ['wallet']) refreshes them. */
const billKeys = {
  own: ['wallet', 'bills', 'own'] as const,
  saved: ['bills', 'saved'] as const,
};

/** The tenant's open rent and bills from Rent & Bills, the earliest due first. */
export const ownBillsQueryOptions = () =>
  queryOptions({
    queryKey: billKeys.own,
    queryFn: ({ signal }): Promise<OwnBills> => readJson(api.bills.own.$get({}, { init: { signal } })),
  });

/** The user's saved billers, oldest first, and how many may be kept. */
export const savedBillersQueryOptions = () =>
  queryOptions({
    queryKey: billKeys.saved,
    queryFn: ({ signal }): Promise<SavedBillers> => readJson(api.bills.saved.$get({}, { init: { signal } })),
  });

export function useSaveBiller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SavedBillerInput) => readJson(api.bills.saved.$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billKeys.saved }),
  });
}

export function useRenameSavedBiller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: SavedBillerRename & { id: string }) =>
      readJson(api.bills.saved[':id'].$patch({ param: { id }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billKeys.saved }),
  });
}

export function useRemoveSavedBiller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.bills.saved[':id'].$delete({ param: { id } }) as Promise<Response & { json(): Promise<void> }>,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billKeys.saved }),
  });
}
