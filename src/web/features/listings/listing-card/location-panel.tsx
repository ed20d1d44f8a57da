import { useLingui } from '@lingui/react';
import type { ListingSummary } from '@common/listings/listing-contracts';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';
import { formatPlace, mapsSearchUrl } from './listing-format';

const t = listingsTexts.card;

/**
 * The location with a maps-service search for it (opens in a new tab). On a card it is a region named
 * 'Location'; under the listing page's own 'Location' section (`inSection`) a plain box, so the page holds
 * one region of that name (axe landmark-unique).
 */
export function LocationPanel({
  listing,
  className,
  inSection = false,
}: {
  listing: Pick<ListingSummary, 'location'>;
  className?: string;
  inSection?: boolean;
}) {
  const { i18n } = useLingui();
  const Box = inSection ? 'div' : 'section';
  return (
    <Box
      aria-label={inSection ? undefined : i18n._(t.locationHeading)}
      className={cn('flex items-center gap-3 rounded-lg bg-muted p-3', className)}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-background text-primary">
        <MapPinIcon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        {/* The place, in a region named 'Location': not a heading, so no level is skipped under the listing
            page's 'Location' h2 (axe heading-order) nor under a card's name. */}
        <p className="truncate text-sm font-semibold">{formatPlace(listing)}</p>
        <a
          href={mapsSearchUrl(listing)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {i18n._(t.openInMaps)}
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{i18n._(t.opensInNewTab)}</span>
        </a>
      </div>
    </Box>
  );
}
