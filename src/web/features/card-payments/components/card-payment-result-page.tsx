import { useErrorText } from '@web/i18n';
import { useLingui } from '@lingui/react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { cardPaymentsTexts as t } from '../card-payments-texts';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { walletQueryOptions } from '@web/features/wallet';
import { usePageTitle } from '@web/lib/use-page-title';
import { cardPaymentQueryOptions, useVerifyCardPayment } from '../api/card-payment-queries';

/**
 * /dashboard/tenant/card/:paymentId: where the card page brings the payer back. It asks the provider once
 * (so a lost webhook still settles), then follows the payment until it is paid, with the new balance, or
 * failed, with the reason and a way to try again.
 */
export function CardPaymentResultPage() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const { paymentId = '' } = useParams();
  const queryClient = useQueryClient();
  const verify = useVerifyCardPayment(paymentId);
  const verified = useRef(false);
  useEffect(() => {
    if (verified.current) return;
    verified.current = true;
    verify.mutate();
  }, [verify]);
  const query = useQuery(cardPaymentQueryOptions(paymentId));
  const payment = query.data;
  const balance = useInfiniteQuery(walletQueryOptions()).data?.pages[0]?.amount;
  const status = payment?.status;
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
  }, [status, queryClient]);

  let content;
  if (query.isError) {
    content = (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border p-6 text-center">
        <XCircleIcon className="size-10 text-destructive" aria-hidden="true" />
        <p>{errorText(query.error)}</p>
        <Button asChild>
          <Link to={paths.tenantCard}>{i18n._(t.tryAgain)}</Link>
        </Button>
      </div>
    );
  } else if (!payment || payment.status === 'pending') {
    content = (
      <div
        role="status"
        aria-live="polite"
        className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
      >
        <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{i18n._(t.checkingTitle)}</h2>
        <p className="text-sm text-muted-foreground">{i18n._(t.checkingHint)}</p>
        {payment?.authorizationUrl ? (
          <a
            href={payment.authorizationUrl}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {i18n._(t.backToCardPage)}
          </a>
        ) : null}
      </div>
    );
  } else {
    const paid = payment.status === 'paid';
    const Icon = paid ? CheckCircle2Icon : XCircleIcon;
    content = (
      <div
        role="status"
        aria-live="polite"
        className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
      >
        <Icon className={paid ? 'size-10 text-primary' : 'size-10 text-destructive'} aria-hidden="true" />
        <h2 className="text-lg font-semibold">{paid ? i18n._(t.paidTitle) : i18n._(t.failedTitle)}</h2>
        {paid ? (
          <>
            <p>{i18n._(t.paidBody(payment.amount))}</p>
            <p className="text-sm text-muted-foreground">{i18n._(t.charged(payment.total))}</p>
            {balance !== undefined ? <p className="font-semibold">{i18n._(t.newBalance(balance))}</p> : null}
          </>
        ) : (
          <p>{payment.failureMessage ? errorText.text(payment.failureMessage) : null}</p>
        )}
        <p className="font-mono text-xs text-muted-foreground">{i18n._(t.reference(payment.reference))}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paid ? paths.tenantCard : `${paths.tenantCard}?amount=${payment.amount}`}>
              {paid ? i18n._(t.another) : i18n._(t.tryAgain)}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.tenantDashboard}>{i18n._(t.done)}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(t.title)}</h1>
      </div>
      {content}
    </div>
  );
}
