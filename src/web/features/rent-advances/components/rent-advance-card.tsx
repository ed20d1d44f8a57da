import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { HandCoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { RentAdvance, RentAdvanceStatus } from '@common/financing/rent-advance-contracts';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { translateText } from '@web/i18n';
import { useMe } from '@web/lib/auth/use-me';
import { myRentAdvancesQueryOptions } from '../api/rent-advance-queries';
import { rentAdvancesTexts } from '../rent-advances-texts';

const t = rentAdvancesTexts.card;
const kes = rentAdvancesTexts.kes;

export const statusVariant = {
  pending: 'warning',
  repaying: 'default',
  cleared: 'success',
  declined: 'destructive',
} as const satisfies Record<RentAdvanceStatus, string>;

/**
 * The landlord's CoopaRent rent advances on their dashboard: each one's status, what was paid, what the rent
 * has repaid and what is still owed, the reason of a decline; and the way to apply. Renders nothing for an
 * account that may not apply.
 */
export function RentAdvanceCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('apply:rent-advance:own'));
  const query = useQuery({ ...myRentAdvancesQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  const applyLink = (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.rentAdvance}>{i18n._(t.applyLink)}</Link>
    </Button>
  );
  return (
    <SectionCard title={i18n._(t.title)} icon={HandCoinsIcon} action={applyLink}>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {({ advances }) =>
          advances.length === 0 ? (
            <EmptyState icon={HandCoinsIcon} title={i18n._(t.none)} />
          ) : (
            <ul className="grid gap-3">
              {advances.slice(0, 5).map((advance) => (
                <AdvanceLine key={advance.id} advance={advance} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function AdvanceLine({ advance }: { advance: RentAdvance }) {
  const { i18n } = useLingui();
  const repaidShare =
    advance.totalToRepay > 0 ? Math.round((advance.repaid / advance.totalToRepay) * 100) : 0;
  return (
    <li
      className="grid gap-2 rounded-lg border p-3"
      aria-label={`${i18n._(t.amount)} ${kes(advance.amount)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold">{kes(advance.amount)}</span>
        <Badge variant={statusVariant[advance.status]}>
          {translateText(i18n, rentAdvanceTexts.statusLabels[advance.status])}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {i18n._(
          t.covers(advance.tenancies.map((each) => `${each.propertyName}, ${each.unitLabel}`).join('; ')),
        )}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{i18n._(t.fee)}</dt>
        <dd className="text-right">{kes(advance.fee)}</dd>
        {advance.status === 'repaying' || advance.status === 'cleared' ? (
          <>
            <dt className="text-muted-foreground">{i18n._(t.repaid)}</dt>
            <dd className="text-right">{kes(advance.repaid)}</dd>
            <dt className="text-muted-foreground">{i18n._(t.outstanding)}</dt>
            <dd className="text-right font-semibold">{kes(advance.outstanding)}</dd>
          </>
        ) : null}
      </dl>
      {advance.status === 'repaying' ? (
        <div
          role="progressbar"
          aria-label={i18n._(t.repaid)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={repaidShare}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${repaidShare}%` }} />
        </div>
      ) : null}
      {advance.declineReason ? <p className="text-sm">{i18n._(t.reason(advance.declineReason))}</p> : null}
    </li>
  );
}
