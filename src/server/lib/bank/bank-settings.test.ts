import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { productionMpesaSettings } from '../../testing/production-mpesa-settings';
import { bankSettingsOf, standInBankWebhookSecret } from './bank-settings';
import { signBankNotification, verifyBankSignature } from './bank-signature';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://abode:abode@localhost:5432/abode',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'abode',
  AFRICASTALKING_API_KEY: 'key',
  ...productionMpesaSettings,
};

describe('bank settings and signatures', () => {
  it('production refuses to start without the real bank webhook secret, or with the stand-in one', () => {
    expect(() => loadConfig(production)).not.toThrow();
    const { BANK_WEBHOOK_SECRET: _secret, ...without } = production;
    expect(() => loadConfig(without)).toThrow(ConfigError);
    expect(() => loadConfig(without)).toThrow(/BANK_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, BANK_WEBHOOK_SECRET: standInBankWebhookSecret })).toThrow(
      /BANK_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...production, BANK_WEBHOOK_SECRET: 'short' })).toThrow(/BANK_WEBHOOK_SECRET/);
    expect(bankSettingsOf(loadConfig(production)).standIn).toBe(false);
    expect(bankSettingsOf(loadConfig(production)).collectionAccount.accountNumber).toBe(
      production.BANK_COLLECTION_ACCOUNT_NUMBER,
    );
  });

  it('outside production uses local defaults, or the configured collection account', () => {
    const local = bankSettingsOf(loadConfig({}));
    expect(local.webhookSecret).toBe(standInBankWebhookSecret);
    expect(local.standIn).toBe(true);
    expect(local.collectionAccount.accountNumber).toMatch(/\d/);
    const configured = bankSettingsOf(
      loadConfig({
        BANK_COLLECTION_BANK: 'Equity Bank',
        BANK_COLLECTION_ACCOUNT_NUMBER: '0170 2999 8888',
        BANK_COLLECTION_BRANCH: 'Kilimani',
        BANK_COLLECTION_ACCOUNT_NAME: 'Abode Ltd',
      }),
    );
    expect(configured.collectionAccount).toEqual({
      bankName: 'Equity Bank',
      accountNumber: '0170 2999 8888',
      branch: 'Kilimani',
      accountName: 'Abode Ltd',
    });
    expect(() => loadConfig({ BANK_COLLECTION_ACCOUNT_NUMBER: 'not a number' })).toThrow(ConfigError);
  });

  it('verifies exactly the body signed with the secret', () => {
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const body = '{"transactionId":"FT1","amount":"100.00"}';
    const signature = signBankNotification(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyBankSignature(body, signature, secret)).toBe(true);
    expect(verifyBankSignature(body, signature.toUpperCase(), secret)).toBe(true);
    expect(verifyBankSignature(body, `sha256=${signature}`, secret)).toBe(true);
    expect(verifyBankSignature(`${body} `, signature, secret)).toBe(false);
    expect(verifyBankSignature(body, signature, `${secret}x`)).toBe(false);
    expect(verifyBankSignature(body, undefined, secret)).toBe(false);
    expect(verifyBankSignature(body, signature.slice(0, 63), secret)).toBe(false);
  });
});
