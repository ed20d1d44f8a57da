import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@common/notifications/notification-contracts';

/**
 * The notifications centre's words on the web (@common/notifications/notification-texts keeps the server's,
 * with what each event says): lazy descriptors (`msg`), rendered with `i18n._(…)` in the language in use
 * (docs/i18n.md); the Kiswahili is in ./locales/sw.po.
 */
export const notificationsTexts = {
  bell: msg`Notifications`,
  bellUnread: (count: number) => msg`Notifications, ${count} unread`,
  heading: msg`Notifications`,
  description: msg`Payments, rent reminders, notices and requests, newest first.`,
  unreadMark: msg` (unread)`,
  empty: msg`Nothing yet. Payments, rent reminders and notices will show here.`,
  markAllRead: msg`Mark all as read`,
  markRead: msg`Mark as read`,
  loadMore: msg`Show older`,
  loadFailed: msg`Could not load your notifications. Check your connection and try again.`,
  kinds: {
    'payment.received': msg`Money into your wallet`,
    'rent.paid': msg`Rent and bill payments, with receipts`,
    'rent.reminder': msg`Rent invoices and reminders`,
    'transfer.received': msg`Tuku Pay money sent and received`,
    'transfer.request': msg`Tuku Pay payment requests`,
    'withdrawal.result': msg`Withdrawals and payouts`,
    notice: msg`Notices from your landlord or caretaker`,
    maintenance: msg`Maintenance requests`,
    application: msg`Rental applications`,
    viewing: msg`Viewing requests`,
    'service-request': msg`Home service requests`,
    'abode-city': msg`ABODE City quotes and consultations`,
    'rent-advance': msg`CoopaRent rent advances`,
    'rent-financing': msg`Okoa Rent (CoopaRent rent financing)`,
    listing: msg`Your listings (reviews, reports, confirming availability)`,
    'saved-search': msg`Saved search alerts (new matching homes)`,
    kyc: msg`Identity verification`,
  } satisfies Record<NotificationKind, MessageDescriptor>,
  preferences: {
    heading: msg`Notifications`,
    hint: msg`Choose what reaches you in the app and by SMS. Sign-in codes and emergencies always come. No SMS is sent between 21:00 and 07:00; it waits until morning, except the receipt of money you are sending right then.`,
    inApp: msg`In the app`,
    sms: msg`SMS`,
    saved: msg`Notification settings saved`,
    saveFailed: msg`Could not save your notification settings. Try again.`,
    /** A switch's name: the channel and the kind, both already in the language in use. */
    channelFor: (channel: string, kind: string) => `${channel}: ${kind}`,
  },
} as const;
