import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@common/notifications/notification-contracts';
import type { Database, Transaction } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/index';

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
 * does, unless they turned this kind off in the app. One statement (it runs inside every payment). Texts
 * are cut to their columns: a long property name never fails a payment.
 */
export async function notifyUser(tx: Database | Transaction, input: NotificationInput): Promise<void> {
  const link = input.link?.slice(0, 200) ?? null;
  const dedupeKey = input.dedupeKey?.slice(0, 160) ?? null;
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, dedupe_key)
    select ${input.userId}::uuid, ${input.kind}, ${input.title.slice(0, 120)}, ${input.body.slice(0, 500)},
      ${link}, ${dedupeKey}
    where not exists (
      select 1 from ${notificationPreferences}
      where ${notificationPreferences.userId} = ${input.userId}::uuid
        and ${notificationPreferences.kind} = ${input.kind} and not ${notificationPreferences.inApp}
    )
    on conflict do nothing`);
}
