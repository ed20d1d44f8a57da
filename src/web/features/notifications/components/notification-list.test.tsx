import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppNotification, NotificationList as List } from '@common/notifications/notification-contracts';
import { activateLocale } from '@web/i18n/i18n';
import { AppI18nProvider } from '@web/i18n/i18n-provider';
import { notificationKeys } from '../api/notification-queries';
import { NotificationList } from './notification-list';

const note = (id: string, change: Partial<AppNotification>): AppNotification => ({
  id,
  kind: 'viewing',
  title: 'Viewing confirmed',
  body: 'Kilimani Heights 2BR · Thu, 3 Dec, 10:00',
  sw: { title: 'Kuona nyumba kumethibitishwa', body: 'Kilimani Heights 2BR · Alhamisi 3 Des, 10:00' },
  link: null,
  createdAt: '2026-12-01T07:00:00.000Z',
  read: true,
  ...change,
});

/** The list as the server gave it: one event written in both languages, one in English only. */
function render() {
  const client = new QueryClient();
  const page: List = {
    unread: 0,
    items: [
      note('1', {}),
      note('2', { kind: 'rent.paid', title: 'Paid KES 25,000', body: 'For rent.', sw: null }),
    ],
    nextBefore: null,
  };
  client.setQueryData(notificationKeys.list, { pages: [page], pageParams: [null] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppI18nProvider>
          <NotificationList />
        </AppI18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await activateLocale('en');
});

describe("a notification in the reader's language", () => {
  it('shows the English title and body, word for word, to an English reader', async () => {
    await activateLocale('en');
    const html = render();
    expect(html).toContain('Viewing confirmed');
    expect(html).toContain('Kilimani Heights 2BR · Thu, 3 Dec, 10:00');
    expect(html).not.toContain('Kuona nyumba');
  });

  it('shows the Kiswahili the server wrote to a Kiswahili reader, and the English when there is none', async () => {
    await activateLocale('sw');
    const html = render();
    expect(html).toContain('Kuona nyumba kumethibitishwa');
    expect(html).toContain('Kilimani Heights 2BR · Alhamisi 3 Des, 10:00');
    expect(html).not.toContain('Viewing confirmed');
    expect(html).toContain('Paid KES 25,000');
  });
});
