import { desc, eq, sql } from 'drizzle-orm';
import type { ChatConversation, ChatInboxItem } from '@common/chat/chat-contracts';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import { chatConversations, chatMessages, users } from '../../db/schema/index';
import { conversationFor, conversationView } from './chat-rows';
import { markStaffOnline } from './staff-presence';

const inboxSize = 50;
const mineSize = 5;

/** One conversation with its messages, for its visitor (token), its signed-in owner, or staff. */
export async function getChat(
  ctx: ServiceContext,
  input: { id: string; token: string | undefined },
): Promise<ChatConversation> {
  const row = await conversationFor(ctx.db, { actor: ctx.actor, token: input.token }, input.id);
  return conversationView(ctx.db, row);
}

/** The signed-in person's own chats, newest first, for their dashboard and to pick a chat up on any device. */
export async function listMyChats(ctx: ServiceContext): Promise<ChatConversation[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, actor.userId))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(mineSize);
  return Promise.all(rows.map((row) => conversationView(ctx.db, row)));
}

/**
 * The staff inbox: the latest chats, open ones first, each with its last message and whether the visitor
 * waits for an answer. Reading it counts the reader as online (the automatic reply then holds back).
 */
export async function listChatInbox(ctx: ServiceContext): Promise<ChatInboxItem[]> {
  const actor = requirePermission(ctx, 'answer:chat:any');
  await markStaffOnline(ctx.db, { id: actor.userId, userId: actor.userId }, ctx.now());
  const last = ctx.db
    .select({
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      author: chatMessages.author,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chatConversations.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1)
    .as('last');
  const rows = await ctx.db
    .select({
      id: chatConversations.id,
      status: chatConversations.status,
      name: users.name,
      lastMessageAt: chatConversations.lastMessageAt,
      body: last.body,
      author: last.author,
    })
    .from(chatConversations)
    .leftJoinLateral(last, sql`true`)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .orderBy(sql`${chatConversations.status} = 'closed'`, desc(chatConversations.lastMessageAt))
    .limit(inboxSize);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    name: row.name,
    lastMessage: row.body ?? '',
    lastMessageAt: row.lastMessageAt.toISOString(),
    waiting: row.status === 'open' && row.author === 'visitor',
  }));
}
