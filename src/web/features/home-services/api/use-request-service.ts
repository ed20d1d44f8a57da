import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequest, ServiceRequestInput } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { serviceRequestKeys } from './service-request-queries';

/** Books a provider for a job; the customer's own list refreshes. */
export function useRequestService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput): Promise<ServiceRequest> =>
      // The route's input type lists `address` even when absent (its schema transforms an optional value).
      readJson(api.services.requests.$post({ json: { ...input, address: input.address } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceRequestKeys.mine });
    },
  });
}
