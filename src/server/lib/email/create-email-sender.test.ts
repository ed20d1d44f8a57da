import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { devEmailOutboxEnabled, emailDriverOf } from './create-email-sender';

/** Everything production needs but email, so the only refusal left is the email driver's. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://abode@localhost/abode',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'abode',
  AFRICASTALKING_API_KEY: 'key',
};

describe('the email driver', () => {
  it('is the outbox outside production and off in production unless told', () => {
    expect(emailDriverOf(loadConfig({}))).toBe('outbox');
    expect(emailDriverOf(loadConfig({ NODE_ENV: 'test' }))).toBe('outbox');
    expect(emailDriverOf(loadConfig({ EMAIL_DRIVER: 'off' }))).toBe('off');
    expect(devEmailOutboxEnabled(loadConfig({}))).toBe(true);
    expect(devEmailOutboxEnabled(loadConfig({ EMAIL_DRIVER: 'off' }))).toBe(false);
  });

  it('refuses the outbox in production, and resend without its key', () => {
    expect(() => loadConfig({ ...production, EMAIL_DRIVER: 'outbox' })).toThrow(
      /EMAIL_DRIVER must be resend or off when NODE_ENV=production: the outbox driver only stores mail/,
    );
    // Production's next refusal (Daraja) shows the email driver passed: off is production's default.
    expect(() => loadConfig(production)).not.toThrow(/EMAIL/);
    expect(() => loadConfig({ EMAIL_DRIVER: 'resend' })).toThrow(
      /RESEND_API_KEY is required when EMAIL_DRIVER=resend/,
    );
    expect(emailDriverOf(loadConfig({ EMAIL_DRIVER: 'resend', RESEND_API_KEY: 're_key' }))).toBe('resend');
    expect(() => loadConfig({ EMAIL_DRIVER: 'smtp' })).toThrow(/EMAIL_DRIVER/);
  });
});
