import { canOpenDashboard, type DashboardName } from '@common/dashboards/dashboards';
import { requireActor, type Actor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';

/** 401 without a session, 403 when none of the actor's roles opens this dashboard. */
export function requireDashboard(ctx: ServiceContext, dashboard: DashboardName): Actor {
  const actor = requireActor(ctx);
  if (!canOpenDashboard(actor.roles, dashboard)) {
    throw new AppError('FORBIDDEN', 'This dashboard is not available for your account.');
  }
  return actor;
}
