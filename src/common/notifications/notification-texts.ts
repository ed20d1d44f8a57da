import { formatKes } from '../search/criteria-labels';
import type { NotificationKind } from './notification-contracts';

const kes = (amount: number) => `KES ${formatKes(amount)}`;

/** The notifications centre's words, and what each event's notification says, in one place. */
export const notificationTexts = {
  bell: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  description: 'Payments, rent reminders, notices and requests, newest first.',
  unreadMark: ' (unread)',
  empty: 'Nothing yet. Payments, rent reminders and notices will show here.',
  /** An event's SMS: its notification's title and body, signed ABODE. */
  sms: (title: string, body: string) => `ABODE: ${title}. ${body}`,
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadMore: 'Show older',
  notFound: 'Notification not found.',
  streamOnly: 'This address streams live notifications to a page (Accept: text/event-stream).',
  loadFailed: 'Could not load your notifications. Check your connection and try again.',
  kinds: {
    'payment.received': 'Money into your wallet',
    'rent.paid': 'Rent and bill payments, with receipts',
    'rent.reminder': 'Rent and bill reminders',
    'transfer.received': 'Tuku Pay money received',
    'transfer.request': 'Tuku Pay payment requests',
    'withdrawal.result': 'Withdrawals and payouts',
    notice: 'Notices from your landlord or caretaker',
    maintenance: 'Maintenance requests',
    application: 'Rental applications',
    viewing: 'Viewing requests',
    'service-request': 'Home service requests',
    kyc: 'Identity verification',
  } satisfies Record<NotificationKind, string>,
  preferences: {
    heading: 'Notifications',
    hint: 'Choose what reaches you in the app and by SMS. Sign-in codes and emergencies always come. No SMS is sent between 21:00 and 07:00; it waits until morning.',
    inApp: 'In the app',
    sms: 'SMS',
    saved: 'Notification settings saved',
    saveFailed: 'Could not save your notification settings. Try again.',
    channelFor: (channel: string, kind: string) => `${channel}: ${kind}`,
  },
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
