import { eq } from 'drizzle-orm';
import type { ChatConversation, ChatMessageInput } from '@common/chat/chat-contracts';
import type { ServiceContext } from '../../context';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { autoReplyIfNoStaff } from './auto-reply';
import { countChatAttempt } from './chat-rate-limits';
import { conversationFor, conversationView } from './chat-rows';

/**
 * The visitor's (or signed-in owner's) next message, into their own conversation only (anyone else's is a
 * 404). A closed chat opens again. Locked row, message and automatic reply in one transaction.
 */
export async function sendChatMessage(
  ctx: ServiceContext,
  input: ChatMessageInput & { id: string; token: string | undefined },
): Promise<ChatConversation> {
  // Who it is first (401/404), then the client's budget.
  await conversationFor(ctx.db, { actor: ctx.actor, token: input.token }, input.id);
  await countChatAttempt(ctx, 'message');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await conversationFor(tx, { actor: ctx.actor, token: input.token }, input.id, {
      lock: true,
    });
    await tx
      .insert(chatMessages)
      .values({ conversationId: found.id, author: 'visitor', body: input.body, createdAt: now });
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'open', closedAt: null, updatedAt: now, lastMessageAt: now })
      .where(eq(chatConversations.id, found.id))
      .returning();
    await autoReplyIfNoStaff(tx, { conversationId: found.id, config: ctx.config, now });
    return conversationView(tx, row!);
  });
}
