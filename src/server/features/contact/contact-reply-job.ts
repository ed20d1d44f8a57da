import { and, eq } from 'drizzle-orm';
import { contactInboxMessages as m } from '@common/contact/contact-texts';
import type { Database, Transaction } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/index';
import type { EmailSender } from '../../lib/email/index';
import { enqueueJob } from '../../lib/jobs/index';
import type { SmsSender } from '../identity';
import { sendSmsOnce } from '../notifications';

export const contactReplyJob = 'contact.reply';

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
 * the runner retries; a reply already sent (a second run) is left alone.
 */
export async function sendContactReply(
  deps: { db: Database; sms: SmsSender; email: EmailSender | null; now: () => Date },
  payload: ContactReplyPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({ reply: contactReplies, name: contactMessages.name, original: contactMessages.message })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, payload.replyId));
  if (!row || row.reply.status === 'sent') return;
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
    await deps.email.send({
      to: reply.sentTo,
      subject: m.emailSubject,
      text: m.emailText(row.name, reply.body, row.original),
      idempotencyKey: `contact-reply-${reply.id}`,
    });
  }
  await deps.db
    .update(contactReplies)
    .set({ status: 'sent', sentAt: deps.now() })
    .where(and(eq(contactReplies.id, reply.id), eq(contactReplies.status, 'queued')));
}
