import { msg, plural } from '@lingui/core/macro';

/**
 * Every user-facing text of the banking partners page: lazy descriptors (`msg`), rendered with `i18n._(…)` in
 * the language in use (docs/i18n.md); the Kiswahili is in ./locales/sw.po. The banks' names stay as they are.
 */
export const banksTexts = {
  title: msg`Banking Partners`,
  heading: msg`Our Banking Partners`,
  intro: msg`Pay rent, top up your wallet and get financing with the banks Kenyans already use. ABODE works with licensed commercial banks across the country.`,
  searchLabel: msg`Search banks`,
  searchPlaceholder: msg`Search banks...`,
  resultCount: (count: number) => msg`${plural(count, { one: '# bank', other: '# banks' })}`,
  noResults: (query: string) => msg`No banks found matching "${query}"`,
  clearSearch: msg`Clear search`,
  showAll: msg`Show all banks`,
  primaryPartner: msg`Primary Partner`,
  walletHeading: msg`Wallet integrations`,
  otherBanksHeading: msg`Supported banks`,
} as const;
