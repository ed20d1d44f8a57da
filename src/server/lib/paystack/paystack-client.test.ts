import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaystackClient, PaystackError } from './paystack-client';
import { isPaystackSignatureValid, paystackSignatureOf } from './paystack-signature';
import { paystackSettingsOf, paystackStandInSecretKey } from './paystack-settings';
import { startPaystackStandIn, type RunningPaystackStandIn } from './stand-in/start-paystack-stand-in';

describe('the Paystack client against the stand-in', () => {
  let paystack: RunningPaystackStandIn;
  const webhooks: Array<{ url: string; body: string; signature: string | null }> = [];
  const client = () =>
    createPaystackClient({ env: 'standin', baseUrl: paystack.baseUrl, secretKey: paystackStandInSecretKey });
  const initialize = (reference: string, amount = 257_300) =>
    client().initializeTransaction({
      email: 'amina@example.com',
      amount,
      reference,
      callbackUrl: 'http://localhost:4173/dashboard/tenant/card/x',
      currency: 'KES',
    });
  const pay = (url: string, number: string) =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ number, expiry: '12/39', cvv: '123' }) });

  beforeAll(async () => {
    paystack = await startPaystackStandIn({
      secretKey: paystackStandInSecretKey,
      webhookUrl: 'http://app.test/api/card-payments/webhook',
      webhookFetch: async (url, init) => {
        webhooks.push({
          url,
          body: String(init.body),
          signature: new Headers(init.headers).get('x-paystack-signature'),
        });
        return new Response('{}');
      },
    });
  });
  afterAll(async () => paystack.close());

  it('initializes in the subunit, verifies as abandoned until paid, then success with the card and a signed webhook', async () => {
    const opened = await initialize('ABODE-CARD-CLIENT1');
    expect(opened.reference).toBe('ABODE-CARD-CLIENT1');
    expect(opened.authorizationUrl).toBe(`${paystack.baseUrl}/checkout/${opened.accessCode}`);
    expect(await client().verifyTransaction('ABODE-CARD-CLIENT1')).toMatchObject({
      status: 'abandoned',
      amount: 257_300,
      currency: 'KES',
    });
    expect((await pay(opened.authorizationUrl, '4084084084084081')).status).toBe(200);
    await paystack.standIn.idle();
    const verified = await client().verifyTransaction('ABODE-CARD-CLIENT1');
    expect(verified).toMatchObject({
      status: 'success',
      amount: 257_300,
      last4: '4081',
      gatewayResponse: 'Approved',
    });
    expect(verified.id).toBeGreaterThan(0);
    const sent = webhooks.at(-1)!;
    expect(sent.url).toBe('http://app.test/api/card-payments/webhook');
    expect(isPaystackSignatureValid(sent.body, sent.signature ?? undefined, paystackStandInSecretKey)).toBe(
      true,
    );
    expect(sent.signature).toBe(paystackSignatureOf(sent.body, paystackStandInSecretKey));
    expect(JSON.parse(sent.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'ABODE-CARD-CLIENT1', status: 'success', amount: 257_300, id: verified.id },
    });
  });

  it('reports a decline as failed with the bank’s words, and sends no webhook for it', async () => {
    const before = webhooks.length;
    const opened = await initialize('ABODE-CARD-CLIENT2');
    expect(await (await pay(opened.authorizationUrl, '4084 0800 0000 5408')).text()).toContain(
      'Insufficient Funds',
    );
    await paystack.standIn.idle();
    expect(await client().verifyTransaction('ABODE-CARD-CLIENT2')).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Insufficient Funds',
    });
    expect(webhooks.length).toBe(before);
    // A finished checkout takes no second card.
    expect((await pay(opened.authorizationUrl, '4084084084084081')).status).toBe(404);
  });

  it('refuses a wrong key, a duplicate reference, a bad amount and an unknown reference, as Paystack does', async () => {
    const wrongKey = createPaystackClient({
      env: 'standin',
      baseUrl: paystack.baseUrl,
      secretKey: 'sk_test_wrong0000000000000',
    });
    await expect(wrongKey.verifyTransaction('ABODE-CARD-CLIENT1')).rejects.toMatchObject({ status: 401 });
    await initialize('ABODE-CARD-CLIENT3');
    await expect(initialize('ABODE-CARD-CLIENT3')).rejects.toThrow(/Duplicate Transaction Reference/);
    await expect(initialize('ABODE-CARD-CLIENT4', 50)).rejects.toMatchObject({ status: 400 });
    const unknown = client().verifyTransaction('ABODE-CARD-NOSUCH');
    await expect(unknown).rejects.toBeInstanceOf(PaystackError);
    await expect(unknown).rejects.toMatchObject({ status: 400 });
    const closed = createPaystackClient({
      env: 'live',
      baseUrl: 'http://127.0.0.1:9',
      secretKey: paystackStandInSecretKey,
    });
    await expect(closed.verifyTransaction('x')).rejects.toMatchObject({ status: 0 });
  });

  it('turns away a card that is not a test card, a past expiry or a missing CVV, on the page', async () => {
    const opened = await initialize('ABODE-CARD-CLIENT5');
    const tryCard = (fields: Record<string, string>) =>
      fetch(opened.authorizationUrl, { method: 'POST', body: new URLSearchParams(fields) });
    const notTest = await tryCard({ number: '4111111111111111', expiry: '12/39', cvv: '123' });
    expect(notTest.status).toBe(400);
    expect(await notTest.text()).toContain('role="alert"');
    expect((await tryCard({ number: '4084084084084081', expiry: '01/20', cvv: '123' })).status).toBe(400);
    expect((await tryCard({ number: '4084084084084081', expiry: '12/39', cvv: '' })).status).toBe(400);
    expect((await client().verifyTransaction('ABODE-CARD-CLIENT5')).status).toBe('abandoned');
  });
});

describe('Paystack settings', () => {
  it('defaults to the stand-in in this server outside production, and live Paystack when asked', () => {
    expect(paystackSettingsOf(loadConfig({ PORT: '4100' }))).toEqual({
      env: 'standin',
      baseUrl: 'http://127.0.0.1:4100/standin/paystack',
      secretKey: paystackStandInSecretKey,
    });
    expect(
      paystackSettingsOf(
        loadConfig({ PAYSTACK_ENV: 'live', PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef0123' }),
      ),
    ).toEqual({ env: 'live', baseUrl: 'https://api.paystack.co', secretKey: 'sk_live_0123456789abcdef0123' });
  });

  it('refuses live without a key, a malformed key, and production on the stand-in', () => {
    expect(() => loadConfig({ PAYSTACK_ENV: 'live' })).toThrow(
      /PAYSTACK_SECRET_KEY is required when PAYSTACK_ENV=live/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_live_123' })).toThrow(
      /PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYSTACK_ENV: 'standin',
        DATABASE_URL: 'postgres://x',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        SMS_PROVIDER: 'africastalking',
        AFRICASTALKING_USERNAME: 'a',
        AFRICASTALKING_API_KEY: 'k',
        MPESA_ENV: 'sandbox',
        MPESA_CONSUMER_KEY: 'k',
        MPESA_CONSUMER_SECRET: 's',
        MPESA_SHORTCODE: '174379',
        MPESA_PASSKEY: 'p',
        MPESA_CALLBACK_TOKEN: 'f3a9c1d27b8e4f60a5b1c2d3e4f5a6b7',
        PUBLIC_URL: 'https://abode.co.ke',
      }),
    ).toThrow(/PAYSTACK_ENV must be live when NODE_ENV=production/);
  });
});
