import { queryOptions } from '@tanstack/react-query';
import type { HostingSummary } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';

export const hostingKeys = {
  summary: ['hosting', 'summary'] as const,
};

/** How many homes the signed-in user lists and the viewing requests made for them. */
export const hostingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: hostingKeys.summary,
    queryFn: (): Promise<HostingSummary> => readJson(api.hosting.summary.$get()),
  });
