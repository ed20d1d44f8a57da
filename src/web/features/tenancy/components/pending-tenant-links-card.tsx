import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, UsersIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { PendingTenantLink } from '@common/tenancy/tenancy';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useMe } from '@web/lib/auth/use-me';
import { pendingTenantLinksQueryOptions } from '../api/tenancy-queries';
import { useDecideTenantLink } from '../api/use-decide-tenant-link';
import { tenancyTexts as t } from '../tenancy-texts';
import { ConfirmTenantDialog } from './confirm-tenant-dialog';

/** One tenant waiting: Confirm opens the unit and terms of the tenancy it starts; Decline answers at once. */
function PendingRow({ entry }: { entry: PendingTenantLink }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const decide = useDecideTenantLink();
  const [confirming, setConfirming] = useState(false);
  const decline = () =>
    decide.mutate(
      { id: entry.id, decision: 'decline' },
      {
        onSuccess: () => toast.success(i18n._(t.declined)),
        onError: (error) =>
          toast.error(i18n._(t.decisionFailed), {
            description: error instanceof ApiError ? errorText(error) : undefined,
          }),
      },
    );
  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{entry.tenant.name}</span>
        <span className="text-xs break-all text-muted-foreground">{entry.tenant.email}</span>
        <span className="text-sm">{`${entry.property.name} · ${entry.property.id}`}</span>
        <span className="text-xs text-muted-foreground">
          {i18n._(t.requested(formatDate(entry.createdAt)))}
        </span>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={decide.isPending}
          aria-label={i18n._(t.confirmFor(entry.tenant.name, entry.property.name))}
        >
          <CheckIcon aria-hidden="true" />
          {i18n._(t.confirm)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={decline}
          disabled={decide.isPending}
          aria-label={i18n._(t.declineFor(entry.tenant.name, entry.property.name))}
        >
          <XIcon aria-hidden="true" />
          {i18n._(t.decline)}
        </Button>
      </div>
      {confirming ? <ConfirmTenantDialog entry={entry} open onOpenChange={setConfirming} /> : null}
    </li>
  );
}

/**
 * For the landlord (and caretaker) dashboard: tenants waiting to be linked, with Confirm and Decline. Renders
 * nothing for anyone who cannot confirm links.
 */
export function PendingTenantLinksCard({ className }: { className?: string }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('confirm:tenant-link:own'));
  const pending = useQuery({ ...pendingTenantLinksQueryOptions(), enabled: allowed });
  const headingId = useId();
  if (!allowed) return null;
  return (
    <Card className={cn('min-w-0', className)} role="region" aria-labelledby={headingId}>
      <CardHeader className="p-4">
        <CardTitle id={headingId} className="flex items-center gap-2 text-base">
          <UsersIcon className="size-4 text-primary" aria-hidden="true" />
          {i18n._(t.pendingTitle)}
          {pending.data ? <Badge variant="secondary">{pending.data.length}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0">
        {pending.data ? (
          pending.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._(t.noPending)}</p>
          ) : (
            <ul className="grid gap-3">
              {pending.data.map((entry) => (
                <PendingRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        ) : pending.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{pending.error instanceof ApiError ? errorText(pending.error) : i18n._(t.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void pending.refetch()}>
              {i18n._(t.retry)}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-20 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
