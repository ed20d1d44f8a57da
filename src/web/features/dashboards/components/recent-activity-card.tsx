import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import {
  ActivityIcon,
  BanknoteIcon,
  Building2Icon,
  BellIcon,
  BellRingIcon,
  CalendarIcon,
  FileTextIcon,
  HandCoinsIcon,
  HomeIcon,
  MegaphoneIcon,
  SendIcon,
  ShieldCheckIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { myActivityQueryOptions } from '../api/overview-queries';
import { dashboardsFormat, dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.activity;

const icons = {
  'payment.received': BanknoteIcon,
  'rent.paid': BanknoteIcon,
  'rent.reminder': BellIcon,
  'transfer.received': SendIcon,
  'transfer.request': SendIcon,
  'withdrawal.result': BanknoteIcon,
  notice: MegaphoneIcon,
  maintenance: WrenchIcon,
  application: FileTextIcon,
  viewing: CalendarIcon,
  'service-request': WrenchIcon,
  'abode-city': Building2Icon,
  'rent-advance': HandCoinsIcon,
  'rent-financing': HandCoinsIcon,
  listing: HomeIcon,
  'saved-search': BellRingIcon,
  kyc: ShieldCheckIcon,
  'tenant-link': HomeIcon,
} satisfies Record<ActivityItem['kind'], LucideIcon>;

function ActivityLine({ item }: { item: ActivityItem }) {
  const Icon = icons[item.kind];
  const { i18n } = useLingui();
  const [title, detail] =
    item.kind === 'tenant-link'
      ? [i18n._(t.tenantLinked(item.title, item.detail)), null]
      : [item.title, item.detail];
  const body = (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="break-words font-medium">{title}</span>
        {detail ? <span className="break-words text-muted-foreground">{detail}</span> : null}
      </span>
      <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
        {dashboardsFormat.date(item.at)}
      </time>
    </>
  );
  const line = 'flex items-start gap-3 rounded-md px-1 py-2 text-sm';
  return (
    <li>
      {item.link ? (
        <Link to={item.link} className={cn(line, 'hover:bg-muted focus-visible:outline-2')}>
          {body}
        </Link>
      ) : (
        <div className={line}>{body}</div>
      )}
    </li>
  );
}

/**
 * Recent Activity: the signed-in user's own events, newest first (payments received, applications,
 * maintenance steps, notices, tenants' links…), from their notifications and their properties' links.
 */
export function RecentActivityCard({ className }: { className?: string }) {
  const query = useQuery(myActivityQueryOptions());
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.title)} icon={ActivityIcon} className={className}>
      <QueryState
        query={query}
        texts={{
          loading: i18n._(t.query.loading),
          failed: i18n._(t.query.failed),
          retry: i18n._(t.query.retry),
        }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={ActivityIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyHint)} />
          ) : (
            <ul className="grid divide-y">
              {items.map((item) => (
                <ActivityLine key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
