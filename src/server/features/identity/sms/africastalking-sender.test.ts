import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../../../db/schema/index';
import { cookieFrom, testPassword } from '../../../testing/identity-helpers';
import { createTestApp } from '../../../testing/test-app';
import { createAfricasTalkingSender } from './africastalking-sender';
import { SmsDeliveryError } from './sms-sender';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A local stand-in for Africa's Talking on 127.0.0.1 that records requests and answers as told. */
describe("the Africa's Talking driver", () => {
  let server: Server;
  let baseUrl = '';
  let received: Received[] = [];
  let answer: { status: number; body: string } = { status: 201, body: '' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          form: new URLSearchParams(body),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
  });

  const sender = (senderId?: string) =>
    createAfricasTalkingSender({
      username: 'abode',
      apiKey: 'at-key-123',
      senderId,
      baseUrl,
      logger: pino({ level: 'silent' }),
      timeoutMs: 2000,
    });
  const recipientsAnswer = (statusCode: number, status: string) =>
    JSON.stringify({
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          { statusCode, number: '+254712345678', status, cost: 'KES 0.8000', messageId: 'ATXid_1' },
        ],
      },
    });

  it('POSTs the form to /version1/messaging with the apiKey header', async () => {
    answer = { status: 201, body: recipientsAnswer(101, 'Success') };
    await sender('ABODE').send({ to: '+254712345678', text: 'Your ABODE verification code is 123456.' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/version1/messaging');
    expect(request!.headers.apikey).toBe('at-key-123');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      username: 'abode',
      to: '+254712345678',
      message: 'Your ABODE verification code is 123456.',
      from: 'ABODE',
    });
  });

  it('leaves out `from` without a sender id', async () => {
    answer = { status: 201, body: recipientsAnswer(102, 'Queued') };
    await sender().send({ to: '+254712345678', text: 'hi' });
    expect(received[0]!.form.has('from')).toBe(false);
  });

  it.each([
    [201, recipientsAnswer(403, 'InvalidPhoneNumber'), /InvalidPhoneNumber/],
    [201, recipientsAnswer(405, 'InsufficientBalance'), /InsufficientBalance/],
    [201, JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }), /no recipient/],
    [401, 'The supplied authentication is invalid', /answered 401/],
    [201, '<html>oops</html>', /other than JSON/],
  ])('turns a refusal (%i %s) into SmsDeliveryError', async (status, body, message) => {
    answer = { status, body };
    const sending = sender().send({ to: '+254712345678', text: 'hi' });
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sender().send({ to: '+254712345678', text: 'hi' })).rejects.toThrow(message);
  });

  it('reports a provider that cannot be reached', async () => {
    const unreachable = createAfricasTalkingSender({
      username: 'abode',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
      logger: pino({ level: 'silent' }),
    });
    await expect(unreachable.send({ to: '+254712345678', text: 'hi' })).rejects.toThrow(
      /could not be reached/,
    );
  });
});

describe('sign-up with SMS_PROVIDER=africastalking', () => {
  it('texts the code through the provider and the code verifies the phone', async () => {
    const messages: URLSearchParams[] = [];
    let refuse = false;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        messages.push(form);
        const [statusCode, status] = refuse ? [405, 'InsufficientBalance'] : [101, 'Success'];
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            SMSMessageData: { Recipients: [{ statusCode, status, number: form.get('to') }] },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const t = await createTestApp({
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'abode',
      AFRICASTALKING_API_KEY: 'at-key',
      AFRICASTALKING_SENDER_ID: 'ABODE',
      AFRICASTALKING_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: {
          first_name: 'Amina',
          last_name: 'Njeri',
          email: 'at.driver@example.co.ke',
          password: testPassword,
          phone: '0712 345 678',
          user_purpose: 'tenant',
        },
      });
      expect(res.status).toBe(201);
      expect((await res.json()).verification).toMatchObject({ sent: true });
      // The dev outbox does not exist with this driver.
      expect((await t.request('/api/dev/sms?to=0712345678')).status).toBe(404);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.get('to')).toBe('+254712345678');
      const code = /\d{6}/.exec(messages[0]!.get('message')!)![0];
      const cookie = cookieFrom(res);

      // A refusal by the provider is a 503 with our message, and the unsent code is not left usable.
      refuse = true;
      await t.database.db.delete(rateLimitEvents);
      const failed = await t.request('/api/identity/phone/send-code', {
        method: 'POST',
        headers: { cookie },
      });
      expect(failed.status).toBe(503);
      expect((await failed.json()).error.message).toBe(
        'We could not send the code right now. Please try again in a minute.',
      );
      expect(
        (
          await t.request('/api/identity/phone/verify', {
            method: 'POST',
            json: { code },
            headers: { cookie },
          })
        ).status,
      ).toBe(400);
    } finally {
      await t.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 90_000);
});
