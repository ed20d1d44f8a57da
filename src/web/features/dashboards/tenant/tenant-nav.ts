import type { MessageDescriptor } from '@lingui/core';
import { HomeIcon, ReceiptTextIcon, UserRoundIcon, WrenchIcon, type LucideIcon } from 'lucide-react';
import { paths } from '@web/config/paths';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.tenant.nav;

export interface TenantNavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Active only on this exact path (Home), not on the pages under it. */
  end?: boolean;
}

/** The tenant's navigation, shared by the sidebar and the bottom bar (under 768 px). */
export const tenantNavItems: TenantNavItem[] = [
  { to: paths.tenantDashboard, label: t.home, icon: HomeIcon, end: true },
  { to: paths.tenantRent, label: t.rent, icon: ReceiptTextIcon },
  { to: paths.homeServices, label: t.services, icon: WrenchIcon },
  { to: paths.tenantProfile, label: t.profile, icon: UserRoundIcon },
];

export function isNavItemActive(item: TenantNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
