import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ServiceCriteria } from '@common/services/service-contracts';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts;

function priceLabel(i18n: I18n, { min, max }: ServiceCriteria['price']): string | null {
  if (min !== null && max !== null) return t.results.priceBetween(min, max);
  if (max !== null) return i18n._(t.results.priceUnder(max));
  if (min !== null) return i18n._(t.results.priceAbove(min));
  return null;
}

/** What the search understood from the text: the services, the areas and the budget. */
export function UnderstoodChips({ criteria }: { criteria: ServiceCriteria }) {
  const { i18n } = useLingui();
  const price = priceLabel(i18n, criteria.price);
  const chips = [
    ...criteria.categories.map((category) => i18n._(t.categoryLabels[category])),
    ...criteria.locations,
    ...(price ? [price] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id="understood-label" className="text-sm font-medium text-muted-foreground">
        {i18n._(t.results.understood)}
      </span>
      <ul className="flex flex-wrap gap-2" aria-labelledby="understood-label">
        {chips.map((chip) => (
          <li
            key={chip}
            className="rounded-full border border-primary/25 bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
          >
            {chip}
          </li>
        ))}
      </ul>
    </div>
  );
}
