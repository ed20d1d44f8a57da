import { serviceCategoryLabels } from '@common/services/service-categories';
import type { IncomingServiceRequest } from '@common/services/service-contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  CheckIcon,
  ExternalLinkIcon,
  HistoryIcon,
  InboxIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldAlertIcon,
  StarIcon,
  WrenchIcon,
  XIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { StarRating } from '@web/components/star-rating';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { telHref } from '@web/lib/tel-href';
import { formatJobClock, formatJobDay, formatJobTime, jobDayKey } from '../../booking-slots';
import { homeServicesTexts } from '../../home-services-texts';
import { myProviderProfileQueryOptions, myRatingsQueryOptions } from '../../api/provider-queries';
import { incomingServiceRequestsQueryOptions } from '../../api/service-request-queries';
import { useServiceRequestAction } from '../../api/use-service-request-action';
import { RequestStatusBadge } from '../request-status-badge';
import { ShowMoreList } from '../show-more-list';
import { ProviderProfileForm } from './provider-profile-form';

const t = homeServicesTexts.provider;

/**
 * The provider dashboard's home-services sections (composed by the /dashboard/provider route): 'My Services',
 * 'Service Requests', 'My Schedule', 'Job History' and 'My Ratings'.
 */
export function ProviderServicesSections() {
  const incoming = useQuery(incomingServiceRequestsQueryOptions());
  const requests = incoming.data ?? [];
  const waiting = requests.filter((request) => request.status === 'requested');
  const scheduled = requests.filter((request) => request.status === 'accepted');
  const history = requests
    .filter((request) => request.status === 'completed' || request.status === 'declined')
    .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MyServicesSection />
      <SectionCard
        title={t.serviceRequests}
        icon={InboxIcon}
        count={incoming.data ? waiting.length : undefined}
      >
        <Loaded query={incoming}>
          {waiting.length === 0 ? (
            <EmptyState icon={InboxIcon} title={t.noRequests} hint={t.noRequestsHint} />
          ) : (
            <ul className="grid divide-y">
              {waiting.map((request) => (
                <RequestItem key={request.id} request={request} actions={['accept', 'decline']} />
              ))}
            </ul>
          )}
        </Loaded>
      </SectionCard>
      <SectionCard
        title={t.mySchedule}
        icon={CalendarDaysIcon}
        count={incoming.data ? scheduled.length : undefined}
      >
        <Loaded query={incoming}>
          {scheduled.length === 0 ? (
            <EmptyState icon={CalendarDaysIcon} title={t.noSchedule} hint={t.noScheduleHint} />
          ) : (
            <ScheduleByDay requests={scheduled} />
          )}
        </Loaded>
      </SectionCard>
      <SectionCard title={t.jobHistory} icon={HistoryIcon} count={incoming.data ? history.length : undefined}>
        <Loaded query={incoming}>
          {history.length === 0 ? (
            <EmptyState icon={HistoryIcon} title={t.noHistory} />
          ) : (
            <ShowMoreList
              items={history}
              render={(request) => <RequestItem key={request.id} request={request} showStatus />}
            />
          )}
        </Loaded>
      </SectionCard>
      <MyRatingsSection />
    </div>
  );
}

/** Skeletons, a retry on failure, or the section's content. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: ReactNode }) {
  if (query.data !== undefined) return <>{children}</>;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{query.error instanceof ApiError ? query.error.message : t.failed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{t.loading}</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  );
}

function MyServicesSection() {
  const query = useQuery(myProviderProfileQueryOptions());
  const mine = query.data;
  return (
    <SectionCard
      title={t.myServices}
      icon={WrenchIcon}
      className="lg:col-span-2"
      action={
        mine?.profile && mine.listed ? (
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to={paths.homeServiceProvider(mine.profile.id)}>
              {t.viewPublic}
              <ExternalLinkIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null
      }
    >
      <Loaded query={query}>
        {mine ? (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              {mine.profile ? t.myServicesHint : homeServicesTexts.profileForm.createHint}
            </p>
            <div className="flex flex-wrap gap-2">
              {mine.profile ? (
                mine.listed ? (
                  <Badge variant="success">{t.listed}</Badge>
                ) : (
                  <Badge variant="warning" title={t.notListedHint}>
                    {t.notListed}
                  </Badge>
                )
              ) : null}
              {mine.verified ? (
                <Badge variant="success">
                  <BadgeCheckIcon className="size-3" aria-hidden="true" />
                  {homeServicesTexts.card.verified}
                </Badge>
              ) : null}
            </div>
            {mine.profile && !mine.listed ? <p className="text-sm">{t.notListedHint}</p> : null}
            {mine.verified ? null : (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ShieldAlertIcon className="size-4" aria-hidden="true" />
                {t.kycPending}
                <Link
                  to={paths.kycVerification}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t.uploadKyc}
                </Link>
              </p>
            )}
            <ProviderProfileForm profile={mine.profile} />
          </div>
        ) : null}
      </Loaded>
    </SectionCard>
  );
}

type Action = 'accept' | 'decline' | 'complete';

function RequestItem({
  request,
  actions = [],
  showStatus = false,
  timeOnly = false,
}: {
  request: IncomingServiceRequest;
  actions?: readonly Action[];
  showStatus?: boolean;
  /** Under a day heading ('My Schedule'), the time alone. */
  timeOnly?: boolean;
}) {
  const act = useServiceRequestAction();
  const customer = request.customer.name;
  const place = request.property
    ? `${request.property.name}, ${request.property.address}, ${request.property.city}`
    : (request.address ?? '');
  const labels: Record<
    Action,
    { text: string; label: string; icon: ReactNode; variant: 'default' | 'outline' }
  > = {
    accept: {
      text: t.accept,
      label: t.acceptOf(customer),
      icon: <CheckIcon aria-hidden="true" />,
      variant: 'default',
    },
    decline: {
      text: t.decline,
      label: t.declineOf(customer),
      icon: <XIcon aria-hidden="true" />,
      variant: 'outline',
    },
    complete: {
      text: t.complete,
      label: t.completeOf(customer),
      icon: <CheckIcon aria-hidden="true" />,
      variant: 'default',
    },
  };
  return (
    <li className="grid gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          <time dateTime={request.scheduledAt}>
            {timeOnly ? formatJobClock(request.scheduledAt) : formatJobTime(request.scheduledAt)}
          </time>
          {' · '}
          {customer}
        </span>
        {showStatus ? <RequestStatusBadge status={request.status} /> : null}
      </div>
      <p>
        {request.category ? (
          <span className="font-medium">{`${serviceCategoryLabels[request.category]}: `}</span>
        ) : null}
        {request.description}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        {place ? (
          <span className="flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            {place}
          </span>
        ) : null}
        {request.budget !== null ? <span>{t.budget(homeServicesTexts.kes(request.budget))}</span> : null}
        {request.customer.phone ? (
          <a
            href={telHref(request.customer.phone)}
            className="flex items-center gap-1.5 text-primary hover:underline"
          >
            <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
            {request.customer.phone}
          </a>
        ) : null}
      </p>
      {request.review ? (
        <div className="flex flex-wrap items-center gap-2">
          <StarRating
            rating={request.review.rating}
            label={homeServicesTexts.card.rated(request.review.rating)}
          />
          <span className="text-muted-foreground">{request.review.comment}</span>
        </div>
      ) : null}
      {actions.length ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={labels[action].variant}
              aria-label={labels[action].label}
              disabled={act.isPending}
              onClick={() => act.mutate({ id: request.id, action })}
            >
              {labels[action].icon}
              {labels[action].text}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** Accepted jobs under a heading per (Kenyan) day, soonest first, each with 'Mark complete'. */
function ScheduleByDay({ requests }: { requests: IncomingServiceRequest[] }) {
  const days = new Map<string, IncomingServiceRequest[]>();
  for (const request of [...requests].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))) {
    const key = jobDayKey(request.scheduledAt);
    days.set(key, [...(days.get(key) ?? []), request]);
  }
  return (
    <div className="grid gap-4">
      {[...days.entries()].map(([day, jobs]) => (
        <section key={day} aria-labelledby={`schedule-${day}`} className="grid gap-2">
          <h3 id={`schedule-${day}`} className="text-sm font-semibold text-primary">
            {formatJobDay(jobs[0]!.scheduledAt)}
          </h3>
          <ul className="grid divide-y rounded-lg border px-3">
            {jobs.map((request) => (
              <RequestItem key={request.id} request={request} actions={['complete']} timeOnly />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MyRatingsSection() {
  const query = useQuery(myRatingsQueryOptions());
  const ratings = query.data;
  return (
    <SectionCard title={t.myRatings} icon={StarIcon} count={ratings?.count}>
      <Loaded query={query}>
        {ratings && ratings.average !== null && ratings.count > 0 ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-4xl font-bold tabular-nums">{ratings.average.toFixed(1)}</p>
              <div className="grid gap-1">
                <StarRating rating={ratings.average} label={homeServicesTexts.card.rated(ratings.average)} />
                <p className="text-sm text-muted-foreground">{t.average(ratings.average, ratings.count)}</p>
              </div>
            </div>
            <ul className="grid gap-1 text-sm" aria-label={t.distribution}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = ratings.distribution[stars - 1] ?? 0;
                return (
                  <li key={stars} className="grid grid-cols-[4rem_1fr_2rem] items-center gap-2">
                    <span>{homeServicesTexts.review.stars(stars)}</span>
                    <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                      <span
                        className="block h-full rounded-full bg-amber-500"
                        style={{ width: `${ratings.count ? (n / ratings.count) * 100 : 0}%` }}
                      />
                    </span>
                    <span className="text-right tabular-nums">{n}</span>
                  </li>
                );
              })}
            </ul>
            <ShowMoreList
              items={ratings.reviews}
              render={(review) => (
                <li key={review.id} className="grid gap-1 py-2 text-sm first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StarRating rating={review.rating} label={homeServicesTexts.card.rated(review.rating)} />
                    <span className="text-xs text-muted-foreground">{review.reviewerName}</span>
                  </div>
                  <p>{review.comment}</p>
                </li>
              )}
            />
          </div>
        ) : (
          <EmptyState icon={StarIcon} title={t.noRatings} hint={t.noRatingsHint} />
        )}
      </Loaded>
    </SectionCard>
  );
}
