import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { IncomingServiceRequest } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { homeServicesTexts } from '../home-services-texts';
import { serviceRequestKeys } from './service-request-queries';
import { useErrorToast } from './show-error-toast';

export type ProviderAction = 'accept' | 'decline' | 'complete';

const actionToast: Record<ProviderAction, MessageDescriptor> = {
  accept: homeServicesTexts.provider.accepted,
  decline: homeServicesTexts.provider.declined,
  complete: homeServicesTexts.provider.completed,
};

/** The provider accepts, declines or completes a request sent to them. */
export function useServiceRequestAction() {
  const { i18n } = useLingui();
  const showErrorToast = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ProviderAction }): Promise<IncomingServiceRequest> =>
      readJson(api.services.requests[':id'][action].$post({ param: { id } })),
    onSuccess: (_request, { action }) => {
      toast.success(i18n._(actionToast[action]));
    },
    onError: showErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceRequestKeys.incoming }),
  });
}
