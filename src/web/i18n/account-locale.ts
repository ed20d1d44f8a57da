import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '@common/auth/me';
import type { Locale } from '@common/i18n/locale';
import { api, readJson } from '@web/lib/api-client';
import { meQueryKey, useMe } from '@web/lib/auth/use-me';
import { chooseLocale, currentLocale } from './i18n';

/**
 * Switches the language: at once on this device (remembered for visitors), and on the account when someone is
 * signed in, so their next sign-in elsewhere and the SMS ABODE sends them follow it.
 */
export function useSwitchLocale() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return async (locale: Locale) => {
    // The account's copy first: the page is redrawn on the switch and must not see the old language there.
    if (me) queryClient.setQueryData<Me | null>(meQueryKey, (old) => (old ? { ...old, locale } : old));
    await chooseLocale(locale);
    if (!me) return;
    try {
      await readJson(api.me.locale.$put({ json: { locale } }));
    } catch {
      // This device shows the chosen language already; the account keeps the old one until the next switch.
    }
  };
}

/**
 * Mounted once: when someone signs in (or opens the app signed in), their account's language is applied.
 * Afterwards a switch on this device changes both.
 */
let appliedFor: string | null = null;

export function AccountLocale() {
  const { data: me } = useMe();
  useEffect(() => {
    if (me === undefined) return;
    if (me === null) {
      appliedFor = null;
      return;
    }
    if (appliedFor === me.id) return;
    appliedFor = me.id;
    if (me.locale !== currentLocale()) void chooseLocale(me.locale);
  }, [me]);
  return null;
}
