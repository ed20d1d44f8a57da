import { eq } from 'drizzle-orm';
import type { ContactAssignInput, ContactInboxMessage } from '@common/contact/contact-inbox';
import { contactInboxMessages as m } from '@common/contact/contact-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { loadInboxMessage, lockContactMessage } from './inbox-rows';
import { isInboxStaff } from './list-contact-assignees';

/**
 * PUT /api/contact-messages/:id/assignee: gives a message to a colleague who answers the inbox (or back to the
 * team with null), audited with who held it before. 409 for someone who does not answer the inbox.
 */
export async function assignContactMessage(
  ctx: ServiceContext,
  input: { id: string } & ContactAssignInput,
): Promise<ContactInboxMessage> {
  const actor = requirePermission(ctx, 'answer:contact-message:any');
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  await ctx.db.transaction(async (tx) => {
    const message = await lockContactMessage(tx, input.id);
    if (!message) throw new AppError('NOT_FOUND', m.notFound);
    if (input.userId && !(await isInboxStaff(tx, input.userId))) {
      throw new AppError('CONFLICT', m.notStaff, { reason: 'not_staff' });
    }
    if (message.assigneeUserId === input.userId) return;
    await tx
      .update(contactMessages)
      .set({ assigneeUserId: input.userId })
      .where(eq(contactMessages.id, message.id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: input.userId ? 'contact_message.assigned' : 'contact_message.unassigned',
      subjectType: 'contact_message',
      subjectId: message.id,
      details: { from: message.assigneeUserId, to: input.userId },
    });
  });
  return loadInboxMessage(ctx.db, input.id);
}
