import { afterEach, describe, expect, it } from 'vitest';
import type { ConsultationData, QuoteRequestData } from '@common/abode-city/abode-city-contracts';
import type { Locale } from '@common/i18n/locale';
import { activateLocale } from '@web/i18n/i18n';
import { sentRequest } from '@web/testing/sent-request';
import { useBookConsultation, useRequestQuote } from './abode-city-queries';

const contact = { name: 'Amina Otieno', phone: '+254712345678', email: 'amina@example.co.ke' };

const quote: QuoteRequestData = {
  service: 'archicad',
  location: 'Kilimani',
  sizeValue: 250,
  sizeUnit: 'sqm',
  budget: '5m-15m',
  timeline: '1-3-months',
  description: 'A four-bedroom maisonette on a quarter acre.',
  ...contact,
};

const consultation: ConsultationData = {
  startsAt: '2026-12-02T07:00:00.000Z',
  mode: 'phone',
  notes: '',
  ...contact,
};

afterEach(async () => {
  await activateLocale('en');
});

// A visitor has no account, so the page's language is the only way the server knows which language to text in.
describe.each<Locale>(['sw', 'en'])("ABODE City requests carry the page's language (%s)", (locale) => {
  it('sends it with a quote request', async () => {
    await activateLocale(locale);
    const { url, json } = await sentRequest(useRequestQuote, quote);
    expect(url).toBe('/api/abode-city/quote-requests');
    expect(json).toEqual({ ...quote, locale });
  });

  it('sends it with a consultation booking', async () => {
    await activateLocale(locale);
    const { url, json } = await sentRequest(useBookConsultation, consultation);
    expect(url).toBe('/api/abode-city/consultations');
    expect(json).toEqual({ ...consultation, locale });
  });
});
