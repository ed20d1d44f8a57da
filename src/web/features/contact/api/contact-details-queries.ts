import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

/** ABODE's contact details and office hours as the server is configured (CONTACT_*); they rarely change. */
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-details'] as const,
    queryFn: () => readJson(api['contact-details'].$get()),
    staleTime: 60 * 60_000,
  });

export const useContactDetails = () => useQuery(contactDetailsQueryOptions());
