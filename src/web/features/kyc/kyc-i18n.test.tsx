import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { kycMessages } from '@common/kyc/kyc-messages';
import { AppI18nProvider, translateApiError, translateText } from '@web/i18n';
import { activateLocale, i18n } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api-client';
import { DocumentUploadCard } from './components/document-upload-card';
import './kyc-texts';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AppI18nProvider>{node}</AppI18nProvider>
    </QueryClientProvider>,
  );

const card = (
  <DocumentUploadCard
    category="id_front"
    document={undefined}
    required
    maxUploadBytes={10 * 1024 * 1024}
    onUploaded={() => undefined}
  />
);

afterEach(async () => {
  await activateLocale('en');
});

describe('KYC in English and Kiswahili', () => {
  it('shows an upload card in English word for word, and in Kiswahili', async () => {
    await activateLocale('en');
    const english = render(card);
    for (const text of ['ID Front', 'Required', 'Take photo', 'Choose file', 'JPEG, PNG or PDF, up to 10 MB'])
      expect(english).toContain(text);
    expect(english).toContain('aria-label="Take photo: ID Front"');

    await activateLocale('sw');
    const swahili = render(card);
    for (const text of [
      'Kitambulisho (mbele)',
      'Inahitajika',
      'Piga picha',
      'Chagua faili',
      'JPEG, PNG au PDF, hadi MB 10',
      'Bado haijapakiwa',
    ])
      expect(swahili).toContain(text);
    expect(swahili).toContain('aria-label="Piga picha: Kitambulisho (mbele)"');
  });

  it("translates the KYC API's messages, and keeps them in English", async () => {
    const incomplete = new ApiError(400, 'VALIDATION_FAILED', kycMessages.incomplete);
    await activateLocale('en');
    expect(translateApiError(i18n, incomplete)).toBe(kycMessages.incomplete);
    await activateLocale('sw');
    expect(translateApiError(i18n, incomplete)).toBe(
      'Uthibitisho haujakamilika: Tafadhali pakia hati zote zinazohitajika kabla ya kuendelea',
    );
    expect(translateText(i18n, kycMessages.wrongType)).toBe(
      'Faili za JPEG, PNG au PDF pekee ndizo zinakubaliwa.',
    );
  });
});
