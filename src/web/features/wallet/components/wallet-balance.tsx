import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton } from '@web/components/ui/skeleton';
import { walletQueryOptions } from '../api/wallet-queries';
import { walletTexts as t } from '../wallet-texts';

/** The wallet's balance from the ledger, as the tenant dashboard's wallet card shows it. */
export function WalletBalance() {
  const wallet = useInfiniteQuery(walletQueryOptions());
  const amount = wallet.data?.pages[0]?.amount;
  const { i18n } = useLingui();
  if (amount !== undefined) {
    return (
      <p className="text-3xl font-bold tabular-nums" data-testid="wallet-balance">
        {t.kes(amount)}
      </p>
    );
  }
  if (wallet.isError) return <p className="text-lg font-semibold">{i18n._(t.balanceFailed)}</p>;
  return (
    <div role="status" aria-label={i18n._(t.balanceLoading)}>
      <Skeleton className="h-9 w-40 bg-primary-foreground/20" />
    </div>
  );
}
