/**
 * The maintenance feature's public face: a tenant's problem from report to repaired (its routes), the photo
 * upload path the body-size guard leaves to its own reader, and the escalation jobs.
 */
export { maintenanceRoutes, maintenancePhotoUploadPath } from './maintenance-routes';
export { registerMaintenanceJobs } from './register-maintenance-jobs';
