import { and, eq } from 'drizzle-orm';
import { contactInboxMessages as m, contactReplyEmailTexts } from '@common/contact/contact-texts';
import type { Database, Transaction } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/index';
import type { EmailSender } from '../../lib/email/index';
import { enqueueJob } from '../../lib/jobs/index';
import type { SmsSender } from '../identity';
import { sendSmsOnce } from '../notifications';

export const contactReplyJob = 'contact.reply';

/** Tries after the first before a reply is given up as not sent (with the runner's backoff: about 3.5 min). */
export const contactReplyRetries = 3;

export interface ContactReplyPayload {
  replyId: string;
}

/**
 * Queues the sending of a reply in the reply's own transaction: the job exists exactly when the reply committed.
 * Sent at once, at any hour: the person wrote to us and is waiting for the answer a colleague just wrote.
 */
export async function enqueueContactReply(tx: Transaction, replyId: string): Promise<void> {
  const payload: ContactReplyPayload = { replyId };
  await enqueueJob(tx, { name: contactReplyJob, payload, singletonKey: `contact:reply:${replyId}` });
}

/**
 * The job: hands the reply to the SMS or email driver once and marks it sent. An SMS is claimed by its key
 * first (sendSmsOnce); an email carries the reply's id as its idempotency key. A driver that refuses throws, so
 * the runner retries; a reply already sent (a second run) or given up is left alone.
 */
export async function sendContactReply(
  deps: { db: Database; sms: SmsSender; email: EmailSender | null; now: () => Date },
  payload: ContactReplyPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({
      reply: contactReplies,
      name: contactMessages.name,
      original: contactMessages.message,
      locale: contactMessages.locale,
    })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, payload.replyId));
  // Sent already (a second run) or given up as not sent (the inbox said so; a late send would surprise).
  if (!row || row.reply.status !== 'queued') return;
  const { reply } = row;
  if (reply.channel === 'sms') {
    await sendSmsOnce(deps, {
      dedupeKey: `contact-reply:${reply.id}`,
      userId: null,
      to: reply.sentTo,
      text: m.smsText(reply.body),
    });
  } else {
    if (!deps.email) throw new Error('EMAIL_DRIVER is off: this email reply cannot be sent until it is set');
    // The frame in the language of the page the message came from; the staff's words as written.
    const frame = contactReplyEmailTexts[row.locale ?? 'en'];
    await deps.email.send({
      to: reply.sentTo,
      subject: frame.subject,
      text: frame.text(row.name, reply.body, row.original),
      idempotencyKey: `contact-reply-${reply.id}`,
    });
  }
  await deps.db
    .update(contactReplies)
    .set({ status: 'sent', sentAt: deps.now() })
    .where(and(eq(contactReplies.id, reply.id), eq(contactReplies.status, 'queued')));
}

/** After the last try: the reply is not sent, and the inbox says so (a reply sent meanwhile stays sent). */
export async function markContactReplyFailed(db: Database, replyId: string): Promise<void> {
  await db
    .update(contactReplies)
    .set({ status: 'failed' })
    .where(and(eq(contactReplies.id, replyId), eq(contactReplies.status, 'queued')));
}
