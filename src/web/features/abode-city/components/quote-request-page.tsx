import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCircle2Icon, FileIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/use-page-title';
import { formatKes, nairobiDate, requestFacts } from '../abode-city-format';
import { formatNumber } from '@web/i18n';
import { abodeCityTexts } from '../abode-city-texts';
import { quoteFileHref, quoteRequestQueryOptions, useAcceptQuote } from '../api/abode-city-queries';

const t = abodeCityTexts.quotePage;
const dateOf = (iso: string) => nairobiDate(iso.slice(0, 10));

/**
 * /abode-city/quotes/:id (?key= for a visitor's private link): the request and, once the team has answered,
 * the quote with its items, total and validity, and 'Accept Quote' until it expires.
 */
export function QuoteRequestPage({ id, accessKey }: { id: string; accessKey: string | undefined }) {
  const { i18n } = useLingui();
  usePageTitle(`${i18n._(t.title)} | ${abodeCityTexts.title}`);
  const query = useQuery(quoteRequestQueryOptions(id, accessKey));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <Link
        to={paths.abodeCity}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <h1 className="text-2xl font-bold">{i18n._(t.title)}</h1>
      {query.data ? (
        <QuoteRequestDetails request={query.data} accessKey={accessKey} />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          <p>
            {query.error instanceof ApiError && [401, 404].includes(query.error.status)
              ? i18n._(t.notFound)
              : i18n._(t.failed)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {i18n._(t.retry)}
          </Button>
        </div>
      ) : (
        <Skeleton className="h-64 w-full" aria-label={i18n._(t.loading)} />
      )}
    </div>
  );
}

function QuoteRequestDetails({
  request,
  accessKey,
}: {
  request: QuoteRequestView;
  accessKey: string | undefined;
}) {
  const { i18n } = useLingui();
  const accept = useAcceptQuote(request.id, accessKey);
  const quote = request.quote;
  return (
    <>
      <section aria-labelledby="quote-request-heading" className="grid gap-3 rounded-xl border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="quote-request-heading" className="font-semibold">
            {i18n._(t.requestHeading)}
          </h2>
          <Badge variant={request.status === 'accepted' ? 'default' : 'secondary'}>
            {request.expired ? i18n._(t.expiredBadge) : i18n._(t.status[request.status])}
          </Badge>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {requestFacts(i18n, request).map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="whitespace-pre-line text-sm">{request.description}</p>
        {request.files.length > 0 ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">{i18n._(t.files)}</h3>
            <ul className="grid gap-1">
              {request.files.map((file) => (
                <li key={file.id} className="flex items-center gap-2">
                  <FileIcon className="size-4" aria-hidden="true" />
                  {accessKey ? (
                    file.fileName
                  ) : (
                    <a
                      href={quoteFileHref(request.id, file.id)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {file.fileName}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{i18n._(t.submitted(dateOf(request.createdAt)))}</p>
      </section>
      {quote ? (
        <section aria-labelledby="quote-heading" className="grid gap-3 rounded-xl border p-4">
          <h2 id="quote-heading" className="font-semibold">
            {i18n._(t.quoteHeading)}
          </h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  {i18n._(t.item)}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {i18n._(t.amount)}
                </th>
              </tr>
            </thead>
            <tbody>
              {quote.items.map((item, index) => (
                <tr key={index} className="border-b">
                  <td className="py-2 pr-2">{item.description}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(item.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-2 text-left">
                  {i18n._(t.total)}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{formatKes(quote.total)}</td>
              </tr>
            </tfoot>
          </table>
          {quote.note ? <p className="whitespace-pre-line text-sm">{quote.note}</p> : null}
          {request.status === 'accepted' && request.acceptedAt ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              <CheckCircle2Icon className="size-4 text-primary" aria-hidden="true" />
              {i18n._(t.accepted(dateOf(request.acceptedAt)))}
            </p>
          ) : request.expired ? (
            <p role="alert" className="text-sm text-destructive">
              {i18n._(t.expired(nairobiDate(quote.validUntil)))}
            </p>
          ) : !request.yours ? (
            <p className="text-sm text-muted-foreground">
              {i18n._(t.validUntil(nairobiDate(quote.validUntil)))}
            </p>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {i18n._(t.validUntil(nairobiDate(quote.validUntil)))}
              </p>
              <Button
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: () =>
                      toast.success(i18n._(t.acceptedTitle), { description: i18n._(t.acceptedBody) }),
                    onError: (error) => toast.error(i18n._(t.acceptFailed), { description: error.message }),
                  })
                }
              >
                {accept.isPending ? i18n._(t.accepting) : i18n._(t.accept)}
              </Button>
            </div>
          )}
        </section>
      ) : (
        <p role="status" className="rounded-xl border p-4 text-sm">
          {i18n._(t.waiting)}
        </p>
      )}
    </>
  );
}
