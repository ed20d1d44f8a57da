import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatInboxItem, StartedChat } from '@common/chat/chat-contracts';
import { chatTexts } from '@common/chat/chat-texts';
import {
  auditEvents,
  chatConversations,
  chatMessages,
  chatStaffPresence,
  rateLimitEvents,
} from '../../db/schema/index';
import { everyone, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { autoReplyText, readAutoReply } from './auto-reply';

describe('live chat', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let ip = 0;
  const nextIp = () => `203.0.113.${(++ip % 250) + 1}`;

  const call = (
    method: string,
    path: string,
    who: { user?: TestUser; token?: string; json?: unknown; accept?: string; clientIp?: string } = {},
  ) =>
    t.request(path, {
      method,
      ...(who.json !== undefined ? { json: who.json } : {}),
      clientIp: who.clientIp ?? nextIp(),
      headers: {
        ...(who.user ? { cookie: who.user.cookie } : {}),
        ...(who.token ? { 'x-chat-token': who.token } : {}),
        ...(who.accept ? { accept: who.accept } : {}),
      },
    });
  const start = async (body = 'Do you have bedsitters in Ruaka?', user?: TestUser) => {
    const res = await call('POST', '/api/chat/conversations', { json: { body }, user });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as StartedChat;
  };
  const staff = () => users.superadmin;
  const inbox = async () => {
    const res = await call('GET', '/api/chat/inbox', { user: staff() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { conversations: ChatInboxItem[] }).conversations;
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(chatStaffPresence);
    await t.database.db.delete(rateLimitEvents);
  });

  it('a visitor starts a chat and, with no one online, gets the automatic reply saying when the team is back', async () => {
    const chat = await start();
    expect(chat.token).toMatch(/^[\w-]{43}$/);
    expect(chat.status).toBe('open');
    expect(chat.messages.map((m) => [m.author, m.body])).toEqual([
      ['visitor', 'Do you have bedsitters in Ruaka?'],
      ['auto', autoReplyText(t.config, new Date())],
    ]);
    // The automatic reply also comes as codes, for the web to say it in the person's language.
    expect(chat.messages[1]!.autoReply).toEqual(readAutoReply(autoReplyText(t.config, new Date())));
    expect(chat.messages[1]!.autoReply?.kind).toMatch(/^(back_at|office_hours)$/);
    expect(chat.messages[0]).not.toHaveProperty('autoReply');
    // Out of office hours it says when the team is back (Friday 18:00 in Nairobi: Saturday at 10); within
    // them (no one online all the same), the hours.
    expect(autoReplyText(t.config, new Date('2026-11-27T15:00:00Z'))).toBe(
      `${chatTexts.reply} Our team is back tomorrow at 10:00 AM.`,
    );
    expect(autoReplyText(t.config, new Date('2026-11-27T08:00:00Z'))).toBe(
      `${chatTexts.reply} Our team is online Monday-Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM.`,
    );
    // The database keeps only the token's hash.
    const [row] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, chat.id));
    expect(row!.tokenHash).not.toContain(chat.token);
    expect(row!.userId).toBeNull();

    // A second message soon after gets no second automatic reply.
    const next = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: chat.token,
      json: { body: 'Around 10,000 a month' },
    });
    expect(next.status).toBe(200);
    expect(((await next.json()) as ChatConversation).messages.map((m) => m.author)).toEqual([
      'visitor',
      'auto',
      'visitor',
    ]);
  });

  it('sends no automatic reply while a staff member has the inbox open', async () => {
    await inbox();
    const chat = await start('Is the Kilimani flat still free?');
    expect(chat.messages.map((m) => m.author)).toEqual(['visitor']);
    // Presence grows old: 31 s later, the reply comes again.
    await t.database.db.update(chatStaffPresence).set({ seenAt: new Date(Date.now() - 31_000) });
    const res = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: chat.token,
      json: { body: 'Hello?' },
    });
    expect(((await res.json()) as ChatConversation).messages.map((m) => m.author)).toEqual([
      'visitor',
      'visitor',
      'auto',
    ]);
  });

  it('staff see the chat in the inbox, answer, and the visitor reads the answer', async () => {
    const chat = await start('Which areas are near Westlands?');
    const listed = (await inbox()).find((item) => item.id === chat.id);
    expect(listed).toMatchObject({ status: 'open', name: null, waiting: false });
    // The automatic reply was last; the visitor writes again and waits.
    await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: chat.token,
      json: { body: 'Anyone?' },
    });
    expect((await inbox()).find((item) => item.id === chat.id)).toMatchObject({
      waiting: true,
      lastMessage: 'Anyone?',
    });

    const reply = await call('POST', `/api/chat/conversations/${chat.id}/replies`, {
      user: staff(),
      json: { body: 'Parklands, Lavington and Kangemi.' },
    });
    expect(reply.status).toBe(200);
    const read = await call('GET', `/api/chat/conversations/${chat.id}`, { token: chat.token });
    expect(read.status).toBe(200);
    const view = (await read.json()) as ChatConversation;
    expect(view.messages.at(-1)).toMatchObject({
      author: 'staff',
      body: 'Parklands, Lavington and Kangemi.',
    });
    expect((await inbox()).find((item) => item.id === chat.id)?.waiting).toBe(false);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, chat.id));
    expect(audit).toMatchObject({ action: 'chat.replied', actorUserId: staff().userId });
  });

  it('keeps each chat to its own visitor: a guessed id or another token is a 404, no token a 401', async () => {
    const mine = await start('My own question');
    const theirs = await start('Their private question');
    for (const [method, suffix, json] of [
      ['GET', '', undefined],
      ['POST', '/messages', { body: 'Let me in' }],
      ['POST', '/close', undefined],
    ] as const) {
      const other = await call(method, `/api/chat/conversations/${theirs.id}${suffix}`, {
        token: mine.token,
        json,
      });
      expect(other.status, `${method} ${suffix}`).toBe(404);
      expect((await other.json()).error).toEqual({ code: 'NOT_FOUND', message: chatTexts.notFound });
      const guessed = await call(
        method,
        `/api/chat/conversations/00000000-0000-4000-8000-000000000000${suffix}`,
        {
          token: mine.token,
          json,
        },
      );
      expect(guessed.status).toBe(404);
      const garbage = await call(method, `/api/chat/conversations/not-an-id${suffix}`, {
        token: mine.token,
        json,
      });
      expect(garbage.status).toBe(404);
      const anonymous = await call(method, `/api/chat/conversations/${theirs.id}${suffix}`, { json });
      expect(anonymous.status).toBe(401);
    }
    // A signed-in stranger without the token is as much a stranger.
    expect((await call('GET', `/api/chat/conversations/${theirs.id}`, { user: users.tenant })).status).toBe(
      404,
    );
    const stream = await call('GET', `/api/chat/conversations/${theirs.id}/stream`, {
      token: mine.token,
      accept: 'text/event-stream',
    });
    expect(stream.status).toBe(404);
    // Nothing reached the other chat.
    const untouched = await call('GET', `/api/chat/conversations/${theirs.id}`, { token: theirs.token });
    expect(((await untouched.json()) as ChatConversation).messages.map((m) => m.body)).not.toContain(
      'Let me in',
    );
  });

  it('refuses an empty or too long message with a 400 that says so', async () => {
    const chat = await start();
    for (const [body, message] of [
      ['', 'Enter a message'],
      ['    ', 'Enter a message'],
      ['x'.repeat(1001), 'A message can be at most 1,000 characters'],
    ] as const) {
      const started = await call('POST', '/api/chat/conversations', { json: { body } });
      expect(started.status).toBe(400);
      expect((await started.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      const sent = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
        token: chat.token,
        json: { body },
      });
      expect(sent.status).toBe(400);
      const replied = await call('POST', `/api/chat/conversations/${chat.id}/replies`, {
        user: staff(),
        json: { body },
      });
      expect(replied.status).toBe(400);
    }
    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chat.id));
    expect(stored).toHaveLength(2);
  });

  it('holds a client to 20 messages a minute and 5 new chats in ten minutes (429)', async () => {
    const clientIp = '198.51.100.77';
    const chat = await start();
    for (let i = 0; i < 20; i += 1) {
      const res = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
        token: chat.token,
        json: { body: `Message ${i}` },
        clientIp,
      });
      expect(res.status).toBe(200);
    }
    const refused = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: chat.token,
      json: { body: 'One too many' },
      clientIp,
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(chatTexts.rateLimited);
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', '/api/chat/conversations', { json: { body: 'Hi' }, clientIp })).status).toBe(
        201,
      );
    }
    expect((await call('POST', '/api/chat/conversations', { json: { body: 'Hi' }, clientIp })).status).toBe(
      429,
    );
  });

  it('closes and reopens: by the visitor, by staff (audited), a new message reopens; twice is a 409', async () => {
    const chat = await start();
    const closed = await call('POST', `/api/chat/conversations/${chat.id}/close`, { token: chat.token });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as ChatConversation).status).toBe('closed');
    const again = await call('POST', `/api/chat/conversations/${chat.id}/close`, { token: chat.token });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(chatTexts.conflict.alreadyClosed);

    // The visitor writes again: open.
    const written = await call('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: chat.token,
      json: { body: 'One more thing' },
    });
    expect(((await written.json()) as ChatConversation).status).toBe('open');

    // Staff close it, then reopen it; reopening an open chat is a 409.
    expect((await call('POST', `/api/chat/conversations/${chat.id}/close`, { user: staff() })).status).toBe(
      200,
    );
    expect((await call('POST', `/api/chat/conversations/${chat.id}/close`, { user: staff() })).status).toBe(
      409,
    );
    const reopened = await call('POST', `/api/chat/conversations/${chat.id}/reopen`, { user: staff() });
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as ChatConversation).status).toBe('open');
    const twice = await call('POST', `/api/chat/conversations/${chat.id}/reopen`, { user: staff() });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(chatTexts.conflict.alreadyOpen);
    // A staff reply to a closed chat opens it too.
    await call('POST', `/api/chat/conversations/${chat.id}/close`, { token: chat.token });
    const answered = await call('POST', `/api/chat/conversations/${chat.id}/replies`, {
      user: staff(),
      json: { body: 'We are here.' },
    });
    expect(((await answered.json()) as ChatConversation).status).toBe('open');

    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, chat.id));
    expect(trail.map((row) => row.action).sort()).toEqual(['chat.closed', 'chat.reopened', 'chat.replied']);
  });

  it('ties a signed-in person’s chat to their account: theirs without the token, on their dashboard', async () => {
    const chat = await start('I am a tenant with a question', users.tenant);
    const read = await call('GET', `/api/chat/conversations/${chat.id}`, { user: users.tenant });
    expect(read.status).toBe(200);
    const mine = await call('GET', '/api/chat/mine', { user: users.tenant });
    expect(mine.status).toBe(200);
    const listed = ((await mine.json()) as { conversations: ChatConversation[] }).conversations;
    expect(listed.map((c) => c.id)).toContain(chat.id);
    // Another signed-in person sees none of it.
    const other = await call('GET', '/api/chat/mine', { user: users.landlord });
    expect(((await other.json()) as { conversations: ChatConversation[] }).conversations).toEqual([]);
    expect((await call('GET', '/api/chat/mine')).status).toBe(401);
    // The inbox names them.
    expect((await inbox()).find((item) => item.id === chat.id)?.name).toBeTruthy();
  });

  it.each(everyone)(
    'gives the staff inbox, answers and reopening to the superadmin only (%s)',
    async (who) => {
      const chat = await start();
      const allowed = who === 'superadmin';
      const expected = allowed ? 200 : 403;
      const user = users[who];
      expect((await call('GET', '/api/chat/inbox', { user })).status).toBe(expected);
      expect(
        (await call('POST', `/api/chat/conversations/${chat.id}/replies`, { user, json: { body: 'Hi' } }))
          .status,
      ).toBe(expected);
      await call('POST', `/api/chat/conversations/${chat.id}/close`, { token: chat.token });
      expect((await call('POST', `/api/chat/conversations/${chat.id}/reopen`, { user })).status).toBe(
        expected,
      );
      expect((await call('GET', '/api/chat/inbox/stream', { user })).status).toBe(allowed ? 406 : 403);
      // Reading someone's chat without its token: staff may, anyone else finds nothing.
      expect((await call('GET', `/api/chat/conversations/${chat.id}`, { user })).status).toBe(
        allowed ? 200 : 404,
      );
      // Starting a chat and the own-chats list are for everyone.
      expect((await call('POST', '/api/chat/conversations', { user, json: { body: 'Hello' } })).status).toBe(
        201,
      );
      expect((await call('GET', '/api/chat/mine', { user })).status).toBe(200);
    },
  );

  it('refuses the staff routes anonymously (401)', async () => {
    const chat = await start();
    expect((await call('GET', '/api/chat/inbox')).status).toBe(401);
    expect((await call('GET', '/api/chat/inbox/stream', { accept: 'text/event-stream' })).status).toBe(401);
    expect(
      (await call('POST', `/api/chat/conversations/${chat.id}/replies`, { json: { body: 'Hi' } })).status,
    ).toBe(401);
    expect(
      (await call('POST', `/api/chat/conversations/${chat.id}/reopen`, { token: chat.token })).status,
    ).toBe(401);
  });

  it('streams a change to the visitor live, and only their own conversation’s', async () => {
    const chat = await start();
    const other = await start('Another visitor');
    const controller = new AbortController();
    const res = await t.app.request(`/api/chat/conversations/${chat.id}/stream`, {
      headers: { accept: 'text/event-stream', 'x-chat-token': chat.token },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const readUntil = async (text: string) => {
      const deadline = Date.now() + 5000;
      while (!seen.includes(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value);
      }
      return seen.includes(text);
    };
    expect(await readUntil('event: ready')).toBe(true);
    await call('POST', `/api/chat/conversations/${other.id}/replies`, {
      user: staff(),
      json: { body: 'Other' },
    });
    await call('POST', `/api/chat/conversations/${chat.id}/replies`, {
      user: staff(),
      json: { body: 'Yours' },
    });
    expect(await readUntil(`"id":"${chat.id}"`)).toBe(true);
    expect(seen).not.toContain(other.id);
    controller.abort();
    await reader.cancel().catch(() => {});
  });

  it('counts a staff member online while their inbox stream is open', async () => {
    const controller = new AbortController();
    const res = await t.app.request('/api/chat/inbox/stream', {
      headers: { accept: 'text/event-stream', cookie: staff().cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const presence = await t.database.db.select().from(chatStaffPresence);
    expect(presence.map((row) => row.userId)).toEqual([staff().userId]);
    const chat = await start();
    expect(chat.messages.map((m) => m.author)).toEqual(['visitor']);
    controller.abort();
    await res.body?.cancel().catch(() => {});
  });

  it('keeps a staff member online while another of their inboxes is open (another tab or device)', async () => {
    await t.database.db.delete(chatStaffPresence);
    const open = async () => {
      const controller = new AbortController();
      const res = await t.app.request('/api/chat/inbox/stream', {
        headers: { accept: 'text/event-stream', cookie: staff().cookie },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      return async () => {
        controller.abort();
        await res.body?.cancel().catch(() => {});
      };
    };
    const closeFirst = await open();
    const closeSecond = await open();
    const rows = await t.database.db.select().from(chatStaffPresence);
    expect(rows.map((row) => row.userId)).toEqual([staff().userId, staff().userId]);
    await closeFirst();
    await expect.poll(async () => (await t.database.db.select().from(chatStaffPresence)).length).toBe(1);
    expect((await start()).messages.map((m) => m.author)).toEqual(['visitor']);
    // The last one closed: no one is online, and the automatic reply answers at once.
    await closeSecond();
    await expect.poll(async () => (await t.database.db.select().from(chatStaffPresence)).length).toBe(0);
    expect((await start()).messages.map((m) => m.author)).toEqual(['visitor', 'auto']);
  });
});
