/** The site frame's texts, in one module so another language can be served. */
export const layoutTexts = {
  brand: 'ABODE',
  tagline: 'Search, Rent, Manage',
  skipToContent: 'Skip to content',
  nav: {
    home: 'Home',
    listProperty: 'List Property',
    buyProperty: 'Buy Property',
    homeServices: 'Home Services',
    abodeCity: 'ABODE City',
    partnerships: 'Partnerships',
    cooparent: 'CoopaRent',
    partners: 'Partners',
    bankingPartners: 'Banking Partners',
    contact: 'Contact',
    signUp: 'Sign Up',
    signIn: 'Sign In',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    main: 'Main',
  },
  footer: {
    about:
      'ABODE helps Kenyans find, rent and manage homes: search in plain words, pay rent by M-Pesa, bank or card, and book trusted home services.',
    explore: 'Explore',
    company: 'Company',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    rights: (year: number) => `© ${year} ABODE. All rights reserved.`,
  },
  notFound: {
    heading: 'Page not found',
    body: "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
    home: 'Go to the home page',
  },
  error: {
    heading: 'Something went wrong',
    body: 'This page ran into a problem. Please try again, or go back to the home page.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
