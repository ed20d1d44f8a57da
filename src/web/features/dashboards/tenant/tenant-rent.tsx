import { DropletsIcon, HistoryIcon, HomeIcon, WifiIcon, ZapIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePageTitle } from '@web/lib/use-page-title';
import { QueryState } from '../components/query-state';
import { dashboardsTexts } from '../dashboards-texts';
import { useDashboardData, type DashboardData } from '../use-dashboard-data';

const t = dashboardsTexts.tenant.rent;

const billKinds = [
  { kind: 'electricity', label: t.electricity, icon: ZapIcon },
  { kind: 'water', label: t.water, icon: DropletsIcon },
  { kind: 'internet', label: t.internet, icon: WifiIcon },
] as const;

const dueDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-KE', { day: 'numeric', month: 'short' });

export function TenantRent() {
  usePageTitle(t.title);
  const query = useDashboardData('tenant');
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      <QueryState query={query} skeleton={<Skeleton className="h-72 w-full" />}>
        {(data) => <RentSections data={data} />}
      </QueryState>
    </div>
  );
}

function StatusBadge({ status }: { status: 'pending' | 'paid' }) {
  return status === 'paid' ? (
    <Badge variant="success">{t.paid}</Badge>
  ) : (
    <Badge variant="warning">{t.pending}</Badge>
  );
}

function RentSections({ data }: { data: DashboardData<'tenant'> }) {
  const unavailableId = useId();
  const due = data.rent.find((charge) => charge.status === 'pending') ?? data.rent[0];
  return (
    <>
      <SectionCard title={t.monthlyRent} icon={HomeIcon}>
        {due ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <p className="text-2xl font-bold tabular-nums">{dashboardsTexts.kes(due.amount.amount)}</p>
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                {t.dueOn(dueDate(due.dueOn))} <StatusBadge status={due.status} />
              </p>
            </div>
            <Button
              onClick={() => {
                toast.info(t.payRentSoon);
              }}
            >
              {t.payRent}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <EmptyState icon={HomeIcon} title={t.noRent} hint={t.noRentHint} />
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled aria-describedby={unavailableId}>
                {t.payRent}
              </Button>
              <p id={unavailableId} className="text-sm text-muted-foreground">
                {t.payRentUnavailable}
              </p>
            </div>
          </div>
        )}
      </SectionCard>
      <section aria-labelledby="bills-heading" className="grid gap-3">
        <h2 id="bills-heading" className="text-base font-semibold">
          {t.bills}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {billKinds.map(({ kind, label, icon: Icon }) => {
            const bills = data.bills.filter((bill) => bill.kind === kind);
            return (
              <section
                key={kind}
                aria-label={label}
                className="grid content-start gap-2 rounded-xl border bg-card p-4"
              >
                <h3 className="flex items-center gap-2 text-sm font-semibold">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {label}
                </h3>
                {bills.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.noBill}</p>
                ) : (
                  <ul className="grid gap-2">
                    {bills.map((bill) => (
                      <li key={bill.id} className="flex items-center justify-between gap-2 text-sm">
                        <span className="font-medium tabular-nums">
                          {dashboardsTexts.kes(bill.amount.amount)}
                        </span>
                        <StatusBadge status={bill.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </section>
      <SectionCard title={t.history} icon={HistoryIcon} count={data.payments.length}>
        {data.payments.length === 0 ? (
          <EmptyState icon={HistoryIcon} title={t.noPayments} />
        ) : (
          <ul className="grid divide-y">
            {data.payments.map((payment) => (
              <li key={payment.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate">{payment.description}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {dashboardsTexts.kes(payment.amount.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
