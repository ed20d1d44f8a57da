/** The health feature's public face: `/api/health`. */
export { healthRoutes } from './health-routes';
