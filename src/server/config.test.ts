import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** What production needs besides its database: the auth secret and a real SMS provider. */
const productionIdentity = {
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'abode',
  AFRICASTALKING_API_KEY: 'key',
};

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads a valid port', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
  ])('names the variable and the problem for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses the embedded database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL is required .* does not fsync/,
    );
  });

  it('allows the embedded database in production when asked to', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ABODE_ALLOW_EMBEDDED_DB: '1', ...productionIdentity })
        .ABODE_ALLOW_EMBEDDED_DB,
    ).toBe(true);
  });

  it('allows production on PostgreSQL', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@localhost/abode',
      ...productionIdentity,
    });
    expect(config.DATABASE_URL).toBe('postgres://u:p@localhost/abode');
  });
  describe('identity settings', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@localhost/abode' };

    it('needs BETTER_AUTH_SECRET in production', () => {
      const { BETTER_AUTH_SECRET: _secret, ...rest } = productionIdentity;
      expect(() => loadConfig({ ...production, ...rest })).toThrow(
        /^Invalid configuration: BETTER_AUTH_SECRET is required/,
      );
    });

    it('refuses a short secret', () => {
      expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(
        /BETTER_AUTH_SECRET must be at least 32/,
      );
    });

    it('refuses the outbox SMS driver in production, named or by default', () => {
      for (const SMS_PROVIDER of ['outbox', undefined]) {
        expect(() => loadConfig({ ...production, ...productionIdentity, SMS_PROVIDER })).toThrow(
          /^Invalid configuration: SMS_PROVIDER must be africastalking when NODE_ENV=production/,
        );
      }
    });

    it("needs the Africa's Talking username and key with that driver", () => {
      expect(() => loadConfig({ SMS_PROVIDER: 'africastalking', AFRICASTALKING_API_KEY: 'k' })).toThrow(
        /AFRICASTALKING_USERNAME is required when SMS_PROVIDER=africastalking/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'africastalking', AFRICASTALKING_USERNAME: 'u' })).toThrow(
        /AFRICASTALKING_API_KEY is required when SMS_PROVIDER=africastalking/,
      );
    });

    it('defaults to the outbox driver outside production', () => {
      expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
      expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
        /^Invalid configuration: SMS_PROVIDER /,
      );
    });
  });
});
