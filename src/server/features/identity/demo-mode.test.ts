import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, demoModeOf, loadConfig, secureCookiesOf } from '../../config';
import { signUpUnverified } from '../../testing/identity-helpers';
import { createSmsSender } from './sms/create-sms-sender';
import { productionMpesaSettings } from '../../testing/production-mpesa-settings';
import { createTestApp, type TestApp } from '../../testing/test-app';

const postgres = { DATABASE_URL: 'postgres://abode@localhost:5432/abode' };

describe('development behaviour is asked for, not defaulted into', () => {
  it.each([
    ['NODE_ENV unset, the embedded database (npm start)', {}, true],
    ['NODE_ENV unset, PostgreSQL', postgres, false],
    ['NODE_ENV unset, PostgreSQL, ABODE_DEMO=1', { ...postgres, ABODE_DEMO: '1' }, true],
    ['development, the embedded database, ABODE_DEMO=0', { NODE_ENV: 'development', ABODE_DEMO: '0' }, false],
    ['test, the embedded database', { NODE_ENV: 'test' }, true],
    [
      'production, PostgreSQL',
      {
        ...postgres,
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        SMS_PROVIDER: 'africastalking',
        AFRICASTALKING_USERNAME: 'abode',
        AFRICASTALKING_API_KEY: 'key',
        ...productionMpesaSettings,
      },
      false,
    ],
  ])('%s → demo %s', (_name, env, demo) => {
    expect(demoModeOf(loadConfig(env))).toBe(demo);
  });

  it('refuses ABODE_DEMO=1 in production (published passwords)', () => {
    expect(() => loadConfig({ ...postgres, NODE_ENV: 'production', ABODE_DEMO: '1' })).toThrow(ConfigError);
  });

  it.each([
    [{}, false],
    [{ PUBLIC_URL: 'http://localhost:3000' }, false],
    [{ PUBLIC_URL: 'https://abode.co.ke' }, true],
    [{ ...postgres, PUBLIC_URL: 'https://staging.abode.co.ke' }, true],
  ])('secure cookies for %j: %s', (env, secure) => {
    expect(secureCookiesOf(loadConfig(env))).toBe(secure);
  });
});

describe('a server on PostgreSQL without NODE_ENV', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // The config says PostgreSQL; the suite's own database stands in for it.
    t = await createTestApp({ NODE_ENV: '', ...postgres, PUBLIC_URL: 'https://staging.abode.example' });
  });
  afterAll(() => t.close());

  it('has no readable SMS outbox', async () => {
    expect((await t.request('/api/dev/sms?to=%2B254700000001')).status).toBe(404);
  });

  it('sends Secure session cookies when its public address is https', async () => {
    const res = await t.request('/api/identity/sign-up', {
      method: 'POST',
      json: {
        first_name: 'Amina',
        last_name: 'Njeri',
        email: 'amina.secure@example.co.ke',
        password: 'Kilimani-Sunrise-42',
        phone: '+254711000222',
        user_purpose: 'tenant',
      },
      headers: { origin: 'https://staging.abode.example' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/; Secure/i);
  });

  it('never writes a texted code to the log outside the demo', async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const sender = createSmsSender({ config: t.config, db: t.database.db, logger });
    await sender.send({ to: '+254711000333', text: 'Your ABODE code is 123456' });
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect(lines).toHaveLength(1);
  });

  it('keeps the demo outbox readable in the demo', async () => {
    const demo = await createTestApp();
    try {
      const user = await signUpUnverified(demo);
      const res = await demo.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`);
      expect(res.status).toBe(200);
      expect((await res.json()).messages).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
