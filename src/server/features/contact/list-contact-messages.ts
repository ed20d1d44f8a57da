import { and, eq } from 'drizzle-orm';
import type { ContactInbox, ContactInboxQuery, ContactReplyChannel } from '@common/contact/contact-inbox';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';
import { emailDriverOf } from '../../lib/email/index';
import { loadInboxMessages } from './inbox-rows';

/** The ways a reply may go on this server: SMS always (the outbox driver at least), email when configured. */
export function replyChannelsOf(ctx: ServiceContext): ContactReplyChannel[] {
  return emailDriverOf(ctx.config) === 'off' ? ['sms'] : ['sms', 'email'];
}

/**
 * GET /api/contact-messages: the staff inbox, newest first: the open messages, those assigned to the caller
 * ('mine', open ones), the handled ones, or all; each with its replies and who holds it.
 */
export async function listContactMessages(
  ctx: ServiceContext,
  input: ContactInboxQuery,
): Promise<ContactInbox> {
  const actor = requirePermission(ctx, 'read:contact-message:any');
  const where =
    input.view === 'open'
      ? eq(contactMessages.status, 'open')
      : input.view === 'handled'
        ? eq(contactMessages.status, 'handled')
        : input.view === 'mine'
          ? and(eq(contactMessages.assigneeUserId, actor.userId), eq(contactMessages.status, 'open'))
          : undefined;
  return {
    messages: await loadInboxMessages(ctx.db, where, input.limit),
    channels: replyChannelsOf(ctx),
  };
}
