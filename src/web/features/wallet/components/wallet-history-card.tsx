import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDownLeftIcon, ArrowUpRightIcon, ReceiptTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { WalletLineLink, WalletLineStatus, WalletTransaction } from '@common/payments/payment-contracts';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime, useErrorText } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { walletQueryOptions } from '../api/wallet-queries';
import { walletTexts } from '../wallet-texts';

const t = walletTexts.history;
const when = (iso: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const sendPages = {
  mpesa: paths.tenantSendMpesa,
  bank: paths.tenantSendBank,
  bill: paths.tenantSendBills,
  till: paths.tenantPos,
} as const;

/** Where a line's receipt is shown: ABODE's receipt page, or the page of the send, transfer or card payment. */
function receiptPath(link: WalletLineLink): string {
  switch (link.kind) {
    case 'receipt':
      return paths.receipt(link.receiptNumber);
    case 'send':
      return `${sendPages[link.rail]}?transfer=${encodeURIComponent(link.id)}`;
    case 'tukupay':
      return `${paths.tenantSendTukupay}?transfer=${encodeURIComponent(link.id)}`;
    case 'card':
      return `${paths.tenantCard}/${encodeURIComponent(link.id)}`;
  }
}

const badgeOf: Record<WalletLineStatus, 'success' | 'warning' | 'destructive' | 'outline'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'destructive',
  reversed: 'outline',
};

/** The line's state, why it failed, its receipt number and the way to its receipt, where it has them. */
function LineFacts({ entry }: { entry: WalletTransaction }) {
  const { i18n } = useLingui();
  if (!entry.status && !entry.receiptNumber && !entry.link) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      {entry.status ? <Badge variant={badgeOf[entry.status]}>{i18n._(t.status[entry.status])}</Badge> : null}
      {entry.receiptNumber ? (
        <span className="font-mono text-muted-foreground">
          {i18n._(t.receiptNumber(entry.receiptNumber))}
        </span>
      ) : null}
      {entry.link ? (
        <Link
          to={receiptPath(entry.link)}
          aria-label={i18n._(t.openReceiptOf(entry.description))}
          // 24 px tall at least: a finger's target on a phone, though the line's text is small.
          className="inline-flex min-h-6 items-center rounded-sm px-1 font-medium text-primary underline underline-offset-2"
        >
          {i18n._(t.openReceipt)}
        </Link>
      ) : null}
      {entry.reason ? <span className="w-full break-words text-destructive">{entry.reason}</span> : null}
    </span>
  );
}

/**
 * The wallet's real history from the ledger, newest first, ten at a time: each line with the state of the
 * payment behind it and the way to its receipt.
 */
export function WalletHistoryCard() {
  const wallet = useInfiniteQuery(walletQueryOptions());
  const entries = wallet.data?.pages.flatMap((page) => page.transactions);
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return (
    <SectionCard title={i18n._(t.title)} icon={ReceiptTextIcon}>
      {entries ? (
        entries.length === 0 ? (
          <EmptyState icon={ReceiptTextIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyHint)} />
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
                      <LineFacts entry={entry} />
                    </span>
                    <span className="grid shrink-0 justify-items-end gap-0.5">
                      <span className="font-semibold tabular-nums">
                        {`${into ? '+' : '−'}${walletTexts.kes(Math.abs(entry.amount))}`}
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {i18n._(t.balanceAfter(entry.balanceAfter))}
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
                {i18n._(wallet.isFetchingNextPage ? t.loading : t.showOlder)}
              </Button>
            ) : null}
          </div>
        )
      ) : wallet.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          <p>{wallet.error instanceof ApiError ? errorText(wallet.error) : i18n._(t.query.failed)}</p>
          <Button variant="outline" size="sm" onClick={() => void wallet.refetch()}>
            {i18n._(t.query.retry)}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={i18n._(t.query.loading)}>
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </SectionCard>
  );
}
