import { useLingui } from '@lingui/react';
import type { ListingSummary } from '@common/listings/listing-contracts';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';
import { formatPrice } from './listing-format';

/** 'KES 45,000/month' (the '/month' smaller) or 'KES 6,500,000'. */
export function PriceTag({
  listing,
  className,
}: {
  listing: Pick<ListingSummary, 'price' | 'intent'>;
  className?: string;
}) {
  const { i18n } = useLingui();
  const perMonth = i18n._(listingsTexts.card.perMonth);
  const price = formatPrice(i18n, listing);
  const monthly = price.endsWith(perMonth);
  return (
    <p className={cn('text-2xl font-bold tracking-tight text-foreground', className)}>
      {monthly ? price.slice(0, -perMonth.length) : price}
      {monthly ? <span className="text-base font-medium text-muted-foreground">{perMonth}</span> : null}
    </p>
  );
}
