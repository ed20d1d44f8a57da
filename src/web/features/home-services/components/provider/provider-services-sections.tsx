import { useLingui } from '@lingui/react';
import type { MaintenanceRequest } from '@common/maintenance/maintenance-contracts';
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
import { maintenanceListQueryOptions, maintenanceTexts } from '@web/features/maintenance';
import { formatKes, useErrorText } from '@web/i18n';
import { telHref } from '@web/lib/tel-href';
import { formatJobClock, formatJobDay, formatJobTime, jobDayKey, kenyaIso } from '../../booking-slots';
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
 * 'Service Requests', 'My Schedule', 'Job History' and 'My Ratings'. The maintenance jobs a caretaker or
 * landlord assigned to the provider sit with the bookings: new ones in 'Service Requests', accepted and
 * scheduled ones in 'My Schedule' (on their day, by time window), finished ones in 'Job History'; each opens
 * the request's page, where the provider accepts, schedules and completes it.
 */
export function ProviderServicesSections() {
  const { i18n } = useLingui();
  const incoming = useQuery(incomingServiceRequestsQueryOptions());
  const maintenance = useQuery(maintenanceListQueryOptions());
  const both = [incoming, maintenance];
  const loaded = incoming.data !== undefined && maintenance.data !== undefined;
  const requests = incoming.data ?? [];
  const jobs = (maintenance.data?.requests ?? []).filter((job) => job.myParts.includes('provider'));
  const waiting = requests.filter((request) => request.status === 'requested');
  const newJobs = jobs.filter((job) => job.status === 'assigned');
  const scheduled = requests.filter((request) => request.status === 'accepted');
  const plannedJobs = jobs.filter((job) => job.status === 'accepted' || job.status === 'scheduled');
  const history: Array<{ at: string; item: ReactNode }> = [
    ...requests
      .filter((request) => request.status === 'completed' || request.status === 'declined')
      .map((request) => ({
        at: request.scheduledAt,
        item: <RequestItem key={request.id} request={request} showStatus />,
      })),
    ...jobs
      .filter((job) => job.status === 'completed' || job.status === 'closed')
      .map((job) => ({ at: job.updatedAt, item: <JobItem key={job.id} job={job} showStatus /> })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MyServicesSection />
      <SectionCard
        title={i18n._(t.serviceRequests)}
        icon={InboxIcon}
        count={loaded ? waiting.length + newJobs.length : undefined}
      >
        <Loaded queries={both}>
          {waiting.length + newJobs.length === 0 ? (
            <EmptyState icon={InboxIcon} title={i18n._(t.noRequests)} hint={i18n._(t.noRequestsHint)} />
          ) : (
            <ul className="grid divide-y">
              {newJobs.map((job) => (
                <JobItem key={job.id} job={job} />
              ))}
              {waiting.map((request) => (
                <RequestItem key={request.id} request={request} actions={['accept', 'decline']} />
              ))}
            </ul>
          )}
        </Loaded>
      </SectionCard>
      <SectionCard
        title={i18n._(t.mySchedule)}
        icon={CalendarDaysIcon}
        count={loaded ? scheduled.length + plannedJobs.length : undefined}
      >
        <Loaded queries={both}>
          {scheduled.length + plannedJobs.length === 0 ? (
            <EmptyState
              icon={CalendarDaysIcon}
              title={i18n._(t.noSchedule)}
              hint={i18n._(t.noScheduleHint)}
            />
          ) : (
            <ScheduleByDay requests={scheduled} jobs={plannedJobs} />
          )}
        </Loaded>
      </SectionCard>
      <SectionCard
        title={i18n._(t.jobHistory)}
        icon={HistoryIcon}
        count={loaded ? history.length : undefined}
      >
        <Loaded queries={both}>
          {history.length === 0 ? (
            <EmptyState icon={HistoryIcon} title={i18n._(t.noHistory)} />
          ) : (
            <ShowMoreList items={history} render={(entry) => entry.item} />
          )}
        </Loaded>
      </SectionCard>
      <MyRatingsSection />
    </div>
  );
}

/** Skeletons, a retry on failure, or the section's content once every query it reads has answered. */
function Loaded({
  query,
  queries = query ? [query] : [],
  children,
}: {
  query?: UseQueryResult<unknown>;
  queries?: Array<UseQueryResult<unknown>>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  if (queries.every((one) => one.data !== undefined)) return <>{children}</>;
  const failed = queries.find((one) => one.isError && one.data === undefined);
  if (failed) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{failed.error ? errorText(failed.error) : i18n._(t.failed)}</p>
        <Button variant="outline" size="sm" onClick={() => void failed.refetch()}>
          {i18n._(t.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{i18n._(t.loading)}</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  );
}

function MyServicesSection() {
  const { i18n } = useLingui();
  const query = useQuery(myProviderProfileQueryOptions());
  const mine = query.data;
  return (
    <SectionCard
      title={i18n._(t.myServices)}
      icon={WrenchIcon}
      className="lg:col-span-2"
      action={
        mine?.profile && mine.listed ? (
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to={paths.homeServiceProvider(mine.profile.id)}>
              {i18n._(t.viewPublic)}
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
              {i18n._(mine.profile ? t.myServicesHint : homeServicesTexts.profileForm.createHint)}
            </p>
            <div className="flex flex-wrap gap-2">
              {mine.profile ? (
                mine.listed ? (
                  <Badge variant="success">{i18n._(t.listed)}</Badge>
                ) : (
                  <Badge variant="warning" title={i18n._(t.notListedHint)}>
                    {i18n._(t.notListed)}
                  </Badge>
                )
              ) : null}
              {mine.verified ? (
                <Badge variant="success">
                  <BadgeCheckIcon className="size-3" aria-hidden="true" />
                  {i18n._(homeServicesTexts.card.verified)}
                </Badge>
              ) : null}
            </div>
            {mine.profile && !mine.listed ? <p className="text-sm">{i18n._(t.notListedHint)}</p> : null}
            {mine.verified ? null : (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ShieldAlertIcon className="size-4" aria-hidden="true" />
                {i18n._(t.kycPending)}
                <Link
                  to={paths.kycVerification}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {i18n._(t.uploadKyc)}
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
  const { i18n } = useLingui();
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
      text: i18n._(t.accept),
      label: i18n._(t.acceptOf(customer)),
      icon: <CheckIcon aria-hidden="true" />,
      variant: 'default',
    },
    decline: {
      text: i18n._(t.decline),
      label: i18n._(t.declineOf(customer)),
      icon: <XIcon aria-hidden="true" />,
      variant: 'outline',
    },
    complete: {
      text: i18n._(t.complete),
      label: i18n._(t.completeOf(customer)),
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
          <span className="font-medium">{`${i18n._(homeServicesTexts.categoryLabels[request.category])}: `}</span>
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
        {request.budget !== null ? <span>{i18n._(t.budget(formatKes(request.budget)))}</span> : null}
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
            label={i18n._(homeServicesTexts.card.rated(request.review.rating))}
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

/**
 * Accepted bookings and scheduled maintenance jobs under a heading per (Kenyan) day, soonest first, each
 * booking with 'Mark complete' (a job is completed on its page); accepted jobs not yet given a day first.
 */
function ScheduleByDay({
  requests,
  jobs,
}: {
  requests: IncomingServiceRequest[];
  jobs: MaintenanceRequest[];
}) {
  const entries = [
    ...requests.map((request) => ({
      day: jobDayKey(request.scheduledAt),
      at: request.scheduledAt,
      item: <RequestItem key={request.id} request={request} actions={['complete']} timeOnly />,
    })),
    ...jobs.flatMap((job) =>
      job.status === 'scheduled' && job.scheduledDate
        ? [
            {
              day: job.scheduledDate,
              at: kenyaIso(job.scheduledDate, (job.scheduledWindow ?? '08:00').slice(0, 5)),
              item: <JobItem key={job.id} job={job} timeOnly />,
            },
          ]
        : [],
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const { i18n } = useLingui();
  const toSchedule = jobs.filter((job) => job.status === 'accepted');
  const days = new Map<string, typeof entries>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return (
    <div className="grid gap-4">
      {toSchedule.length ? (
        <section aria-labelledby="schedule-to-schedule" className="grid gap-2">
          <h3 id="schedule-to-schedule" className="text-sm font-semibold text-primary">
            {i18n._(t.jobToSchedule)}
          </h3>
          <ul className="grid divide-y rounded-lg border px-3">
            {toSchedule.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        </section>
      ) : null}
      {[...days.entries()].map(([day, dayEntries]) => (
        <section key={day} aria-labelledby={`schedule-${day}`} className="grid gap-2">
          <h3 id={`schedule-${day}`} className="text-sm font-semibold text-primary">
            {formatJobDay(dayEntries[0]!.at)}
          </h3>
          <ul className="grid divide-y rounded-lg border px-3">{dayEntries.map((entry) => entry.item)}</ul>
        </section>
      ))}
    </div>
  );
}

/** A maintenance job assigned to the provider: where and what, opening the request's page to act on it. */
function JobItem({
  job,
  showStatus = false,
  timeOnly = false,
}: {
  job: MaintenanceRequest;
  showStatus?: boolean;
  /** Under a day heading ('My Schedule'), the booked window. */
  timeOnly?: boolean;
}) {
  const { i18n } = useLingui();
  const place = `${job.unitLabel}, ${job.propertyName}`;
  const hint =
    job.status === 'assigned' ? t.jobAssigned : job.status === 'accepted' ? t.jobToScheduleHint : null;
  return (
    <li className="grid gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {timeOnly && job.scheduledWindow ? <span>{job.scheduledWindow.replace('-', '–')}</span> : null}
          <Badge variant="outline">{i18n._(t.maintenanceJob)}</Badge>
        </span>
        {showStatus ? (
          <Badge variant="secondary">{i18n._(maintenanceTexts.statusLabels[job.status])}</Badge>
        ) : null}
      </div>
      <Link
        to={paths.maintenanceRequest(job.id)}
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2"
      >
        {t.jobAt(i18n._(maintenanceTexts.categoryLabels[job.category]), place)}
      </Link>
      <p>{job.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {place}
        </span>
        <span>{i18n._(t.jobTenant(job.tenantName))}</span>
      </p>
      {hint ? <p className="text-muted-foreground">{i18n._(hint)}</p> : null}
    </li>
  );
}

function MyRatingsSection() {
  const { i18n } = useLingui();
  const query = useQuery(myRatingsQueryOptions());
  const ratings = query.data;
  return (
    <SectionCard title={i18n._(t.myRatings)} icon={StarIcon} count={ratings?.count}>
      <Loaded query={query}>
        {ratings && ratings.average !== null && ratings.count > 0 ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-4xl font-bold tabular-nums">{t.averageValue(ratings.average)}</p>
              <div className="grid gap-1">
                <StarRating
                  rating={ratings.average}
                  label={i18n._(homeServicesTexts.card.rated(ratings.average))}
                />
                <p className="text-sm text-muted-foreground">
                  {i18n._(t.average(ratings.average, ratings.count))}
                </p>
              </div>
            </div>
            <ul className="grid gap-1 text-sm" aria-label={i18n._(t.distribution)}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = ratings.distribution[stars - 1] ?? 0;
                return (
                  <li key={stars} className="grid grid-cols-[4rem_1fr_2rem] items-center gap-2">
                    <span>{i18n._(homeServicesTexts.review.stars(stars))}</span>
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
                    <StarRating
                      rating={review.rating}
                      label={i18n._(homeServicesTexts.card.rated(review.rating))}
                    />
                    <span className="text-xs text-muted-foreground">{review.reviewerName}</span>
                  </div>
                  <p>{review.comment}</p>
                </li>
              )}
            />
          </div>
        ) : (
          <EmptyState icon={StarIcon} title={i18n._(t.noRatings)} hint={i18n._(t.noRatingsHint)} />
        )}
      </Loaded>
    </SectionCard>
  );
}
