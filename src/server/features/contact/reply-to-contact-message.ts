import type { ContactReply, ContactReplyData } from '@common/contact/contact-inbox';
import { contactInboxMessages as m } from '@common/contact/contact-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { contactReplies } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { enqueueContactReply } from './contact-reply-job';
import { loadInboxMessage, lockContactMessage } from './inbox-rows';
import { replyChannelsOf } from './list-contact-messages';

/**
 * POST /api/contact-messages/:id/replies: a staff member answers a message by SMS to the sender's phone or by
 * email to their address. The reply is stored with the message, audited, and its sending queued, all in one
 * transaction (the job sends it once the reply has committed). 409 with the reason when the way asked for
 * cannot reach the sender (no phone; email not set up).
 */
export async function replyToContactMessage(
  ctx: ServiceContext,
  input: { id: string; reply: ContactReplyData },
): Promise<ContactReply> {
  const actor = requirePermission(ctx, 'answer:contact-message:any');
  const { channel, body } = input.reply;
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const replyId = await ctx.db.transaction(async (tx) => {
    const message = await lockContactMessage(tx, input.id);
    if (!message) throw new AppError('NOT_FOUND', m.notFound);
    if (channel === 'sms' && !message.phone)
      throw new AppError('CONFLICT', m.noPhone, { reason: 'no_phone' });
    if (channel === 'email' && !replyChannelsOf(ctx).includes('email')) {
      throw new AppError('CONFLICT', m.emailOff, { reason: 'email_off' });
    }
    const [row] = await tx
      .insert(contactReplies)
      .values({
        messageId: message.id,
        authorUserId: actor.userId,
        channel,
        sentTo: channel === 'sms' ? message.phone! : message.email,
        body,
        createdAt: ctx.now(),
      })
      .returning({ id: contactReplies.id });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'contact_message.replied',
      subjectType: 'contact_message',
      subjectId: message.id,
      details: { replyId: row!.id, channel },
    });
    await enqueueContactReply(tx, row!.id);
    return row!.id;
  });
  const message = await loadInboxMessage(ctx.db, input.id);
  return message.replies.find((reply) => reply.id === replyId)!;
}
