import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BellRingIcon, ReceiptIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { landlordSummaryQueryOptions } from '../api/rent-roll-queries';
import { rentRollTexts } from '../rent-roll-texts';

const t = rentRollTexts.payments;

/**
 * The in-app notice of tenants paying: the last 10 payments to the landlord, newest first, asked for again
 * every 30 s while the page is open. A log region, so a screen reader hears a new payment arrive.
 */
export function RecentPaymentsCard() {
  const { i18n } = useLingui();
  const summary = useQuery(landlordSummaryQueryOptions());
  return (
    <SectionCard title={i18n._(t.title)} icon={BellRingIcon}>
      <QueryState
        query={summary}
        texts={{
          loading: i18n._(rentRollTexts.query.loading),
          failed: i18n._(rentRollTexts.query.failed),
          retry: i18n._(rentRollTexts.query.retry),
        }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {({ recentPayments }) =>
          recentPayments.length === 0 ? (
            <EmptyState icon={ReceiptIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyHint)} />
          ) : (
            // A log is a container of its own: an <ol> keeps its list role inside it.
            <div role="log" aria-label={i18n._(t.title)}>
              <ol className="divide-y">
                {recentPayments.map((payment) => (
                  <li key={payment.id} className="grid gap-0.5 py-2 text-sm">
                    <span className="font-medium">
                      {i18n._(t.paid(payment, i18n._(rentRollTexts.kinds[payment.kind])))}
                      {payment.method === 'credit' ? ` (${i18n._(t.byCredit)})` : null}
                    </span>
                    <span className="text-muted-foreground">{t.where(payment)}</span>
                    <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      <span>{i18n._(t.receipt(payment.receiptNumber))}</span>
                      <time dateTime={payment.paidAt}>{t.when(payment.paidAt)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
