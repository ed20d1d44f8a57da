import { eq } from 'drizzle-orm';
import type { ChatConversation, ChatMessageInput } from '@common/chat/chat-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { conversationFor, conversationView } from './chat-rows';

/** A staff member answers (a closed chat opens again); the visitor sees it live. Audited, one transaction. */
export async function replyToChat(
  ctx: ServiceContext,
  input: ChatMessageInput & { id: string },
): Promise<ChatConversation> {
  const actor = requirePermission(ctx, 'answer:chat:any');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await conversationFor(tx, { actor, token: undefined }, input.id, { lock: true });
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: found.id,
        author: 'staff',
        staffUserId: actor.userId,
        body: input.body,
        createdAt: now,
      })
      .returning({ id: chatMessages.id });
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'open', closedAt: null, updatedAt: now, lastMessageAt: now })
      .where(eq(chatConversations.id, found.id))
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'chat.replied',
      subjectType: 'chat_conversation',
      subjectId: found.id,
      details: { messageId: message!.id, reopened: found.status === 'closed' },
    });
    return conversationView(tx, row!);
  });
}
