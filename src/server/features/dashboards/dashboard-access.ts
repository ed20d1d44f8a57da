import { can, type Permission } from '@common/auth/permissions';
import type { Role } from '@common/auth/roles';
import { requireActor, type Actor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';

export type DashboardName = 'tenant' | 'landlord' | 'provider' | 'caretaker' | 'overview';

export const dashboardPermission = {
  tenant: 'read:tenant-dashboard:own',
  landlord: 'read:landlord-dashboard:own',
  provider: 'read:provider-dashboard:own',
  caretaker: 'read:caretaker-dashboard:own',
  overview: 'read:overview-dashboard:any',
} as const satisfies Record<DashboardName, Permission>;

/** A user with no role record is a tenant, as the role redirect treats them. */
export function effectiveRoles(userRoles: readonly Role[]): readonly Role[] {
  return userRoles.length > 0 ? userRoles : ['tenant'];
}

/** 401 without a session, 403 when none of the actor's roles opens this dashboard. */
export function requireDashboard(ctx: ServiceContext, dashboard: DashboardName): Actor {
  const actor = requireActor(ctx);
  if (!can(effectiveRoles(actor.roles), dashboardPermission[dashboard])) {
    throw new AppError('FORBIDDEN', 'This dashboard is not available for your account.');
  }
  return actor;
}
