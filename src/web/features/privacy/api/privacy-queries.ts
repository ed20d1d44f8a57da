import { queryOptions } from '@tanstack/react-query';
import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import { api, readJson } from '@web/lib/api-client';

export const privacyKeys = { marketingConsent: ['privacy', 'marketing-consent'] as const };

/** Whether the user agreed to receive updates, where and when. */
export const marketingConsentQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.marketingConsent,
    queryFn: ({ signal }): Promise<MarketingConsent> =>
      readJson(api.privacy['marketing-consent'].$get(undefined, { init: { signal } })),
  });
