import { findLocation, locations, type LocationTier } from '@common/locations/locations';
import type { Availability } from '@common/services/service-availability';
import { serviceCategories, type ServiceCategory } from '@common/services/service-categories';
import { createSeededRandom, mixSeed, type SeededRandom } from '../../../lib/seeded-random';
import { servicePhotoKeyFor } from '../service-photo-key';

/**
 * Demo service providers, a pure function of their index: provider i is the same on every machine and run,
 * so seeding is insert-if-missing by fixed ids and `--providers 10000` only adds what is missing.
 */

export interface GeneratedProvider {
  index: number;
  userId: string;
  providerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  businessName: string;
  categories: ServiceCategory[];
  areas: string[];
  city: string;
  priceFrom: number;
  availability: Availability;
  description: string;
  photoKey: string;
  createdAt: Date;
  /** Past jobs, each completed and reviewed by a demo customer (customerIndex into the demo customers). */
  jobs: GeneratedJob[];
}

export interface GeneratedJob {
  requestId: string;
  reviewId: string;
  customerIndex: number;
  category: ServiceCategory;
  description: string;
  scheduledAt: Date;
  rating: number;
  comment: string;
}

const hex12 = (n: number): string => n.toString(16).padStart(12, '0');
/** Fixed ids by kind and index: `00000000-0000-4000-8001-000000000007` is demo provider 7's owner. */
export const demoServiceId = (kind: 1 | 2 | 3 | 4 | 5 | 6, index: number): string =>
  `00000000-0000-4000-800${kind}-${hex12(index)}`;

/** A fixed moment, so generated dates do not drift with the day the seed runs. */
const epoch = Date.UTC(2026, 0, 15, 7, 0, 0);
const day = 24 * 60 * 60 * 1000;

const firstNames = [
  'Kamau',
  'Wanjiku',
  'Otieno',
  'Achieng',
  'Mwangi',
  'Njeri',
  'Kiprono',
  'Chebet',
  'Mutua',
  'Mwikali',
  'Omondi',
  'Atieno',
  'Kariuki',
  'Wambui',
  'Kipchoge',
  'Jepkosgei',
  'Wafula',
  'Nafula',
  'Hassan',
  'Amina',
  'Baraka',
  'Zawadi',
  'Juma',
  'Halima',
  'Ochieng',
  'Akinyi',
  'Njoroge',
  'Nyambura',
  'Kibet',
  'Wairimu',
] as const;
const lastNames = [
  'Kamau',
  'Otieno',
  'Mwangi',
  'Odhiambo',
  'Kiprop',
  'Mutiso',
  'Wekesa',
  'Njoroge',
  'Onyango',
  'Mohamed',
  'Kimani',
  'Ndungu',
  'Cheruiyot',
  'Musyoka',
  'Barasa',
  'Omollo',
  'Gitau',
  'Korir',
  'Maina',
  'Were',
] as const;
const brandWords = [
  'Baraka',
  'Neema',
  'Fahari',
  'Amani',
  'Tumaini',
  'Imara',
  'Haraka',
  'Bora',
  'Safi',
  'Jua Kali',
  'Upendo',
  'Kijani',
  'Nyota',
  'Simba',
  'Tulivu',
  'Mwangaza',
  'Zuri',
  'Jamii',
  'Pamoja',
  'Shujaa',
] as const;

const trades: Readonly<
  Record<
    ServiceCategory,
    { nouns: readonly string[]; base: number; lines: readonly string[]; jobs: readonly string[] }
  >
> = {
  cleaning: {
    nouns: ['Cleaners', 'Cleaning Services', 'Sparkle Cleaners', 'Mama Fua Services', 'Home Care'],
    base: 800,
    lines: [
      'House and office cleaning, laundry and ironing by the day or by the week.',
      'Deep cleaning for moving in or out, carpets and sofas included.',
      'Trusted mama fua and house help, vetted and trained.',
      'We bring our own detergents, mops and vacuum.',
    ],
    jobs: [
      'Deep clean of a 3 bedroom apartment',
      'Weekly laundry and ironing',
      'Move-out cleaning',
      'Sofa and carpet cleaning',
    ],
  },
  plumbing: {
    nouns: ['Plumbers', 'Plumbing Works', 'Pipes & Taps', 'Plumbing Solutions', 'Water Works'],
    base: 1500,
    lines: [
      'Leaking taps, blocked drains and burst pipes fixed the same day.',
      'Water heaters, instant showers and pumps installed and repaired.',
      'Toilets, sinks and water tanks: supply, fitting and repairs.',
      'Licensed fundi wa maji with twelve years on the job.',
    ],
    jobs: [
      'Fix a leaking kitchen tap',
      'Unblock the bathroom drain',
      'Install an instant shower',
      'Replace a burst pipe',
    ],
  },
  electrical: {
    nouns: ['Electricals', 'Electrical Works', 'Power Solutions', 'Electricians', 'Wiring Experts'],
    base: 1500,
    lines: [
      'Wiring, rewiring, sockets and lighting for homes and offices.',
      'Tripping breakers and power faults traced and fixed.',
      'Solar panels, inverters and backup power installed.',
      'EPRA-licensed electricians; every job tested and certified.',
    ],
    jobs: [
      'Fix sockets that keep tripping',
      'Install security lights',
      'Rewire the kitchen',
      'Install a solar water heater',
    ],
  },
  carpentry: {
    nouns: ['Carpentry', 'Woodworks', 'Furniture & Fittings', 'Joinery', 'Carpenters'],
    base: 2500,
    lines: [
      'Kitchen cabinets, wardrobes and shelves made to measure.',
      'Doors hung, locks fitted and furniture repaired.',
      'Mvule and mahogany furniture from our own workshop.',
      'Ceilings and wooden floors fitted and restored.',
    ],
    jobs: ['Build a wardrobe', 'Repair a broken door', 'Fit kitchen cabinets', 'Fix a bed frame'],
  },
  painting: {
    nouns: ['Painters', 'Painting & Decor', 'Colour Works', 'Decorators', 'Paint Masters'],
    base: 3000,
    lines: [
      'Interior and exterior painting, neat and on schedule.',
      'Walls prepared, cracks filled and two coats applied.',
      'Wallpaper, varnish and decorative finishes.',
      'We move and cover your furniture and clean up after.',
    ],
    jobs: ['Repaint the living room', 'Paint the exterior walls', 'Varnish the doors', 'Paint two bedrooms'],
  },
  gardening: {
    nouns: ['Gardens', 'Landscaping', 'Garden Care', 'Green Works', 'Lawn Services'],
    base: 1000,
    lines: [
      'Lawn mowing, hedge trimming and weeding, weekly or monthly.',
      'Landscaping, new lawns and flower beds designed and planted.',
      'Tree pruning and compound clean-ups.',
      'Experienced shamba team with our own mowers.',
    ],
    jobs: [
      'Mow the lawn and trim the hedge',
      'Plant a new flower bed',
      'Prune the trees',
      'Clear the compound',
    ],
  },
  delivery: {
    nouns: ['Movers', 'Deliveries', 'Moving & Logistics', 'Transporters', 'Removals'],
    base: 3500,
    lines: [
      'House moving with packing, lorries and careful crews.',
      'Same-day deliveries and errands across the city.',
      'Office relocations done over the weekend.',
      'Furniture and appliances moved, wrapped and insured.',
    ],
    jobs: ['Move a 2 bedroom house', 'Deliver a fridge', 'Office relocation', 'Move furniture to a new flat'],
  },
};

/** Trades that often go together in one small business. */
const secondTrade: Readonly<Record<ServiceCategory, ServiceCategory>> = {
  cleaning: 'gardening',
  plumbing: 'electrical',
  electrical: 'plumbing',
  carpentry: 'painting',
  painting: 'carpentry',
  gardening: 'cleaning',
  delivery: 'cleaning',
};

const tierFactor: Readonly<Record<LocationTier, number>> = {
  budget: 0.8,
  middle: 1,
  upmarket: 1.3,
  luxury: 1.6,
};

const schedules: readonly Availability[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '17:00' },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensAt: '08:00', closesAt: '18:00' },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensAt: '07:00', closesAt: '19:00' },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opensAt: '08:00', closesAt: '20:00' },
  { days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opensAt: '09:00', closesAt: '17:00' },
];

const comments: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Excellent work, on time and very tidy.',
    'Highly recommend, fair price and friendly.',
    'Came the same day and did a perfect job.',
  ],
  4: [
    'Good job, a little late but communicated well.',
    'Solid work at a fair price.',
    'Happy with the result; will call again.',
  ],
  3: ['The job got done but took longer than promised.', 'Okay work, had to ask twice for a small fix.'],
  2: ['Arrived two hours late and left a mess.', 'Charged more than agreed.'],
};

/** Mostly happy customers, as on any marketplace, with a spread so averages differ. */
function pickRating(random: SeededRandom): number {
  const roll = random.next();
  return roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.93 ? 3 : 2;
}

/** Outside Nairobi a third of the time, so the city on the card is not always Nairobi. */
const nairobiAreas = locations.filter((location) => location.city === 'Nairobi');
const otherAreas = locations.filter((location) => location.city !== 'Nairobi');

function kilometres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dx = (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180);
  const dy = (a.latitude - b.latitude) * 111;
  return Math.hypot(dx, dy);
}

export function generateProvider(index: number, customerCount: number): GeneratedProvider {
  const random = createSeededRandom(mixSeed(0x5e41ce, index));
  const primary = serviceCategories[index % serviceCategories.length]!;
  const categories = random.chance(0.35) ? [primary, secondTrade[primary]] : [primary];
  const base = random.chance(0.33) ? random.pick(otherAreas) : random.pick(nairobiAreas);
  const nearby = locations
    .filter((location) => location.name !== base.name && kilometres(location, base) < 9)
    .sort((a, b) => kilometres(a, base) - kilometres(b, base));
  const areas = [base.name, ...nearby.slice(0, random.int(0, 4)).map((location) => location.name)];
  const trade = trades[primary];
  const priceFrom = Math.round((trade.base * tierFactor[base.tier] * (0.8 + random.next() * 0.6)) / 50) * 50;
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const brand = random.chance(0.3) ? `${firstName}'s` : random.pick(brandWords);
  const businessName = `${brand} ${random.pick(trade.nouns)}`;
  const description = [
    ...random.sample(trade.lines, 2),
    `Serving ${areas.length > 1 ? `${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}` : areas[0]}.`,
  ].join(' ');
  const jobCount = customerCount > 0 ? random.int(0, 8) : 0;
  const jobs = Array.from({ length: jobCount }, (_, job): GeneratedJob => {
    const rating = pickRating(random);
    const category = random.pick(categories);
    return {
      requestId: demoServiceId(3, index * 16 + job),
      reviewId: demoServiceId(4, index * 16 + job),
      customerIndex: random.int(0, customerCount - 1),
      category,
      description: random.pick(trades[category].jobs),
      scheduledAt: new Date(epoch - random.int(3, 300) * day + random.int(0, 8) * 60 * 60 * 1000),
      rating,
      comment: random.pick(comments[rating]!),
    };
  });
  return {
    index,
    userId: demoServiceId(1, index),
    providerId: demoServiceId(2, index),
    email: `provider${String(index + 1).padStart(2, '0')}@demo.abode.co.ke`,
    firstName,
    lastName,
    phone: `+2547002${String(index).padStart(5, '0')}`,
    businessName,
    categories,
    areas,
    city: findLocation(base.name)?.city ?? 'Nairobi',
    priceFrom,
    availability: random.pick(schedules),
    description,
    photoKey: servicePhotoKeyFor(primary, random.hex(12)),
    createdAt: new Date(epoch - index * 60 * 60 * 1000),
    jobs,
  };
}
