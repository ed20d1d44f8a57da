import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  contactMessages,
  contactReplies,
  emailOutbox,
  jobs,
  smsOutbox,
} from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import {
  everyone,
  signedInAsEveryone,
  signedInAs,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerContactJobs } from './register-contact-jobs';

const someId = '00000000-0000-4000-8000-000000000000';
const staffOnly = (who: Who) => (who === 'superadmin' ? 200 : 403);

describe('the contact inbox', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let colleague: TestUser;
  const call = (user: TestUser | null, method: string, path: string, json?: unknown) =>
    t.request(`/api/contact-messages${path}`, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: user ? { cookie: user.cookie } : {},
    });
  const staff = () => users.superadmin;
  let ip = 0;
  const newMessage = async (change: Record<string, unknown> = {}) => {
    ip += 1;
    const res = await t.request('/api/contact-messages', {
      method: 'POST',
      json: {
        name: 'Amina Njeri',
        email: 'amina@example.co.ke',
        phone: '0712 345 678',
        interest: 'renting',
        message: 'Is the bedsitter in Ruaka still available?',
        ...change,
      },
      clientIp: `203.0.113.${ip}`,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const runReplyJobs = async () => {
    const captured = capturedJobs();
    registerContactJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });
    return captured.runQueued(t.database.db, 'contact.reply');
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    colleague = await signedInAs(t, 'superadmin', { first_name: 'Baraka', last_name: 'Otieno' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(jobs).where(eq(jobs.name, 'contact.reply'));
  });

  describe('who may use it', () => {
    it('needs a session (401) for every inbox route', async () => {
      const id = await newMessage();
      for (const [method, path, json] of [
        ['GET', '', undefined],
        ['GET', '/assignees', undefined],
        ['POST', `/${id}/replies`, { channel: 'sms', body: 'Hello' }],
        ['POST', `/${id}/handle`, undefined],
        ['POST', `/${id}/reopen`, undefined],
        ['PUT', `/${id}/assignee`, { userId: null }],
      ] as const) {
        expect((await call(null, method, path, json)).status, `${method} ${path}`).toBe(401);
      }
    });

    it.each(everyone.map((who) => [who, staffOnly(who)] as const))(
      '%s reads the inbox: %i',
      async (who, status) => {
        expect((await call(users[who], 'GET', '')).status).toBe(status);
        expect((await call(users[who], 'GET', '/assignees')).status).toBe(status);
      },
    );

    it.each(everyone.map((who) => [who, who === 'superadmin' ? 201 : 403] as const))(
      '%s replies: %i, and only the superadmin changes anything',
      async (who, status) => {
        const id = await newMessage();
        expect(
          (await call(users[who], 'POST', `/${id}/replies`, { channel: 'sms', body: 'Hello' })).status,
        ).toBe(status);
        const ok = who === 'superadmin' ? 200 : 403;
        expect((await call(users[who], 'PUT', `/${id}/assignee`, { userId: colleague.userId })).status).toBe(
          ok,
        );
        expect((await call(users[who], 'POST', `/${id}/handle`)).status).toBe(ok);
        expect((await call(users[who], 'POST', `/${id}/reopen`)).status).toBe(ok);
        const replies = await t.database.db
          .select()
          .from(contactReplies)
          .where(eq(contactReplies.messageId, id));
        expect(replies).toHaveLength(who === 'superadmin' ? 1 : 0);
      },
    );
  });

  describe('replying', () => {
    it('replies by SMS to the sender’s phone: stored in the thread, audited, sent once by the job', async () => {
      const id = await newMessage();
      const res = await call(staff(), 'POST', `/${id}/replies`, {
        channel: 'sms',
        body: '  Yes, it is. Call us to book a viewing.  ',
      });
      expect(res.status).toBe(201);
      const reply = await res.json();
      expect(reply).toMatchObject({
        channel: 'sms',
        sentTo: '+254712345678',
        body: 'Yes, it is. Call us to book a viewing.',
        status: 'queued',
        author: { id: staff().userId },
        sentAt: null,
      });
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'contact_message.replied')));
      expect(audit).toMatchObject({ actorUserId: staff().userId, subjectType: 'contact_message' });
      expect(audit!.details).toEqual({ replyId: reply.id, channel: 'sms' });

      expect(await runReplyJobs()).toBe(1);
      // A second run of the same job (a retry, a lost lease) texts nothing more.
      const captured = capturedJobs();
      registerContactJobs(captured.runner, {
        db: t.database.db,
        config: t.config,
        logger: pino({ level: 'silent' }),
      });
      await captured.run('contact.reply', { replyId: reply.id });
      const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+254712345678'));
      expect(texts.map((sms) => sms.text)).toEqual(['ABODE: Yes, it is. Call us to book a viewing.']);

      const inbox = await (await call(staff(), 'GET', '?view=all')).json();
      expect(inbox.channels).toEqual(['sms', 'email']);
      const [message] = inbox.messages;
      expect(message.replies).toHaveLength(1);
      expect(message.replies[0]).toMatchObject({ id: reply.id, status: 'sent', sentAt: expect.any(String) });
    });

    it('replies by email through the outbox driver, quoting the message', async () => {
      const id = await newMessage({ phone: '' });
      const res = await call(staff(), 'POST', `/${id}/replies`, {
        channel: 'email',
        body: 'Thank you, Amina.',
      });
      expect(res.status).toBe(201);
      expect((await res.json()).sentTo).toBe('amina@example.co.ke');
      await runReplyJobs();
      const mail = await t.request('/api/dev/email?to=amina@example.co.ke');
      expect(mail.status).toBe(200);
      const [sent] = (await mail.json()).messages;
      expect(sent).toMatchObject({ to: 'amina@example.co.ke', subject: 'Re: your message to ABODE' });
      expect(sent.text).toContain('Dear Amina Njeri,\n\nThank you, Amina.');
      expect(sent.text).toContain('Is the bedsitter in Ruaka still available?');
    });

    it('frames the reply in the language of the page the message came from; the staff’s words go as written', async () => {
      const id = await newMessage({ email: 'baraka@example.co.ke', locale: 'sw' });
      for (const channel of ['email', 'sms']) {
        const res = await call(staff(), 'POST', `/${id}/replies`, {
          channel,
          body: 'Asante, Amina. Yes, it is.',
        });
        expect(res.status).toBe(201);
      }
      expect(await runReplyJobs()).toBe(2);
      const [sent] = (await (await t.request('/api/dev/email?to=baraka@example.co.ke')).json()).messages;
      expect(sent.subject).toBe('Re: ujumbe wako kwa ABODE');
      expect(sent.text).toBe(
        'Mpendwa Amina Njeri,\n\nAsante, Amina. Yes, it is.\n\nTimu ya ABODE\n\n--- Ujumbe wako ---\nIs the bedsitter in Ruaka still available?',
      );
      const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+254712345678'));
      // 'ABODE: ' is the product's name: the same in both languages.
      expect(texts.map((sms) => sms.text)).toContain('ABODE: Asante, Amina. Yes, it is.');
    });

    it('frames the reply in English for a message from an English page, and refuses a language it does not know (400)', async () => {
      const id = await newMessage({ email: 'juma@example.co.ke', locale: 'en' });
      await call(staff(), 'POST', `/${id}/replies`, { channel: 'email', body: 'Yes.' });
      await runReplyJobs();
      const [sent] = (await (await t.request('/api/dev/email?to=juma@example.co.ke')).json()).messages;
      expect(sent.subject).toBe('Re: your message to ABODE');
      expect(sent.text).toMatch(/^Dear Amina Njeri,\n\nYes\.\n\nThe ABODE team\n/);
      const refused = await t.request('/api/contact-messages', {
        method: 'POST',
        json: { name: 'Juma', email: 'juma@example.co.ke', message: 'Hello', locale: 'fr' },
        clientIp: '203.0.113.240',
      });
      expect(refused.status).toBe(400);
    });

    it('shows a reply as not sent once every try of its driver failed, and never sends it later', async () => {
      const id = await newMessage({ phone: '' });
      const res = await call(staff(), 'POST', `/${id}/replies`, { channel: 'email', body: 'Thank you.' });
      expect(res.status).toBe(201);
      const reply = await res.json();
      // No email driver: every try throws, so the runner retries; only the last try marks it not sent.
      const captured = capturedJobs();
      registerContactJobs(captured.runner, {
        db: t.database.db,
        config: { ...t.config, EMAIL_DRIVER: 'off' },
        logger: pino({ level: 'silent' }),
      });
      const statusNow = async () =>
        (await (await call(staff(), 'GET', '?view=all')).json()).messages[0].replies[0].status;
      for (const attempt of [1, 2, 3]) {
        await expect(captured.run('contact.reply', { replyId: reply.id }, attempt)).rejects.toThrow(
          /EMAIL_DRIVER/,
        );
        expect(await statusNow()).toBe('queued');
      }
      await expect(captured.run('contact.reply', { replyId: reply.id }, 4)).rejects.toThrow(/EMAIL_DRIVER/);
      expect(await statusNow()).toBe('failed');
      // A run after that (the driver back) does not send a reply already given up.
      await runReplyJobs();
      expect(await statusNow()).toBe('failed');
    });

    it('refuses an SMS to a sender who left no phone (409 with the reason) and stores nothing', async () => {
      const id = await newMessage({ phone: '' });
      const res = await call(staff(), 'POST', `/${id}/replies`, { channel: 'sms', body: 'Hello' });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        code: 'CONFLICT',
        message: 'This sender left no phone number, so an SMS cannot reach them. Reply by email instead.',
      });
      expect(await t.database.db.select().from(contactReplies)).toHaveLength(0);
      expect(await t.database.db.select().from(jobs).where(eq(jobs.name, 'contact.reply'))).toHaveLength(0);
    });

    it.each([
      [{ channel: 'sms', body: '' }, 'body', 'Write a reply'],
      [{ channel: 'sms', body: '   ' }, 'body', 'Write a reply'],
      [{ channel: 'sms', body: 'x'.repeat(481) }, 'body', 'An SMS reply must be at most 480 characters'],
      [
        { channel: 'email', body: 'x'.repeat(5001) },
        'body',
        'An email reply must be at most 5,000 characters',
      ],
      [{ channel: 'fax', body: 'Hello' }, 'channel', 'Choose SMS or email'],
    ])('refuses %j with a 400 naming the problem', async (json, field, message) => {
      const id = await newMessage();
      const res = await call(staff(), 'POST', `/${id}/replies`, json);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields[field]).toBe(message);
    });

    it('takes an email reply of 5,000 characters', async () => {
      const id = await newMessage();
      const res = await call(staff(), 'POST', `/${id}/replies`, { channel: 'email', body: 'x'.repeat(5000) });
      expect(res.status).toBe(201);
    });

    it('answers 404 for a message that does not exist, or an id that is not one', async () => {
      for (const id of [someId, 'not-an-id']) {
        expect((await call(staff(), 'POST', `/${id}/replies`, { channel: 'sms', body: 'Hi' })).status).toBe(
          404,
        );
        expect((await call(staff(), 'POST', `/${id}/handle`)).status).toBe(404);
        expect((await call(staff(), 'POST', `/${id}/reopen`)).status).toBe(404);
        expect((await call(staff(), 'PUT', `/${id}/assignee`, { userId: null })).status).toBe(404);
      }
    });
  });

  describe('handled and reopened', () => {
    it('marks a message handled and reopens it, each once (409 otherwise), audited', async () => {
      const id = await newMessage();
      const handled = await call(staff(), 'POST', `/${id}/handle`);
      expect(handled.status).toBe(200);
      expect(await handled.json()).toMatchObject({
        status: 'handled',
        handledAt: expect.any(String),
        handledBy: { id: staff().userId },
      });
      const again = await call(staff(), 'POST', `/${id}/handle`);
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe('This message is already marked handled.');

      expect((await (await call(staff(), 'GET', '')).json()).messages).toHaveLength(0);
      expect((await (await call(staff(), 'GET', '?view=handled')).json()).messages).toHaveLength(1);

      const reopened = await call(staff(), 'POST', `/${id}/reopen`);
      expect(reopened.status).toBe(200);
      expect(await reopened.json()).toMatchObject({ status: 'open', handledAt: null, handledBy: null });
      const twice = await call(staff(), 'POST', `/${id}/reopen`);
      expect(twice.status).toBe(409);
      expect((await twice.json()).error.message).toBe('This message is already open.');

      const trail = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
      expect(trail.map((event) => event.action)).toEqual([
        'contact_message.handled',
        'contact_message.reopened',
      ]);
    });

    it.each([
      ['?view=later', 'view'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
    ])('refuses the query %s (400)', async (query, field) => {
      const res = await call(staff(), 'GET', query);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toBeDefined();
    });
  });

  describe('assigning', () => {
    it('assigns to a colleague, shows the assignee, and filters "assigned to me"', async () => {
      const mine = await newMessage({ name: 'Mine' });
      await newMessage({ name: 'Theirs' });
      const assignees = (await (await call(staff(), 'GET', '/assignees')).json()).assignees;
      expect(assignees.map((a: { id: string }) => a.id)).toEqual(
        expect.arrayContaining([staff().userId, colleague.userId]),
      );
      expect(assignees.map((a: { id: string }) => a.id)).not.toContain(users.tenant.userId);

      const res = await call(staff(), 'PUT', `/${mine}/assignee`, { userId: colleague.userId });
      expect(res.status).toBe(200);
      expect((await res.json()).assignee).toEqual({ id: colleague.userId, name: 'Baraka Otieno' });

      const theirs = await (await call(colleague, 'GET', '?view=mine')).json();
      expect(theirs.messages.map((m: { name: string }) => m.name)).toEqual(['Mine']);
      expect((await (await call(staff(), 'GET', '?view=mine')).json()).messages).toHaveLength(0);

      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, mine), eq(auditEvents.action, 'contact_message.assigned')));
      expect(audit!.details).toEqual({ from: null, to: colleague.userId });

      const back = await call(staff(), 'PUT', `/${mine}/assignee`, { userId: null });
      expect((await back.json()).assignee).toBeNull();
    });

    it('refuses someone who does not answer the inbox (409) and a malformed id (400)', async () => {
      const id = await newMessage();
      const tenant = await call(staff(), 'PUT', `/${id}/assignee`, { userId: users.tenant.userId });
      expect(tenant.status).toBe(409);
      expect((await tenant.json()).error.message).toBe(
        'Only a member of the team who answers the inbox can be assigned.',
      );
      const nobody = await call(staff(), 'PUT', `/${id}/assignee`, { userId: someId });
      expect(nobody.status).toBe(409);
      const bad = await call(staff(), 'PUT', `/${id}/assignee`, { userId: 'Baraka' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields.userId).toBe('Choose a colleague');
    });
  });
});

describe('the contact inbox with email off', () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_DRIVER: 'off' });
    staff = await signedInAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  it('offers SMS only and refuses an email reply with the reason (409); no dev mail outbox', async () => {
    const created = await t.request('/api/contact-messages', {
      method: 'POST',
      json: { name: 'Juma', email: 'juma@example.co.ke', message: 'Hello' },
    });
    const { id } = await created.json();
    const inbox = await (
      await t.request('/api/contact-messages', { headers: { cookie: staff.cookie } })
    ).json();
    expect(inbox.channels).toEqual(['sms']);
    const res = await t.request(`/api/contact-messages/${id}/replies`, {
      method: 'POST',
      json: { channel: 'email', body: 'Hello Juma' },
      headers: { cookie: staff.cookie },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'Email replies are not set up on this server. Reply by SMS instead.',
    );
    expect((await t.request('/api/dev/email?to=juma@example.co.ke')).status).toBe(404);
  });
});

describe('the Resend email driver', () => {
  let t: TestApp;
  let staff: TestUser;
  let server: Server;
  const received: Array<{ auth?: string; key?: string; body: unknown }> = [];
  let answer = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({
          auth: req.headers.authorization,
          key: req.headers['idempotency-key'] as string | undefined,
          body: JSON.parse(data),
        });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(answer === 200 ? '{"id":"email-1"}' : '{"message":"down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      EMAIL_DRIVER: 'resend',
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      EMAIL_FROM: 'ABODE <hello@abode.co.ke>',
    });
    staff = await signedInAs(t, 'superadmin');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the mail with the key and an idempotency key; a refusal leaves the reply queued for the retry', async () => {
    const created = await t.request('/api/contact-messages', {
      method: 'POST',
      json: { name: 'Wanjiru', email: 'wanjiru@example.co.ke', message: 'Do you manage properties?' },
    });
    const { id } = await created.json();
    const replied = await t.request(`/api/contact-messages/${id}/replies`, {
      method: 'POST',
      json: { channel: 'email', body: 'We do.' },
      headers: { cookie: staff.cookie },
    });
    const reply = await replied.json();
    const captured = capturedJobs();
    registerContactJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });

    answer = 503;
    await expect(captured.run('contact.reply', { replyId: reply.id })).rejects.toThrow(/answered 503/);
    const [queued] = await t.database.db.select().from(contactReplies).where(eq(contactReplies.id, reply.id));
    expect(queued!.status).toBe('queued');

    answer = 200;
    await captured.run('contact.reply', { replyId: reply.id });
    const [sent] = await t.database.db.select().from(contactReplies).where(eq(contactReplies.id, reply.id));
    expect(sent!.status).toBe('sent');
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      auth: 'Bearer re_test_key',
      key: `contact-reply-${reply.id}`,
      body: {
        from: 'ABODE <hello@abode.co.ke>',
        to: ['wanjiru@example.co.ke'],
        subject: 'Re: your message to ABODE',
      },
    });
    expect(received[0]!.key).toBe(received[1]!.key);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
