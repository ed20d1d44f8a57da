import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { grantableRoles, type UserDetail } from '@common/user-admin/user-admin-contracts';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { userDetailQueryOptions } from '../api/user-admin-queries';
import { GrantRoleDialog, ReasonDialog } from './user-action-dialog';

const t = userAdminTexts.card;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  });

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Detail({ user }: { user: UserDetail }) {
  const [acting, setActing] = useState<'suspend' | 'restore' | 'grant' | null>(null);
  const canGrant = !user.suspended && grantableRoles.some((role) => !user.roles.includes(role));
  const guarded = user.roles.includes('superadmin');
  return (
    <div className="grid gap-3 text-sm">
      {user.suspension ? (
        <p role="status" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
          {t.suspendedSince(when(user.suspension.since), user.suspension.reason)}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={t.email}>{user.email}</Fact>
        <Fact label={t.phone}>{user.phone ? formatKenyanPhone(user.phone) : '—'}</Fact>
        <Fact label={t.roles}>
          <span className="flex flex-wrap gap-1">
            {user.roles.length === 0 ? t.noRoles : null}
            {user.roles.map((role) => (
              <Badge key={role} variant="secondary">
                {userAdminTexts.roleLabels[role]}
              </Badge>
            ))}
          </span>
        </Fact>
        <Fact label={t.kyc}>{userAdminTexts.kycLabels[user.kyc]}</Fact>
        <Fact label={t.tenancies}>{t.tenancyCount(user.tenancies.active, user.tenancies.total)}</Fact>
        <Fact label={t.joined}>{when(user.createdAt)}</Fact>
      </dl>
      {user.properties.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-medium">{t.properties}</h4>
          <ul className="grid gap-1">
            {user.properties.map((property) => (
              <li key={property.code} className="break-words">
                {property.code} · {property.name} ({t.asRole[property.as]})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1">
        <h4 className="font-medium">{t.listings}</h4>
        {user.listings.length === 0 ? (
          <p className="text-muted-foreground">{t.noListings}</p>
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
          <p className="text-muted-foreground">{t.moreListings(user.listings.length, user.listingCount)}</p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h4 className="font-medium">{t.history}</h4>
        {user.history.length === 0 ? (
          <p className="text-muted-foreground">{t.noHistory}</p>
        ) : (
          <ul className="grid gap-2">
            {user.history.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 border-l-2 pl-3 break-words">
                <span>
                  {t.suspendedOn(
                    when(entry.suspendedAt),
                    entry.suspendedBy ?? t.someone,
                    userAdminTexts.sourceLabels[entry.source],
                  )}
                  : “{entry.reason}”
                </span>
                {entry.restoredAt ? (
                  <span className="text-muted-foreground">
                    {t.restoredOn(when(entry.restoredAt), entry.restoredBy ?? t.someone)}: “
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
          <Button size="sm" onClick={() => setActing('restore')}>
            {t.restore}
          </Button>
        ) : guarded ? null : (
          <Button size="sm" variant="destructive" onClick={() => setActing('suspend')}>
            {t.suspend}
          </Button>
        )}
        {canGrant ? (
          <Button size="sm" variant="outline" onClick={() => setActing('grant')}>
            {t.grant}
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
  const headingId = useId();
  const query = useQuery(userDetailQueryOptions(id));
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {t.detailOf(query.data?.name ?? name)}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <QueryState
        query={query}
        texts={{ loading: t.loading, failed: t.loadFailed, retry: t.retry }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(user) => <Detail user={user} />}
      </QueryState>
    </section>
  );
}
