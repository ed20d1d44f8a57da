import type { ServiceProviderSummary } from '@common/services/service-contracts';

/** What booking a provider needs to know of them: the button has it, the dialog it opens uses it. */
export type BookableProvider = Pick<
  ServiceProviderSummary,
  'id' | 'name' | 'categories' | 'availability' | 'priceFrom'
>;
