import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createDarajaClient } from '../daraja-client';
import {
  c2bNotificationSchema,
  moneyOutResultSchema,
  stkCallbackSchema,
  stkPaidDetails,
  transactionStatusDetails,
} from '../daraja-payloads';
import { standInCredentials } from '../daraja-settings';
import { startCallbackReceiver, type CallbackReceiver } from '../testing/callback-receiver';
import type { DarajaStandInOptions } from './daraja-stand-in';
import { createSimulatedPhoneClient } from './simulated-phone-client';
import { startDarajaStandIn, type RunningDarajaStandIn } from './start-daraja-stand-in';

let running: RunningDarajaStandIn | undefined;
let receiver: CallbackReceiver | undefined;
afterEach(async () => {
  await running?.close();
  await receiver?.close();
  running = receiver = undefined;
});

/** A stand-in on its own port, the client pointed at it, and the app's side recording the callbacks. */
async function setUp(options: DarajaStandInOptions = {}) {
  running = await startDarajaStandIn({ instantOutcomeDelayMs: 0, ...options });
  receiver = await startCallbackReceiver();
  const client = createDarajaClient({ ...standInCredentials, baseUrl: running.baseUrl });
  const { baseUrl, standIn } = running;
  const origin = receiver.origin;
  const push = (phone: string, amount: number, callbackPath = '/stk') =>
    client.stkPush({ phone, amount, accountReference: 'HSE-7', callbackUrl: `${origin}${callbackPath}` });
  const simulator = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/simulator${path}`, {
      method: body === undefined && path.includes('/phones/') ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stkCallbacks = async (count: number) =>
    (await receiver!.waitFor(count)).map(
      (received) => stkCallbackSchema.parse(received.body).Body.stkCallback,
    );
  return { client, standIn, receiver: receiver!, push, simulator, stkCallbacks };
}

describe('the Daraja stand-in: STK prompts on the simulated phone', () => {
  it('lists the prompts pending for a phone in any form, and the right PIN pays (0, with metadata)', async () => {
    const { push, simulator, stkCallbacks, client } = await setUp();
    const { checkoutRequestId } = await push('0712345678', 2500);
    const listed = await simulator('/phones/+254712345678/prompts');
    expect(listed.body.prompts).toEqual([
      expect.objectContaining({
        checkoutRequestId,
        amount: 2500,
        accountReference: 'HSE-7',
        partyB: '174379',
      }),
    ]);
    expect((await simulator('/phones/0799999999/prompts')).body.prompts).toEqual([]);

    expect(await simulator(`/prompts/${checkoutRequestId}/pin`, { pin: '1234' })).toEqual({
      status: 200,
      body: { resultCode: 0, resultDesc: 'The service request is processed successfully.' },
    });
    const [callback] = await stkCallbacks(1);
    expect(callback).toMatchObject({ CheckoutRequestID: checkoutRequestId, ResultCode: 0 });
    expect(callback!.CallbackMetadata!.Item.map((item) => item.Name)).toEqual([
      'Amount',
      'MpesaReceiptNumber',
      'Balance',
      'TransactionDate',
      'PhoneNumber',
    ]);
    const raw = (await receiver!.waitFor(1))[0]!.body as {
      Body: { stkCallback: { CallbackMetadata: unknown } };
    };
    // Numbers arrive as JSON numbers, as Daraja sends them.
    expect(raw.Body.stkCallback.CallbackMetadata).toMatchObject({
      Item: expect.arrayContaining([
        { Name: 'Amount', Value: 2500 },
        { Name: 'PhoneNumber', Value: 254712345678 },
      ]),
    });
    const paid = stkPaidDetails(stkCallbackSchema.parse(raw))!;
    expect(paid.amount).toBe(2500);
    expect(paid.phone).toBe('254712345678');
    expect(paid.receipt).toMatch(/^[A-Z][A-L][1-9A-V][A-Z0-9]{7}$/);
    expect(paid.transactionDate).toMatch(/^\d{14}$/);

    // Answered prompts leave the phone, and cannot be answered twice.
    expect((await simulator('/phones/0712345678/prompts')).body.prompts).toEqual([]);
    expect((await simulator(`/prompts/${checkoutRequestId}/cancel`)).status).toBe(404);
    expect(await client.stkQuery(checkoutRequestId)).toMatchObject({ state: 'completed', resultCode: 0 });
  });

  it.each([
    ['a wrong PIN', '/pin', { pin: '9999' }, 2001, 'The initiator information is invalid.'],
    ['cancel', '/cancel', undefined, 1032, 'Request cancelled by user.'],
    ['time out now', '/timeout', undefined, 1019, 'Transaction has expired.'],
  ])('%s ends the prompt with %s and no metadata', async (_name, path, body, code, desc) => {
    const { push, simulator, stkCallbacks } = await setUp();
    const { checkoutRequestId } = await push('0712345678', 300);
    expect((await simulator(`/prompts/${checkoutRequestId}${path}`, body ?? {})).body).toEqual({
      resultCode: code,
      resultDesc: desc,
    });
    const [callback] = await stkCallbacks(1);
    expect(callback).toEqual({
      MerchantRequestID: expect.any(String),
      CheckoutRequestID: checkoutRequestId,
      ResultCode: code,
      ResultDesc: desc,
    });
  });

  it('expires an unanswered prompt after the configured time (1019)', async () => {
    const { push, stkCallbacks, client } = await setUp({ promptTimeoutMs: 150 });
    // Timed from before the push: the prompt lives 150 ms from then, however slow the query in between was.
    const started = Date.now();
    const { checkoutRequestId } = await push('0712345678', 300);
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' });
    const [callback] = await stkCallbacks(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(callback).toMatchObject({ CheckoutRequestID: checkoutRequestId, ResultCode: 1019 });
  });

  it('never reaches a phone ending in 0000 (1037), which shows no prompt', async () => {
    const { push, simulator, stkCallbacks } = await setUp();
    const { checkoutRequestId } = await push('0712340000', 300);
    const [callback] = await stkCallbacks(1);
    expect(callback).toMatchObject({ CheckoutRequestID: checkoutRequestId, ResultCode: 1037 });
    expect((await simulator('/phones/0712340000/prompts')).body.prompts).toEqual([]);
  });

  it('refuses a payment above what is left of the balance (1), debiting each one paid', async () => {
    const { push, simulator, stkCallbacks } = await setUp({ startingBalance: 1000 });
    const first = await push('0712345678', 700);
    await simulator(`/prompts/${first.checkoutRequestId}/pin`, { pin: '1234' });
    const second = await push('0712345678', 400);
    expect(
      (await simulator(`/prompts/${second.checkoutRequestId}/pin`, { pin: '1234' })).body.resultCode,
    ).toBe(1);
    expect((await stkCallbacks(2)).map((callback) => callback.ResultCode)).toEqual([0, 1]);
  });

  it('answers the same amount to the same phone within two minutes with 17, and not after', async () => {
    let clock = Date.parse('2026-03-01T09:00:00Z');
    const { push, simulator, stkCallbacks } = await setUp({ now: () => clock });
    const first = await push('0712345678', 500);
    clock += 119_000;
    const repeat = await push('0712345678', 500);
    const other = await push('0712345678', 501);
    const [callback] = await stkCallbacks(1);
    expect(callback).toMatchObject({ CheckoutRequestID: repeat.checkoutRequestId, ResultCode: 17 });
    const pending = (await simulator('/phones/0712345678/prompts')).body.prompts as {
      checkoutRequestId: string;
    }[];
    expect(pending.map((prompt) => prompt.checkoutRequestId).sort()).toEqual(
      [first.checkoutRequestId, other.checkoutRequestId].sort(),
    );
    // Two minutes after the last one, the repeat included.
    clock += 120_000;
    const later = await push('0712345678', 500);
    expect(
      (await simulator(`/prompts/${later.checkoutRequestId}/pin`, { pin: '1234' })).body.resultCode,
    ).toBe(0);
  });

  it('refuses a wrong PIN shape and an unknown prompt', async () => {
    const { simulator } = await setUp();
    expect((await simulator('/prompts/ws_CO_1/pin', { pin: '12' })).status).toBe(400);
    expect((await simulator('/prompts/ws_CO_1/pin', { pin: '1234' })).status).toBe(404);
    expect((await simulator('/phones/12345/prompts')).status).toBe(400);
  });

  it("answers Daraja's errors for a bad request", async () => {
    const { standIn } = await setUp();
    const token = (await (
      await fetch(`${running!.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${standInCredentials.consumerKey}:${standInCredentials.consumerSecret}`).toString('base64')}`,
        },
      })
    ).json()) as { access_token: string; expires_in: string };
    expect(token.expires_in).toBe('3599');
    const post = async (body: unknown, bearer = token.access_token) => {
      const response = await fetch(`${running!.baseUrl}/mpesa/stkpush/v1/processrequest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await post({}, 'nope')).toMatchObject({ status: 404, body: { errorCode: '404.001.03' } });
    expect(await post('{not json')).toMatchObject({ status: 400, body: { errorCode: '400.002.05' } });
    expect(await post({ BusinessShortCode: 'x' })).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid BusinessShortCode' },
    });
    expect(standIn.requests.filter((line) => line.startsWith('POST'))).toHaveLength(3);
  });
});

describe('the Daraja stand-in: callbacks that misbehave', () => {
  /** Six prompts, each cancelled at once: six callbacks, in the order they were answered. */
  async function sixCancelled(options: DarajaStandInOptions) {
    const context = await setUp(options);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { checkoutRequestId } = await context.push(`07123456${10 + i}`, 100 + i);
      ids.push(checkoutRequestId);
      await context.simulator(`/prompts/${checkoutRequestId}/cancel`, {});
    }
    await context.standIn.idle();
    const arrived = context.receiver.received.map(
      (received) => stkCallbackSchema.parse(received.body).Body.stkCallback.CheckoutRequestID,
    );
    return { ...context, ids, arrived };
  }

  it('sends each callback once, in order, by default', async () => {
    const { ids, arrived } = await sixCancelled({});
    expect(arrived).toEqual(ids);
  });

  it('sends a share twice (duplicateShare)', async () => {
    const { ids, arrived, standIn } = await sixCancelled({ callbacks: { duplicateShare: 1 } });
    expect([...arrived].sort()).toEqual(ids.flatMap((id) => [id, id]).sort());
    for (const id of ids) {
      const copies = standIn.deliveries.filter(
        (delivery) => stkCallbackSchema.parse(delivery.body).Body.stkCallback.CheckoutRequestID === id,
      );
      expect(copies.map((delivery) => delivery.copy)).toEqual([1, 2]);
    }
  });

  it('sends a share late (lateShare): a later callback overtakes it', async () => {
    // Seed 2 draws "late" for the first callback and "on time" for the second.
    const { receiver, standIn, push, simulator } = await setUp({
      callbacks: { seed: 2, lateShare: 0.5, lateDelayMs: 300 },
    });
    const first = await push('0712345610', 100);
    const second = await push('0712345611', 100);
    const started = Date.now();
    await simulator(`/prompts/${first.checkoutRequestId}/cancel`, {});
    await simulator(`/prompts/${second.checkoutRequestId}/cancel`, {});
    const arrived = (await receiver.waitFor(2)).map(
      (received) => stkCallbackSchema.parse(received.body).Body.stkCallback.CheckoutRequestID,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(arrived).toEqual([second.checkoutRequestId, first.checkoutRequestId]);
    await standIn.idle();
    expect(standIn.deliveries.map((delivery) => delivery.outcome)).toEqual(['delivered', 'delivered']);
  });

  it('never sends a share (dropShare)', async () => {
    const { arrived, standIn } = await sixCancelled({ callbacks: { dropShare: 1 } });
    expect(arrived).toEqual([]);
    expect(standIn.deliveries.every((delivery) => delivery.outcome === 'dropped')).toBe(true);
  });

  it('shuffles a batch (outOfOrderBatch), the same way for the same seed', async () => {
    const runs = [];
    for (const seed of [7, 7, 8]) {
      const { ids, arrived } = await sixCancelled({ callbacks: { outOfOrderBatch: 6, seed } });
      expect([...arrived].sort()).toEqual([...ids].sort());
      expect(arrived).not.toEqual(ids);
      runs.push(arrived.map((id) => ids.indexOf(id)));
      await running!.close();
      await receiver!.close();
      running = receiver = undefined;
    }
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[2]).not.toEqual(runs[0]);
  });

  it('mixes the shares deterministically by seed', async () => {
    const behaviour = { seed: 42, duplicateShare: 0.3, dropShare: 0.3 };
    const first = (await sixCancelled({ callbacks: behaviour })).standIn.deliveries.map(
      (d) => `${d.outcome}${d.copy}`,
    );
    await running!.close();
    await receiver!.close();
    const second = (await sixCancelled({ callbacks: behaviour })).standIn.deliveries.map(
      (d) => `${d.outcome}${d.copy}`,
    );
    expect(second).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['delivered1', 'delivered2', 'dropped1']));
  });
});

describe('the Daraja stand-in: callbacks in-process', () => {
  it("calls the app's own request instead of the network when given one", async () => {
    const received: { url: string; body: unknown }[] = [];
    const app = new Hono().post('/api/payment-callbacks/:token/stk', async (c) => {
      received.push({ url: c.req.url, body: await c.req.json() });
      return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
    });
    running = await startDarajaStandIn({ callbackFetch: async (url, init) => app.request(url, init) });
    const client = createDarajaClient({ ...standInCredentials, baseUrl: running.baseUrl });
    const { checkoutRequestId } = await client.stkPush({
      phone: '0712345678',
      amount: 10,
      accountReference: 'IN-PROCESS',
      callbackUrl: 'https://abode.test/api/payment-callbacks/token/stk',
    });
    await createSimulatedPhoneClient(running.baseUrl).cancel(checkoutRequestId);
    await running.standIn.idle();
    expect(received).toEqual([
      {
        url: 'https://abode.test/api/payment-callbacks/token/stk',
        body: expect.objectContaining({
          Body: { stkCallback: expect.objectContaining({ ResultCode: 1032 }) },
        }),
      },
    ]);
  });
});

describe('the Daraja stand-in: C2B', () => {
  async function registered(responseType: 'Completed' | 'Cancelled', withValidation = true) {
    const context = await setUp();
    await context.client.registerC2bUrls({
      responseType,
      confirmationUrl: `${context.receiver.origin}/c2b/confirmation`,
      validationUrl: withValidation ? `${context.receiver.origin}/c2b/validation` : undefined,
    });
    const pay = async (billRefNumber = 'UNIT-4') => {
      await context.client.simulateC2b({ phone: '0712345678', amount: 1200, billRefNumber });
    };
    return { ...context, pay };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('posts validation, then confirmation with the same TransID and the new balance', async () => {
    const { pay, receiver } = await registered('Completed');
    // An accepting validation may name its own id; M-Pesa hands it back in the confirmation.
    receiver.answer('/c2b/validation', 200, {
      ResultCode: '0',
      ResultDesc: 'Accepted',
      ThirdPartyTransID: 'abode-77',
    });
    await pay();
    const [validation, confirmation] = await receiver.waitFor(2);
    const [v, c] = [
      c2bNotificationSchema.parse(validation!.body),
      c2bNotificationSchema.parse(confirmation!.body),
    ];
    expect(v).toMatchObject({
      TransactionType: 'Pay Bill',
      TransAmount: 1200,
      BusinessShortCode: '174379',
      BillRefNumber: 'UNIT-4',
      OrgAccountBalance: '',
      MSISDN: '2547 ***** 678',
    });
    expect(v.TransID).toMatch(/^[A-Z][A-L][1-9A-V][A-Z0-9]{7}$/);
    expect(c).toMatchObject({
      TransID: v.TransID,
      OrgAccountBalance: '1200.00',
      ThirdPartyTransID: 'abode-77',
    });
  });

  it('honours a refusal: no confirmation', async () => {
    const { pay, receiver } = await registered('Completed');
    receiver.answer('/c2b/validation', 200, { ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    await pay('NO-SUCH');
    await receiver.waitFor(1);
    await settle();
    expect(receiver.received.map((r) => r.path)).toEqual(['/c2b/validation']);
  });

  it('confirms when validation cannot be reached and ResponseType is Completed', async () => {
    const { pay, receiver } = await registered('Completed');
    receiver.answer('/c2b/validation', 502, { error: 'down' });
    await pay();
    expect((await receiver.waitFor(2)).map((r) => r.path)).toEqual(['/c2b/validation', '/c2b/confirmation']);
  });

  it('cancels when validation cannot be reached and ResponseType is Cancelled', async () => {
    const { pay, receiver } = await registered('Cancelled');
    receiver.answer('/c2b/validation', 502, { error: 'down' });
    await pay();
    await receiver.waitFor(1);
    await settle();
    expect(receiver.received.map((r) => r.path)).toEqual(['/c2b/validation']);
  });

  it('confirms only, without a validation URL', async () => {
    const { pay, receiver } = await registered('Completed', false);
    await pay();
    await receiver.waitFor(1);
    await settle();
    expect(receiver.received.map((r) => r.path)).toEqual(['/c2b/confirmation']);
  });

  it('hashes the MSISDN for URLs registered on v1', async () => {
    const { receiver, client } = await setUp();
    const answer = await fetch(`${running!.baseUrl}/mpesa/c2b/v1/registerurl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ShortCode: '174379',
        ResponseType: 'Completed',
        ConfirmationURL: `${receiver.origin}/c2b/confirmation`,
      }),
    });
    expect(answer.status).toBe(200);
    await client.simulateC2b({ phone: '0712345678', amount: 50, billRefNumber: 'X' });
    const [confirmation] = await receiver.waitFor(1);
    expect(c2bNotificationSchema.parse(confirmation!.body).MSISDN).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a ResponseType not in Daraja's sentence case", async () => {
    const { client, receiver } = await setUp();
    await expect(
      client.registerC2bUrls({
        responseType: 'completed' as 'Completed',
        confirmationUrl: `${receiver.origin}/c2b/confirmation`,
      }),
    ).rejects.toMatchObject({ code: '400.002.02', message: expect.stringContaining('ResponseType') });
  });
});

describe('the Daraja stand-in: B2C results', () => {
  it('reports an unknown initiator (2001) and a payout above the balance (1)', async () => {
    const { receiver } = await setUp({
      initiator: { name: 'abode-api', securityCredential: 'right' },
      payoutBalance: 1000,
    });
    const payout = (securityCredential: string, amount: number, id: string) =>
      createDarajaClient({
        ...standInCredentials,
        baseUrl: running!.baseUrl,
        initiator: { name: 'abode-api', securityCredential },
      }).b2cPayment({
        originatorConversationId: id,
        phone: '0712345678',
        amount,
        remarks: 'Refund',
        resultUrl: `${receiver.origin}/b2c/result`,
        timeoutUrl: `${receiver.origin}/b2c/timeout`,
      });
    await payout('wrong', 10, 'p1');
    await receiver.waitFor(1);
    await payout('right', 5000, 'p2');
    await receiver.waitFor(2);
    await payout('right', 600, 'p3');
    const results = (await receiver.waitFor(3)).map((r) => moneyOutResultSchema.parse(r.body).Result);
    expect(results.map((r) => [r.OriginatorConversationID, r.ResultCode])).toEqual([
      ['p1', '2001'],
      ['p2', '1'],
      ['p3', '0'],
    ]);
    expect(results[2]!.ResultParameters!.ResultParameter.map((p) => p.Key)).toContain('TransactionReceipt');
  });
});

describe('the Daraja stand-in: Transaction Status', () => {
  it("accepts at once with the query's own ids, then answers on ResultURL how each send ended", async () => {
    const { client, receiver, standIn } = await setUp({
      moneyOutOutcome: (request) =>
        request.partyB.endsWith('11')
          ? 'paid_result_lost'
          : request.partyB.endsWith('22')
            ? 'failed_result_lost'
            : 'silent',
    });
    const urls = { resultUrl: `${receiver.origin}/b2c/result`, timeoutUrl: `${receiver.origin}/b2c/timeout` };
    const b2c = (id: string, phone: string) =>
      client.b2cPayment({ originatorConversationId: id, phone, amount: 900, remarks: 'Payout', ...urls });
    await b2c('lost-paid', '0712345611');
    await b2c('lost-failed', '0712345622');
    await b2c('never-taken', '0712345633');
    const till = await client.b2bPayment({
      commandId: 'BusinessBuyGoods',
      partyB: '5123433',
      amount: 300,
      remarks: 'Shop',
      ...urls,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Lost or never taken up: no Result reached the app for any of them.
    expect(receiver.received).toHaveLength(0);

    const ask = (originalConversationId: string) =>
      client.transactionStatus({
        originalConversationId,
        remarks: 'Status',
        resultUrl: `${receiver.origin}/status/result`,
        timeoutUrl: `${receiver.origin}/status/timeout`,
      });
    const queries = [
      await ask('lost-paid'),
      await ask('lost-failed'),
      await ask('never-taken'),
      await ask(till.conversationId),
    ];
    expect(queries[0]!.conversationId).toMatch(/^AG_\d{8}_[0-9a-f]{20}$/);
    const answers = (await receiver.waitFor(4)).map((r) => moneyOutResultSchema.parse(r.body).Result);
    const byQuery = (i: number) => answers.find((a) => a.ConversationID === queries[i]!.conversationId)!;
    const paid = transactionStatusDetails(byQuery(0));
    expect([byQuery(0).ResultCode, paid.transactionStatus, paid.amount]).toEqual(['0', 'Completed', 900]);
    expect(paid.originatorConversationId).toBe('lost-paid');
    expect(paid.receiptNo).toMatch(/^[A-Z0-9]{10}$/);
    expect(transactionStatusDetails(byQuery(1)).transactionStatus).toBe('Declined');
    expect(byQuery(2).ResultCode).toBe('R000001');
    expect(byQuery(2).ResultParameters).toBeUndefined();
    // B2B by the ConversationID Daraja gave it: a till that was never taken up either.
    expect(byQuery(3).ResultCode).toBe('R000001');
    expect(standIn.requests.filter((r) => r.includes('transactionstatus'))).toHaveLength(4);
  });

  it('refuses a query without either id, and answers 2001 to another initiator', async () => {
    const { receiver } = await setUp({ initiator: { name: 'abode-api', securityCredential: 'right' } });
    const asking = (securityCredential: string) =>
      createDarajaClient({
        ...standInCredentials,
        baseUrl: running!.baseUrl,
        initiator: { name: 'abode-api', securityCredential },
      });
    const urls = {
      resultUrl: `${receiver.origin}/status/result`,
      timeoutUrl: `${receiver.origin}/status/timeout`,
    };
    await expect(asking('right').transactionStatus({ remarks: 'Status', ...urls })).rejects.toThrow(
      /OriginatorConversationID or the receipt/,
    );
    const raw = await fetch(`${running!.baseUrl}/mpesa/transactionstatus/v1/query`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await asking('right').accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        Initiator: 'abode-api',
        SecurityCredential: 'right',
        CommandID: 'TransactionStatusQuery',
      }),
    });
    expect(raw.status).toBe(400);
    await asking('wrong').transactionStatus({
      originalConversationId: 'anything',
      remarks: 'Status',
      ...urls,
    });
    const [answer] = (await receiver.waitFor(1)).map((r) => moneyOutResultSchema.parse(r.body).Result);
    expect(answer!.ResultCode).toBe('2001');
  });
});
