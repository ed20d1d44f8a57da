import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ChartColumnIcon } from 'lucide-react';
import type { MoneyOverview, RailMoney } from '@common/payments/bank-deposit-contracts';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { moneyOverviewQueryOptions } from '../api/money-overview-queries';
import { backOfficeTexts as t } from '../back-office-texts';
import { TransferReversalSection } from './transfer-reversal-section';

const railName = (i18n: I18n, rail: string) => {
  const name = t.rails[rail];
  return name ? i18n._(name) : rail;
};

function RailTable({ caption, rails }: { caption: string; rails: RailMoney[] }) {
  const { i18n } = useLingui();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="py-1 font-normal">
            {i18n._(t.rail)}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {i18n._(t.moneyIn)}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {i18n._(t.moneyOut)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rails.map((rail) => (
          <tr key={rail.rail} className="border-t">
            <th scope="row" className="py-1 font-medium">
              {railName(i18n, rail.rail)}
            </th>
            <td className="py-1 text-right tabular-nums">{t.amountCount(rail.inAmount, rail.inCount)}</td>
            <td className="py-1 text-right tabular-nums">{t.amountCount(rail.outAmount, rail.outCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Overview({ money }: { money: MoneyOverview }) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4">
      {/* Each table scrolls sideways inside its own box on a narrow phone, never the page. */}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-w-0 overflow-x-auto">
          <RailTable caption={i18n._(t.today)} rails={money.today} />
        </div>
        <div className="min-w-0 overflow-x-auto">
          <RailTable caption={i18n._(t.month)} rails={money.month} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{i18n._(t.railsNote)}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">{i18n._(t.suspense)}</dt>
          <dd className="font-semibold">
            {i18n._(t.suspenseValue(money.suspense.balance, money.suspense.count))}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">{i18n._(t.held)}</dt>
          <dd className="font-semibold">{t.heldValue(money.held.balance)}</dd>
        </div>
      </dl>
      <section aria-label={i18n._(t.failures)} className="grid gap-1 text-sm">
        <h3 className="font-semibold">{i18n._(t.failures)}</h3>
        {money.failures.length === 0 ? (
          <p className="text-muted-foreground">{i18n._(t.noFailures)}</p>
        ) : (
          <ul className="grid gap-1">
            {money.failures.map((failure) => (
              <li key={failure.id} className="flex flex-wrap justify-between gap-2">
                <span>{t.failure(railName(i18n, failure.rail), failure.amount, failure.reason)}</span>
                <time dateTime={failure.at} className="text-xs text-muted-foreground">
                  {t.date(failure.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
      {money.monthByKind.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{i18n._(t.byKind)}</summary>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {money.monthByKind.map((row) => (
              <div key={row.kind} className="contents">
                <dt className="break-all font-mono text-xs">{row.kind}</dt>
                <dd className="text-right tabular-nums">{t.kindValue(row.count, row.amount)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The back office's money overview for a superadmin: by rail today and this month, suspense, held funds and
 * recent failures, and the reversal of a Tuku Pay transfer. Renders nothing for anyone without the permission (the API checks the same).
 */
export function MoneyOverviewCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('read:money-overview:any'));
  const query = useQuery({ ...moneyOverviewQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={ChartColumnIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-40 w-full" />}
      >
        {(money) => <Overview money={money} />}
      </QueryState>
      {me.data?.permissions.includes('reverse:transfer:any') ? <TransferReversalSection /> : null}
    </SectionCard>
  );
}
