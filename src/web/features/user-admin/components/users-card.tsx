import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import { translateText } from '@web/i18n';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { userSearchQueryOptions } from '../api/user-admin-queries';
import { UserDetailPanel } from './user-detail-panel';
import { userAdminCardTexts } from '../user-admin-texts';

const t = userAdminCardTexts;

/**
 * The back office's users: one search box (name, email, phone in any form, property code), the matching
 * accounts a page at a time as stacked rows (360 px), and the chosen account's detail and actions. Renders
 * nothing for anyone who may not manage users (the API checks the same permission).
 */
export function UsersCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('manage:user:any'));
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const query = useQuery({ ...userSearchQueryOptions(search.q, search.page), enabled: allowed });
  if (!allowed) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChosen(null);
    setSearch({ q: text.trim().slice(0, 100), page: 1 });
  };

  return (
    <SectionCard title={i18n._(t.title)} icon={UsersIcon}>
      <form role="search" onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <Label htmlFor={inputId}>{i18n._(t.searchLabel)}</Label>
          <Input
            id={inputId}
            type="search"
            value={text}
            placeholder={i18n._(t.searchPlaceholder)}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">{i18n._(t.search)}</Button>
      </form>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {({ users, page, hasMore }) => (
          <div className="grid gap-3">
            {users.length === 0 ? (
              <EmptyState icon={UsersIcon} title={i18n._(t.noResults)} />
            ) : (
              <ul className="grid gap-2" aria-label={i18n._(t.title)}>
                {users.map((user) => (
                  <li key={user.id}>
                    {/* Named by what it shows (name, email, phone, roles): what a voice-control user says. */}
                    <button
                      type="button"
                      aria-expanded={chosen?.id === user.id}
                      onClick={() => setChosen({ id: user.id, name: user.name })}
                      className="grid w-full min-w-0 gap-1 rounded-lg border p-3 text-left text-sm hover:bg-muted/50"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="min-w-0 font-medium break-words">{user.name}</span>
                        {user.suspended ? <Badge variant="destructive">{i18n._(t.suspended)}</Badge> : null}
                      </span>
                      <span className="min-w-0 break-all text-muted-foreground">{user.email}</span>
                      {user.phone ? (
                        <span className="text-muted-foreground">{formatKenyanPhone(user.phone)}</span>
                      ) : null}
                      <span className="flex flex-wrap gap-1">
                        {user.roles.map((role) => (
                          <Badge key={role} variant="secondary">
                            {translateText(i18n, userAdminTexts.roleLabels[role])}
                          </Badge>
                        ))}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {page > 1 || hasMore ? (
              <nav aria-label={i18n._(t.pages)} className="flex items-center justify-between gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setSearch((current) => ({ ...current, page: current.page - 1 }))}
                >
                  {i18n._(t.previous)}
                </Button>
                <span className="text-sm text-muted-foreground">{i18n._(t.page(page))}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!hasMore}
                  onClick={() => setSearch((current) => ({ ...current, page: current.page + 1 }))}
                >
                  {i18n._(t.next)}
                </Button>
              </nav>
            ) : null}
            {chosen ? <UserDetailPanel key={chosen.id} {...chosen} onClose={() => setChosen(null)} /> : null}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
