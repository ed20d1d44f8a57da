/** The listing reports feature's public face: 'Report this listing' and the moderation queue's routes. */
export { listingModerationRoutes, listingReportRoutes } from './listing-report-routes';
