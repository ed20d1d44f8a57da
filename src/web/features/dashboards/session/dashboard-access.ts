import { dashboardPathForRoles } from '@common/auth/dashboard-for-role';
import { can, type Permission } from '@common/auth/permissions';
import type { Role } from '@common/auth/roles';

export type DashboardName = 'tenant' | 'landlord' | 'provider' | 'caretaker' | 'overview';

/** The same permissions the server checks on /api/dashboards/*; the client only uses them to redirect. */
const dashboardPermission = {
  tenant: 'read:tenant-dashboard:own',
  landlord: 'read:landlord-dashboard:own',
  provider: 'read:provider-dashboard:own',
  caretaker: 'read:caretaker-dashboard:own',
  overview: 'read:overview-dashboard:any',
} as const satisfies Record<DashboardName, Permission>;

/** A user with no role record is a tenant, as the role redirect treats them. */
export function canOpenDashboard(userRoles: readonly Role[], dashboard: DashboardName): boolean {
  const effective: readonly Role[] = userRoles.length > 0 ? userRoles : ['tenant'];
  return can(effective, dashboardPermission[dashboard]);
}

/** Where a user who may not open a dashboard is sent instead: their own. */
export const ownDashboardPath = (userRoles: readonly string[]) => dashboardPathForRoles(userRoles);

/** Identity's page where a phone's code is entered; dashboards need a verified phone, as the API does. */
export const verifyPhonePath = '/verify-phone';
