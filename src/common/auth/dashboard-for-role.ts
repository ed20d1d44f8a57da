import type { Role } from './roles';

/**
 * Where /dashboard sends a user, exactly as the spec's role redirect: tenant or no role → the tenant
 * dashboard, superadmin → the generic dashboard, an unknown role → home.
 */
export function dashboardPathForRoles(userRoles: readonly string[]): string {
  const known: Record<Role, string> = {
    tenant: '/dashboard/tenant',
    landlord: '/dashboard/landlord',
    service_provider: '/dashboard/provider',
    caretaker: '/dashboard/caretaker',
    superadmin: '/dashboard',
  };
  if (userRoles.length === 0) return known.tenant;
  // A user with several roles lands on the most privileged one.
  for (const role of ['superadmin', 'landlord', 'caretaker', 'service_provider', 'tenant'] as const) {
    if (userRoles.includes(role)) return known[role];
  }
  return '/';
}
