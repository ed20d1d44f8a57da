import { useLingui } from '@lingui/react';
import { weekdays } from '@common/services/service-availability';
import type { ServiceReview } from '@common/services/service-contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ClockIcon, MapPinIcon, MessageSquareQuoteIcon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { StarRating } from '@web/components/star-rating';
import { RecordLoadFailure } from '@web/components/record-load-failure';
import { paths } from '@web/config/paths';
import { formatDate } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { providerQueryOptions } from '../api/provider-queries';
import { homeServicesTexts } from '../home-services-texts';
import { formatHours } from '../service-formats';
import { ProviderFacts } from './provider-card';
import { ProviderFavouriteButton } from './provider-favourite-button';
import { ProviderPageSkeleton } from './provider-page-skeleton';
import { ProviderRating } from './provider-rating';
import { ScheduleServiceButton } from './schedule-service-button';

const t = homeServicesTexts.providerPage;
const card = homeServicesTexts.card;

// Kenya's dates, wherever the page is drawn: the server's (UTC) and the browser's must agree to hydrate.
const nairobi = 'Africa/Nairobi';
const reviewDate: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: nairobi,
};
const sinceDate: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: nairobi };

/** /home-services/:id: the provider's profile, services, areas, working hours and reviews. */
export function ProviderPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const from =
    typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : paths.homeServices;
  const query = useQuery(providerQueryOptions(id));
  const provider = query.data;
  usePageTitle(provider?.name ?? i18n._(homeServicesTexts.page.title));

  if (query.isPending) return <ProviderPageSkeleton label={i18n._(t.loading)} />;

  if (!provider) {
    const failureTexts = {
      notFoundHeading: i18n._(t.notFoundHeading),
      notFoundBody: i18n._(t.notFoundBody),
      errorHeading: i18n._(t.errorHeading),
      retry: i18n._(t.retry),
    };
    return (
      <RecordLoadFailure
        query={query}
        texts={failureTexts}
        back={{ to: paths.homeServices, label: i18n._(t.back) }}
      />
    );
  }

  const { availability } = provider;

  return (
    <article aria-labelledby="provider-name" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-10">
      <Link
        to={from}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="relative overflow-hidden rounded-xl border bg-muted">
          <img
            src={provider.photo.url}
            srcSet={provider.photo.srcSet}
            sizes="(min-width: 1024px) 640px, 92vw"
            width={provider.photo.width}
            height={provider.photo.height}
            alt={provider.photo.alt || i18n._(card.photoAlt(provider.name))}
            className="aspect-[4/3] w-full object-cover"
          />
          <ProviderFavouriteButton providerId={provider.id} className="absolute right-3 top-3" />
        </div>
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <p className="flex flex-wrap gap-1.5">
              {provider.categories.map((category) => (
                <span
                  key={category}
                  className="rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground"
                >
                  {i18n._(homeServicesTexts.categoryLabels[category])}
                </span>
              ))}
            </p>
            <h1 id="provider-name" className="text-3xl font-bold tracking-tight">
              {provider.name}
            </h1>
            <p className="flex items-center gap-1 text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {`${provider.location.name}, ${provider.location.city}`}
            </p>
            <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
          </div>
          <p className="text-3xl font-bold tracking-tight">
            <span className="text-base font-medium text-muted-foreground">{`${i18n._(card.from)} `}</span>
            {homeServicesTexts.kes(provider.priceFrom)}
          </p>
          <ProviderFacts verified={provider.verified} city={provider.city} />
          <ScheduleServiceButton provider={provider} size="lg" />
          <p className="text-xs text-muted-foreground">
            {i18n._(t.memberSince(formatDate(provider.createdAt, sinceDate)))}
          </p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="provider-about"
          className="grid content-start gap-2 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="provider-about" className="text-xl font-semibold">
            {i18n._(t.about)}
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-muted-foreground">{provider.description}</p>
        </section>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="provider-hours" className="grid gap-2 rounded-xl border p-4">
            <h2 id="provider-hours" className="flex items-center gap-2 text-lg font-semibold">
              <ClockIcon className="size-5 text-primary" aria-hidden="true" />
              {i18n._(t.hours)}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {weekdays.map((day) => (
                <div key={day} className="contents">
                  <dt className="font-medium">{i18n._(homeServicesTexts.weekdays[day])}</dt>
                  <dd className="text-muted-foreground">
                    {availability.days.includes(day) ? formatHours(i18n, availability) : i18n._(t.closed)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="provider-areas" className="grid gap-2 rounded-xl border p-4">
            <h2 id="provider-areas" className="flex items-center gap-2 text-lg font-semibold">
              <MapPinIcon className="size-5 text-primary" aria-hidden="true" />
              {i18n._(t.areas)}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {provider.areasServed.map((area) => (
                <li key={area.name} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {`${area.name}, ${area.city}`}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section
          aria-labelledby="provider-reviews"
          className="grid content-start gap-3 lg:col-start-1 lg:row-start-2"
        >
          <h2 id="provider-reviews" className="text-xl font-semibold">
            {i18n._(t.reviews)}
          </h2>
          {provider.reviews.length === 0 ? (
            <p className="text-muted-foreground">{i18n._(t.noReviews)}</p>
          ) : (
            <ul className="grid gap-3">
              {provider.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}

function ReviewItem({ review }: { review: ServiceReview }) {
  const { i18n } = useLingui();
  return (
    <li className="grid gap-1.5 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} label={i18n._(card.rated(review.rating))} />
        <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
          {formatDate(review.createdAt, reviewDate)}
        </time>
      </div>
      <p className="flex items-start gap-2 text-sm">
        <MessageSquareQuoteIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {review.comment}
      </p>
      <p className="text-xs text-muted-foreground">
        {i18n._(t.reviewBy(review.reviewerName))}
        {review.category ? ` · ${i18n._(homeServicesTexts.categoryLabels[review.category])}` : ''}
      </p>
    </li>
  );
}
