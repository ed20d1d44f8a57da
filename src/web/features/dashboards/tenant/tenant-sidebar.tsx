import { useLingui } from '@lingui/react';
import { LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@web/components/ui/sidebar';
import { LanguageSwitch } from '@web/components/language-switch';
import { layoutTexts } from '@web/components/layouts/layout-texts';
import { paths } from '@web/config/paths';
import { dashboardsTexts } from '../dashboards-texts';
import { useDashboardSignOut } from '../session/use-sign-out';
import { isNavItemActive, tenantNavItems } from './tenant-nav';

const t = dashboardsTexts.tenant;

function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" className="text-primary" />
      <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

export function TenantSidebar() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const signOut = useDashboardSignOut();
  const { i18n } = useLingui();
  const closeOnMobile = () => {
    setOpenMobile(false);
  };
  return (
    <Sidebar label={i18n._(t.sidebar)}>
      <SidebarHeader className="border-b">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={layoutTexts.brand} className="h-12">
              <Link to={paths.home} onClick={closeOnMobile}>
                <BrandMark />
                <span className="text-lg font-bold tracking-tight">{layoutTexts.brand}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={i18n._(t.sidebar)}>
          <SidebarGroupLabel>{i18n._(t.area)}</SidebarGroupLabel>
          <SidebarMenu>
            {tenantNavItems.map((item) => {
              const active = isNavItemActive(item, pathname);
              const Icon = item.icon;
              return (
                <SidebarMenuItem key={item.to}>
                  <SidebarMenuButton asChild isActive={active} tooltip={i18n._(item.label)}>
                    <Link to={item.to} aria-current={active ? 'page' : undefined} onClick={closeOnMobile}>
                      <Icon aria-hidden="true" />
                      <span>{i18n._(item.label)}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        {/* The tenant area has no site top bar: its language switch is here (hidden when folded to icons). */}
        <LanguageSwitch className="mx-2 w-fit group-data-[collapsible=icon]:hidden" />
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              isActive={pathname === paths.tenantSettings}
              tooltip={i18n._(dashboardsTexts.settings)}
            >
              <Link
                to={paths.tenantSettings}
                aria-current={pathname === paths.tenantSettings ? 'page' : undefined}
                onClick={closeOnMobile}
              >
                <SettingsIcon aria-hidden="true" />
                <span>{i18n._(dashboardsTexts.settings)}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton
              tooltip={i18n._(dashboardsTexts.signOut)}
              disabled={signOut.isPending}
              onClick={signOut.signOut}
            >
              <LogOutIcon aria-hidden="true" />
              <span>{i18n._(dashboardsTexts.signOut)}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
