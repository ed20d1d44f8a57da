/** The notifications centre in the web app: the bell for every dashboard's top bar, and a dashboard card. */
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesCard } from './components/notification-preferences-card';
export { NotificationsCard } from './components/notifications-card';
