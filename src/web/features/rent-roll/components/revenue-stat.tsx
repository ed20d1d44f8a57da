import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BanknoteIcon } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { landlordSummaryQueryOptions } from '../api/rent-roll-queries';
import { rentRollTexts as t } from '../rent-roll-texts';

/** The landlord's revenue: rent received this month, from the ledger (bills paid are not revenue). */
export function RevenueStat() {
  const { i18n } = useLingui();
  const summary = useQuery(landlordSummaryQueryOptions());
  return (
    <QueryState
      query={summary}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-24" />}
    >
      {(data) => (
        <StatCard
          label={i18n._(t.revenue.label)}
          value={t.kes(data.revenue)}
          hint={i18n._(t.revenue.hint(data.month))}
          icon={BanknoteIcon}
        />
      )}
    </QueryState>
  );
}
