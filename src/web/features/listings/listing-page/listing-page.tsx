import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, BadgeCheckIcon, CheckIcon, MapPinIcon, Share2Icon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { RecordLoadFailure } from '@web/components/record-load-failure';
import { Button } from '@web/components/ui/button';
import { StarRating } from '@web/components/star-rating';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { FavouriteButton } from '../favourites/favourite-button';
import { ListingFacts } from '../listing-card/listing-facts';
import { formatPlace } from '../listing-card/listing-format';
import { LocationPanel } from '../listing-card/location-panel';
import { PhotoCarousel } from '../listing-card/photo-carousel';
import { PriceTag } from '../listing-card/price-tag';
import { VirtualTourButton } from '../listing-card/virtual-tour-button';
import { listingQueryOptions } from '../api/listing-queries';
import { listingsTexts, textsIn } from '../listings-texts';
import { ApplyToRentButton } from '@web/features/rental-applications';
import { ScheduleViewingButton } from '../viewings/schedule-viewing-button';
import { ListingPageSkeleton } from './listing-page-skeleton';
import { ReportListingButton } from './report-listing-button';
import { SafetyNotice } from './safety-notice';

const t = listingsTexts.listingPage;
const card = listingsTexts.card;

async function share(title: string, linkCopied: string) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(linkCopied);
  } catch {
    toast.message(url);
  }
}

/** /listings/:id: every photo, the description, amenities, the map link and the same actions as a card. */
export function ListingPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const from = typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : null;
  const query = useQuery(listingQueryOptions(id));
  const listing = query.data;
  usePageTitle(listing?.name ?? i18n._(listingsTexts.searchPages.rent.title));

  if (query.isPending) return <ListingPageSkeleton label={i18n._(t.loading)} />;

  if (!listing) {
    return (
      <RecordLoadFailure
        query={query}
        texts={textsIn(i18n, t, ['notFoundHeading', 'notFoundBody', 'errorHeading', 'retry'])}
        back={{ to: paths.home, label: i18n._(t.backToSearch) }}
      />
    );
  }

  const forSale = listing.intent === 'buy';

  return (
    <article className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-10">
      <Link
        to={from ?? (forSale ? paths.buy : paths.home)}
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(from ? t.backToResults : forSale ? t.backToBuy : t.backToRent)}
      </Link>

      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">
              {i18n._(listingsTexts.propertyTypes[listing.propertyType])}
            </span>
            {listing.verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 font-semibold text-primary-foreground">
                <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
                {i18n._(card.verified)}
              </span>
            ) : null}
          </p>
          <h1 className="text-balance text-2xl font-bold tracking-tight sm:text-4xl">{listing.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {formatPlace(listing)}
            </span>
            {listing.rating !== null && (
              <StarRating rating={listing.rating} label={i18n._(card.rated(listing.rating))} />
            )}
            <span>{i18n._(card.listedBy(listing.host.name))}</span>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" onClick={() => void share(listing.name, i18n._(t.linkCopied))}>
            <Share2Icon aria-hidden="true" />
            {i18n._(t.share)}
          </Button>
          <FavouriteButton listingId={listing.id} className="border shadow-none" />
        </div>
      </header>

      <PhotoCarousel
        name={listing.name}
        photos={listing.photos}
        sizes="(min-width: 1152px) 1120px, 96vw"
        eager
        className="rounded-2xl md:aspect-[16/9]"
      />

      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <aside className="lg:order-last">
          <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24">
            <PriceTag listing={listing} className="text-3xl" />
            <ListingFacts listing={listing} />
            <div className="grid gap-2">
              <ScheduleViewingButton listing={listing} size="lg" />
              {listing.intent === 'rent' ? <ApplyToRentButton listing={listing} size="lg" /> : null}
              <VirtualTourButton listing={listing} size="lg" />
            </div>
            <SafetyNotice />
            <ReportListingButton listing={listing} />
          </div>
        </aside>

        <div className="grid content-start gap-8">
          <section aria-labelledby="about-heading" className="grid gap-3">
            <h2 id="about-heading" className="text-xl font-semibold">
              {i18n._(t.description)}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-foreground/90">{listing.description}</p>
          </section>

          {listing.amenities.length ? (
            <section aria-labelledby="amenities-heading" className="grid gap-3">
              <h2 id="amenities-heading" className="text-xl font-semibold">
                {i18n._(t.amenities)}
              </h2>
              <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
                {listing.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm">
                    <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                    {i18n._(listingsTexts.amenities[amenity])}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="location-heading" className="grid gap-3">
            <h2 id="location-heading" className="text-xl font-semibold">
              {i18n._(card.locationHeading)}
            </h2>
            <LocationPanel listing={listing} inSection />
          </section>

          {listing.photos.length > 1 ? (
            <section aria-labelledby="photos-heading" className="grid gap-3">
              <h2 id="photos-heading" className="text-xl font-semibold">
                {i18n._(t.photos)}
              </h2>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {listing.photos.map((photo) => (
                  <li key={photo.id} className="overflow-hidden rounded-lg bg-muted">
                    <img
                      src={photo.url}
                      srcSet={photo.srcSet}
                      sizes="(min-width: 1024px) 250px, (min-width: 640px) 30vw, 46vw"
                      width={photo.width}
                      height={photo.height}
                      alt={photo.alt}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] size-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
