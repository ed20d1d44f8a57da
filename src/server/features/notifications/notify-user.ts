import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@common/notifications/notification-contracts';
import type { Database, Transaction } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/index';

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /**
   * The same title and body in Kiswahili (smsTexts.sw.events, as `eventInBothLanguages` gives them): a person
   * reading ABODE in Kiswahili sees these; without them, the English.
   */
  sw?: { title: string; body: string };
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
        ${input.dedupeKey?.slice(0, 160) ?? null}::text, ${input.sw?.title.slice(0, 120) ?? null}::text,
        ${input.sw?.body.slice(0, 500) ?? null}::text)`,
  );
  await insertNotifications(
    tx,
    sql`(values ${sql.join(rows, sql`, `)})
      as event(user_id, kind, title, body, link, dedupe_key, title_sw, body_sw)`,
  );
}

/**
 * The notifications of an event that reaches many people at once (a month's rent invoices), as one statement
 * over the caller's own rows however many there are, where a list of values would pass the parameter limit.
 * `rows` is a query selecting user_id, kind, title, body, link and dedupe_key; texts are cut to their columns.
 * `sw`: the same title and body in Kiswahili, one for every row (the event's texts are the same for all).
 */
export async function notifyUsersFrom(
  tx: Database | Transaction,
  rows: SQL,
  sw?: { title: string; body: string },
): Promise<void> {
  await insertNotifications(
    tx,
    sql`(select user_id, kind, left(title, 120) as title, left(body, 500) as body, left(link, 200) as link,
      left(dedupe_key, 160) as dedupe_key, ${sw?.title.slice(0, 120) ?? null}::text as title_sw,
      ${sw?.body.slice(0, 500) ?? null}::text as body_sw
      from (${rows}) as given) as event`,
  );
}

/** Each event row once (its key), unless its person turned its kind off in the app. */
async function insertNotifications(tx: Database | Transaction, events: SQL): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, dedupe_key, title_sw, body_sw)
    select event.user_id, event.kind, event.title, event.body, event.link, event.dedupe_key, event.title_sw,
      event.body_sw
    from ${events}
    where not exists (
      select 1 from ${notificationPreferences}
      where ${notificationPreferences.userId} = event.user_id
        and ${notificationPreferences.kind} = event.kind and not ${notificationPreferences.inApp}
    )
    on conflict do nothing`);
}
