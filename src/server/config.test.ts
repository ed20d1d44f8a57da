import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { darajaSettingsOf } from './lib/daraja/daraja-settings';

/** Daraja's sandbox with every key it needs (production cannot run on the stand-in). */
const mpesaSandbox = {
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: 'consumer-key',
  MPESA_CONSUMER_SECRET: 'consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_TOKEN: 'f3a9c1d27b8e4f60a5b1c2d3e4f5a6b7',
  MPESA_INITIATOR_NAME: 'abode-api',
  MPESA_SECURITY_CREDENTIAL: 'encrypted-credential',
  PUBLIC_URL: 'https://abode.co.ke',
};

/** What production needs besides its database: the auth secret, a real SMS provider, Daraja and the bank. */
const productionIdentity = {
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'abode',
  AFRICASTALKING_API_KEY: 'key',
  ...mpesaSandbox,
  BANK_WEBHOOK_SECRET: 'b'.repeat(40),
  BANK_COLLECTION_BANK: 'Equity Bank',
  BANK_COLLECTION_ACCOUNT_NAME: 'Abode Ltd',
  BANK_COLLECTION_ACCOUNT_NUMBER: '0170 2999 8888',
  BANK_COLLECTION_BRANCH: 'Kilimani',
  PAYSTACK_ENV: 'live',
  PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef0123',
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

  describe('M-Pesa settings', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@localhost/abode',
      ...productionIdentity,
    };

    it('defaults to the local stand-in outside production, on this server', () => {
      const settings = darajaSettingsOf(loadConfig({ PORT: '4000' }));
      expect(settings).toMatchObject({
        env: 'standin',
        baseUrl: 'http://127.0.0.1:4000/standin/daraja',
        shortcode: '174379',
        publicUrl: 'http://127.0.0.1:4000',
      });
    });

    it('calls this server on the one address it listens on, when HOST names one', () => {
      expect(darajaSettingsOf(loadConfig({ HOST: '10.0.0.5', PORT: '4000' })).baseUrl).toBe(
        'http://10.0.0.5:4000/standin/daraja',
      );
      expect(darajaSettingsOf(loadConfig({ HOST: '::1', PORT: '4000' })).publicUrl).toBe('http://[::1]:4000');
      expect(darajaSettingsOf(loadConfig({ HOST: '::', PORT: '4000' })).publicUrl).toBe(
        'http://127.0.0.1:4000',
      );
    });

    it("uses Daraja's hosts for sandbox and production, and any compatible server when named", () => {
      expect(darajaSettingsOf(loadConfig(mpesaSandbox)).baseUrl).toBe('https://sandbox.safaricom.co.ke');
      expect(darajaSettingsOf(loadConfig({ ...mpesaSandbox, MPESA_ENV: 'production' })).baseUrl).toBe(
        'https://api.safaricom.co.ke',
      );
      expect(
        darajaSettingsOf(loadConfig({ ...mpesaSandbox, MPESA_BASE_URL: 'http://127.0.0.1:9000/daraja/' }))
          .baseUrl,
      ).toBe('http://127.0.0.1:9000/daraja');
    });

    it('refuses the stand-in in production, named or by default', () => {
      const { MPESA_ENV: _env, ...unset } = production;
      for (const env of [unset, { ...production, MPESA_ENV: 'standin' }]) {
        expect(() => loadConfig(env)).toThrow(
          /^Invalid configuration: MPESA_ENV must be sandbox or production when NODE_ENV=production/,
        );
      }
      expect(loadConfig(production).MPESA_ENV).toBe('sandbox');
    });

    it.each([
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
      'MPESA_CALLBACK_TOKEN',
      'PUBLIC_URL',
      'MPESA_INITIATOR_NAME',
      'MPESA_SECURITY_CREDENTIAL',
    ] as const)('needs %s off the stand-in', (name) => {
      for (const MPESA_ENV of ['sandbox', 'production']) {
        expect(() => loadConfig({ ...mpesaSandbox, MPESA_ENV, [name]: undefined })).toThrow(
          `Invalid configuration: ${name} is required when MPESA_ENV=${MPESA_ENV}`,
        );
      }
    });

    it('needs no initiator on the stand-in, which brings its own', () => {
      expect(darajaSettingsOf(loadConfig({})).initiator).toBeDefined();
      expect(darajaSettingsOf(loadConfig(mpesaSandbox)).initiator).toEqual({
        name: 'abode-api',
        securityCredential: 'encrypted-credential',
      });
    });

    it.each([
      [{ MPESA_ENV: 'live' }, /^Invalid configuration: MPESA_ENV /],
      [{ MPESA_SHORTCODE: '12' }, /MPESA_SHORTCODE must be the paybill or store number/],
      [{ MPESA_CALLBACK_TOKEN: 'short' }, /MPESA_CALLBACK_TOKEN must be 24 to 128/],
      [
        { MPESA_CALLBACK_TOKEN: 'has/a/slash/in/it/xxxxxxxxxxxxxx' },
        /MPESA_CALLBACK_TOKEN must be 24 to 128/,
      ],
      [{ MPESA_BASE_URL: 'not a url' }, /^Invalid configuration: MPESA_BASE_URL /],
      [
        { MPESA_ENV: 'production', PUBLIC_URL: 'http://abode.co.ke' },
        /PUBLIC_URL must be https when MPESA_ENV=production/,
      ],
      [{ PUBLIC_URL: 'https://mpesa.abode.co.ke' }, /PUBLIC_URL must not contain "mpesa"/],
    ])('refuses %j', (change, message) => {
      expect(() => loadConfig({ ...mpesaSandbox, ...change })).toThrow(message);
    });
  });

  describe('bank collection account', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@localhost/abode',
      ...productionIdentity,
    };

    it.each([
      'BANK_COLLECTION_BANK',
      'BANK_COLLECTION_ACCOUNT_NAME',
      'BANK_COLLECTION_ACCOUNT_NUMBER',
      'BANK_COLLECTION_BRANCH',
    ] as const)('production refuses to start without %s', (name) => {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(
        `Invalid configuration: ${name} is required when NODE_ENV=production`,
      );
    });

    it('outside production the local account stands in', () => {
      const { NODE_ENV: _env, ...rest } = production;
      const withoutAccount = Object.fromEntries(
        Object.entries(rest).filter(([name]) => !name.startsWith('BANK_COLLECTION_')),
      );
      expect(() => loadConfig(withoutAccount)).not.toThrow();
    });
  });
});
