import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { activateLocale, i18n, initialLocale } from './i18n';

// Started as the entry runs, alongside the route's chunk (the router loads it as it is created): English
// needs the compiler's small chunk, Kiswahili its catalogue. I18nProvider draws nothing until a language is
// active, so a Kiswahili visitor never sees an English flash.
void activateLocale(typeof window === 'undefined' ? 'en' : initialLocale());

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
