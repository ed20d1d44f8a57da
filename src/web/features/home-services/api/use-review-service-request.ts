import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ServiceReview, ServiceReviewInput } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { homeServicesTexts } from '../home-services-texts';
import { providerKeys } from './provider-queries';
import { serviceSearchKeys } from './service-search-queries';
import { serviceRequestKeys } from './service-request-queries';

/** Posts a review; the provider's rating and count change, so their card and page are fetched again. */
export function useReviewServiceRequest() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceReviewInput }): Promise<ServiceReview> =>
      readJson(api.services.requests[':id'].review.$post({ param: { id }, json: input })),
    onSuccess: () => {
      toast.success(i18n._(homeServicesTexts.review.posted));
      void queryClient.invalidateQueries({ queryKey: serviceSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: providerKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceRequestKeys.mine }),
  });
}
