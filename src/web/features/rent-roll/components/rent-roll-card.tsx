import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, CheckCircle2Icon, ClipboardListIcon, WalletIcon } from 'lucide-react';
import type { LandlordSummary, RentRollRow } from '@common/rent/rent-contracts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { landlordSummaryQueryOptions } from '../api/rent-roll-queries';
import { rentRollTexts } from '../rent-roll-texts';
import { RollStatusBadge } from './roll-status-badge';

const t = rentRollTexts.roll;
const kes = rentRollTexts.kes;

/** Arrears and the earnings balance, the two figures a landlord looks for first. */
function AtAGlance({ summary }: { summary: LandlordSummary }) {
  const { i18n } = useLingui();
  const { arrears } = summary;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div
        className={`flex items-start gap-2 rounded-lg border p-3 ${arrears.amount > 0 ? 'border-destructive/40 bg-destructive/5' : ''}`}
      >
        {arrears.amount > 0 ? (
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        ) : (
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        )}
        <dl className="grid gap-0.5">
          <dt className="text-sm font-medium">{i18n._(t.arrears)}</dt>
          <dd className="text-sm">
            {arrears.amount > 0
              ? i18n._(t.arrearsOf(arrears.amount, arrears.tenancies))
              : i18n._(t.noArrears)}
          </dd>
        </dl>
      </div>
      <div className="flex items-start gap-2 rounded-lg border p-3">
        <WalletIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <dl className="grid gap-0.5">
          <dt className="text-sm font-medium">{i18n._(t.earnings)}</dt>
          <dd className="text-lg font-bold tabular-nums">{kes(summary.earningsBalance)}</dd>
          <dd className="text-xs text-muted-foreground">{i18n._(t.earningsHint)}</dd>
        </dl>
      </div>
    </div>
  );
}

const amountCell = 'py-2 pr-3 text-right whitespace-nowrap tabular-nums';

/** From `md` up: one table row per tenancy. */
function RollTable({ rows }: { rows: RentRollRow[] }) {
  const { i18n } = useLingui();
  return (
    <table className="hidden w-full text-sm md:table">
      <thead className="text-left text-muted-foreground">
        <tr className="border-b">
          <th className="py-2 pr-3 font-medium">{i18n._(t.columns.unit)}</th>
          <th className="py-2 pr-3 font-medium">{i18n._(t.columns.tenant)}</th>
          <th className="py-2 pr-3 text-right font-medium">{i18n._(t.columns.rent)}</th>
          <th className="py-2 pr-3 text-right font-medium">{i18n._(t.columns.billed)}</th>
          <th className="py-2 pr-3 text-right font-medium">{i18n._(t.columns.paid)}</th>
          <th className="py-2 pr-3 text-right font-medium">{i18n._(t.columns.balance)}</th>
          <th className="py-2 font-medium">{i18n._(t.columns.status)}</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.tenancyId}>
            <td className="py-2 pr-3">
              <span className="font-medium">{row.unitLabel}</span>
              <span className="block text-xs text-muted-foreground">{row.propertyName}</span>
            </td>
            <td className="py-2 pr-3">{row.tenantName}</td>
            <td className={amountCell}>{kes(row.monthlyRent)}</td>
            <td className={amountCell}>
              {t.billed(row)}
              {row.billsInvoiced > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {i18n._(t.billsIncluded(row.billsInvoiced))}
                </span>
              ) : null}
            </td>
            <td className={amountCell}>{kes(row.paid)}</td>
            <td className={amountCell}>{kes(row.balance)}</td>
            <td className="py-2">
              <RollStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Below `md` (down to 360 px): the same rows as a list, one block per tenancy. */
function RollList({ rows }: { rows: RentRollRow[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="divide-y md:hidden">
      {rows.map((row) => (
        <li key={row.tenancyId} className="grid gap-1 py-3 text-sm">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{`${row.unitLabel} · ${row.tenantName}`}</span>
            <RollStatusBadge status={row.status} />
          </span>
          <span className="text-xs text-muted-foreground">{row.propertyName}</span>
          <span>{i18n._(t.rentPerMonth(row.monthlyRent))}</span>
          <span>
            {`${i18n._(t.columns.billed)}: ${t.billed(row)}`}
            {row.billsInvoiced > 0 ? ` · ${i18n._(t.billsIncluded(row.billsInvoiced))}` : null}
          </span>
          <span className="tabular-nums">{i18n._(t.paidOf(row.paid, row.balance))}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The landlord's rent roll for the month: arrears and the earnings balance at the top, then each active tenancy
 * with the month's rent and bills, what is paid, the balance and its status.
 */
export function RentRollCard({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const summary = useQuery(landlordSummaryQueryOptions());
  return (
    <SectionCard
      title={i18n._(t.title)}
      icon={ClipboardListIcon}
      count={summary.data?.rentRoll.length}
      className={className}
    >
      <QueryState
        query={summary}
        texts={{
          loading: i18n._(rentRollTexts.query.loading),
          failed: i18n._(rentRollTexts.query.failed),
          retry: i18n._(rentRollTexts.query.retry),
        }}
        skeleton={<Skeleton className="h-40 w-full" />}
      >
        {(data) => (
          <div className="grid gap-4">
            <AtAGlance summary={data} />
            <p className="text-sm text-muted-foreground">{i18n._(t.month(data.month))}</p>
            {data.rentRoll.length === 0 ? (
              <EmptyState icon={ClipboardListIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyHint)} />
            ) : (
              <>
                <RollTable rows={data.rentRoll} />
                <RollList rows={data.rentRoll} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
