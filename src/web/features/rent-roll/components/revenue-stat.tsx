import { useQuery } from '@tanstack/react-query';
import { BanknoteIcon } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { landlordSummaryQueryOptions } from '../api/rent-roll-queries';
import { rentRollTexts as t } from '../rent-roll-texts';

/** The landlord's revenue: rent received this month, from the ledger (bills paid are not revenue). */
export function RevenueStat() {
  const summary = useQuery(landlordSummaryQueryOptions());
  return (
    <QueryState query={summary} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => (
        <StatCard
          label={t.revenue.label}
          value={t.kes(data.revenue)}
          hint={t.revenue.hint(data.month)}
          icon={BanknoteIcon}
        />
      )}
    </QueryState>
  );
}
