import { useLingui } from '@lingui/react';
import type { ListingMatch, ListingSummary } from '@common/listings/listing-contracts';
import { ArrowRightIcon, BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { MatchAnalysis } from '@web/components/match-analysis';
import { StarRating } from '@web/components/star-rating';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { daysSince } from '@web/lib/days-since';
import { FavouriteButton } from '../favourites/favourite-button';
import { listingsTexts } from '../listings-texts';
import { ScheduleViewingButton } from '../viewings/schedule-viewing-button';
import { ListingFacts } from './listing-facts';
import { formatPlace } from './listing-format';
import { LocationPanel } from './location-panel';
import { closeMatchNote, matchBasisNote } from './match-basis';
import { PhotoCarousel } from './photo-carousel';
import { PriceTag } from './price-tag';
import { VirtualTourButton } from './virtual-tour-button';

const t = listingsTexts.card;

/** How wide a card's photo shows: one column on phones, two on tablets, three from 1024 px (max 7xl). */
export const cardPhotoSizes =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/** A search result: photos, the heart, the facts, the actions, the match analysis and the location. */
export function ListingCard({ listing }: { listing: ListingSummary & { match?: ListingMatch } }) {
  const { i18n } = useLingui();
  const matchTexts = {
    heading: i18n._(t.matchHeading),
    match: (percent: number) => i18n._(t.match(percent)),
    met: i18n._(t.met),
    missed: i18n._(t.missed),
  };
  const nameId = `listing-${listing.id}-name`;
  const location = useLocation();
  // The listing page links back to these results rather than to an empty search.
  const from = { from: `${location.pathname}${location.search}` };
  const matchBasis = listing.match ? matchBasisNote(listing.match) : null;
  const differs = listing.match?.close ? closeMatchNote(listing.match) : null;
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <PhotoCarousel name={listing.name} photos={listing.photos} sizes={cardPhotoSizes} />
        <FavouriteButton listingId={listing.id} className="absolute right-3 top-3 z-10" />
        <p className="pointer-events-none absolute left-3 top-3 z-10 flex gap-1.5">
          <span className="rounded-full bg-background/90 px-2.5 py-1 text-xs font-semibold shadow">
            {i18n._(listingsTexts.propertyTypes[listing.propertyType])}
          </span>
          {listing.verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground shadow">
              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
              {i18n._(t.verified)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <h3 id={nameId} className="text-lg font-semibold leading-snug">
            <Link to={paths.listing(listing.id)} state={from} className="hover:text-primary hover:underline">
              {listing.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            {formatPlace(listing)}
          </p>
          {differs !== null ? (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{i18n._(differs)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {listing.rating !== null && (
            <StarRating rating={listing.rating} label={i18n._(t.rated(listing.rating))} />
          )}
          <p className="text-sm text-muted-foreground">{i18n._(t.listedBy(listing.host.name))}</p>
          <p className="w-full text-xs text-muted-foreground">
            {i18n._(t.updated(daysSince(listing.confirmedAt)))}
          </p>
        </div>
        <PriceTag listing={listing} />
        <ListingFacts listing={listing} />
        <div className={cn('grid grid-cols-1 gap-2', listing.videoUrl && 'min-[400px]:grid-cols-2')}>
          <ScheduleViewingButton listing={listing} />
          <VirtualTourButton listing={listing} />
        </div>
        {listing.match ? (
          <div className="grid gap-1.5">
            <MatchAnalysis match={listing.match} texts={matchTexts} />
            {matchBasis ? <p className="text-xs text-muted-foreground">{i18n._(matchBasis)}</p> : null}
          </div>
        ) : null}
        <LocationPanel listing={listing} />
        <Link
          to={paths.listing(listing.id)}
          state={from}
          className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={`${i18n._(t.viewDetails)}: ${listing.name}`}
        >
          {i18n._(t.viewDetails)}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
