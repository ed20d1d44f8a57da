import { eq } from 'drizzle-orm';
import type { ChatConversation } from '@common/chat/chat-contracts';
import { chatTexts } from '@common/chat/chat-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { chatConversations } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { conversationFor, conversationView, hashChatToken, isStaff, type ConversationRow } from './chat-rows';

const ownedBy = (row: ConversationRow, ctx: ServiceContext, token: string | undefined) =>
  (token !== undefined && hashChatToken(token) === row.tokenHash) ||
  (ctx.actor !== null && row.userId === ctx.actor.userId);

/**
 * Ends a chat, by its visitor or by staff (audited when staff close someone else's). Closing a closed chat is
 * a 409. A new message from the visitor, or staff, opens it again.
 */
export async function closeChat(
  ctx: ServiceContext,
  input: { id: string; token: string | undefined },
): Promise<ChatConversation> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await conversationFor(tx, { actor: ctx.actor, token: input.token }, input.id, {
      lock: true,
    });
    if (found.status === 'closed') throw new AppError('CONFLICT', chatTexts.conflict.alreadyClosed);
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(eq(chatConversations.id, found.id))
      .returning();
    if (!ownedBy(found, ctx, input.token) && isStaff(ctx.actor)) {
      await recordAuditEvent(tx, {
        actorUserId: ctx.actor.userId,
        action: 'chat.closed',
        subjectType: 'chat_conversation',
        subjectId: found.id,
      });
    }
    return conversationView(tx, row!);
  });
}

/** Staff open a closed chat again (audited); an open one is a 409. */
export async function reopenChat(ctx: ServiceContext, input: { id: string }): Promise<ChatConversation> {
  const actor = requirePermission(ctx, 'answer:chat:any');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await conversationFor(tx, { actor, token: undefined }, input.id, { lock: true });
    if (found.status === 'open') throw new AppError('CONFLICT', chatTexts.conflict.alreadyOpen);
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'open', closedAt: null, updatedAt: now })
      .where(eq(chatConversations.id, found.id))
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'chat.reopened',
      subjectType: 'chat_conversation',
      subjectId: found.id,
    });
    return conversationView(tx, row!);
  });
}
