import { msg } from '@lingui/core/macro';

/**
 * The site frame's texts, in English and Kiswahili (src/web/locales/sw.po): each is a message descriptor,
 * shown with `i18n._(...)` from `useLingui()` so it follows the language (docs/i18n.md).
 */
export const layoutTexts = {
  /** The product's name: the same in every language. */
  brand: 'ABODE',
  tagline: msg`Search, Rent, Manage`,
  skipToContent: msg`Skip to content`,
  nav: {
    home: msg`Home`,
    listProperty: msg`List Property`,
    buyProperty: msg`Buy Property`,
    homeServices: msg`Home Services`,
    abodeCity: msg`ABODE City`,
    partnerships: msg`Partnerships`,
    cooparent: msg`CoopaRent`,
    partners: msg`Partners`,
    bankingPartners: msg`Banking Partners`,
    contact: msg`Contact`,
    signUp: msg`Sign Up`,
    signIn: msg`Sign In`,
    openMenu: msg`Open menu`,
    closeMenu: msg`Close menu`,
    main: msg`Main`,
  },
  footer: {
    about: msg`ABODE helps Kenyans find, rent and manage homes: search in plain words, pay rent by M-Pesa, bank or card, and book trusted home services.`,
    explore: msg`Explore`,
    company: msg`Company`,
    legal: msg`Legal`,
    terms: msg`Terms of Service`,
    privacy: msg`Privacy Policy`,
    rights: (year: number) => msg`© ${year} ABODE. All rights reserved.`,
  },
  notFound: {
    heading: msg`Page not found`,
    body: msg`We couldn't find the page you were looking for. It may have moved, or the link may be wrong.`,
    home: msg`Go to the home page`,
  },
  error: {
    heading: msg`Something went wrong`,
    body: msg`This page ran into a problem. Please try again, or go back to the home page.`,
    retry: msg`Try again`,
    home: msg`Go to the home page`,
  },
};
