/**
 * The notifications centre's public face: features put a notification in a person's centre with
 * `notifyUser(tx, { …, ...eventInBothLanguages((e) => e.someEvent(…)) })` (English and Kiswahili) in the
 * transaction of their event, and queue its SMS with `enqueueEventSms(tx, …)`; a
 * feature's own SMS job texts through `sendUserSms` (claimed once, quiet hours, preferences). The bell reads
 * the routes, a dashboard's recent activity `listNotifications`.
 */
export { listNotifications } from './list-notifications';
export { enqueueEventSms, enqueueEventSmsBatch, sendSmsOnce, sendUserSms } from './event-sms';
export { notificationRoutes } from './notification-routes';
export { wantsSms } from './notification-preferences';
export { notifyUser, notifyUsers, notifyUsersFrom, type NotificationInput } from './notify-user';
export { registerNotificationJobs } from './register-notification-jobs';
export { smsQuietUntil } from './sms-quiet-hours';
