import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { callbackUrls, CallbackUrlError } from './callback-urls';

const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('callbackUrls', () => {
  it('builds every callback URL on PUBLIC_URL and the token, without the words Daraja refuses', () => {
    const urls = callbackUrls(
      loadConfig({ PUBLIC_URL: 'https://abode.co.ke/', MPESA_CALLBACK_TOKEN: token }),
    );
    const base = `https://abode.co.ke/api/payment-callbacks/${token}`;
    expect(urls).toEqual({
      stkResult: `${base}/stk`,
      c2bValidation: `${base}/c2b/validation`,
      c2bConfirmation: `${base}/c2b/confirmation`,
      b2cResult: `${base}/b2c/result`,
      b2cTimeout: `${base}/b2c/timeout`,
      b2bResult: `${base}/b2b/result`,
      b2bTimeout: `${base}/b2b/timeout`,
      statusResult: `${base}/status/result`,
      statusTimeout: `${base}/status/timeout`,
    });
  });

  it('calls this server back on 127.0.0.1 for the stand-in when PUBLIC_URL is unset', () => {
    expect(callbackUrls(loadConfig({ PORT: '4100' })).stkResult).toMatch(
      /^http:\/\/127\.0\.0\.1:4100\/api\/payment-callbacks\/[\w-]+\/stk$/,
    );
  });

  it.each([
    ['https://mpesa.abode.co.ke', token],
    ['https://abode.co.ke/M-Pesa', token],
    ['https://pay.SAFARICOM-partner.co.ke', token],
    ['https://abode.co.ke', 'sqlsqlsqlsqlsqlsqlsqlsqlsql'],
    ['https://abode.co.ke', 'x'.repeat(20) + 'Query'],
    ['https://executive.abode.co.ke', token],
    ['https://abode.co.ke', `${'y'.repeat(21)}cmd`],
  ])('refuses %s with token %s', (PUBLIC_URL, MPESA_CALLBACK_TOKEN) => {
    // The config refuses them at start; the builder refuses them whatever config it is handed.
    expect(() => loadConfig({ PUBLIC_URL, MPESA_CALLBACK_TOKEN })).toThrow(/must not contain/);
    const config = { ...loadConfig({}), PUBLIC_URL, MPESA_CALLBACK_TOKEN };
    expect(() => callbackUrls(config)).toThrow(CallbackUrlError);
  });
});
