import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAvailability } from '@common/services/service-availability';
import type { ServiceSearchResult } from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { AppI18nProvider } from '@web/i18n';
import { activateLocale, i18n } from '@web/i18n/i18n';
import { ProviderCard } from './components/provider-card';
import { formatAvailabilityText, formatWorkDays, translateMatchReason } from './service-formats';

const r = serviceTexts.reasons;
const availability = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const,
  opensAt: '08:00',
  closesAt: '18:00',
};

const provider: ServiceSearchResult = {
  id: 'p1',
  name: 'Juma Plumbing',
  categories: ['plumbing', 'electrical'],
  location: { name: 'Kilimani', city: 'Nairobi' },
  city: 'Nairobi',
  areas: ['Kilimani'],
  rating: 4.5,
  reviewCount: 12,
  availability: {
    ...availability,
    days: [...availability.days],
    text: formatAvailability({ ...availability, days: [...availability.days] }),
  },
  priceFrom: 1500,
  photo: { key: 'pl-1', url: '/p.jpg', srcSet: '', alt: '', width: 480, height: 360 },
  verified: true,
  description: 'Taps and pipes.',
  match: {
    percent: 100,
    reasons: [
      { criterion: 'category', met: true, detail: r.categoryMet('plumbing') },
      { criterion: 'location', met: true, detail: r.areaMet('Kilimani') },
    ],
  },
};

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

describe('home services in English and Kiswahili', () => {
  it('writes days, hours and match reasons exactly as the server does in English', async () => {
    await activateLocale('en');
    expect(formatAvailabilityText(i18n, provider.availability)).toBe(provider.availability.text);
    expect(formatWorkDays(i18n, ['mon', 'wed', 'fri'])).toBe('Mon, Wed, Fri');
    const detail = r.categoryMissed('plumbing or electrical', 'cleaning');
    expect(translateMatchReason(i18n, detail)).toBe(detail);
  });

  it('says days, hours and match reasons again in Kiswahili', async () => {
    await activateLocale('sw');
    expect(formatAvailabilityText(i18n, provider.availability)).toBe('Jumatatu–Jumamosi, 08:00 – 18:00');
    expect(formatWorkDays(i18n, ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toBe('Kila siku');
    expect(translateMatchReason(i18n, r.categoryMissed('plumbing or electrical', 'cleaning'))).toBe(
      'Hatoi huduma ya mabomba au umeme (anatoa usafi)',
    );
    expect(translateMatchReason(i18n, r.areaMissed('Karen or Ruaka', 'Kilimani, Lavington'))).toBe(
      'Hahudumii Karen au Ruaka (anahudumia Kilimani, Lavington)',
    );
    expect(translateMatchReason(i18n, r.overBudget(500))).toBe(
      'Bei yake ya kuanzia inazidi bajeti kwa KES 500',
    );
    expect(translateMatchReason(i18n, r.noPreferences)).toBe(
      'Hukutaja mapendeleo: watoa huduma waliothibitishwa na wenye ukadiriaji bora kwanza',
    );
    expect(translateMatchReason(i18n, 'Something new')).toBe('Something new');
  });

  it('shows a provider card in English word for word, and in Kiswahili', async () => {
    await activateLocale('en');
    const english = render(<ProviderCard provider={provider} />);
    for (const text of [
      'Schedule Service',
      'View Details',
      'Verified Provider',
      'Mon–Sat, 8:00 AM – 6:00 PM',
      'Offers plumbing',
      '(12 reviews)',
      'aria-label="AI Match Analysis: Juma Plumbing"',
      '>Plumbing<',
      '>From <',
    ])
      expect(english).toContain(text);

    await activateLocale('sw');
    const swahili = render(<ProviderCard provider={provider} />);
    for (const text of [
      'Panga Huduma',
      'Angalia Maelezo',
      'Mtoa Huduma Aliyethibitishwa',
      'Jumatatu–Jumamosi, 08:00 – 18:00',
      'Anatoa huduma ya mabomba',
      'Anahudumia Kilimani',
      '(maoni 12)',
      'aria-label="Uchambuzi wa Ulinganifu wa AI: Juma Plumbing"',
    ])
      expect(swahili).toContain(text);
    // The category chips: the words are shared with other features' catalogues (Mabomba, Kazi za mabomba).
    expect(swahili).toMatch(/>(Kazi za m|M)abomba</);
    expect(swahili).toMatch(/>(Kazi za u|U)meme</);
    expect(swahili).toContain('>Kuanzia <');
    expect(swahili).not.toContain('Schedule Service');
  });
});
