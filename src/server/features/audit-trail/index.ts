/** The audit-trail feature's public face: staff read who did what, when. */
export { auditTrailRoutes } from './audit-trail-routes';
