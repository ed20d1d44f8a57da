import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { activateLocale, i18n, initialLocale } from './i18n';

// English starts at once (no catalogue); Kiswahili renders once its chunk has arrived (I18nProvider draws
// nothing before a language is active), so a Kiswahili visitor never sees an English flash.
const startLocale = typeof window === 'undefined' ? 'en' : initialLocale();
if (startLocale === 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
void activateLocale(startLocale);

/** Below the provider: the page is drawn again from scratch when the language changes (nothing stale). */
function RemountOnLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function AppI18nProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemountOnLocale>{children}</RemountOnLocale>
    </I18nProvider>
  );
}
