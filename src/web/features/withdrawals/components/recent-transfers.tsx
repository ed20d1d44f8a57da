import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { withdrawalListQueryOptions } from '../api/withdrawal-queries';
import { withdrawalsTexts as t } from '../withdrawals-texts';

const kes = t.kes;

/** The latest transfers from the wallet or the earnings, each with its state and receipt. */
export function RecentTransfers({
  source,
  headingLevel = 2,
}: {
  source: 'wallet' | 'earnings';
  headingLevel?: 2 | 3;
}) {
  const items = useQuery(withdrawalListQueryOptions(source)).data?.items;
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items) return null;
  return (
    <section aria-label={i18n._(t.recent)} className="grid gap-2">
      <Heading className="text-sm font-semibold">{i18n._(t.recent)}</Heading>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.earnings.none)}</p>
      ) : (
        <ul className="grid gap-2">
          {items.slice(0, 5).map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">{item.destination}</span>
              <span className="font-medium">{kes(item.total)}</span>
              <Badge variant={item.status === 'completed' ? 'secondary' : 'outline'}>
                {i18n._(t.statusWord[item.status])}
              </Badge>
              {item.receipt ? (
                <span className="w-full font-mono text-xs text-muted-foreground">
                  {i18n._(t.receipt(item.receipt))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
