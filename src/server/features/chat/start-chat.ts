import type { ChatMessageInput, StartedChat } from '@common/chat/chat-contracts';
import type { ServiceContext } from '../../context';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { autoReplyIfNoStaff } from './auto-reply';
import { countChatAttempt } from './chat-rate-limits';
import { conversationView, newChatToken } from './chat-rows';

/**
 * Anyone starts a chat with their first message. A visitor is given, once, the token that opens it from
 * their browser; a signed-in person's chat is also tied to their account (their dashboard lists it). The
 * conversation, the message and, when no one on the team is online, the automatic reply commit together.
 */
export async function startChat(ctx: ServiceContext, input: ChatMessageInput): Promise<StartedChat> {
  await countChatAttempt(ctx, 'start');
  const { token, tokenHash } = newChatToken();
  const now = ctx.now();
  const userId = ctx.actor && ctx.actor.phoneVerified !== false ? ctx.actor.userId : null;
  const view = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({ tokenHash, userId, createdAt: now, updatedAt: now, lastMessageAt: now })
      .returning();
    await tx
      .insert(chatMessages)
      .values({ conversationId: row!.id, author: 'visitor', body: input.body, createdAt: now });
    await autoReplyIfNoStaff(tx, { conversationId: row!.id, config: ctx.config, now });
    return conversationView(tx, row!);
  });
  ctx.logger.info({ chatId: view.id, signedIn: userId !== null }, 'live chat started');
  return { ...view, token };
}
