import { dashboardPathForRoles } from '@common/dashboards/dashboards';

export { canOpenDashboard, verifyPhonePath, type DashboardName } from '@common/dashboards/dashboards';

/** Where a user who may not open a dashboard is sent instead: their own. */
export const ownDashboardPath = (userRoles: readonly string[]) => dashboardPathForRoles(userRoles);
