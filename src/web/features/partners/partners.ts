import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { partnersTexts } from './partners-texts';

/** Who ABODE works with, by category. Static: the spec lists them as fixed content. */
export type PartnerCategoryId = keyof typeof partnersTexts.categories;

export interface Partner {
  name: string;
  description: MessageDescriptor;
  services: readonly MessageDescriptor[];
}

export const partnerCategories = [
  {
    id: 'financial',
    partners: [
      {
        name: 'Co-operative Bank of Kenya',
        description: msg`Our cooperative banking partner: mortgage financing for home buyers, plus CoopaRent rental financing and wallet payments.`,
        services: [msg`Mortgage financing`, msg`Rental financing`, msg`Wallet top-ups`],
      },
    ],
  },
  {
    id: 'insurance',
    partners: [
      {
        name: 'Msingi Home Insurance',
        description: msg`Cover for buildings and household contents against fire, theft and water damage, priced for Kenyan homes.`,
        services: [msg`Home insurance`, msg`Contents cover`],
      },
      {
        name: 'Amani Property Assurance',
        description: msg`Landlord cover for rent loss and tenant damage, so owners can let with confidence.`,
        services: [msg`Landlord insurance`, msg`Rent guarantee`],
      },
    ],
  },
  {
    id: 'homeServices',
    partners: [
      {
        name: 'SafiHomes Cleaning',
        description: msg`Vetted cleaners for move-in and move-out deep cleans, weekly cleaning and fumigation.`,
        services: [msg`Cleaning`, msg`Fumigation`],
      },
      {
        name: 'Fundi Connect',
        description: msg`Qualified plumbers, electricians and carpenters for repairs and small renovations.`,
        services: [msg`Plumbing`, msg`Electrical`, msg`Carpentry`],
      },
    ],
  },
  {
    id: 'estateAgents',
    partners: [
      {
        name: 'Nyumba Bora Realtors',
        description: msg`Letting and sales agents for apartments and family homes in Kilimani, Kileleshwa and Lavington.`,
        services: [msg`Lettings`, msg`Sales`],
      },
      {
        name: 'Savanna Property Agents',
        description: msg`Property management and sales for Karen, Langata and the growing satellite towns.`,
        services: [msg`Property management`, msg`Sales`],
      },
    ],
  },
  {
    id: 'technology',
    partners: [
      {
        name: 'Akili AI Labs',
        description: msg`The AI provider behind ABODE search: describe a home in your own words and get homes that match.`,
        services: [msg`AI search`, msg`Property matching`],
      },
    ],
  },
] satisfies readonly { id: PartnerCategoryId; partners: readonly Partner[] }[];
