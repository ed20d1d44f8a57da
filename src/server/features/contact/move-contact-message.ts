import { eq } from 'drizzle-orm';
import type { ContactInboxMessage, ContactMessageStatus } from '@common/contact/contact-inbox';
import { contactInboxMessages as m } from '@common/contact/contact-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { loadInboxMessage, lockContactMessage } from './inbox-rows';

/** The inbox's two steps: which status each starts from, where it leads, and the 409 when it cannot be taken. */
const transitions = {
  handle: { from: 'open', to: 'handled', refusal: m.alreadyHandled },
  reopen: { from: 'handled', to: 'open', refusal: m.alreadyOpen },
} as const satisfies Record<
  string,
  { from: ContactMessageStatus; to: ContactMessageStatus; refusal: string }
>;

export type ContactMessageAction = keyof typeof transitions;

/**
 * POST /api/contact-messages/:id/handle | reopen: marks a message handled, or opens it again, with the row
 * locked and the step audited in the same transaction.
 */
export async function moveContactMessage(
  ctx: ServiceContext,
  input: { id: string; action: ContactMessageAction },
): Promise<ContactInboxMessage> {
  const actor = requirePermission(ctx, 'answer:contact-message:any');
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const transition = transitions[input.action];
  await ctx.db.transaction(async (tx) => {
    const message = await lockContactMessage(tx, input.id);
    if (!message) throw new AppError('NOT_FOUND', m.notFound);
    if (message.status !== transition.from) throw new AppError('CONFLICT', transition.refusal);
    const handled = transition.to === 'handled';
    await tx
      .update(contactMessages)
      .set({
        status: transition.to,
        handledAt: handled ? ctx.now() : null,
        handledByUserId: handled ? actor.userId : null,
      })
      .where(eq(contactMessages.id, message.id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `contact_message.${handled ? 'handled' : 'reopened'}`,
      subjectType: 'contact_message',
      subjectId: message.id,
    });
  });
  return loadInboxMessage(ctx.db, input.id);
}
