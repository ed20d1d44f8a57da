import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MyProviderProfile, ProviderProfileInput } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { homeServicesTexts } from '../home-services-texts';
import { providerKeys } from './provider-queries';
import { serviceSearchKeys } from './service-search-queries';

/** Saves the provider's profile; their card in the search and their page show it at once. */
export function useSaveProviderProfile() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProviderProfileInput): Promise<MyProviderProfile> =>
      readJson(api.services['my-profile'].$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(providerKeys.myProfile, saved);
      void queryClient.invalidateQueries({ queryKey: serviceSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: providerKeys.all });
      toast.success(i18n._(homeServicesTexts.profileForm.saved));
    },
  });
}
