/** The notifications centre's words, in one place. */
export const notificationTexts = {
  bell: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  empty: 'Nothing yet. Payments, rent reminders and notices will show here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadMore: 'Show older',
  notFound: 'Notification not found.',
  loadFailed: 'Could not load your notifications. Check your connection and try again.',
} as const;
