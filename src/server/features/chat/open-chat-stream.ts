import { randomUUID } from 'node:crypto';
import { chatTexts } from '@common/chat/chat-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { allChats, chatHubOf } from './chat-hub';
import { conversationFor } from './chat-rows';
import { markStaffOffline, markStaffOnline } from './staff-presence';

function requireEventStream(accept: string | undefined) {
  if (!/\btext\/event-stream\b/i.test(accept ?? ''))
    throw new AppError('NOT_ACCEPTABLE', chatTexts.streamOnly);
}

/**
 * A visitor's live conversation (GET /api/chat/conversations/:id/stream): who may read it first (401/404, as
 * for reading it), then only an event-stream client gets the never-ending answer (406 otherwise).
 */
export async function openChatStream(
  ctx: ServiceContext,
  input: { id: string; token: string | undefined; accept: string | undefined },
) {
  const row = await conversationFor(ctx.db, { actor: ctx.actor, token: input.token }, input.id);
  requireEventStream(input.accept);
  const hub = chatHubOf({ db: ctx.db, logger: ctx.logger });
  return { subscribe: (listener: (id: string) => void) => hub.subscribe(row.id, listener) };
}

/**
 * The staff inbox's live feed (GET /api/chat/inbox/stream): every change to any chat. While it is open the
 * staff member is online (a beat stored in the database, so every instance's automatic reply knows).
 */
export function openChatInboxStream(ctx: ServiceContext, input: { accept: string | undefined }) {
  const actor = requirePermission(ctx, 'answer:chat:any');
  requireEventStream(input.accept);
  const hub = chatHubOf({ db: ctx.db, logger: ctx.logger });
  // This inbox's own presence: closing it leaves the person's other open inboxes counting.
  const streamId = randomUUID();
  return {
    subscribe: (listener: (id: string) => void) => hub.subscribe(allChats, listener),
    beat: () => markStaffOnline(ctx.db, { id: streamId, userId: actor.userId }, ctx.now()),
    leave: () => markStaffOffline(ctx.db, streamId),
  };
}
