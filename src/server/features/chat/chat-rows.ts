import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { ChatConversation } from '@common/chat/chat-contracts';
import { chatTexts } from '@common/chat/chat-texts';
import { can } from '@common/auth/permissions';
import type { Actor } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readAutoReply } from './auto-reply';

export type ConversationRow = typeof chatConversations.$inferSelect;
type Db = Database | Transaction;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new visitor's token (256 bits) and the hash that is all the database keeps of it. */
export function newChatToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashChatToken(token) };
}

export function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who may see a conversation: its token's holder, its signed-in owner, and ABODE's team. */
export interface ChatCaller {
  actor: Actor | null;
  token: string | undefined;
}

export const isStaff = (actor: Actor | null): actor is Actor =>
  Boolean(actor && actor.phoneVerified !== false && can(actor.roles, 'answer:chat:any'));

/**
 * The conversation `id` if the caller may see it, locked when `lock` (a mutation's transaction). No token and
 * no session is a 401; anyone else's conversation, or none, the same 404 (a guessed id learns nothing).
 */
export async function conversationFor(
  db: Db,
  caller: ChatCaller,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow> {
  if (!caller.actor && !caller.token) throw new AppError('UNAUTHENTICATED', chatTexts.signInOrStart);
  if (caller.actor?.phoneVerified === false && !caller.token) {
    throw new AppError('UNAUTHENTICATED', chatTexts.signInOrStart);
  }
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', chatTexts.notFound);
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !mayRead(caller, row)) throw new AppError('NOT_FOUND', chatTexts.notFound);
  return row;
}

function mayRead(caller: ChatCaller, row: ConversationRow): boolean {
  if (caller.token && hashChatToken(caller.token) === row.tokenHash) return true;
  if (caller.actor && caller.actor.phoneVerified !== false && row.userId === caller.actor.userId) return true;
  return isStaff(caller.actor);
}

/** The conversation with its messages, oldest first, as the web shows it. */
export async function conversationView(db: Db, row: ConversationRow): Promise<ChatConversation> {
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, row.id))
    .orderBy(asc(chatMessages.createdAt), asc(sql`${chatMessages.id}`));
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    messages: messages.map((message) => {
      const autoReply = message.author === 'auto' ? readAutoReply(message.body) : undefined;
      return {
        id: message.id,
        author: message.author,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        ...(autoReply ? { autoReply } : {}),
      };
    }),
  };
}
