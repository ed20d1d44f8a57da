import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  ContactInboxMessage,
  ContactPerson,
  ContactReply,
  ContactReplyChannel,
  ContactMessageStatus,
} from '@common/contact/contact-inbox';
import type { ContactInterest } from '@common/contact/contact-message';
import type { Database, Transaction } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema/index';

type Db = Database | Transaction;

/** The message row locked for the rest of the transaction, or undefined when there is none. */
export async function lockContactMessage(tx: Transaction, id: string) {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

/** Messages as the inbox shows them (newest first), each with its replies (oldest first) and the people named. */
export async function loadInboxMessages(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<ContactInboxMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const personIds = new Set<string>();
  for (const row of rows) {
    if (row.assigneeUserId) personIds.add(row.assigneeUserId);
    if (row.handledByUserId) personIds.add(row.handledByUserId);
  }
  for (const reply of replies) if (reply.authorUserId) personIds.add(reply.authorUserId);
  const names = new Map<string, string>();
  if (personIds.size > 0) {
    const people = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...personIds]));
    for (const person of people) names.set(person.id, person.name);
  }
  const person = (id: string | null): ContactPerson | null =>
    id ? { id, name: names.get(id) ?? null } : null;
  const repliesOf = new Map<string, ContactReply[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.messageId) ?? [];
    list.push({
      id: reply.id,
      channel: reply.channel as ContactReplyChannel,
      sentTo: reply.sentTo,
      body: reply.body,
      status: reply.status === 'sent' || reply.status === 'failed' ? reply.status : 'queued',
      author: person(reply.authorUserId),
      createdAt: reply.createdAt.toISOString(),
      sentAt: reply.sentAt?.toISOString() ?? null,
    });
    repliesOf.set(reply.messageId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    interest: row.interest as ContactInterest,
    message: row.message,
    consent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
    status: row.status as ContactMessageStatus,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: person(row.handledByUserId),
    assignee: person(row.assigneeUserId),
    replies: repliesOf.get(row.id) ?? [],
  }));
}

/** One message as the inbox shows it. */
export async function loadInboxMessage(db: Db, id: string): Promise<ContactInboxMessage> {
  const [message] = await loadInboxMessages(db, and(eq(contactMessages.id, id)), 1);
  return message!;
}
