import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { callbackRoutePrefix, callbackUrls } from '../callback-urls';
import { createDarajaClient } from '../daraja-client';
import { stkCallbackSchema } from '../daraja-payloads';
import { darajaSettingsOf, standInMountPath } from '../daraja-settings';
import { darajaStandInRoutes } from './daraja-stand-in-routes';
import { createSimulatedPhoneClient } from './simulated-phone-client';

const logger = pino({ level: 'silent' });

describe('the stand-in as the app mounts it', () => {
  it('is mounted only for MPESA_ENV=standin', () => {
    expect(darajaStandInRoutes(loadConfig({}), logger)).not.toBeNull();
    const sandbox = loadConfig({
      MPESA_ENV: 'sandbox',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '600000',
      MPESA_PASSKEY: 'p',
      MPESA_CALLBACK_TOKEN: 'f3a9c1d27b8e4f60a5b1c2d3e4f5a6b7',
      MPESA_INITIATOR_NAME: 'abode-api',
      MPESA_SECURITY_CREDENTIAL: 'encrypted-credential',
      PUBLIC_URL: 'https://abode.co.ke',
    });
    expect(darajaStandInRoutes(sandbox, logger)).toBeNull();
  });

  it('takes a payment with no credentials configured: client, stand-in and callback on one port', async () => {
    const received: unknown[] = [];
    const app = new Hono();
    let server: ServerType | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: (request) => app.fetch(request), hostname: '127.0.0.1', port: 0 }, (info) =>
        resolve(info.port),
      );
    });
    try {
      // What `npm start` does: the config names nothing of M-Pesa but the port.
      const config = loadConfig({ PORT: String(port) });
      app.route(standInMountPath, darajaStandInRoutes(config, logger)!);
      app.post(`/api${callbackRoutePrefix}/:token/stk`, async (c) => {
        received.push(await c.req.json());
        return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
      });

      const client = createDarajaClient(darajaSettingsOf(config));
      const { checkoutRequestId } = await client.stkPush({
        phone: '0712345678',
        amount: 12_000,
        accountReference: 'RENT-B4',
        callbackUrl: callbackUrls(config).stkResult,
      });
      // The simulated phone, reached the way the app's development pages reach it.
      const phone = createSimulatedPhoneClient(darajaSettingsOf(config).baseUrl);
      const pending = await phone.pendingPrompts('+254 712 345 678');
      expect(pending.map((prompt) => prompt.checkoutRequestId)).toEqual([checkoutRequestId]);
      expect(await phone.enterPin(checkoutRequestId, '1234')).toEqual({
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
      });
      expect(await phone.cancel(checkoutRequestId)).toBeNull();
      const second = await client.stkPush({
        phone: '0712345678',
        amount: 3000,
        accountReference: 'WATER-B4',
        callbackUrl: callbackUrls(config).stkResult,
      });
      expect(await phone.timeOut(second.checkoutRequestId)).toMatchObject({ resultCode: 1019 });
      expect(await phone.pendingPrompts('0712345678')).toEqual([]);
      for (let waited = 0; received.length === 0 && waited < 5000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(stkCallbackSchema.parse(received[0]).Body.stkCallback).toMatchObject({
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
      });
    } finally {
      server?.close();
    }
  });
});
