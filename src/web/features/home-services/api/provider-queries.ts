import { queryOptions } from '@tanstack/react-query';
import type { MyProviderProfile, ProviderDetail, ProviderRatings } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';

export const providerKeys = {
  all: ['services', 'provider'] as const,
  detail: (id: string) => ['services', 'provider', id] as const,
  myProfile: ['services', 'my-profile'] as const,
  myRatings: ['services', 'my-ratings'] as const,
};

/** One provider's profile, areas, hours and reviews. */
export const providerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }): Promise<ProviderDetail> =>
      readJson(api.services.providers[':id'].$get({ param: { id } }, { init: { signal } })),
  });

/** The signed-in provider's own profile, as they edit it. */
export const myProviderProfileQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.myProfile,
    queryFn: (): Promise<MyProviderProfile> => readJson(api.services['my-profile'].$get()),
  });

/** The signed-in provider's rating and reviews. */
export const myRatingsQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.myRatings,
    queryFn: (): Promise<ProviderRatings> => readJson(api.services['my-ratings'].$get()),
  });
