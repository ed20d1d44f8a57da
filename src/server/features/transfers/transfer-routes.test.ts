import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jobs, notifications, transferRequests, transfers } from '../../db/schema/index';
import { type TestUser, signedInAs, signUpAndVerify, signUpUnverified } from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { sendTransferSms } from './send-transfer-sms';

let t: TestApp;
let alice: TestUser;
let jane: TestUser;
let stranger: TestUser;
let admin: TestUser;

async function fund(userId: string, amount: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await postJournal(tx, {
      kind: 'mpesa.stk_deposit',
      postings: [
        { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount },
        { accountId: await walletAccountOf(tx, userId), amount: -amount },
      ],
    });
  });
}

/** A time in Nairobi (UTC+3) on a day in the near future. */
function nairobiAt(hour: number, minute = 0, daysAhead = 1): Date {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 3) * 60 + minute) * 60_000);
}

async function balance(userId: string): Promise<number> {
  const wallet = await t.database.db.transaction((tx) => walletAccountOf(tx, userId));
  return balanceOf(t.database.db, wallet);
}

type Body = Record<string, unknown> & { error?: { code: string; message: string; reason?: string } };

async function call(
  user: TestUser | null,
  path: string,
  init: { method?: string; json?: unknown; key?: string | null } = {},
): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  if (init.key !== null && init.method === 'POST') headers['idempotency-key'] = init.key ?? randomUUID();
  const response = await t.request(path, { method: init.method ?? 'GET', json: init.json, headers });
  return { status: response.status, body: (await response.json()) as Body };
}

const send = (user: TestUser | null, json: unknown, key?: string | null) =>
  call(user, '/api/transfers', { method: 'POST', json, key });

async function stepUpCode(user: TestUser): Promise<string> {
  const asked = await call(user, '/api/step-up/code', {
    method: 'POST',
    json: { purpose: 'transfer', amount: 15_000 },
  });
  expect(asked.status).toBe(201);
  const response = await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  return /\b(\d{6})\b/.exec(messages.find((m) => m.text.includes('to confirm sending'))!.text)![1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndVerify(t, { first_name: 'Alice', last_name: 'Otieno' });
  jane = await signUpAndVerify(t, { first_name: 'Jane', last_name: 'Wanjiku' });
  stranger = await signUpAndVerify(t);
  admin = await signedInAs(t, 'superadmin');
});
afterAll(async () => {
  expect((await checkLedger(t.database.db)).drift).toEqual([]);
  await t.close();
});

describe('GET /api/transfers/recipient', () => {
  it('shows the masked name of the account using a number', async () => {
    const found = await call(alice, `/api/transfers/recipient?phone=${encodeURIComponent(jane.phone)}`);
    expect(found).toEqual({ status: 200, body: { phone: jane.phone, name: 'Jane W***' } });
    const local = `0${jane.phone.slice(4)}`;
    expect((await call(alice, `/api/transfers/recipient?phone=${local}`)).body.name).toBe('Jane W***');
  });

  it('says only that no account uses an unknown or unverified number', async () => {
    const unverified = await signUpUnverified(t);
    for (const phone of ['+254799999001', unverified.phone]) {
      const missing = await call(alice, `/api/transfers/recipient?phone=${encodeURIComponent(phone)}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        error: { code: 'NOT_FOUND', message: 'No ABODE account uses this number' },
      });
    }
  });

  it('refuses a bad number (400), the sender’s own (400), a signed-out caller (401)', async () => {
    expect((await call(alice, '/api/transfers/recipient?phone=12345')).status).toBe(400);
    expect((await call(alice, '/api/transfers/recipient')).status).toBe(400);
    const own = await call(alice, `/api/transfers/recipient?phone=${encodeURIComponent(alice.phone)}`);
    expect(own.status).toBe(400);
    expect(
      (await call(null, `/api/transfers/recipient?phone=${encodeURIComponent(jane.phone)}`)).status,
    ).toBe(401);
  });
});

describe('POST /api/transfers', () => {
  it('moves the money at once, tells both sides in the app, queues one SMS each, shows in both histories', async () => {
    await fund(alice.userId, 2_000);
    const janeBefore = await balance(jane.userId);
    const key = randomUUID();
    const sent = await send(alice, { phone: jane.phone, amount: 700, note: 'Lunch' }, key);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      direction: 'sent',
      status: 'completed',
      amount: 700,
      fee: 0,
      total: 700,
      note: 'Lunch',
      counterparty: { phone: jane.phone, name: 'Jane W***' },
    });
    expect(sent.body.reference).toMatch(/^TP[0-9A-Z]{8}$/);
    expect(await balance(alice.userId)).toBe(1_300);
    expect(await balance(jane.userId)).toBe(janeBefore + 700);

    const id = sent.body.id as string;
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `transfer.%:${id}`));
    expect(notices.map((n) => [n.userId, n.kind]).sort()).toEqual(
      [
        [alice.userId, 'notice'],
        [jane.userId, 'transfer.received'],
      ].sort(),
    );
    const smsJobs = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `sms:transfer:${id}:%`));
    expect(smsJobs).toHaveLength(2);

    const aliceWallet = (await call(alice, '/api/wallet')).body as {
      transactions: Array<{ description: string; amount: number }>;
    };
    expect(aliceWallet.transactions[0]).toMatchObject({ amount: -700 });
    expect(aliceWallet.transactions[0]!.description).toBe(
      `Tuku Pay ${sent.body.reference as string}: Alice O*** to Jane W***`,
    );
    const janeWallet = (await call(jane, '/api/wallet')).body as { transactions: Array<{ amount: number }> };
    expect(janeWallet.transactions[0]).toMatchObject({ amount: 700 });

    // The same key again: the same transfer, nothing moved; with another body: 409.
    const again = await send(alice, { phone: jane.phone, amount: 700, note: 'Lunch' }, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect(await balance(alice.userId)).toBe(1_300);
    expect((await send(alice, { phone: jane.phone, amount: 701, note: 'Lunch' }, key)).status).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.singletonKey, `sms:transfer:${id}:%`)),
    ).toHaveLength(2);

    // The receipt: the sender, the recipient and a superadmin see it; nobody else.
    expect((await call(alice, `/api/transfers/${id}`)).body).toMatchObject({
      direction: 'sent',
      status: 'completed',
    });
    expect((await call(jane, `/api/transfers/${id}`)).body).toMatchObject({
      direction: 'received',
      counterparty: { name: 'Alice O***' },
      fee: 0,
    });
    expect((await call(admin, `/api/transfers/${id}`)).status).toBe(200);
    expect((await call(stranger, `/api/transfers/${id}`)).status).toBe(404);
    expect((await call(stranger, '/api/transfers/not-an-id')).status).toBe(404);
    const listed = (await call(jane, '/api/transfers')).body as {
      tukuPayNumber: string;
      transfers: Array<{ id: string }>;
    };
    expect(listed.tukuPayNumber).toBe(jane.phone);
    expect(listed.transfers.map((x) => x.id)).toContain(id);
  });

  it('texts each side once through the SMS job', async () => {
    const [transfer] = await t.database.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.senderId, alice.userId), eq(transfers.status, 'completed')));
    const texts: Array<{ to: string; text: string }> = [];
    const sms = {
      name: 'outbox' as const,
      send: async (message: { to: string; text: string }) => void texts.push(message),
    };
    const deps = { db: t.database.db, sms, logger: pino({ level: 'silent' }), now: () => nairobiAt(10) };
    // Each job twice, as a run repeated after a crash mid-send would: the claim keeps it to one text.
    for (const side of ['sender', 'recipient', 'sender', 'recipient'] as const) {
      await sendTransferSms(deps, { transferId: transfer!.id, side });
    }
    expect(texts.map((m) => m.to)).toEqual([alice.phone, jane.phone]);
    expect(texts[0]!.text).toContain(`sent to Jane W*** by Tuku Pay`);
    expect(texts[1]!.text).toContain(
      `You received KES ${transfer!.amount.toLocaleString('en-KE')} from Alice O***`,
    );
  });

  it("texts the sender's receipt at once at night, holds the recipient's to 07:00, and none to who turned Tuku Pay SMS off", async () => {
    await fund(alice.userId, 1_000);
    const late = await send(alice, { phone: stranger.phone, amount: 150 });
    expect(late.status).toBe(201);
    const id = late.body.id as string;
    const texts: Array<{ to: string; text: string }> = [];
    const sms = {
      name: 'outbox' as const,
      send: async (message: { to: string; text: string }) => void texts.push(message),
    };
    let clock = nairobiAt(22, 30);
    const deps = { db: t.database.db, sms, logger: pino({ level: 'silent' }), now: () => clock };
    await sendTransferSms(deps, { transferId: id, side: 'sender' });
    await sendTransferSms(deps, { transferId: id, side: 'recipient' });
    expect(texts.map((m) => m.to)).toEqual([alice.phone]);
    const [held] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `sms:transfer:${id}:recipient@%`));
    expect(held!.runAt.toISOString()).toBe(nairobiAt(7, 0, 2).toISOString());
    clock = nairobiAt(7, 0, 2);
    await sendTransferSms(deps, held!.payload as { transferId: string; side: 'recipient' });
    expect(texts.map((m) => m.to)).toEqual([alice.phone, stranger.phone]);

    // Jane turns Tuku Pay SMS off: the app still tells her, no text comes.
    const off = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      json: { preferences: [{ kind: 'transfer.received', inApp: true, sms: false }] },
      headers: { cookie: jane.cookie },
    });
    expect(off.status).toBe(200);
    const quiet = await send(alice, { phone: jane.phone, amount: 120 });
    expect(quiet.status).toBe(201);
    await sendTransferSms(deps, { transferId: quiet.body.id as string, side: 'recipient' });
    expect(texts.map((m) => m.to)).toEqual([alice.phone, stranger.phone]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `transfer.received:${quiet.body.id as string}`));
    expect(told).toHaveLength(1);
  });

  it('refuses bad input (400), no key (400), unknown number (404), yourself (400), signed out (401), unverified (403)', async () => {
    expect((await send(alice, { phone: jane.phone, amount: 5 })).status).toBe(400);
    expect((await send(alice, { phone: jane.phone, amount: 150_001 })).status).toBe(400);
    expect((await send(alice, { phone: jane.phone, amount: 10.5 })).status).toBe(400);
    expect((await send(alice, { phone: 'nope', amount: 100 })).status).toBe(400);
    expect((await send(alice, { phone: jane.phone, amount: 100, note: 'x'.repeat(141) })).status).toBe(400);
    expect((await send(alice, { phone: jane.phone, amount: 100 }, null)).status).toBe(400);
    const unknown = await send(alice, { phone: '+254799999002', amount: 100 });
    expect(unknown).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No ABODE account uses this number' } },
    });
    const self = await send(alice, { phone: alice.phone, amount: 100 });
    expect(self.status).toBe(400);
    expect(self.body.error?.reason).toBe('to_yourself');
    expect((await send(null, { phone: jane.phone, amount: 100 })).status).toBe(401);
    const unverified = await signUpUnverified(t);
    expect((await send(unverified, { phone: jane.phone, amount: 100 })).status).toBe(403);
  });

  it('leaves a failed transfer the sender can follow when the wallet cannot afford it (409), and a retry says so again', async () => {
    const poor = await signUpAndVerify(t);
    await fund(poor.userId, 100);
    const key = randomUUID();
    const refused = await send(poor, { phone: jane.phone, amount: 500 }, key);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('INSUFFICIENT_FUNDS');
    expect(refused.body.error?.message).toContain('KES 500');
    const transferId = (refused.body.error as unknown as { transferId: string }).transferId;
    const failed = (await call(poor, `/api/transfers/${transferId}`)).body as { fee: number };
    expect(failed).toMatchObject({ status: 'failed', amount: 500 });
    // The amount needed as a value too, for the web to say it in Kiswahili.
    expect(refused.body.error).toMatchObject({
      reason: 'insufficient_funds',
      params: { needed: 500 + failed.fee },
    });
    const again = await send(poor, { phone: jane.phone, amount: 500 }, key);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ params: { needed: 500 + failed.fee } });
    expect(await balance(poor.userId)).toBe(100);
  });

  it('pays exactly 5 of 20 simultaneous transfers from a wallet that can afford 5', async () => {
    const racer = await signUpAndVerify(t);
    await fund(racer.userId, 5_000);
    const janeBefore = await balance(jane.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(racer, { phone: jane.phone, amount: 1_000 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await balance(racer.userId)).toBe(0);
    expect(await balance(jane.userId)).toBe(janeBefore + 5_000);
  });
});

describe('step-up and limits', () => {
  it('asks above KES 10,000 for approved KYC (403), then the SMS code (403), then sends', async () => {
    const rich = await signUpAndVerify(t);
    await fund(rich.userId, 400_000);
    const noKyc = await send(rich, { phone: jane.phone, amount: 10_001 });
    expect(noKyc.status).toBe(403);
    expect(noKyc.body.error?.reason).toBe('kyc_required');
    expect((await send(rich, { phone: jane.phone, amount: 10_000 })).status).toBe(201);
    await approveKyc(t, rich.userId);
    const noCode = await send(rich, { phone: jane.phone, amount: 150_000 });
    expect(noCode.status).toBe(403);
    expect(noCode.body.error?.reason).toBe('step_up_required');
    const code = await stepUpCode(rich);
    const sent = await send(rich, { phone: jane.phone, amount: 150_000, code });
    expect(sent.status).toBe(201);
    // One code, one send.
    const reused = await send(rich, { phone: jane.phone, amount: 20_000, code });
    expect(reused.body.error?.reason).toBe('step_up_required');

    // 160,000 sent today: a transfer passing 300,000 is refused with what is left.
    const [first] = await t.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, sent.body.id as string));
    await t.database.db.insert(transfers).values({
      ...first!,
      id: randomUUID(),
      reference: `TPX${Date.now().toString(36).slice(-7).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      amount: 135_000,
    });
    const over = await send(rich, { phone: jane.phone, amount: 5_001 });
    expect(over.status).toBe(409);
    expect(over.body.error?.reason).toBe('daily_limit');
    expect(over.body.error?.message).toContain('KES 5,000 more today');
    // The message's values, for the web to write it in Kiswahili.
    expect((over.body.error as { params?: unknown } | undefined)?.params).toEqual({
      limit: 300_000,
      left: 5_000,
    });
    expect((await send(rich, { phone: jane.phone, amount: 5_000 })).status).toBe(201);
  });
  it('counts wrong codes tried through transfers: after five the right one is refused too', async () => {
    const guesser = await signUpAndVerify(t);
    await fund(guesser.userId, 50_000);
    await approveKyc(t, guesser.userId);
    const code = await stepUpCode(guesser);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await send(guesser, { phone: jane.phone, amount: 20_000, code: wrong });
      expect(refused.body.error?.reason).toBe('step_up_required');
    }
    const locked = await send(guesser, { phone: jane.phone, amount: 20_000, code });
    expect(locked.status).toBe(403);
    expect(await balance(guesser.userId)).toBe(50_000);
  });
});

describe('POST /api/transfers/:id/reverse', () => {
  it('lets only a superadmin reverse a completed transfer, once, with a reason, audited', async () => {
    const payer = await signUpAndVerify(t);
    await fund(payer.userId, 1_000);
    const janeBefore = await balance(jane.userId);
    const sent = await send(payer, { phone: jane.phone, amount: 600 });
    const id = sent.body.id as string;
    const path = `/api/transfers/${id}/reverse`;
    const reason = { reason: 'Sent to the wrong number, confirmed with both.' };
    expect((await call(payer, path, { method: 'POST', json: reason })).status).toBe(403);
    expect((await call(null, path, { method: 'POST', json: reason })).status).toBe(401);
    expect((await call(admin, path, { method: 'POST', json: { reason: '' } })).status).toBe(400);
    expect(
      (await call(admin, `/api/transfers/${randomUUID()}/reverse`, { method: 'POST', json: reason })).status,
    ).toBe(404);
    const reversed = await call(admin, path, { method: 'POST', json: reason });
    expect(reversed.status).toBe(200);
    expect(reversed.body.status).toBe('reversed');
    expect(await balance(payer.userId)).toBe(1_000);
    expect(await balance(jane.userId)).toBe(janeBefore);
    expect((await call(admin, path, { method: 'POST', json: reason })).status).toBe(409);
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audited.map((a) => a.action)).toContain('transfer.reversed');
    expect((await call(payer, `/api/transfers/${id}`)).body.status).toBe('reversed');
  });
});

describe('GET /api/transfers/lookup', () => {
  it('finds a transfer by its receipt reference, both sides shown, for a superadmin only', async () => {
    const payer = await signUpAndVerify(t, { first_name: 'Otieno', last_name: 'Were' });
    await fund(payer.userId, 900);
    const sent = await send(payer, { phone: jane.phone, amount: 450, note: 'Gas refill' });
    const reference = sent.body.reference as string;
    const path = `/api/transfers/lookup?reference=${reference.toLowerCase()}`;
    const found = await call(admin, path);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: sent.body.id,
      reference,
      status: 'completed',
      amount: 450,
      note: 'Gas refill',
      sender: { name: 'Otieno W***', phone: payer.phone },
      counterparty: { phone: jane.phone },
    });
    expect((await call(payer, path)).status).toBe(403);
    expect((await call(null, path)).status).toBe(401);
    const unknown = await call(admin, '/api/transfers/lookup?reference=TP00000000');
    expect(unknown.status).toBe(404);
    const malformed = await call(admin, '/api/transfers/lookup?reference=TX12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toContain('TP and 8 letters or digits');
  });
});

describe('payment requests', () => {
  it('asks someone by phone; they approve (a transfer) or decline; both are told', async () => {
    const asker = await signUpAndVerify(t, { first_name: 'Brian', last_name: 'Kamau' });
    const payer = await signUpAndVerify(t, { first_name: 'Grace', last_name: 'Achieng' });
    await fund(payer.userId, 3_000);
    const asked = await call(asker, '/api/transfers/requests', {
      method: 'POST',
      json: { phone: payer.phone, amount: 1_200, note: 'Water share' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      counterparty: { name: 'Grace A***' },
    });
    const second = await call(asker, '/api/transfers/requests', {
      method: 'POST',
      json: { phone: payer.phone, amount: 300 },
    });

    const incoming = (await call(payer, '/api/transfers/requests')).body as {
      incoming: Array<{ id: string; counterparty: { name: string } }>;
    };
    expect(incoming.incoming.map((r) => r.id)).toEqual([second.body.id, asked.body.id]);
    expect(incoming.incoming[0]!.counterparty.name).toBe('Brian K***');
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `transfer.request:${asked.body.id as string}`));
    expect(notice).toMatchObject({ userId: payer.userId, kind: 'transfer.request' });

    const approvePath = `/api/transfers/requests/${asked.body.id as string}/approve`;
    expect((await call(asker, approvePath, { method: 'POST', json: {} })).status).toBe(404);
    expect((await call(stranger, approvePath, { method: 'POST', json: {} })).status).toBe(404);
    expect((await call(payer, approvePath, { method: 'POST', json: {}, key: null })).status).toBe(400);
    const key = randomUUID();
    const paid = await call(payer, approvePath, { method: 'POST', json: {}, key });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: 1_200, status: 'completed', note: 'Water share' });
    expect(await balance(payer.userId)).toBe(1_800);
    expect((await call(payer, approvePath, { method: 'POST', json: {}, key })).status).toBe(200);
    expect((await call(payer, approvePath, { method: 'POST', json: {} })).status).toBe(409);
    expect(await balance(payer.userId)).toBe(1_800);

    const declinePath = `/api/transfers/requests/${second.body.id as string}/decline`;
    expect((await call(asker, declinePath, { method: 'POST' })).status).toBe(404);
    expect((await call(payer, declinePath, { method: 'POST' })).body.status).toBe('declined');
    expect((await call(payer, declinePath, { method: 'POST' })).status).toBe(409);

    const outgoing = (await call(asker, '/api/transfers/requests')).body as {
      outgoing: Array<{ id: string; status: string; transferId: string | null }>;
    };
    expect(outgoing.outgoing.map((r) => [r.id, r.status])).toEqual([
      [second.body.id, 'declined'],
      [asked.body.id, 'approved'],
    ]);
    expect(outgoing.outgoing[1]!.transferId).toBe(paid.body.id);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, asker.userId));
    expect(told.map((n) => n.title).sort()).toEqual(['Money received', 'Request declined', 'Request paid']);
    // The same notifications in Kiswahili, for a reader of ABODE in Kiswahili.
    expect(told.map((n) => n.titleSw).sort()).toEqual([
      'Ombi limekataliwa',
      'Ombi limelipwa',
      'Umepokea pesa',
    ]);
    expect(told.find((n) => n.title === 'Request paid')?.bodySw).toMatch(
      / amelipa ombi lako la KES [\d,]+\.$/,
    );
    const [row] = await t.database.db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.id, asked.body.id as string));
    expect(row!.status).toBe('approved');
  });

  it('refuses a request to yourself (400), to nobody (404), a bad amount (400), signed out (401)', async () => {
    const path = '/api/transfers/requests';
    expect(
      (await call(alice, path, { method: 'POST', json: { phone: alice.phone, amount: 100 } })).status,
    ).toBe(400);
    expect(
      (await call(alice, path, { method: 'POST', json: { phone: '+254799999003', amount: 100 } })).status,
    ).toBe(404);
    expect((await call(alice, path, { method: 'POST', json: { phone: jane.phone, amount: 0 } })).status).toBe(
      400,
    );
    expect(
      (await call(null, path, { method: 'POST', json: { phone: jane.phone, amount: 100 } })).status,
    ).toBe(401);
    expect((await call(null, path)).status).toBe(401);
    expect((await call(alice, '/api/transfers/requests/nope/decline', { method: 'POST' })).status).toBe(404);
  });
});
