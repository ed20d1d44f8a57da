import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';
import { tenancyKeys } from './tenancy-queries';

/** The tenant asks to be linked to a property; the link waits for the landlord's or caretaker's answer. */
export function useLinkProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => readJson(api['tenant-properties'].$post({ json: { propertyId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.myLinks }),
  });
}
