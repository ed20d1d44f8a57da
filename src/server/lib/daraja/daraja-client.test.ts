import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, type DarajaClientOptions } from './daraja-client';
import { DarajaApiError, DarajaInputError } from './daraja-errors';
import { darajaMsisdn } from './daraja-inputs';
import { standInCredentials } from './daraja-settings';
import { nairobiTimestamp, stkPassword } from './nairobi-time';
import { startDarajaStandIn, type RunningDarajaStandIn } from './stand-in/start-daraja-stand-in';
import { startCallbackReceiver, type CallbackReceiver } from './testing/callback-receiver';

/** The client against the stand-in on a real local port, both on one movable clock. */
describe('the Daraja client', () => {
  let running: RunningDarajaStandIn;
  let receiver: CallbackReceiver;
  let clock = Date.parse('2025-12-31T21:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    running = await startDarajaStandIn({ now, instantOutcomeDelayMs: 0 });
    receiver = await startCallbackReceiver();
  });
  afterAll(async () => {
    await running.close();
    await receiver.close();
  });
  afterEach(() => {
    running.standIn.requests.length = 0;
  });

  const client = (overrides: Partial<DarajaClientOptions> = {}) =>
    createDarajaClient({
      baseUrl: running.baseUrl,
      consumerKey: standInCredentials.consumerKey,
      consumerSecret: standInCredentials.consumerSecret,
      shortcode: standInCredentials.shortcode,
      passkey: standInCredentials.passkey,
      now: () => new Date(clock),
      ...overrides,
    });
  const oauthCalls = () => running.standIn.requests.filter((line) => line.startsWith('GET /oauth')).length;
  let nextPhone = 712_000_100;
  const push = (daraja = client(), amount = 1500) =>
    daraja.stkPush({
      phone: `0${(nextPhone += 1)}`,
      amount,
      accountReference: 'A-12 UNIT 4',
      callbackUrl: `${receiver.origin}/stk`,
    });

  describe('the access token', () => {
    it('is fetched once for concurrent callers and shared', async () => {
      const daraja = client();
      const tokens = await Promise.all(Array.from({ length: 8 }, () => daraja.accessToken()));
      await Promise.all([push(daraja), push(daraja), push(daraja)]);
      expect(new Set(tokens).size).toBe(1);
      expect(oauthCalls()).toBe(1);
    });

    it('is renewed five minutes before its hour ends, not after', async () => {
      const daraja = client();
      const first = await daraja.accessToken();
      clock += (3599 - 5 * 60 - 1) * 1000;
      expect(await daraja.accessToken()).toBe(first);
      clock += 2000;
      const second = await daraja.accessToken();
      expect(second).not.toBe(first);
      expect(oauthCalls()).toBe(2);
      // The renewed one works: the stand-in still holds the first as valid for another 5 minutes too.
      await push(daraja);
    });

    it('is renewed and the call made once more when Daraja calls it invalid (404.001.03)', async () => {
      const daraja = client();
      await daraja.accessToken();
      running.standIn.revokeTokens();
      await push(daraja);
      expect(oauthCalls()).toBe(2);
      expect(running.standIn.requests.filter((line) => line.includes('processrequest'))).toHaveLength(2);
    });

    it('retries only once', async () => {
      // A stand-in whose clock jumps an hour at every look: each token has expired by its first use.
      let late = clock;
      const refusing = await startDarajaStandIn({ now: () => (late += 3600_000) });
      try {
        await expect(push(client({ baseUrl: refusing.baseUrl }))).rejects.toMatchObject({
          name: 'DarajaApiError',
          status: 404,
          code: '404.001.03',
        });
        expect(refusing.standIn.requests.map((line) => line.split('?')[0])).toEqual([
          'GET /oauth/v1/generate',
          'POST /mpesa/stkpush/v1/processrequest',
          'GET /oauth/v1/generate',
          'POST /mpesa/stkpush/v1/processrequest',
        ]);
      } finally {
        await refusing.close();
      }
    });

    it('reports refused credentials with their Daraja error code', async () => {
      await expect(client({ consumerSecret: 'wrong' }).accessToken()).rejects.toMatchObject({
        name: 'DarajaApiError',
        status: 400,
        code: '400.008.01',
      });
    });
  });

  describe('STK push', () => {
    it('sends the STK password built from the Nairobi timestamp and is accepted', async () => {
      clock = Date.parse('2025-12-31T21:00:00Z');
      const accepted = await push();
      expect(accepted.checkoutRequestId).toMatch(/^ws_CO_01012026000000\d+$/);
      expect(accepted.merchantRequestId).toBeTruthy();
      expect(nairobiTimestamp(new Date(clock))).toBe('20260101000000');
      expect(stkPassword('174379', standInCredentials.passkey, '20260101000000')).toMatch(/^MTc0Mzc5/);
    });

    it('is refused by Daraja with a wrong passkey (500.001.1001 Wrong credentials)', async () => {
      await expect(push(client({ passkey: 'not-the-passkey' }))).rejects.toMatchObject({
        code: '500.001.1001',
        message: expect.stringContaining('Wrong credentials'),
      });
    });

    it.each([
      ['+254712345678', '254712345678'],
      ['0712 345 678', '254712345678'],
      ['254112345678', '254112345678'],
      ['0112-345-678', '254112345678'],
      ['+254 712 345 678', '254712345678'],
    ])('sends %s as %s', (phone, msisdn) => {
      expect(darajaMsisdn(phone)).toBe(msisdn);
    });

    it.each([
      [{ amount: 0 }, /whole number of shillings from 1 to 150000/],
      [{ amount: 99.5 }, /whole number/],
      [{ amount: -5 }, /whole number/],
      [{ amount: 150_001 }, /whole number/],
      [{ amount: Number.NaN }, /whole number/],
      [{ accountReference: 'ABCDEFGHIJKLM' }, /account reference must be 1 to 12/],
      [{ accountReference: '' }, /account reference must be 1 to 12/],
      [{ description: 'fourteen chars' }, /description must be 1 to 13/],
      [{ phone: '+255712345678' }, /Not a Kenyan mobile number/],
      [{ phone: '0812345678' }, /Not a Kenyan mobile number/],
    ])('refuses %j before any HTTP call', async (change, message) => {
      const daraja = client();
      const sending = daraja.stkPush({
        phone: '0712345678',
        amount: 100,
        accountReference: 'UNIT-4',
        callbackUrl: `${receiver.origin}/stk`,
        ...change,
      });
      await expect(sending).rejects.toThrow(DarajaInputError);
      await expect(sending).rejects.toThrow(message);
      expect(running.standIn.requests).toEqual([]);
    });

    it('takes 150,000 and 1, the bounds', async () => {
      await push(client(), 150_000);
      await push(client(), 1);
    });
  });

  describe('STK query', () => {
    it('says pending while the payer has not answered, then the result', async () => {
      const daraja = client();
      const { checkoutRequestId } = await push(daraja);
      expect(await daraja.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' });
      const answer = await fetch(`${running.baseUrl}/simulator/prompts/${checkoutRequestId}/cancel`, {
        method: 'POST',
      });
      expect(answer.status).toBe(200);
      expect(await daraja.stkQuery(checkoutRequestId)).toMatchObject({
        state: 'completed',
        resultCode: 1032,
        resultDesc: 'Request cancelled by user.',
      });
    });

    it('throws for an id Daraja does not know', async () => {
      await expect(client().stkQuery('ws_CO_000')).rejects.toBeInstanceOf(DarajaApiError);
    });
  });

  describe('C2B', () => {
    it('registers the URLs, then a simulated payment is validated and confirmed', async () => {
      const daraja = client();
      await daraja.registerC2bUrls({
        confirmationUrl: `${receiver.origin}/c2b/confirmation`,
        validationUrl: `${receiver.origin}/c2b/validation`,
        responseType: 'Completed',
      });
      receiver.received.length = 0;
      await daraja.simulateC2b({ phone: '0712345678', amount: 2500, billRefNumber: 'A12' });
      const [validation, confirmation] = await receiver.waitFor(2);
      expect(validation!.path).toBe('/c2b/validation');
      expect(confirmation!.path).toBe('/c2b/confirmation');
      expect(confirmation!.body).toMatchObject({ TransAmount: '2500.00', BillRefNumber: 'A12' });
    });

    it('is refused with a URL containing a word Daraja refuses', async () => {
      await expect(
        client().registerC2bUrls({
          confirmationUrl: `${receiver.origin}/mpesa/confirm`,
          responseType: 'Completed',
        }),
      ).rejects.toMatchObject({ code: '400.002.02' });
    });
  });

  describe('B2C and B2B', () => {
    const initiator = { name: 'abode-api', securityCredential: 'encrypted-credential' };

    it('needs the initiator', async () => {
      await expect(
        client().b2cPayment({
          originatorConversationId: 'payout-1',
          phone: '0712345678',
          amount: 100,
          remarks: 'Deposit refund',
          resultUrl: `${receiver.origin}/b2c/result`,
          timeoutUrl: `${receiver.origin}/b2c/timeout`,
        }),
      ).rejects.toThrow(DarajaInputError);
    });

    it('pays out, refuses a repeated OriginatorConversationID, and the Result comes on ResultURL', async () => {
      const daraja = client({ initiator });
      receiver.received.length = 0;
      const payout = {
        originatorConversationId: 'payout-2',
        phone: '0712345678',
        amount: 100,
        remarks: 'Deposit refund',
        resultUrl: `${receiver.origin}/b2c/result`,
        timeoutUrl: `${receiver.origin}/b2c/timeout`,
      };
      const accepted = await daraja.b2cPayment(payout);
      expect(accepted).toMatchObject({
        originatorConversationId: 'payout-2',
        conversationId: expect.stringMatching(/^AG_/),
      });
      await expect(daraja.b2cPayment(payout)).rejects.toMatchObject({ code: '500.002.1001' });
      const paid = await daraja.b2bPayment({
        commandId: 'BusinessPayBill',
        partyB: '600000',
        amount: 5000,
        accountReference: 'ACC-2210',
        remarks: 'Water bill',
        resultUrl: `${receiver.origin}/b2b/result`,
        timeoutUrl: `${receiver.origin}/b2b/timeout`,
      });
      expect(paid.conversationId).toMatch(/^AG_/);
      const results = await receiver.waitFor(2);
      expect(results.map((result) => result.path).sort()).toEqual(['/b2b/result', '/b2c/result']);
    });
  });
});
