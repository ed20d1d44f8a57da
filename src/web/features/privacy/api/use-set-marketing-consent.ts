import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketingConsent, MarketingConsentData } from '@common/privacy/privacy-contracts';
import { api, readJson } from '@web/lib/api-client';
import { privacyKeys } from './privacy-queries';

/** Gives or withdraws marketing consent; the answer is the consent now in force. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketingConsentData): Promise<MarketingConsent> =>
      readJson(api.privacy['marketing-consent'].$put({ json: input })),
    onSuccess: (consent) => queryClient.setQueryData(privacyKeys.marketingConsent, consent),
  });
}
