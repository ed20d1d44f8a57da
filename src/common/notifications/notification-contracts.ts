import { z } from 'zod';

/** What a notification is about: the bell shows one icon per group, and preferences name these. */
export const notificationKinds = [
  'payment.received',
  'rent.paid',
  'rent.reminder',
  'transfer.received',
  'transfer.request',
  'withdrawal.result',
  'notice',
  'maintenance',
  'application',
  'viewing',
  'service-request',
  'abode-city',
  'rent-advance',
  'rent-financing',
  'listing',
  'saved-search',
  'kyc',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

// GET /api/notifications?before=&limit=: newest first; `before` is the last seen notification's time.
export const notificationListQuery = z.object({
  before: z.iso.datetime({ message: 'before is a time like 2026-12-01T08:00:00.000Z' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** In English (the source language), as always. */
  title: string;
  body: string;
  /** The same in Kiswahili when the event wrote it (shown to a Kiswahili reader); null: English only. */
  sw: { title: string; body: string } | null;
  /** A path in the app the notification leads to, or null. */
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  unread: number;
  items: AppNotification[];
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: string | null;
}

/** GET /api/notifications/unread: the bell's count alone, cheap enough to ask often on mobile data. */
export interface UnreadNotifications {
  unread: number;
  /** The newest notification's time, so the page refreshes its list only when something came. */
  latest: string | null;
}

/** One kind of notification and whether it comes in the app and by SMS. */
export const notificationPreference = z.object({
  kind: z.enum(notificationKinds, { message: 'kind is not a kind of notification' }),
  inApp: z.boolean({ message: 'inApp is true or false' }),
  sms: z.boolean({ message: 'sms is true or false' }),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

// PUT /api/notifications/preferences: the kinds to change (others keep theirs).
export const notificationPreferencesInput = z.object({
  preferences: z
    .array(notificationPreference)
    .min(1, 'Choose at least one kind of notification')
    .max(notificationKinds.length),
});

/** GET /api/notifications/preferences: every kind, in the order the settings page lists them. */
export interface NotificationPreferences {
  preferences: NotificationPreference[];
}
