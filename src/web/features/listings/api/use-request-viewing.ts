import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewingRequest, ViewingRequestInput } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import { hostingKeys } from './hosting-queries';
import { viewingKeys } from './viewing-queries';

/** Asks to see a home; the user's list, and the host's list and count if the home is their own, refresh. */
export function useRequestViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ViewingRequestInput): Promise<ViewingRequest> =>
      readJson(api.viewings.$post({ json: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: viewingKeys.all });
      void queryClient.invalidateQueries({ queryKey: hostingKeys.summary });
    },
  });
}
