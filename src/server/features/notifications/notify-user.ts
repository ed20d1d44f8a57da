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
export function notifyUser(tx: Database | Transaction, input: NotificationInput): Promise<void> {
  return notifyUsers(tx, [input]);
}

/** Several notifications of one event (a transfer's sender and recipient) in one statement, as notifyUser. */
export async function notifyUsers(
  tx: Database | Transaction,
  inputs: readonly NotificationInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map(
    (input) =>
      sql`(${input.userId}::uuid, ${input.kind}::text, ${input.title.slice(0, 120)}::text,
        ${input.body.slice(0, 500)}::text, ${input.link?.slice(0, 200) ?? null}::text,
        ${input.dedupeKey?.slice(0, 160) ?? null}::text)`,
  );
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, dedupe_key)
    select event.user_id, event.kind, event.title, event.body, event.link, event.dedupe_key
    from (values ${sql.join(rows, sql`, `)}) as event(user_id, kind, title, body, link, dedupe_key)
    where not exists (
      select 1 from ${notificationPreferences}
      where ${notificationPreferences.userId} = event.user_id
        and ${notificationPreferences.kind} = event.kind and not ${notificationPreferences.inApp}
    )
    on conflict do nothing`);
}
