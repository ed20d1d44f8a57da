/**
 * The notices feature's public face: a landlord or caretaker sends a notice to a property's tenants (in the
 * app and by SMS, once), sees who read it; tenants read theirs.
 */
export { noticeRoutes } from './notice-routes';
export { registerNoticeJobs } from './register-notice-jobs';
