import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ReceiptTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { abodeCityServiceLabels } from '@common/abode-city/abode-city-vocabulary';
import { paths } from '@web/config/paths';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { formatKes } from '../abode-city-format';
import { abodeCityTexts } from '../abode-city-texts';
import { myQuoteRequestsQueryOptions } from '../api/abode-city-queries';
import { translateText } from '@web/i18n';

const t = abodeCityTexts.myQuotes;
const status = abodeCityTexts.quotePage.status;

/** The signed-in account's ABODE City quote requests, each leading to its quote; nothing when there are none. */
export function MyAbodeCityQuotesCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const query = useQuery({ ...myQuoteRequestsQueryOptions(), enabled: Boolean(me.data) });
  if (!me.data || (query.data && query.data.length === 0)) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={ReceiptTextIcon} count={query.data?.length}>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-20 w-full" />}
      >
        {(requests) => (
          <ul className="grid gap-2">
            {requests.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
              >
                <span className="grid">
                  <span className="font-medium">
                    {translateText(i18n, abodeCityServiceLabels[request.service])}
                  </span>
                  <span className="text-muted-foreground">
                    {request.location}
                    {request.quote ? ` · ${formatKes(request.quote.total)}` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="secondary">
                    {request.expired
                      ? i18n._(abodeCityTexts.quotePage.expiredBadge)
                      : i18n._(status[request.status])}
                  </Badge>
                  <Link
                    to={paths.abodeCityQuote(request.id)}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {i18n._(t.open)}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}
