/**
 * Saved searches and their alerts: the routes, the job registration, and Go Live's hook
 * (`queueSavedSearchAlerts(tx, …)` in the transaction that made a listing live).
 */
export { queueSavedSearchAlerts } from './saved-search-alerts';
export { registerSavedSearchJobs } from './register-saved-search-jobs';
export { savedSearchRoutes } from './saved-search-routes';
