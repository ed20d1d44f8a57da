import { useLingui } from '@lingui/react/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@web/components/layouts/site-footer';
import { ApiError } from '@web/lib/api-client';
import { AppI18nProvider } from './i18n-provider';
import { activateLocale, i18n } from './i18n';
import { formatDate, formatDateTime, formatKes, formatNumber } from './format';
import { translateApiError, translateText } from './error-texts';

function Greeting({ count }: { count: number }) {
  const { t, i18n: active } = useLingui();
  return <p title={t`${count} homes`}>{active.locale}</p>;
}

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AppI18nProvider>{node}</AppI18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(async () => {
  await activateLocale('en');
});

describe('Kiswahili and English in the web app', () => {
  it('shows the footer in English, word for word, and in Kiswahili from the lazy catalogue', async () => {
    await activateLocale('en');
    const english = render(<SiteFooter />);
    expect(english).toContain('Search, Rent, Manage');
    expect(english).toContain('Terms of Service');
    expect(english).toContain(`© ${new Date().getFullYear()} ABODE. All rights reserved.`);

    await activateLocale('sw');
    const swahili = render(<SiteFooter />);
    expect(swahili).toContain('Tafuta, Kodi, Simamia');
    expect(swahili).toContain('Masharti ya Huduma');
    expect(swahili).toContain(`© ${new Date().getFullYear()} ABODE. Haki zote zimehifadhiwa.`);
  });

  it('gives the macro useLingui both t and i18n, with values', async () => {
    await activateLocale('en');
    expect(render(<Greeting count={3} />)).toBe('<p title="3 homes">en</p>');
  });

  it('writes money as KES 25,000 in both languages', async () => {
    expect(formatKes(25000)).toBe('KES 25,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    await activateLocale('sw');
    expect(formatKes(25000)).toBe('KES 25,000');
  });

  it('keeps one date formatter per language and options, and follows a language switch', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const options: Intl.DateTimeFormatOptions = {
        day: 'numeric',
        month: 'long',
        timeZone: 'Africa/Nairobi',
      };
      expect(formatDate('2026-11-29T10:00:00Z', options)).toBe('29 November');
      expect(formatDate('2026-12-01T10:00:00Z', options)).toBe('1 December');
      expect(built).toHaveBeenCalledTimes(1);
      // Other options are another formatter.
      expect(formatDateTime('2026-11-29T10:00:00Z', { ...options, hour: 'numeric', hour12: false })).toBe(
        '29 November at 13',
      );
      expect(built).toHaveBeenCalledTimes(2);
      await activateLocale('sw');
      expect(formatDate('2026-11-29T10:00:00Z', options)).toBe('29 Novemba');
      expect(built).toHaveBeenCalledTimes(3);
    } finally {
      built.mockRestore();
    }
  });

  it('shows the server message in English and a translation by reason or code in Kiswahili', async () => {
    const dailyLimit = new ApiError(409, 'CONFLICT', 'Over the daily limit.', {}, { reason: 'daily_limit' });
    const forbidden = new ApiError(403, 'FORBIDDEN', 'Only landlords can do that.');
    expect(translateApiError(i18n, dailyLimit)).toBe('Over the daily limit.');
    expect(translateApiError(i18n, forbidden)).toBe('Only landlords can do that.');
    await activateLocale('sw');
    expect(translateApiError(i18n, dailyLimit)).not.toBe('Over the daily limit.');
    expect(translateApiError(i18n, forbidden)).not.toBe('Only landlords can do that.');
    expect(translateText(i18n, 'An unexpected error occurred')).not.toBe('An unexpected error occurred');
  });
});
