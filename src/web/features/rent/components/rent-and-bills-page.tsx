import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { DropletsIcon, HistoryIcon, HomeIcon, LinkIcon, WifiIcon, ZapIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { InvoiceKind, RentInvoice, TenancyInvoices } from '@common/rent/rent-contracts';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useSelectedTenancy } from '@web/features/tenancy';
import { usePageTitle } from '@web/lib/use-page-title';
import { tenancyInvoicesQueryOptions } from '../api/rent-queries';
import { rentTexts as t } from '../rent-texts';
import { PayInvoiceDialog } from './pay-invoice-dialog';

const billKinds = [
  { kind: 'electricity', icon: ZapIcon },
  { kind: 'water', icon: DropletsIcon },
  { kind: 'internet', icon: WifiIcon },
] as const;

function StatusBadge({ invoice }: { invoice: RentInvoice }) {
  const { i18n } = useLingui();
  const variant =
    invoice.status === 'overdue' ? 'destructive' : invoice.status === 'paid' ? 'default' : 'secondary';
  return <Badge variant={variant}>{i18n._(t.status[invoice.status])}</Badge>;
}

/** An invoice's figures and, while it owes something, its Pay button and dialog. */
function InvoiceFigures({ invoice, payLabel }: { invoice: RentInvoice; payLabel: string }) {
  const [paying, setPaying] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  // The dialog is mounted only while paying and has no trigger of its own, so closing it gives the focus
  // back to the Pay button by hand (a keyboard user would otherwise start again from the top of the page).
  const closeOrOpen = (open: boolean) => {
    setPaying(open);
    if (!open) requestAnimationFrame(() => payButton.current?.focus());
  };
  const { i18n } = useLingui();
  const meterText = invoice.details ? t.meter(invoice.details as Record<string, number>) : null;
  const meter = meterText ? i18n._(meterText) : null;
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-2xl font-bold tabular-nums">{t.kes(invoice.amount)}</span>
        <StatusBadge invoice={invoice} />
      </div>
      <span className="text-muted-foreground">{i18n._(t.dueOn(invoice.dueDate))}</span>
      {meter ? <span className="text-muted-foreground">{meter}</span> : null}
      {invoice.paid > 0 && invoice.balance > 0 ? (
        <span>
          {i18n._(t.paidOf(invoice.paid, invoice.amount))} ·{' '}
          <strong>{i18n._(t.balance(invoice.balance))}</strong>
        </span>
      ) : null}
      {invoice.balance > 0 ? (
        <Button ref={payButton} className="justify-self-start" onClick={() => setPaying(true)}>
          {payLabel}
        </Button>
      ) : null}
      {paying ? <PayInvoiceDialog invoice={invoice} open onOpenChange={closeOrOpen} /> : null}
    </div>
  );
}

function RentCard({ data }: { data: TenancyInvoices }) {
  const rent = data.invoices.find((invoice) => invoice.kind === 'rent');
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.monthlyRent)} icon={HomeIcon}>
      {rent ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{i18n._(t.rentFor(rent.period))}</p>
          <InvoiceFigures invoice={rent} payLabel={i18n._(t.payRent)} />
        </div>
      ) : (
        <EmptyState icon={HomeIcon} title={i18n._(t.noRent)} hint={i18n._(t.noRentHint)} />
      )}
      {data.credit > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{i18n._(t.credit(data.credit))}</p>
      ) : null}
    </SectionCard>
  );
}

function Bills({ data }: { data: TenancyInvoices }) {
  const { i18n } = useLingui();
  const latest = (kind: InvoiceKind) => data.invoices.find((invoice) => invoice.kind === kind);
  return (
    <section aria-labelledby="bills-heading" className="grid gap-3">
      <h2 id="bills-heading" className="text-base font-semibold">
        {i18n._(t.bills)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {billKinds.map(({ kind, icon: Icon }) => {
          const bill = latest(kind);
          return (
            <section
              key={kind}
              aria-label={i18n._(t.kinds[kind])}
              className="grid content-start gap-2 rounded-xl border bg-card p-4"
            >
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {i18n._(t.kinds[kind])}
              </h3>
              {bill ? (
                <>
                  <p className="text-xs text-muted-foreground">{t.month(bill.period)}</p>
                  <InvoiceFigures invoice={bill} payLabel={i18n._(t.payBill)} />
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{i18n._(t.noBill)}</p>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}

function PaymentHistory({ data }: { data: TenancyInvoices }) {
  const payments = data.invoices
    .flatMap((invoice) => invoice.payments.map((payment) => ({ payment, invoice })))
    .sort((a, b) => b.payment.paidAt.localeCompare(a.payment.paidAt));
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.history)} icon={HistoryIcon} count={payments.length}>
      {payments.length === 0 ? (
        <EmptyState icon={HistoryIcon} title={i18n._(t.noPayments)} />
      ) : (
        <ul className="grid divide-y">
          {payments.map(({ payment, invoice }) => (
            <li key={payment.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
              <span className="grid gap-0.5">
                <span className="font-medium">
                  {i18n._(t.paymentLine(i18n._(t.kinds[invoice.kind]), invoice.period))}
                </span>
                <span className="text-xs text-muted-foreground">
                  {payment.method === 'credit'
                    ? i18n._(t.byCredit)
                    : payment.method === 'lender'
                      ? i18n._(t.byCoopaRent(t.day(payment.paidAt.slice(0, 10))))
                      : t.day(payment.paidAt.slice(0, 10))}
                </span>
                <Link
                  to={paths.receipt(payment.receiptNumber)}
                  className="text-xs text-primary underline-offset-4 hover:underline"
                >
                  {i18n._(t.receipt(payment.receiptNumber))}
                </Link>
              </span>
              <span className="font-semibold tabular-nums">{t.kes(payment.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function TenancyMoney({ tenancy }: { tenancy: Tenancy }) {
  const invoices = useQuery(tenancyInvoicesQueryOptions(tenancy.id));
  const { i18n } = useLingui();
  return (
    <>
      <p className="text-sm font-medium text-muted-foreground">
        {t.forUnit(tenancy.unit.label, tenancy.property.name)}
      </p>
      <QueryState
        query={invoices}
        texts={{
          loading: i18n._(t.query.loading),
          failed: i18n._(t.query.failed),
          retry: i18n._(t.query.retry),
        }}
        skeleton={<Skeleton className="h-48 w-full" />}
      >
        {(data) => (
          <div className="grid gap-6">
            <RentCard data={data} />
            <Bills data={data} />
            <PaymentHistory data={data} />
          </div>
        )}
      </QueryState>
    </>
  );
}

/**
 * /dashboard/tenant/rent: for the apartment chosen on the dashboard, the month's rent invoice with Pay Rent
 * Now, the latest electricity, water and internet bills, and every payment with its receipt.
 */
export function RentAndBillsPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const { tenancy, isPending } = useSelectedTenancy();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{i18n._(t.title)}</h1>
        <p className="text-muted-foreground">{i18n._(t.subtitle)}</p>
      </div>
      {tenancy ? (
        <TenancyMoney tenancy={tenancy} />
      ) : isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <EmptyState
          icon={HomeIcon}
          title={i18n._(t.noTenancy)}
          hint={i18n._(t.noTenancyHint)}
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.tenantPropertyLink}>
                <LinkIcon aria-hidden="true" />
                {i18n._(t.linkApartment)}
              </Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
