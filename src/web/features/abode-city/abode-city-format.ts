import {
  abodeCityServiceLabels,
  budgetRangeLabels,
  sizeUnitLabels,
  timelineLabels,
} from '@common/abode-city/abode-city-vocabulary';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNairobiDate, formatNairobiTime } from '@common/abode-city/abode-city-dates';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { formatNumber, localeTag, translateText } from '@web/i18n';

/** KES 1,234,500: amounts are whole shillings. */
export { formatKes } from '@web/i18n';

/** A request's facts, one line each, as the requester and the team read them. */
export function requestFacts(i18n: I18n, request: QuoteRequestView): { label: string; value: string }[] {
  return [
    { label: i18n._(msg`Service`), value: translateText(i18n, abodeCityServiceLabels[request.service]) },
    { label: i18n._(msg`Location`), value: request.location },
    {
      label: i18n._(msg`Size`),
      value: `${formatNumber(request.sizeValue)} ${translateText(i18n, sizeUnitLabels[request.sizeUnit])}`,
    },
    { label: i18n._(msg`Budget`), value: translateText(i18n, budgetRangeLabels[request.budget]) },
    {
      label: i18n._(msg({ message: 'Timeline', context: 'building project' })),
      value: translateText(i18n, timelineLabels[request.timeline]),
    },
  ];
}

/** A Kenyan date (YYYY-MM-DD) as "Tue 1 Dec 2026", in the language shown. */
export function nairobiDate(date: string): string {
  return formatNairobiDate(date, localeTag());
}

/** An instant as "Tue 1 Dec 2026, 10:00 AM" in Nairobi time, in the language shown. */
export function nairobiTime(iso: string | Date): string {
  return formatNairobiTime(iso, localeTag());
}
