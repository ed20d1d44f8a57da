import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MyProviderProfile } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';
import { homeServicesTexts } from '../home-services-texts';
import { providerKeys } from './provider-queries';
import { serviceSearchKeys } from './service-search-queries';
import { useErrorToast } from './show-error-toast';

/**
 * Uploads a photo already scaled and cropped in the browser (prepare-provider-photo.ts), as multipart: the
 * route reads the body itself, so the form goes as the request's body.
 */
export function useUploadProviderPhoto() {
  const { i18n } = useLingui();
  const showErrorToast = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob): Promise<MyProviderProfile> => {
      const form = new FormData();
      form.set('file', photo, 'photo.jpg');
      return readJson(api.services['my-profile'].photo.$post({}, { init: { body: form } }));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(providerKeys.myProfile, saved);
      void queryClient.invalidateQueries({ queryKey: serviceSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: providerKeys.all });
      toast.success(i18n._(homeServicesTexts.profileForm.photoUploaded));
    },
    onError: showErrorToast,
  });
}
