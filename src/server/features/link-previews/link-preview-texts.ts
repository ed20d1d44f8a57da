import { formatKes, propertyTypeLabels } from '@common/search/criteria-labels';
import { serviceCategoryLabels, type ServiceCategory } from '@common/services/service-categories';
import type { Intent, PropertyType } from '@common/search/search-vocabulary';

/** What a shared link's preview says: the site's name, and the public pages' titles as the pages set them. */
export const linkPreviewTexts = {
  siteName: 'ABODE',
  noPicture: 'There is no preview picture at this address.',
  title: (page: string) => `${page} | ABODE`,
  home: {
    title: 'ABODE — Search, Rent, Manage',
    description:
      'Find, rent and manage homes in Kenya: verified listings, rent paid by M-Pesa, and home services.',
  },
  /** The public pages a search engine may index, by path: the title each page sets, and a line about it. */
  pages: {
    '/buy': {
      title: 'Buy Property',
      description: 'Verified homes for sale across Kenya, each thoroughly inspected and certified.',
    },
    '/home-services': {
      title: 'Home Services',
      description:
        'Trusted cleaners, plumbers, electricians, movers and more near you, booked and paid on ABODE.',
    },
    '/list-vehicle': {
      title: 'List Your Property',
      description:
        'List your home on ABODE: submit the details, get verified, and go live to renters and buyers.',
    },
    '/cooparent': {
      title: 'CoopaRent',
      description: 'Okoa Rent for tenants and rent advances for landlords, with every charge shown first.',
    },
    '/abode-city': {
      title: 'ABODE City',
      description: 'Design and construction by ABODE City: get a quote or schedule a consultation.',
    },
    '/partners': { title: 'Partners', description: 'The banks, lenders and companies ABODE works with.' },
    '/supported-banks': {
      title: 'Supported Banks',
      description: 'The banks you can pay rent from and withdraw to on ABODE.',
    },
    '/contact': { title: 'Contact Us', description: 'Write, call or chat with the ABODE team.' },
    '/terms': { title: 'Terms of Service', description: 'The terms of using ABODE.' },
    '/privacy': { title: 'Privacy Policy', description: 'How ABODE keeps and uses your data.' },
  } as Readonly<Record<string, { title: string; description: string }>>,
  /** '3 bedroom apartment to rent in Kilimani, Nairobi · KES 65,000 a month' */
  listingSummary: (facts: {
    intent: Intent;
    propertyType: PropertyType;
    bedrooms: number;
    price: number;
    location: { name: string; city: string };
    verified: boolean;
  }) => {
    const type = propertyTypeLabels[facts.propertyType].toLowerCase();
    const rooms =
      facts.bedrooms > 0 ? `${facts.bedrooms} bedroom ${type}` : propertyTypeLabels[facts.propertyType];
    const where = facts.location.city
      ? `${facts.location.name}, ${facts.location.city}`
      : facts.location.name;
    const price = `KES ${formatKes(facts.price)}${facts.intent === 'rent' ? ' a month' : ''}`;
    const verb = facts.intent === 'rent' ? 'to rent' : 'for sale';
    return `${rooms} ${verb} in ${where} · ${price}${facts.verified ? ' · Verified' : ''}`;
  },
  /** 'Plumbing, Electrical · Nairobi · Verified Provider' */
  providerSummary: (facts: { categories: readonly string[]; city: string; verified: boolean }) => {
    const trades = facts.categories
      .map((category) => serviceCategoryLabels[category as ServiceCategory] ?? category)
      .join(', ');
    return [trades, facts.city, facts.verified ? 'Verified Provider' : null].filter(Boolean).join(' · ');
  },
} as const;
