import { useLingui } from '@lingui/react';
import type { ServiceSearchResult } from '@common/services/service-contracts';
import {
  ArrowRightIcon,
  BadgeCheckIcon,
  Building2Icon,
  ClockIcon,
  MapPinIcon,
  ShieldIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { MatchAnalysis } from '@web/components/match-analysis';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';
import { formatAvailabilityText, translateMatchReason } from '../service-formats';
import { ProviderFavouriteButton } from './provider-favourite-button';
import { ProviderRating } from './provider-rating';
import { ScheduleServiceButton } from './schedule-service-button';

const t = homeServicesTexts.card;

/** How wide a card's photo shows: one column on phones, two on tablets, three from 1024 px (max 7xl). */
const photoSizes = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/**
 * A provider in the results: photo, heart, name, location, rating and reviews, availability, price, the
 * two actions, the computed match with its reasons, 'Verified Provider' and the provider's city.
 */
export function ProviderCard({ provider }: { provider: ServiceSearchResult }) {
  const { i18n } = useLingui();
  const matchTexts = {
    heading: i18n._(t.matchHeading),
    match: (percent: number) => i18n._(t.match(percent)),
    met: i18n._(t.met),
    missed: i18n._(t.missed),
  };
  const match = {
    ...provider.match,
    reasons: provider.match.reasons.map((reason) => ({
      ...reason,
      detail: translateMatchReason(i18n, reason.detail),
    })),
  };
  const nameId = `provider-${provider.id}-name`;
  const location = useLocation();
  const from = { from: `${location.pathname}${location.search}` };
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-muted">
        <img
          src={provider.photo.url}
          srcSet={provider.photo.srcSet}
          sizes={photoSizes}
          width={provider.photo.width}
          height={provider.photo.height}
          alt={provider.photo.alt || i18n._(t.photoAlt(provider.name))}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <ProviderFavouriteButton providerId={provider.id} className="absolute right-3 top-3" />
        <p className="pointer-events-none absolute left-3 top-3 flex max-w-[70%] flex-wrap gap-1.5">
          {provider.categories.slice(0, 2).map((category) => (
            <span
              key={category}
              className="rounded-full bg-background/90 px-2.5 py-1 text-xs font-semibold shadow"
            >
              {i18n._(homeServicesTexts.categoryLabels[category])}
            </span>
          ))}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <h3 id={nameId} className="text-lg font-semibold leading-snug">
            <Link
              to={paths.homeServiceProvider(provider.id)}
              state={from}
              className="hover:text-primary hover:underline"
            >
              {provider.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            {`${provider.location.name}, ${provider.location.city}`}
          </p>
        </div>
        <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
        <p className="flex items-start gap-1.5 text-sm">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">{`${i18n._(t.availability)}: `}</span>
            {formatAvailabilityText(i18n, provider.availability)}
          </span>
        </p>
        <p className="text-2xl font-bold tracking-tight">
          <span className="text-base font-medium text-muted-foreground">{`${i18n._(t.from)} `}</span>
          {homeServicesTexts.kes(provider.priceFrom)}
        </p>
        <ProviderFacts verified={provider.verified} city={provider.city} />
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          <ScheduleServiceButton provider={provider} />
          <Button asChild variant="outline" className="w-full">
            <Link
              to={paths.homeServiceProvider(provider.id)}
              state={from}
              aria-label={i18n._(t.viewDetailsOf(provider.name))}
            >
              {i18n._(t.viewDetails)}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <MatchAnalysis
          match={match}
          texts={matchTexts}
          label={i18n._(t.matchHeadingOf(provider.name))}
          className="mt-auto"
        />
      </div>
    </article>
  );
}

/** 'Verified Provider: Yes / No' and 'City: Nakuru', as a description list. */
export function ProviderFacts({
  verified,
  city,
  className,
}: {
  verified: boolean;
  city: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <dl className={cn('grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm', className)}>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{i18n._(t.verified)}</dt>
        <dd
          className={cn(
            'flex items-center gap-1 font-semibold',
            verified ? 'text-emerald-700 dark:text-emerald-400' : '',
          )}
        >
          {verified ? (
            <BadgeCheckIcon className="size-4" aria-hidden="true" />
          ) : (
            <ShieldIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
          {i18n._(verified ? t.yes : t.no)}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{i18n._(t.city)}</dt>
        <dd className="flex items-center gap-1 font-semibold">
          <Building2Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {city}
        </dd>
      </div>
    </dl>
  );
}
