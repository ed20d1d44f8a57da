import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import type { Receipt } from '@common/receipts/receipt-contracts';
import { isLocale } from '@common/i18n/locale';
import { receiptRows, receiptWords } from '@common/receipts/receipt-rows';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import { receiptPdfHref, receiptQueryOptions } from '../api/receipt-queries';
import { receiptPageTexts as t } from '../receipt-texts';
import { ShareReceiptButton } from './share-receipt-button';

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  // The receipt's own words in the language in use: the same as its PDF's.
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <article className="grid gap-4 rounded-lg border bg-card p-5 print:border-0 print:p-0">
      <header className="grid gap-1">
        <p className="text-xl font-bold tracking-tight">ABODE</p>
        <h1 className="text-lg font-semibold">{receiptWords(locale).title}</h1>
      </header>
      <dl className="grid gap-3 text-sm">
        {receiptRows(receipt, locale).map(([label, value]) => (
          <div key={label} className="grid gap-0.5 border-b pb-2 last:border-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /receipts/:receiptNumber: one payment's receipt, to read, print, download as PDF and share. */
export function ReceiptPage() {
  const { i18n } = useLingui();
  const receiptNumber = useParams().receiptNumber ?? '';
  usePageTitle(i18n._(t.pageTitle(receiptNumber)));
  const query = useQuery(receiptQueryOptions(receiptNumber));
  // Signed out (or the session ended): sign in first, as the dashboards do; the API refuses anyway.
  const me = useMe().data;
  if (me === null) return <Navigate to={paths.auth} replace />;
  if (me && !me.phoneVerified) return <Navigate to={paths.verifyPhone} replace />;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 p-4">
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
      >
        {(receipt) => (
          <>
            <ReceiptSheet receipt={receipt} />
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button asChild>
                <a href={receiptPdfHref(receipt.receiptNumber)} download>
                  <DownloadIcon aria-hidden />
                  {i18n._(t.downloadPdf)}
                </a>
              </Button>
              <ShareReceiptButton receipt={receipt} />
              <Button variant="ghost" onClick={() => window.print()}>
                <PrinterIcon aria-hidden />
                {i18n._(t.print)}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
