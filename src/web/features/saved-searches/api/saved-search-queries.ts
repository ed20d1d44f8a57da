import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchInput,
  SavedSearch,
  SavedSearchList,
  UnsubscribeResult,
  UpdateSavedSearchInput,
} from '@common/saved-searches/saved-search-contracts';
import { api, readJson } from '@web/lib/api-client';

const savedSearchKeys = { mine: ['saved-searches'] as const };

/** The signed-in person's saved searches with their new matches. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.mine,
    queryFn: (): Promise<SavedSearchList> => readJson(api['saved-searches'].$get()),
  });

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateSavedSearchInput): Promise<SavedSearch> =>
      readJson(api['saved-searches'].$post({ json })),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.mine }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: UpdateSavedSearchInput & { id: string }): Promise<SavedSearch> =>
      readJson(api['saved-searches'][':id'].$patch({ param: { id }, json })),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.mine }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<{ id: string }> =>
      readJson(api['saved-searches'][':id'].$delete({ param: { id } })),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.mine }),
  });
}

export function useMarkSavedSearchSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<SavedSearch> =>
      readJson(api['saved-searches'][':id'].seen.$post({ param: { id } })),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.mine }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string): Promise<UnsubscribeResult> =>
      readJson(api['saved-searches'].unsubscribe[':token'].$post({ param: { token } })),
  });
}
