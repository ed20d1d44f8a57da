import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, rateLimitEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/test-app';

const valid = {
  name: 'Amina Njeri',
  email: 'Amina@Example.co.ke',
  phone: '0712 345 678',
  interest: 'renting',
  message: 'I am looking for a bedsitter in Ruaka.',
  consent: true,
};

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `203.0.113.${++ip}`;
  const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(rateLimitEvents);
  });

  it('stores a valid message, normalising email and phone', async () => {
    const res = await t.request('/api/contact-messages', { method: 'POST', json: valid, clientIp: nextIp() });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: 'Amina Njeri',
      email: 'amina@example.co.ke',
      phone: '+254712345678',
      interest: 'renting',
      marketingConsent: true,
    });
  });

  it('defaults interest to general and accepts no phone', async () => {
    const { phone: _phone, interest: _interest, ...rest } = valid;
    const res = await t.request('/api/contact-messages', { method: 'POST', json: rest, clientIp: nextIp() });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ interest: 'general', phone: null });
  });

  it.each([
    ['name', { name: '' }, 'Enter your name'],
    ['name', { name: '   ' }, 'Enter your name'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['phone', { phone: '12345' }, 'Enter a valid Kenyan phone number'],
    ['phone', { phone: '+1 415 555 0100' }, 'Enter a valid Kenyan phone number'],
    ['interest', { interest: 'investing' }, 'Choose buying, renting, selling or general'],
    ['message', { message: '' }, 'Enter a message'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters'],
    ['consent', { consent: 'yes' }, 'Consent must be true or false'],
  ])('rejects a bad %s with a 400 naming it and stores nothing', async (field, change, message) => {
    const res = await t.request('/api/contact-messages', {
      method: 'POST',
      json: { ...valid, ...change },
      clientIp: nextIp(),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe(`${field}: ${message}`);
    expect(body.error.fields[field]).toBe(message);
    expect(await stored()).toBe(0);
  });

  it('refuses the sixth message from one client in ten minutes with a 429', async () => {
    const clientIp = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request('/api/contact-messages', { method: 'POST', json: valid, clientIp });
      expect(res.status).toBe(201);
    }
    const res = await t.request('/api/contact-messages', { method: 'POST', json: valid, clientIp });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect((await res.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
      // The limiter's general reason and its wait, for the web to say it in Kiswahili.
      reason: 'rate_limited',
      params: { seconds: wait },
    });
    expect(await stored()).toBe(5);
    const other = await t.request('/api/contact-messages', {
      method: 'POST',
      json: valid,
      clientIp: nextIp(),
    });
    expect(other.status).toBe(201);
  });
});

describe('GET /api/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in staff member', async () => {
    const res = await t.request('/api/contact-messages');
    expect(res.status).toBe(401);
  });
});
