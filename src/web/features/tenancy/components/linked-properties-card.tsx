import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { HomeIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useMe } from '@web/lib/auth/use-me';
import { myPropertyLinksQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts as t } from '../tenancy-texts';
import { LinkStatusBadge } from './link-status-badge';
import { PropertyAddress } from './property-address';

/** For the tenant dashboard: the properties the tenant is linked to, with each link's status. */
export function LinkedPropertiesCard({ className }: { className?: string }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const me = useMe();
  const links = useQuery({ ...myPropertyLinksQueryOptions(), enabled: Boolean(me.data) });
  const headingId = useId();
  if (!me.data) return null;
  const shown = links.data?.filter((entry) => entry.status !== 'ended') ?? [];
  return (
    <Card className={cn('min-w-0', className)} role="region" aria-labelledby={headingId}>
      <CardHeader className="p-4">
        <CardTitle id={headingId} className="flex items-center gap-2 text-base">
          <HomeIcon className="size-4 text-primary" aria-hidden="true" />
          {shown.length > 1 ? i18n._(t.myProperties) : i18n._(t.myProperty)}
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0">
        {links.data ? (
          shown.length === 0 ? (
            <div className="grid justify-items-start gap-2">
              <p className="text-sm text-muted-foreground">{i18n._(t.noProperty)}</p>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.tenantPropertyLink}>{i18n._(t.linkProperty)}</Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3">
              {shown.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3"
                >
                  <PropertyAddress property={entry.property} />
                  <LinkStatusBadge status={entry.status} />
                </li>
              ))}
            </ul>
          )
        ) : links.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{links.error instanceof ApiError ? errorText(links.error) : i18n._(t.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void links.refetch()}>
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
