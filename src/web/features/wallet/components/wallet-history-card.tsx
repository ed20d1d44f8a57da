import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDownLeftIcon, ArrowUpRightIcon, ReceiptTextIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { walletQueryOptions } from '../api/wallet-queries';
import { walletTexts } from '../wallet-texts';

const t = walletTexts.history;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The wallet's real history from the ledger, newest first, ten at a time. */
export function WalletHistoryCard() {
  const wallet = useInfiniteQuery(walletQueryOptions());
  const entries = wallet.data?.pages.flatMap((page) => page.transactions);
  return (
    <SectionCard title={t.title} icon={ReceiptTextIcon}>
      {entries ? (
        entries.length === 0 ? (
          <EmptyState icon={ReceiptTextIcon} title={t.empty} hint={t.emptyHint} />
        ) : (
          <div className="grid gap-3">
            <ul className="grid divide-y">
              {entries.map((entry) => {
                const into = entry.amount > 0;
                const Icon = into ? ArrowDownLeftIcon : ArrowUpRightIcon;
                return (
                  <li key={entry.id} className="flex items-start gap-3 py-2 text-sm">
                    <Icon
                      className={cn(
                        'mt-0.5 size-4 shrink-0',
                        into ? 'text-primary' : 'text-muted-foreground',
                      )}
                      aria-hidden="true"
                    />
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="break-words">{entry.description}</span>
                      <time dateTime={entry.postedAt} className="text-xs text-muted-foreground">
                        {when(entry.postedAt)}
                      </time>
                    </span>
                    <span className="grid shrink-0 justify-items-end gap-0.5">
                      <span className="font-semibold tabular-nums">
                        {`${into ? '+' : '−'}${walletTexts.kes(Math.abs(entry.amount))}`}
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {t.balanceAfter(entry.balanceAfter)}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
            {wallet.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={wallet.isFetchingNextPage}
                onClick={() => void wallet.fetchNextPage()}
              >
                {wallet.isFetchingNextPage ? t.loading : t.showOlder}
              </Button>
            ) : null}
          </div>
        )
      ) : wallet.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          <p>{wallet.error instanceof ApiError ? wallet.error.message : t.query.failed}</p>
          <Button variant="outline" size="sm" onClick={() => void wallet.refetch()}>
            {t.query.retry}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t.query.loading}>
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </SectionCard>
  );
}
