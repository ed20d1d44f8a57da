import { useLingui } from '@lingui/react';
import type { ServiceRequest } from '@common/services/service-contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, MapPinIcon, PhoneIcon, WrenchIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryListCard } from '@web/components/query-list-card';
import { StarRating } from '@web/components/star-rating';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { telHref } from '@web/lib/tel-href';
import { myServiceRequestsQueryOptions } from '../api/service-request-queries';
import { useCancelServiceRequest } from '../api/use-cancel-service-request';
import { formatJobTime } from '../booking-slots';
import { homeServicesTexts } from '../home-services-texts';
import { RequestStatusBadge } from './request-status-badge';
import { ShowMoreList } from './show-more-list';

const t = homeServicesTexts.myRequests;
const ReviewDialog = lazy(() => import('./review-dialog'));

/**
 * 'My service requests' for the customer's dashboard (composed there by the route): each request with its
 * status, 'Cancel request' while it waits for the provider, and 'Leave a review' once completed.
 */
export function MyServiceRequests({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const query = useQuery(myServiceRequestsQueryOptions());
  const texts = {
    heading: i18n._(t.heading),
    loading: i18n._(t.loading),
    failed: i18n._(t.failed),
    retry: i18n._(t.retry),
    empty: i18n._(t.empty),
  };
  return (
    <QueryListCard
      query={query}
      items={query.data ?? []}
      icon={WrenchIcon}
      texts={texts}
      className={className}
      emptyAction={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.homeServices}>{i18n._(t.find)}</Link>
        </Button>
      }
    >
      {(requests) => (
        <ShowMoreList
          items={requests}
          render={(request) => <RequestItem key={request.id} request={request} />}
        />
      )}
    </QueryListCard>
  );
}

function RequestItem({ request }: { request: ServiceRequest }) {
  const { i18n } = useLingui();
  const cancel = useCancelServiceRequest();
  const [reviewing, setReviewing] = useState(false);
  const [mounted, setMounted] = useState(false);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const nameId = `service-request-${request.id}`;
  const place = request.property
    ? `${request.property.name}, ${request.property.address}`
    : (request.address ?? '');

  return (
    <li aria-labelledby={nameId} className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          id={nameId}
          to={paths.homeServiceProvider(request.provider.id)}
          className="font-medium hover:text-primary hover:underline"
        >
          {request.provider.name}
        </Link>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="line-clamp-2 text-sm">
        {request.category ? (
          <span className="font-medium">{`${i18n._(homeServicesTexts.categoryLabels[request.category])}: `}</span>
        ) : null}
        {request.description}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={request.scheduledAt}>{formatJobTime(request.scheduledAt)}</time>
        </span>
        {place ? (
          <span className="flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            {place}
          </span>
        ) : null}
        {request.provider.phone ? (
          <a
            href={telHref(request.provider.phone)}
            className="flex items-center gap-1.5 text-primary hover:underline"
          >
            <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
            {request.provider.phone}
          </a>
        ) : null}
      </p>
      {request.review ? (
        <div className="grid gap-1 rounded-md bg-muted p-2 text-sm">
          <span className="text-xs font-medium text-muted-foreground">{i18n._(t.yourReview)}</span>
          <StarRating
            rating={request.review.rating}
            label={i18n._(homeServicesTexts.card.rated(request.review.rating))}
          />
          <p>{request.review.comment}</p>
        </div>
      ) : null}
      {request.status === 'requested' ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={cancel.isPending}
          aria-label={i18n._(t.cancelOf(request.provider.name))}
          onClick={() => cancel.mutate(request.id)}
        >
          <XIcon aria-hidden="true" />
          {i18n._(t.cancel)}
        </Button>
      ) : null}
      {request.status === 'completed' && !request.review ? (
        <>
          <Button
            ref={reviewRef}
            size="sm"
            className="justify-self-start"
            aria-label={i18n._(t.reviewOf(request.provider.name))}
            onClick={() => {
              setMounted(true);
              setReviewing(true);
            }}
          >
            {i18n._(t.review)}
          </Button>
          {mounted ? (
            <Suspense fallback={null}>
              <ReviewDialog
                request={request}
                open={reviewing}
                onOpenChange={setReviewing}
                returnFocus={() => reviewRef.current?.focus()}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
