import {
  abodeCityServiceLabels,
  budgetRangeLabels,
  sizeUnitLabels,
  timelineLabels,
} from '@common/abode-city/abode-city-vocabulary';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';

/** KES 1,234,500: amounts are whole shillings. */
export const formatKes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/** A request's facts, one line each, as the requester and the team read them. */
export function requestFacts(request: QuoteRequestView): { label: string; value: string }[] {
  return [
    { label: 'Service', value: abodeCityServiceLabels[request.service] },
    { label: 'Location', value: request.location },
    {
      label: 'Size',
      value: `${request.sizeValue.toLocaleString('en-KE')} ${sizeUnitLabels[request.sizeUnit]}`,
    },
    { label: 'Budget', value: budgetRangeLabels[request.budget] },
    { label: 'Timeline', value: timelineLabels[request.timeline] },
  ];
}
