import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';
import { kycKeys } from './kyc-queries';

/** Removes one of the user's documents that is not approved yet. */
export function useDeleteKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.kyc.documents[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.overview }),
  });
}
