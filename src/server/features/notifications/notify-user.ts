import type { NotificationKind } from '@common/notifications/notification-contracts';
import type { Database, Transaction } from '../../db/client';
import { notifications } from '../../db/schema/index';

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** The event's own key (e.g. `rent.paid:<journal id>`): the same event notifies once. */
  dedupeKey?: string;
}

/**
 * Puts a notification in a person's centre, in the caller's transaction so it exists exactly when the event
 * does. Texts are cut to their columns: a long property name never fails a payment.
 */
export async function notifyUser(tx: Database | Transaction, input: NotificationInput): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title.slice(0, 120),
      body: input.body.slice(0, 500),
      link: input.link?.slice(0, 200) ?? null,
      dedupeKey: input.dedupeKey?.slice(0, 160),
    })
    .onConflictDoNothing();
}
