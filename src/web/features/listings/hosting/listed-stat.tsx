import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { hostingSummaryQueryOptions } from '../api/hosting-queries';
import { listingsTexts, textsIn } from '../listings-texts';

const t = listingsTexts.hosting;

/**
 * A host's stat: their homes listed on ABODE, drafts left out. 'Listed' on the landlord's dashboard, 'Listed
 * Properties' on the generic one (`label="listedProperties"`).
 */
export function ListedStat({ label = 'listed' }: { label?: 'listed' | 'listedProperties' }) {
  const { i18n } = useLingui();
  const summary = useQuery(hostingSummaryQueryOptions());
  const queryTexts = textsIn(i18n, t.query, ['loading', 'failed', 'retry']);
  return (
    <QueryState query={summary} texts={queryTexts} skeleton={<Skeleton className="h-24" />}>
      {(data) => (
        <StatCard
          label={i18n._(t[label])}
          value={data.listed}
          hint={i18n._(t.listedHint)}
          icon={Building2Icon}
        />
      )}
    </QueryState>
  );
}
