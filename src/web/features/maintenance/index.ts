/**
 * The maintenance feature (web): the tenant's report card, the requests card of every role, the request page,
 * and the signed-in user's requests (a provider's jobs, which home services shows with its bookings).
 */
export { maintenanceListQueryOptions } from './api/maintenance-queries';
export { MaintenanceRequestPage } from './components/maintenance-request-page';
export { MaintenanceRequestsCard } from './components/maintenance-requests-card';
export { ReportProblemCard } from './components/report-problem-card';
/** The requests' category and status labels (descriptors), for home services' list of a provider's jobs. */
export { maintenanceTexts } from './maintenance-texts';
