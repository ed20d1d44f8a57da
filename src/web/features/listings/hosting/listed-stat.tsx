import { useQuery } from '@tanstack/react-query';
import { Building2Icon } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { hostingSummaryQueryOptions } from '../api/hosting-queries';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.hosting;

/**
 * A host's stat: their homes listed on ABODE, drafts left out. 'Listed' on the landlord's dashboard, 'Listed
 * Properties' on the generic one (`label="listedProperties"`).
 */
export function ListedStat({ label = 'listed' }: { label?: 'listed' | 'listedProperties' }) {
  const summary = useQuery(hostingSummaryQueryOptions());
  return (
    <QueryState query={summary} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => <StatCard label={t[label]} value={data.listed} hint={t.listedHint} icon={Building2Icon} />}
    </QueryState>
  );
}
