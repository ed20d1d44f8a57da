import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, LoaderCircleIcon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OwnBill } from '@common/payments/saved-biller-contracts';
import type { InvoicePaymentResult } from '@common/rent/rent-contracts';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { usePayInvoice } from '@web/features/rent';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { ownBillsQueryOptions } from '../../api/bill-queries';
import { withdrawalListQueryOptions } from '../../api/withdrawal-queries';
import { withdrawalsTexts } from '../../withdrawals-texts';

const t = withdrawalsTexts.billPay;

const kes = withdrawalsTexts.kes;
const whatOf = (i18n: I18n, bill: Pick<OwnBill, 'kind' | 'period'>) => {
  const kind = t.kinds[bill.kind as keyof typeof t.kinds] as
    (typeof t.kinds)[keyof typeof t.kinds] | undefined;
  return i18n._(t.forPeriod(kind ? i18n._(kind) : bill.kind, bill.period));
};

interface Paid {
  what: string;
  payment: InvoicePaymentResult;
}

/** One open bill: what it is, the amount due and due date; 'Pay from wallet' asks once more, then pays it all. */
function OwnBillRow({ bill, onPaid }: { bill: OwnBill; onPaid: (paid: Paid) => void }) {
  const errorText = useErrorText();
  const pay = usePayInvoice();
  const { i18n } = useLingui();
  const wallet = useQuery(withdrawalListQueryOptions('wallet')).data?.balance;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: a retry of a lost answer pays nothing twice.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const what = whatOf(i18n, bill);
  const short = wallet !== undefined ? bill.balance - wallet : 0;
  const confirm = async () => {
    setError(null);
    try {
      const payment = await pay.mutateAsync({
        invoiceId: bill.invoiceId,
        amount: bill.balance,
        idempotencyKey: attemptKey,
      });
      onPaid({ what, payment });
    } catch (failure) {
      setError(failure instanceof ApiError ? errorText(failure) : i18n._(t.payFailed));
      setAttemptKey(crypto.randomUUID());
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" aria-label={what}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium">{what}</span>
          <span className="truncate text-muted-foreground">
            {bill.unitLabel} · {bill.propertyName}
          </span>
        </div>
        <Badge variant={bill.status === 'overdue' ? 'destructive' : 'secondary'}>
          {i18n._(t.statusWords[bill.status])}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        <dt className="text-muted-foreground">{i18n._(t.amountDue)}</dt>
        <dd className="font-semibold tabular-nums">{kes(bill.balance)}</dd>
      </dl>
      <span className="text-muted-foreground">{i18n._(t.dueOn(bill.dueDate))}</span>
      {!confirming ? (
        <Button
          className="justify-self-start"
          onClick={() => setConfirming(true)}
          aria-label={i18n._(t.payWhat(what))}
        >
          {i18n._(t.pay)}
        </Button>
      ) : (
        <div className="grid gap-2 rounded-md bg-muted p-3">
          {wallet !== undefined ? <p>{i18n._(t.walletHas(kes(wallet)))}</p> : null}
          {short > 0 ? (
            <p>
              {i18n._(t.short(kes(short)))}{' '}
              <Link
                to={`${paths.tenantMpesa}?${new URLSearchParams({ amount: String(Math.max(10, short)), invoice: bill.invoiceId })}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {i18n._(t.topUp)}
              </Link>
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {i18n._(t.cancel)}
            </Button>
            <Button type="button" disabled={pay.isPending} onClick={() => void confirm()}>
              {pay.isPending ? (
                <>
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                  {i18n._(t.paying)}
                </>
              ) : (
                i18n._(t.confirmPay(kes(bill.balance)))
              )}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The receipt of the bill just paid: its number, amount and the wallet after it, and the full receipt's link. */
function PaidReceipt({ paid, onClose }: { paid: Paid; onClose: () => void }) {
  const { payment } = paid;
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-3 rounded-lg border border-primary/40 p-4 text-sm"
    >
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <CheckCircle2Icon className="size-5 text-primary" aria-hidden="true" />
        {i18n._(t.paidTitle)}
      </h3>
      <p>{i18n._(t.paidLine(kes(payment.amount), paid.what))}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{i18n._(t.receiptNumber)}</dt>
        <dd className="font-mono">{payment.receiptNumber}</dd>
        <dt>{i18n._(t.walletAfter)}</dt>
        <dd className="tabular-nums">{kes(payment.walletBalance)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.receipt(payment.receiptNumber)}>
            <ReceiptTextIcon aria-hidden="true" />
            {i18n._(t.viewReceipt)}
          </Link>
        </Button>
        <Button variant="outline" onClick={onClose}>
          {i18n._(t.close)}
        </Button>
      </div>
    </div>
  );
}

/**
 * The tenant's own open bills from Rent & Bills (rent, water, electricity, internet), each paid from the
 * wallet in place with the rent feature's payment (Idempotency-Key, balance check, receipt); once paid, its
 * receipt shows here and the bill leaves the list.
 */
export function OwnBills() {
  const query = useQuery(ownBillsQueryOptions());
  const [paid, setPaid] = useState<Paid | null>(null);
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.ownTitle)} icon={ReceiptTextIcon} count={query.data?.items.length}>
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{i18n._(t.ownHint)}</p>
        {paid ? <PaidReceipt paid={paid} onClose={() => setPaid(null)} /> : null}
        <QueryState
          query={query}
          texts={{ loading: i18n._(t.ownLoading), failed: i18n._(t.ownFailed), retry: i18n._(t.retry) }}
        >
          {(data) =>
            data.items.length === 0 ? (
              <p className="text-sm">{i18n._(t.ownNone)}</p>
            ) : (
              <ul className="grid gap-2" aria-label={i18n._(t.ownTitle)}>
                {data.items.map((bill) => (
                  <OwnBillRow key={bill.invoiceId} bill={bill} onPaid={setPaid} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </SectionCard>
  );
}
