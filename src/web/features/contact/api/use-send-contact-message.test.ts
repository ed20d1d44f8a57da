import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessageData } from '@common/contact/contact-message';
import type { Locale } from '@common/i18n/locale';
import { activateLocale } from '@web/i18n/i18n';
import { sentRequest } from '@web/testing/sent-request';
import { useSendContactMessage } from './use-send-contact-message';

const message: ContactMessageData = {
  name: 'Amina Otieno',
  email: 'amina@example.co.ke',
  phone: '+254712345678',
  interest: 'renting',
  message: 'Is the two-bedroom in Kilimani still free?',
  consent: true,
};

afterEach(async () => {
  await activateLocale('en');
});

// The replies' fixed wording follows the language the message was written from.
describe.each<Locale>(['sw', 'en'])("a contact message carries the page's language (%s)", (locale) => {
  it('sends it with the message', async () => {
    await activateLocale(locale);
    const { url, json } = await sentRequest(useSendContactMessage, message);
    expect(url).toBe('/api/contact-messages');
    expect(json).toEqual({ ...message, locale });
  });
});
