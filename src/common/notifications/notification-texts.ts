import { formatKes } from '../search/criteria-labels';

const kes = (amount: number) => `KES ${formatKes(amount)}`;

/** The notifications centre's words, and what each event's notification says, in one place. */
export const notificationTexts = {
  bell: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  description: 'Payments, rent reminders, notices and requests, newest first.',
  unreadMark: ' (unread)',
  empty: 'Nothing yet. Payments, rent reminders and notices will show here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadMore: 'Show older',
  notFound: 'Notification not found.',
  streamOnly: 'This address streams live notifications to a page (Accept: text/event-stream).',
  loadFailed: 'Could not load your notifications. Check your connection and try again.',
  events: {
    depositReceived: (amount: number, how: string, receipt: string | null) => ({
      title: `${kes(amount)} received`,
      body: `Added to your wallet by ${how}${receipt ? `, receipt ${receipt}` : ''}.`,
    }),
    rentReceived: (payment: { amount: number; tenant: string; what: string; place: string }) => ({
      title: `${payment.tenant} paid ${kes(payment.amount)}`,
      body: `For ${payment.what}, ${payment.place}.`,
    }),
    rentPaidByYou: (payment: { amount: number; what: string; receiptNumber: string }) => ({
      title: `Paid ${kes(payment.amount)}`,
      body: `For ${payment.what}. Receipt ${payment.receiptNumber}.`,
    }),
  },
} as const;
