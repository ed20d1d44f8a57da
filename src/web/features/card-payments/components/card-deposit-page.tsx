import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { cardDepositInput, type CardDepositInput } from '@common/payments/card-payment-contracts';
import { cardChargeOf, maxCardDeposit, minCardDeposit } from '@common/payments/card-payment-fee';
import { cardPaymentsTexts as t } from '../card-payments-texts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/use-page-title';
import { cardDepositAllowanceQueryOptions, useStartCardDeposit } from '../api/card-payment-queries';

/** The amount, the card fee and what the card is charged, shown before paying. */
function ChargeSummary({ amount }: { amount: number }) {
  const { i18n } = useLingui();
  const valid = Number.isInteger(amount) && amount >= minCardDeposit && amount <= maxCardDeposit;
  const charge = valid ? cardChargeOf(amount) : null;
  const show = (value: number | undefined) => (value === undefined ? '—' : t.kes(value));
  return (
    <section
      aria-labelledby="card-summary-title"
      aria-live="polite"
      className="grid gap-2 rounded-lg bg-muted p-3 text-sm"
    >
      <h2 id="card-summary-title" className="font-semibold">
        {i18n._(t.summaryTitle)}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{i18n._(t.summaryAmount)}</dt>
        <dd className="text-right tabular-nums">{show(charge?.amount)}</dd>
        <dt>{i18n._(t.summaryFee)}</dt>
        <dd className="text-right tabular-nums">{show(charge?.fee)}</dd>
        <dt className="font-semibold">{i18n._(t.summaryTotal)}</dt>
        <dd className="text-right font-semibold tabular-nums">{show(charge?.total)}</dd>
      </dl>
    </section>
  );
}

/**
 * /dashboard/tenant/card: the amount, with the fee and the total before paying; 'Pay with card' opens the
 * card provider's secure page, which brings the payer back to the result page.
 */
export function CardDepositPage() {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const id = useId();
  const start = useStartCardDeposit();
  const allowance = useQuery(cardDepositAllowanceQueryOptions()).data;
  const [search] = useSearchParams();
  const askedAmount = Number(search.get('amount'));
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // One key per attempt: a retry of the same request (a lost answer) opens no second checkout.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const form = useForm<CardDepositInput>({
    resolver: zodResolver(cardDepositInput),
    defaultValues: { amount: Number.isInteger(askedAmount) && askedAmount > 0 ? askedAmount : Number.NaN },
  });
  const errors = form.formState.errors;
  const amount = form.watch('amount');
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payment = await start.mutateAsync({ ...values, idempotencyKey: attemptKey });
      if (payment.status === 'pending' && payment.authorizationUrl) {
        setRedirecting(true);
        window.location.assign(payment.authorizationUrl);
        return;
      }
      setFormError(payment.failureMessage ? errorText.text(payment.failureMessage) : i18n._(t.failed));
      setAttemptKey(crypto.randomUUID());
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
      <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border p-4">
        <FormField
          id={`${id}-amount`}
          label={i18n._(t.amount)}
          hint={i18n._(t.amountHint())}
          error={fieldError(fieldError(errors.amount?.message))}
        >
          <Input
            {...form.register('amount', { valueAsNumber: true })}
            {...fieldAria(`${id}-amount`, fieldError(fieldError(errors.amount?.message)), true)}
            type="number"
            inputMode="numeric"
            min={minCardDeposit}
            max={maxCardDeposit}
            step={1}
          />
        </FormField>
        {allowance ? (
          <p className="text-sm text-muted-foreground">
            {i18n._(t.allowance(allowance.daily, allowance.leftToday))}
          </p>
        ) : null}
        <ChargeSummary amount={amount} />
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {i18n._(t.secureNote)}
        </p>
        <DialogFormFooter
          error={formError}
          pending={start.isPending || redirecting}
          texts={{ cancel: i18n._(t.back), submit: i18n._(t.submit), submitting: i18n._(t.submitting) }}
          onCancel={() => history.back()}
        />
      </form>
    </div>
  );
}
