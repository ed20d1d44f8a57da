import { useLingui } from '@lingui/react';
import type { ListingSummary } from '@common/listings/listing-contracts';
import { BathIcon, BedDoubleIcon, RulerIcon, ShieldCheckIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.card;

/**
 * Bedrooms and bathrooms ('Studio' or 'Bedsitter' for a home with no separate bedroom, never '0 beds'); for a
 * home for sale also the floor area and the condition.
 */
export function ListingFacts({
  listing,
  className,
}: {
  listing: Pick<ListingSummary, 'intent' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'sqft' | 'condition'>;
  className?: string;
}) {
  const { i18n } = useLingui();
  const forSale = listing.intent === 'buy';
  const item = 'flex items-center gap-1.5';
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground', className)}>
      <li className={item}>
        <BedDoubleIcon className="size-4" aria-hidden="true" />
        {i18n._(
          listing.bedrooms > 0
            ? t.bedrooms(listing.bedrooms)
            : listing.propertyType === 'bedsitter'
              ? t.bedsitter
              : t.studio,
        )}
      </li>
      <li className={item}>
        <BathIcon className="size-4" aria-hidden="true" />
        {i18n._(t.bathrooms(listing.bathrooms))}
      </li>
      {forSale ? (
        <li className={item}>
          <RulerIcon className="size-4" aria-hidden="true" />
          {i18n._(t.sqft(listing.sqft))}
        </li>
      ) : null}
      {forSale && listing.condition ? (
        <li className={item}>
          <ShieldCheckIcon className="size-4" aria-hidden="true" />
          {i18n._(t.condition(i18n._(listingsTexts.conditions[listing.condition])))}
        </li>
      ) : null}
    </ul>
  );
}
