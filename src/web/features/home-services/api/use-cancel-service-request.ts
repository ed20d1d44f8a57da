import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ServiceRequest } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { homeServicesTexts } from '../home-services-texts';
import { serviceRequestKeys } from './service-request-queries';
import { useErrorToast } from './show-error-toast';

/** The customer cancels a request the provider has not done yet. */
export function useCancelServiceRequest() {
  const { i18n } = useLingui();
  const showErrorToast = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ServiceRequest> =>
      readJson(api.services.requests[':id'].cancel.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(i18n._(homeServicesTexts.myRequests.cancelled));
    },
    onError: showErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceRequestKeys.mine }),
  });
}
