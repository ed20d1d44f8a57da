/** The dashboards feature's public face: the superadmin overview's routes. */
export { dashboardRoutes } from './dashboard-routes';
