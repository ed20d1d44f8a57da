import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCircle2Icon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatKenyanPhone, kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { mpesaDepositInput, type MpesaPayment } from '@common/payments/payment-contracts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  mpesaPaymentQueryOptions,
  useMpesaDeposit,
  walletKeys,
  walletQueryOptions,
} from '../api/wallet-queries';
import { walletTexts } from '../wallet-texts';
import { SimulatedPhone } from './simulated-phone';

const t = walletTexts.mpesa;

/** The form's fields: the contract's amount, and the phone as typed (any Kenyan form). */
const depositForm = z.object({
  amount: mpesaDepositInput.shape.amount,
  phone: kenyanPhoneSchema,
});
type DepositForm = z.input<typeof depositForm>;

/** Paybill and account number, for paying from any M-Pesa phone without the app. */
function PaybillDetails() {
  const wallet = useInfiniteQuery(walletQueryOptions()).data?.pages[0];
  const { i18n } = useLingui();
  if (!wallet) return null;
  return (
    <section aria-labelledby="paybill-title" className="grid gap-2 rounded-xl border p-4 text-sm">
      <h2 id="paybill-title" className="font-semibold">
        {i18n._(t.paybillTitle)}
      </h2>
      <p className="text-muted-foreground">{i18n._(t.paybillHint)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{i18n._(t.paybillNumber)}</dt>
        <dd className="font-mono font-semibold">{wallet.paybillNumber}</dd>
        <dt>{i18n._(t.accountNumber)}</dt>
        <dd className="font-mono font-semibold">{wallet.accountNumber}</dd>
      </dl>
    </section>
  );
}

/** The prompt's fate: waiting (live), paid with the receipt and new balance, or failed with the reason. */
function PaymentProgress({
  paymentId,
  forInvoice,
  forLoan = false,
  onRetry,
}: {
  paymentId: string;
  forInvoice: boolean;
  /** Asked for an Okoa Rent loan: the wallet then repaid it. */
  forLoan?: boolean;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const payment = useQuery(mpesaPaymentQueryOptions(paymentId)).data;
  const balance = useInfiniteQuery(walletQueryOptions()).data?.pages[0]?.amount;
  const status = payment?.status;
  const { i18n } = useLingui();
  useEffect(() => {
    // Everything under the wallet's root: its balance and history, and what the money paid (an invoice).
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [status, queryClient]);
  if (!payment || payment.status === 'pending') {
    return (
      <div className="grid gap-4">
        <div
          role="status"
          aria-live="polite"
          className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
        >
          <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{i18n._(t.waitingTitle)}</h2>
          {payment ? (
            <p className="text-sm text-muted-foreground">
              {i18n._(t.waitingHint(payment.amount, formatKenyanPhone(payment.phone)))}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">{i18n._(t.waitingStatus)}</p>
        </div>
        {payment ? <SimulatedPhone phone={payment.phone} /> : null}
      </div>
    );
  }
  return (
    <PaymentOutcome
      payment={payment}
      balance={balance}
      forInvoice={forInvoice}
      forLoan={forLoan}
      onRetry={onRetry}
    />
  );
}

function PaymentOutcome({
  payment,
  balance,
  forInvoice,
  forLoan = false,
  onRetry,
}: {
  payment: MpesaPayment;
  balance: number | undefined;
  forInvoice: boolean;
  /** Asked for an Okoa Rent loan: the wallet then repaid it. */
  forLoan?: boolean;
  onRetry: () => void;
}) {
  const paid = payment.status === 'paid';
  const Icon = paid ? CheckCircle2Icon : XCircleIcon;
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
    >
      <Icon className={paid ? 'size-10 text-primary' : 'size-10 text-destructive'} aria-hidden="true" />
      <h2 className="text-lg font-semibold">{i18n._(paid ? t.paidTitle : t.failedTitle)}</h2>
      {paid ? (
        <>
          <p>{i18n._(t.paidBody(payment.amount))}</p>
          {payment.receipt ? <p className="font-mono text-sm">{i18n._(t.receipt(payment.receipt))}</p> : null}
          {forInvoice ? (
            <p>
              {i18n._(t.invoicePaid)}{' '}
              <Link to={paths.tenantRent} className="text-primary underline-offset-4 hover:underline">
                {i18n._(t.seeRent)}
              </Link>
            </p>
          ) : null}
          {forLoan ? (
            <p>
              {i18n._(t.loanRepaid)}{' '}
              <Link to={paths.tenantOkoaRent} className="text-primary underline-offset-4 hover:underline">
                {i18n._(t.seeOkoaRent)}
              </Link>
            </p>
          ) : null}
          {balance !== undefined ? <p className="font-semibold">{i18n._(t.newBalance(balance))}</p> : null}
        </>
      ) : (
        <p>{payment.failureMessage ? errorText.text(payment.failureMessage) : null}</p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{i18n._(paid ? t.another : t.tryAgain)}</Button>
        <Button asChild variant="outline">
          <Link to={paths.tenantDashboard}>{i18n._(t.done)}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /dashboard/tenant/mpesa: the amount and phone (the verified one by default), an M-Pesa prompt, then its
 * outcome live; the paybill and account number for paying from any phone without the app.
 */
export function MpesaDepositPage() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  usePageTitle(i18n._(t.title));
  const id = useId();
  const me = useMe().data;
  const deposit = useMpesaDeposit();
  // From Pay Rent Now when the wallet was short: the missing amount, and the invoice the wallet then pays.
  const [search] = useSearchParams();
  const invoiceId = search.get('invoice') ?? undefined;
  // From Okoa Rent's 'Repay by M-Pesa': the loan the wallet then repays.
  const loanId = search.get('loan') ?? undefined;
  const askedAmount = Number(search.get('amount'));
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt: a retry of the same request (a lost answer) repeats nothing at M-Pesa.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const form = useForm<DepositForm>({
    resolver: zodResolver(depositForm),
    values: {
      amount: Number.isInteger(askedAmount) && askedAmount > 0 ? askedAmount : Number.NaN,
      phone: me?.phone ? formatKenyanPhone(me.phone) : '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const amountError = errors.amount?.message ? errorText.text(errors.amount.message) : undefined;
  const phoneError = errors.phone?.message ? errorText.text(errors.phone.message) : undefined;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payment = await deposit.mutateAsync({ ...values, invoiceId, loanId, idempotencyKey: attemptKey });
      setPaymentId(payment.id);
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
      setAttemptKey(crypto.randomUUID());
    }
  });
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Link
        to={paths.tenantDashboard}
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(t.title)}</h1>
        <p className="text-muted-foreground">{i18n._(t.subtitle)}</p>
      </div>
      {paymentId ? (
        <PaymentProgress
          paymentId={paymentId}
          forInvoice={invoiceId !== undefined}
          forLoan={loanId !== undefined}
          onRetry={() => {
            setPaymentId(null);
            setAttemptKey(crypto.randomUUID());
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border p-4">
          <FormField
            id={`${id}-amount`}
            label={i18n._(t.amount)}
            hint={i18n._(t.amountHint)}
            error={amountError}
          >
            <Input
              {...form.register('amount', { valueAsNumber: true })}
              {...fieldAria(`${id}-amount`, amountError, true)}
              type="number"
              inputMode="numeric"
              min={10}
              max={150_000}
              step={1}
            />
          </FormField>
          <FormField id={`${id}-phone`} label={i18n._(t.phone)} hint={i18n._(t.phoneHint)} error={phoneError}>
            <Input
              {...form.register('phone')}
              {...fieldAria(`${id}-phone`, phoneError, true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={deposit.isPending}
            texts={{
              cancel: i18n._(t.back),
              submit: i18n._(t.submit),
              submitting: i18n._(t.submitting),
            }}
            onCancel={() => history.back()}
          />
        </form>
      )}
      <PaybillDetails />
    </div>
  );
}
