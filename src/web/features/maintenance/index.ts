/** The maintenance feature (web): the tenant's report card, the requests card of every role, the request page. */
export { MaintenanceRequestPage } from './components/maintenance-request-page';
export { MaintenanceRequestsCard } from './components/maintenance-requests-card';
export { ReportProblemCard } from './components/report-problem-card';
