import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { grantableRoles, type UserDetail } from '@common/user-admin/user-admin-contracts';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import { formatDateTime, translateText } from '@web/i18n';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { userDetailQueryOptions } from '../api/user-admin-queries';
import { GrantRoleDialog, ReasonDialog } from './user-action-dialog';
import { userAdminCardTexts } from '../user-admin-texts';

const t = userAdminCardTexts;
const when = (iso: string) =>
  formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Detail({ user }: { user: UserDetail }) {
  const { i18n } = useLingui();
  const [acting, setActing] = useState<'suspend' | 'restore' | 'grant' | null>(null);
  const canGrant = !user.suspended && grantableRoles.some((role) => !user.roles.includes(role));
  const guarded = user.roles.includes('superadmin');
  return (
    <div className="grid gap-3 text-sm">
      {user.suspension ? (
        <p role="status" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
          {i18n._(t.suspendedSince(when(user.suspension.since), user.suspension.reason))}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={i18n._(t.email)}>{user.email}</Fact>
        <Fact label={i18n._(t.phone)}>{user.phone ? formatKenyanPhone(user.phone) : '—'}</Fact>
        <Fact label={i18n._(t.roles)}>
          <span className="flex flex-wrap gap-1">
            {user.roles.length === 0 ? i18n._(t.noRoles) : null}
            {user.roles.map((role) => (
              <Badge key={role} variant="secondary">
                {translateText(i18n, userAdminTexts.roleLabels[role])}
              </Badge>
            ))}
          </span>
        </Fact>
        <Fact label={t.kyc}>{translateText(i18n, userAdminTexts.kycLabels[user.kyc])}</Fact>
        <Fact label={i18n._(t.tenancies)}>
          {i18n._(t.tenancyCount(user.tenancies.active, user.tenancies.total))}
        </Fact>
        <Fact label={i18n._(t.joined)}>{when(user.createdAt)}</Fact>
      </dl>
      {user.properties.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-medium">{i18n._(t.properties)}</h4>
          <ul className="grid gap-1">
            {user.properties.map((property) => (
              <li key={property.code} className="break-words">
                {property.code} · {property.name} ({i18n._(t.asRole[property.as])})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1">
        <h4 className="font-medium">{i18n._(t.listings)}</h4>
        {user.listings.length === 0 ? (
          <p className="text-muted-foreground">{i18n._(t.noListings)}</p>
        ) : (
          <ul className="grid gap-1">
            {user.listings.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/listings/${listing.id}`} className="min-w-0 break-words underline">
                  {listing.name}
                </Link>
                <Badge variant={listing.status === 'live' ? 'success' : 'outline'}>{listing.status}</Badge>
              </li>
            ))}
          </ul>
        )}
        {user.listingCount > user.listings.length ? (
          <p className="text-muted-foreground">
            {i18n._(t.moreListings(user.listings.length, user.listingCount))}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h4 className="font-medium">{i18n._(t.history)}</h4>
        {user.history.length === 0 ? (
          <p className="text-muted-foreground">{i18n._(t.noHistory)}</p>
        ) : (
          <ul className="grid gap-2">
            {user.history.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 border-l-2 pl-3 break-words">
                <span>
                  {i18n._(
                    t.suspendedOn(
                      when(entry.suspendedAt),
                      entry.suspendedBy ?? t.someone,
                      translateText(i18n, userAdminTexts.sourceLabels[entry.source]),
                    ),
                  )}
                  : “{entry.reason}”
                </span>
                {entry.restoredAt ? (
                  <span className="text-muted-foreground">
                    {i18n._(t.restoredOn(when(entry.restoredAt), entry.restoredBy ?? t.someone))}: “
                    {entry.restoreReason}”
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {user.suspended ? (
          <Button size="sm" aria-haspopup="dialog" onClick={() => setActing('restore')}>
            {i18n._(t.restore)}
          </Button>
        ) : guarded ? null : (
          <Button size="sm" variant="destructive" aria-haspopup="dialog" onClick={() => setActing('suspend')}>
            {i18n._(t.suspend)}
          </Button>
        )}
        {canGrant ? (
          <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setActing('grant')}>
            {i18n._(t.grant)}
          </Button>
        ) : null}
      </div>
      {acting === 'suspend' || acting === 'restore' ? (
        <ReasonDialog user={user} action={acting} onOpenChange={(open) => !open && setActing(null)} />
      ) : null}
      {acting === 'grant' ? (
        <GrantRoleDialog user={user} held={user.roles} onOpenChange={(open) => !open && setActing(null)} />
      ) : null}
    </div>
  );
}

/** The chosen account, as a region named after them under the results. */
export function UserDetailPanel({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const query = useQuery(userDetailQueryOptions(id));
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {i18n._(t.detailOf(query.data?.name ?? name))}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {i18n._(t.close)}
        </Button>
      </div>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(user) => <Detail user={user} />}
      </QueryState>
    </section>
  );
}
