import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, isLocale, type Locale } from '@common/i18n/locale';
import { compileMessage } from './compile-message';

/**
 * The web app's one Lingui instance and its language.
 *
 * English is the source language and has no catalogue at run time: the macros keep each English text in the
 * code that uses it (`stripMessageField: false` in vite.config.ts), so English costs the home route nothing but
 * the ids, and every route keeps its own texts in its own chunk as before. Those texts are compiled on first
 * use (ICU: `{name}`, plurals) by a cached compiler. Kiswahili is one lazy chunk holding every catalogue's
 * compiled `sw.po`, loaded only when someone picks Kiswahili (src/web/i18n/sw-catalogue.ts).
 */

const storageKey = 'abode.locale';

// The English in the code is compiled on first use (a small compiler of our own; Kiswahili arrives compiled).
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
i18n.setMessagesCompiler((message) => {
  let result = compiled.get(message);
  if (result === undefined) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
});

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => ({}),
  sw: async () => (await import('./sw-catalogue')).swMessages,
};

/** The saved choice on this device, else the browser's languages in order ('sw…' → Kiswahili), else English. */
export function initialLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(storageKey);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode): the browser's languages decide.
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const primary = language?.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/** The language in use now (read at render time; components re-render when it changes). */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : defaultLocale);

/** Loads the language's catalogue (Kiswahili: one lazy chunk), activates it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Activates a language the person chose and remembers it on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Not remembered on this device; the account (signed in) still keeps it.
  }
}

export { i18n };
