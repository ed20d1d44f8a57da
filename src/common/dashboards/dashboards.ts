import { can, type Permission } from '../auth/permissions';
import type { Role } from '../auth/roles';

/**
 * The dashboards, the permission that opens each and the path it lives at: one table that the server's guard,
 * the sign-in redirect and the web app's role guard all read, so they cannot disagree.
 */
export const dashboards = {
  tenant: { permission: 'read:tenant-dashboard:own', path: '/dashboard/tenant' },
  landlord: { permission: 'read:landlord-dashboard:own', path: '/dashboard/landlord' },
  provider: { permission: 'read:provider-dashboard:own', path: '/dashboard/provider' },
  caretaker: { permission: 'read:caretaker-dashboard:own', path: '/dashboard/caretaker' },
  overview: { permission: 'read:overview-dashboard:any', path: '/dashboard' },
  financing: { permission: 'read:financing-dashboard:any', path: '/dashboard/financing' },
} as const satisfies Record<string, { permission: Permission; path: string }>;

export type DashboardName = keyof typeof dashboards;
export const dashboardNames = Object.keys(dashboards) as DashboardName[];

/** Identity's page where a phone's code is entered; dashboards need a verified phone, as the API does. */
export const verifyPhonePath = '/verify-phone';

/** A user with no role record is a tenant, as the role redirect treats them. */
export function effectiveRoles(userRoles: readonly Role[]): readonly Role[] {
  return userRoles.length > 0 ? userRoles : ['tenant'];
}

export function canOpenDashboard(userRoles: readonly Role[], dashboard: DashboardName): boolean {
  return can(effectiveRoles(userRoles), dashboards[dashboard].permission);
}

/** The dashboard each role lands on; a user with several roles lands on the most privileged one. */
const dashboardOfRole = {
  superadmin: 'overview',
  financing_officer: 'financing',
  landlord: 'landlord',
  caretaker: 'caretaker',
  service_provider: 'provider',
  tenant: 'tenant',
} as const satisfies Record<Role, DashboardName>;

/**
 * Where /dashboard sends a user, exactly as the spec's role redirect: tenant or no role → the tenant
 * dashboard, superadmin → the generic dashboard, an unknown role → home.
 */
export function dashboardPathForRoles(userRoles: readonly string[]): string {
  if (userRoles.length === 0) return dashboards.tenant.path;
  for (const [role, dashboard] of Object.entries(dashboardOfRole)) {
    if (userRoles.includes(role)) return dashboards[dashboard].path;
  }
  return '/';
}
