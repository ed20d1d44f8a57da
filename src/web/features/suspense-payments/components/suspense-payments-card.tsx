import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { LandmarkIcon } from 'lucide-react';
import { useState } from 'react';
import type { SuspensePayment } from '@common/payments/suspense-allocation';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { suspensePaymentsQueryOptions } from '../api/suspense-payments-queries';
import { suspensePaymentsTexts as t } from '../suspense-payments-texts';

/** 'M-Pesa' is a name in both languages; 'Bank transfer' is said in the language shown. */
const railName = (i18n: I18n, rail: keyof typeof t.rail) => {
  const name = t.rail[rail];
  return typeof name === 'string' ? name : i18n._(name);
};
import { AllocateSuspenseDialog } from './allocate-suspense-dialog';

function SuspenseRow({ payment }: { payment: SuspensePayment }) {
  const { i18n } = useLingui();
  const [allocating, setAllocating] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {railName(i18n, payment.rail)} {payment.receipt} · {t.amount(payment.amount)}
        </p>
        <p className="break-all text-muted-foreground">{i18n._(t.typed(payment.accountTyped))}</p>
        <time dateTime={payment.receivedAt} className="text-xs text-muted-foreground">
          {t.date(payment.receivedAt)}
        </time>
      </div>
      <Button
        size="sm"
        aria-label={i18n._(t.allocateLabel(payment.receipt))}
        aria-haspopup="dialog"
        onClick={() => setAllocating(true)}
      >
        {i18n._(t.allocate)}
      </Button>
      {allocating ? (
        <AllocateSuspenseDialog payment={payment} open={allocating} onOpenChange={setAllocating} />
      ) : null}
    </li>
  );
}

/**
 * Paybill money that matched no account, for a superadmin to allocate. Renders nothing for anyone who may not
 * allocate it (the API checks the same permission), so it may be composed on any dashboard.
 */
export function SuspensePaymentsCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('allocate:suspense-payment:any'));
  const query = useQuery({ ...suspensePaymentsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={LandmarkIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {({ payments }) =>
          payments.length === 0 ? (
            <EmptyState icon={LandmarkIcon} title={i18n._(t.empty)} />
          ) : (
            <ul className="grid gap-3">
              {payments.map((payment) => (
                <SuspenseRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
