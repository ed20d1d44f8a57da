import { chatTexts } from '@common/chat/chat-texts';
import type { ServiceContext } from '../../context';
import { consumeRateLimit } from '../../lib/rate-limit';

/** A client may start 5 chats in ten minutes and send 20 messages a minute: people type slower than that. */
export const chatRateLimits = {
  start: { limit: 5, windowSeconds: 10 * 60 },
  message: { limit: 20, windowSeconds: 60 },
};

export async function countChatAttempt(ctx: ServiceContext, kind: keyof typeof chatRateLimits) {
  await consumeRateLimit(
    ctx.db,
    { key: `chat-${kind}:${ctx.clientKey}`, ...chatRateLimits[kind], message: chatTexts.rateLimited },
    ctx.now(),
  );
}
