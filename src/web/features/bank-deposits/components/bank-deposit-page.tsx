import { useLingui } from '@lingui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, LandmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { BankDepositDetails } from '@common/payments/bank-deposit-contracts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { walletQueryOptions } from '@web/features/wallet';
import { usePageTitle } from '@web/lib/use-page-title';
import { bankDepositQueryOptions } from '../api/bank-deposit-queries';
import { bankDepositsTexts } from '../bank-deposits-texts';
import { CopyButton } from './copy-button';
import { SimulatedBankTransfer } from './simulated-bank-transfer';

const t = bankDepositsTexts.page;

function WalletBalanceLine() {
  const { i18n } = useLingui();
  const amount = useInfiniteQuery(walletQueryOptions()).data?.pages[0]?.amount;
  if (amount === undefined) return null;
  return (
    <p className="text-sm">
      {i18n._(t.balance)}:{' '}
      <span className="font-semibold tabular-nums" data-testid="bank-page-balance">
        {bankDepositsTexts.kes(amount)}
      </span>
    </p>
  );
}

function AccountDetails({ details }: { details: BankDepositDetails }) {
  const { i18n } = useLingui();
  const { account, reference } = details;
  const rows: Array<[string, string, boolean]> = [
    [i18n._(t.bank), account.bankName, false],
    [i18n._(t.accountName), account.accountName, false],
    [i18n._(t.accountNumber), account.accountNumber, true],
    [i18n._(t.branch), account.branch, false],
  ];
  return (
    <div className="grid gap-4">
      <section aria-labelledby="bank-account-title" className="grid gap-3 rounded-xl border p-4 text-sm">
        <h2 id="bank-account-title" className="font-semibold">
          {i18n._(t.accountTitle)}
        </h2>
        <dl className="grid gap-2">
          {rows.map(([label, value, copyable]) => (
            // Only <dt> and <dd> inside a <dl>'s row: the copy button sits in a <dd> of its own beside the value.
            <div key={label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2">
              <dt className="col-start-1 text-muted-foreground">{label}</dt>
              <dd className="col-start-1 break-all font-medium">{value}</dd>
              {copyable ? (
                <dd className="col-start-2 row-span-2 row-start-1">
                  <CopyButton value={account.accountNumber.replace(/[\s-]/g, '')} what={label} />
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="bank-reference-title"
        className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm"
      >
        <h2 id="bank-reference-title" className="font-semibold">
          {i18n._(t.referenceTitle)}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-mono text-2xl font-bold tracking-widest" data-testid="bank-reference">
            {reference}
          </p>
          <CopyButton value={reference} what={i18n._(t.reference)} />
        </div>
        <p className="text-muted-foreground">{i18n._(t.referenceHint)}</p>
        <ol className="list-decimal space-y-1 pl-5">
          {t.steps.map((step, index) => (
            <li key={index}>{i18n._(step)}</li>
          ))}
        </ol>
      </section>
      {details.simulator ? <SimulatedBankTransfer reference={reference} /> : null}
      <section aria-labelledby="bank-recent-title" className="grid gap-3 rounded-xl border p-4 text-sm">
        <h2 id="bank-recent-title" className="font-semibold">
          {i18n._(t.recentTitle)}
        </h2>
        {details.deposits.length === 0 ? (
          <EmptyState icon={LandmarkIcon} title={i18n._(t.recentEmpty)} />
        ) : (
          <ul className="grid gap-2">
            {details.deposits.map((deposit) => (
              <li key={deposit.id} className="grid gap-0.5 rounded-lg border p-3">
                <p className="font-medium">{i18n._(t.deposit(deposit.amount))}</p>
                <p className="break-all text-muted-foreground">
                  {i18n._(t.bankRef(deposit.bankTransactionId))}
                  {deposit.source === 'statement' ? ` · ${i18n._(t.viaStatement)}` : ''}
                </p>
                <time dateTime={deposit.receivedAt} className="text-xs text-muted-foreground">
                  {bankDepositsTexts.date(deposit.receivedAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * /dashboard/tenant/bank: ABODE's collection account and the user's own deposit reference, each to copy, the
 * latest bank deposits, and (in development) a simulated transfer from the stand-in bank.
 */
export function BankDepositPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const query = useQuery(bankDepositQueryOptions());
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
        <WalletBalanceLine />
      </div>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-64 w-full" />}
      >
        {(details) => <AccountDetails details={details} />}
      </QueryState>
    </div>
  );
}
