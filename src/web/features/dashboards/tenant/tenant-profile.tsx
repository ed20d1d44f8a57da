import { useLingui } from '@lingui/react';
import { BellIcon, LockKeyholeIcon, SlidersHorizontalIcon, UserRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { initialsOf } from '../components/account-menu';
import { SignOutButton } from '../components/sign-out-button';
import { dashboardsTexts } from '../dashboards-texts';
import { useSignedInUser } from '../session/require-role';
import { ThemeSwitch } from './theme-toggle';

const t = dashboardsTexts.tenant.profile;

/**
 * /dashboard/tenant/profile: the tenant area's profile page. `children` are the personal details and
 * `security` the password and sessions, both composed in by the route (identity's); the preferences and
 * signing out are the tenant area's own.
 */
export function TenantProfile({ children, security }: { children: ReactNode; security: ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const me = useSignedInUser();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-4">
        <Avatar className="size-14">
          <AvatarFallback className="text-lg">{initialsOf(me.fullName)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{i18n._(t.title)}</h1>
          <p className="text-muted-foreground">{i18n._(t.subtitle)}</p>
        </div>
      </div>
      <SectionCard title={i18n._(t.details)} icon={UserRoundIcon}>
        {children}
      </SectionCard>
      <SectionCard title={i18n._(t.preferences)} icon={SlidersHorizontalIcon}>
        <div className="grid gap-3">
          <ThemeSwitch />
          <Separator />
          <Button asChild variant="ghost" className="justify-start px-0 hover:bg-transparent hover:underline">
            <Link to={`${paths.tenantSettings}#notifications`}>
              <BellIcon aria-hidden="true" />
              {i18n._(t.notifications)}
            </Link>
          </Button>
        </div>
      </SectionCard>
      <SectionCard title={i18n._(t.security)} icon={LockKeyholeIcon}>
        {security}
      </SectionCard>
      <div>
        <SignOutButton />
      </div>
    </div>
  );
}
