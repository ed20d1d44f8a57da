import { Hono, type Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { chatMessageInput, chatTokenHeader } from '@common/chat/chat-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { closeChat, reopenChat } from './close-chat';
import { openChatInboxStream, openChatStream } from './open-chat-stream';
import { getChat, listChatInbox, listMyChats } from './read-chats';
import { replyToChat } from './reply-to-chat';
import { sendChatMessage } from './send-chat-message';
import { staffBeatMs } from './staff-presence';
import { startChat } from './start-chat';

const keepAliveMs = 25_000;
const tokenOf = (c: Context<AppEnv>) => c.req.header(chatTokenHeader)?.slice(0, 64) || undefined;

/** Sends `changed` with the conversation's id each time it changes, until the page goes away. */
async function relay(
  stream: SSEStreamingApi,
  subscribe: (listener: (id: string) => void) => () => void,
  everyMs: number,
  onTick?: () => Promise<void>,
) {
  const send = (id: string) =>
    stream.writeSSE({ event: 'changed', data: JSON.stringify({ id }) }).catch(() => {});
  await stream.writeSSE({ event: 'ready', data: '{}' });
  const stop = subscribe((id) => void send(id));
  // Woken when the page goes away, so what follows the relay (a staff inbox's leaving) happens then, not at
  // the next tick.
  const gone = new Promise<void>((resolve) => stream.onAbort(resolve));
  stream.onAbort(stop);
  // A comment now and then keeps proxies and phones from closing a quiet connection.
  while (!stream.aborted && !stream.closed) {
    await Promise.race([stream.sleep(everyMs), gone]);
    if (stream.aborted || stream.closed) break;
    await onTick?.().catch(() => {});
    await stream.write(': keep-alive\n\n').catch(() => {});
  }
  stop();
}

/**
 * `/api/chat`: live chat. Anyone starts a chat; a visitor then proves it is theirs with the token they were
 * given (x-chat-token), a signed-in person also with their session; staff (answer:chat:any) read the inbox,
 * answer, close and reopen. Both sides hear of changes through server-sent events.
 */
export const chatRoutes = new Hono<AppEnv>()
  .post('/conversations', validate('json', chatMessageInput), async (c) =>
    c.json(await startChat(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/mine', async (c) => c.json({ conversations: await listMyChats(serviceContext(c)) }))
  .get('/inbox', async (c) => c.json({ conversations: await listChatInbox(serviceContext(c)) }))
  .get('/inbox/stream', async (c) => {
    const live = openChatInboxStream(serviceContext(c), { accept: c.req.header('accept') });
    await live.beat();
    return streamSSE(c, async (stream) => {
      await relay(stream, live.subscribe, staffBeatMs, live.beat);
      await live.leave().catch(() => {});
    });
  })
  .get('/conversations/:id', async (c) =>
    c.json(await getChat(serviceContext(c), { id: c.req.param('id'), token: tokenOf(c) })),
  )
  .get('/conversations/:id/stream', async (c) => {
    const live = await openChatStream(serviceContext(c), {
      id: c.req.param('id'),
      token: tokenOf(c),
      accept: c.req.header('accept'),
    });
    return streamSSE(c, (stream) => relay(stream, live.subscribe, keepAliveMs));
  })
  .post('/conversations/:id/messages', validate('json', chatMessageInput), async (c) =>
    c.json(
      await sendChatMessage(serviceContext(c), {
        ...c.req.valid('json'),
        id: c.req.param('id'),
        token: tokenOf(c),
      }),
    ),
  )
  .post('/conversations/:id/replies', validate('json', chatMessageInput), async (c) =>
    c.json(await replyToChat(serviceContext(c), { ...c.req.valid('json'), id: c.req.param('id') })),
  )
  .post('/conversations/:id/close', async (c) =>
    c.json(await closeChat(serviceContext(c), { id: c.req.param('id'), token: tokenOf(c) })),
  )
  .post('/conversations/:id/reopen', async (c) =>
    c.json(await reopenChat(serviceContext(c), { id: c.req.param('id') })),
  );
