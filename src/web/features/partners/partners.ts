import type { partnersTexts } from './partners-texts';

/** Who ABODE works with, by category. Static: the spec lists them as fixed content. */
export type PartnerCategoryId = keyof typeof partnersTexts.categories;

export interface Partner {
  name: string;
  description: string;
  services: readonly string[];
}

export const partnerCategories = [
  {
    id: 'financial',
    partners: [
      {
        name: 'Co-operative Bank of Kenya',
        description:
          'Our cooperative banking partner: mortgage financing for home buyers, plus CoopaRent rental financing and wallet payments.',
        services: ['Mortgage financing', 'Rental financing', 'Wallet top-ups'],
      },
    ],
  },
  {
    id: 'insurance',
    partners: [
      {
        name: 'Msingi Home Insurance',
        description:
          'Cover for buildings and household contents against fire, theft and water damage, priced for Kenyan homes.',
        services: ['Home insurance', 'Contents cover'],
      },
      {
        name: 'Amani Property Assurance',
        description: 'Landlord cover for rent loss and tenant damage, so owners can let with confidence.',
        services: ['Landlord insurance', 'Rent guarantee'],
      },
    ],
  },
  {
    id: 'homeServices',
    partners: [
      {
        name: 'SafiHomes Cleaning',
        description: 'Vetted cleaners for move-in and move-out deep cleans, weekly cleaning and fumigation.',
        services: ['Cleaning', 'Fumigation'],
      },
      {
        name: 'Fundi Connect',
        description: 'Qualified plumbers, electricians and carpenters for repairs and small renovations.',
        services: ['Plumbing', 'Electrical', 'Carpentry'],
      },
    ],
  },
  {
    id: 'estateAgents',
    partners: [
      {
        name: 'Nyumba Bora Realtors',
        description:
          'Letting and sales agents for apartments and family homes in Kilimani, Kileleshwa and Lavington.',
        services: ['Lettings', 'Sales'],
      },
      {
        name: 'Savanna Property Agents',
        description: 'Property management and sales for Karen, Langata and the growing satellite towns.',
        services: ['Property management', 'Sales'],
      },
    ],
  },
  {
    id: 'technology',
    partners: [
      {
        name: 'Akili AI Labs',
        description:
          'The AI provider behind ABODE search: describe a home in your own words and get homes that match.',
        services: ['AI search', 'Property matching'],
      },
    ],
  },
] as const satisfies readonly { id: PartnerCategoryId; partners: readonly Partner[] }[];
