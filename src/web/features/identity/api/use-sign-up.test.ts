import { afterEach, describe, expect, it } from 'vitest';
import type { BasicSignUpInput, SignUpInput } from '@common/auth/identity-input';
import type { Locale } from '@common/i18n/locale';
import { activateLocale } from '@web/i18n/i18n';
import { sentRequest } from '@web/testing/sent-request';
import { useBasicSignUp, useSignUp } from './use-sign-up';

const account: SignUpInput = {
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'amina@example.co.ke',
  password: 'Nyumba-Yangu-2026',
  phone: '+254712345678',
  user_purpose: 'tenant',
};

const basicAccount: BasicSignUpInput = {
  full_name: 'Amina Otieno',
  email: 'amina@example.co.ke',
  password: 'Nyumba-Yangu-2026',
};

afterEach(async () => {
  await activateLocale('en');
});

// The new account keeps the language it was made in (its first SMS and email follow it).
describe.each<Locale>(['sw', 'en'])("sign-up carries the page's language (%s)", (locale) => {
  it('sends it with the full sign-up', async () => {
    await activateLocale(locale);
    const { url, json } = await sentRequest(useSignUp, account);
    expect(url).toBe('/api/identity/sign-up');
    expect(json).toEqual({ ...account, locale });
  });

  it('sends it with the short sign-up', async () => {
    await activateLocale(locale);
    const { url, json } = await sentRequest(useBasicSignUp, basicAccount);
    expect(url).toBe('/api/identity/sign-up/basic');
    expect(json).toEqual({ ...basicAccount, locale });
  });
});
