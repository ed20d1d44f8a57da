import type {
  HostKind,
  ListingCondition,
  ListingStatus,
  PhotoRoom,
} from '@common/listings/listing-contracts';
import { locations, type Location, type LocationTier, type PriceRange } from '@common/locations/locations';
import type { Amenity, Intent, PropertyType } from '@common/search/search-vocabulary';
import { formatKes, propertyTypeLabels } from '@common/search/criteria-labels';
import { formatPhotoId, type PhotoStyle } from '../listing-photo-id';
import {
  agenciesByCity,
  amenityPhrases,
  estateFirstWords,
  estateSecondWords,
  extras,
  genericLandmarks,
  idealFor,
  kitchens,
  landmarksByLocation,
  nameAdjectives,
  ownerNames,
  settings,
  streetsByLocation,
} from './demo-words';
import { createSeededRandom, mixSeed, type SeededRandom } from '../../../lib/seeded-random';

/**
 * The demo inventory: listing i is a pure function of (seed, i), so `--listings 2000` and `--listings 100000`
 * share their first 2,000 homes and every machine gets the same ones. Prices, types and amenities follow the
 * location table (src/common/locations), with spread.
 */

export const demoSeed = 20261122;
/** Listings are dated back from this moment rather than from "now", so a re-seed gives the same rows. */
export const demoEpoch = new Date('2026-11-15T09:00:00Z');

export interface GeneratedListing {
  id: string;
  name: string;
  description: string;
  address: string;
  intent: Intent;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  sqft: number;
  price: number;
  locationName: string;
  amenities: Amenity[];
  photos: string[];
  videoUrl: string | null;
  condition: ListingCondition | null;
  rating: number;
  hostName: string;
  hostKind: HostKind;
  verified: boolean;
  status: ListingStatus;
  createdAt: Date;
  updatedAt: Date;
}

type Weights<K extends string> = Readonly<Partial<Record<K, number>>>;

function weighted<K extends string>(random: SeededRandom, weights: Weights<K>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

// Busy areas get more listings, the few luxury suburbs fewer.
const popular = new Set([
  'Westlands',
  'Kilimani',
  'Kileleshwa',
  'Ruaka',
  'Syokimau',
  'Kasarani',
  'Rongai',
  'Kitengela',
  'South B',
  'Roysambu',
  'Ruiru',
]);
const tierShare: Readonly<Record<LocationTier, number>> = {
  budget: 1.2,
  middle: 1.2,
  upmarket: 1,
  luxury: 0.6,
};
const locationWeights: Weights<string> = Object.fromEntries(
  locations.map((location) => [
    location.name,
    tierShare[location.tier] * (popular.has(location.name) ? 1.7 : 1),
  ]),
);
const locationByName: ReadonlyMap<string, Location> = new Map(
  locations.map((location) => [location.name, location]),
);

const typeWeights: Readonly<Record<Intent, Record<LocationTier, Weights<PropertyType>>>> = {
  rent: {
    budget: { bedsitter: 35, apartment: 45, bungalow: 8, house: 7, maisonette: 3, commercial: 2 },
    middle: {
      bedsitter: 15,
      studio: 5,
      apartment: 55,
      maisonette: 10,
      bungalow: 6,
      townhouse: 4,
      house: 3,
      commercial: 2,
    },
    upmarket: { studio: 10, apartment: 65, maisonette: 8, townhouse: 8, house: 5, villa: 1, commercial: 3 },
    luxury: { apartment: 25, townhouse: 15, house: 25, villa: 30, maisonette: 5 },
  },
  buy: {
    budget: { apartment: 30, bungalow: 25, maisonette: 15, house: 10, land: 18, commercial: 2 },
    middle: { apartment: 40, maisonette: 25, bungalow: 10, townhouse: 8, house: 7, land: 8, commercial: 2 },
    upmarket: { apartment: 55, maisonette: 10, townhouse: 15, house: 8, villa: 4, land: 5, commercial: 3 },
    luxury: { apartment: 15, townhouse: 15, house: 25, villa: 35, land: 10 },
  },
};

const bedroomWeights: Readonly<Record<PropertyType, Weights<'0' | '1' | '2' | '3' | '4' | '5' | '6'>>> = {
  bedsitter: { '0': 1 },
  studio: { '0': 1 },
  apartment: { '1': 25, '2': 40, '3': 28, '4': 7 },
  maisonette: { '3': 45, '4': 45, '5': 10 },
  townhouse: { '3': 30, '4': 50, '5': 20 },
  bungalow: { '2': 25, '3': 55, '4': 20 },
  villa: { '4': 40, '5': 45, '6': 15 },
  house: { '3': 40, '4': 40, '5': 20 },
  land: { '0': 1 },
  commercial: { '0': 1 },
};

/** The rent band of a home with that many bedrooms, or null when the area has no such homes. */
function rentBand(location: Location, bedrooms: number): PriceRange | null {
  if (bedrooms <= 1) return location.rent.oneBed;
  if (bedrooms === 2) return location.rent.twoBed;
  return location.rent.threePlus;
}

function roundPrice(amount: number): number {
  const step = amount < 50_000 ? 500 : amount < 300_000 ? 1_000 : amount < 10_000_000 ? 50_000 : 100_000;
  return Math.max(step, Math.round(amount / step) * step);
}

function between(random: SeededRandom, [min, max]: PriceRange, low = 0, high = 1): number {
  return min + (max - min) * (low + (high - low) * random.next());
}

function rentPrice(random: SeededRandom, location: Location, type: PropertyType, bedrooms: number): number {
  if (type === 'commercial') {
    const band = location.rent.threePlus ?? location.rent.twoBed ?? [50_000, 150_000];
    return roundPrice(between(random, band) * (0.8 + random.next() * 1.4));
  }
  const band = rentBand(location, bedrooms)!;
  // Within the 3+ band, more bedrooms and grander types sit higher; a little spread beyond the band.
  const position = bedrooms >= 3 ? Math.min(1, (bedrooms - 3) / 3 + (type === 'villa' ? 0.3 : 0)) : 0;
  const spread = 0.9 + random.next() * 0.2;
  return roundPrice(
    between(random, band, position * 0.6, 0.4 + position * 0.6) * spread * (type === 'bedsitter' ? 0.75 : 1),
  );
}

const saleBedroomFactor = [0.45, 0.6, 0.85, 1.1, 1.5, 1.9, 2.3] as const;
const saleTypeFactor: Weights<PropertyType> = {
  villa: 1.3,
  house: 1.1,
  townhouse: 1.05,
  bungalow: 0.95,
  apartment: 0.9,
};

function salePrice(
  random: SeededRandom,
  location: Location,
  type: PropertyType,
  bedrooms: number,
  acres: number,
): number {
  if (type === 'land')
    return roundPrice(location.sale[0] * (0.25 + random.next() * 0.35) * (acres / 0.125) ** 0.8);
  if (type === 'commercial') return roundPrice(location.sale[1] * (1.5 + random.next() * 2.5));
  const factor = (saleBedroomFactor[bedrooms] ?? 2.3) * (saleTypeFactor[type] ?? 1);
  return roundPrice(between(random, location.sale) * factor * (0.9 + random.next() * 0.2));
}

function sizeInSqft(
  random: SeededRandom,
  type: PropertyType,
  bedrooms: number,
  tier: LocationTier,
  acres: number,
): number {
  if (type === 'land') return Math.round(acres * 43_560);
  const base: Readonly<Record<number, PriceRange>> = {
    0: type === 'studio' ? [300, 450] : type === 'commercial' ? [800, 5000] : [180, 320],
    1: [500, 750],
    2: [800, 1200],
    3: [1200, 1800],
    4: [1800, 3000],
    5: [3000, 5000],
    6: [4000, 7000],
  };
  const grand = tier === 'luxury' ? 1.3 : tier === 'budget' ? 0.85 : 1;
  return Math.round((between(random, base[bedrooms] ?? [4000, 7000]) * grand) / 10) * 10;
}

function bathroomCount(random: SeededRandom, type: PropertyType, bedrooms: number): number {
  if (type === 'land') return 0;
  if (type === 'commercial') return random.int(1, 3);
  if (bedrooms <= 1) return 1;
  if (type === 'apartment') return bedrooms - random.int(0, 1);
  return bedrooms + random.int(0, 1);
}

const amenityOdds: Readonly<Record<LocationTier, Weights<Amenity>>> = {
  budget: {
    water_tank: 0.5,
    parking: 0.3,
    cctv: 0.3,
    borehole: 0.3,
    internet: 0.3,
    gated: 0.2,
    balcony: 0.2,
    pets: 0.1,
    solar: 0.15,
    garden: 0.1,
    dsq: 0.05,
    furnished: 0.03,
  },
  middle: {
    parking: 0.8,
    water_tank: 0.5,
    borehole: 0.5,
    cctv: 0.6,
    gated: 0.5,
    internet: 0.5,
    balcony: 0.5,
    lift: 0.3,
    generator: 0.3,
    garden: 0.2,
    dsq: 0.3,
    gym: 0.1,
    pool: 0.05,
    pets: 0.2,
    furnished: 0.1,
    solar: 0.2,
  },
  upmarket: {
    parking: 0.95,
    lift: 0.8,
    generator: 0.8,
    cctv: 0.9,
    gym: 0.5,
    pool: 0.45,
    borehole: 0.7,
    balcony: 0.7,
    internet: 0.6,
    gated: 0.6,
    dsq: 0.5,
    furnished: 0.25,
    garden: 0.3,
    pets: 0.3,
    water_tank: 0.4,
    solar: 0.2,
  },
  luxury: {
    parking: 1,
    pool: 0.7,
    garden: 0.9,
    dsq: 0.85,
    cctv: 0.95,
    gated: 0.8,
    borehole: 0.85,
    generator: 0.8,
    gym: 0.3,
    pets: 0.5,
    furnished: 0.3,
    internet: 0.7,
    solar: 0.4,
    water_tank: 0.5,
    balcony: 0.5,
    lift: 0.2,
  },
};

const blockTypes: ReadonlySet<PropertyType> = new Set(['bedsitter', 'studio', 'apartment', 'commercial']);

/** Amenities that fit the area and the home: no lift in a bungalow, no DSQ in a bedsitter, nothing on bare land. */
function pickAmenities(
  random: SeededRandom,
  tier: LocationTier,
  type: PropertyType,
  bedrooms: number,
): Amenity[] {
  if (type === 'land') return random.chance(0.4) ? ['borehole'] : [];
  const picked: Amenity[] = [];
  for (const [amenity, odds] of Object.entries(amenityOdds[tier]) as [Amenity, number][]) {
    if (amenity === 'lift' && !blockTypes.has(type)) continue;
    if (amenity === 'dsq' && bedrooms < 3) continue;
    if ((amenity === 'garden' || amenity === 'pool') && type === 'bedsitter') continue;
    const boost = amenity === 'garden' && !blockTypes.has(type) ? 2 : 1;
    if (random.chance(Math.min(1, odds * boost))) picked.push(amenity);
  }
  return picked;
}

function photoStyle(type: PropertyType, tier: LocationTier): PhotoStyle {
  if (type === 'land') return 'l';
  if (type === 'commercial') return 'c';
  if (type === 'villa') return 'v';
  if (type === 'bedsitter' || (type === 'apartment' && tier === 'budget')) return 'b';
  if (blockTypes.has(type)) return 'a';
  return 'h';
}

function pickPhotos(random: SeededRandom, type: PropertyType, tier: LocationTier): string[] {
  const style = photoStyle(type, tier);
  const count = random.int(3, 6);
  const rooms: PhotoRoom[] =
    type === 'land'
      ? ['exterior', 'exterior', 'exterior', 'exterior', 'exterior', 'exterior']
      : [
          'exterior',
          'living_room',
          'bedroom',
          'kitchen',
          'bathroom',
          random.pick(['bedroom', 'living_room'] as const),
        ];
  return rooms.slice(0, count).map((room) => formatPhotoId({ room, style, seed: random.hex(12) }));
}

function uuidFrom(random: SeededRandom): string {
  const hex = random.hex(32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const acreOptions = [0.125, 0.25, 0.5, 1, 2, 5] as const;
const acreLabels: Readonly<Record<number, string>> = {
  0.125: '1/8 Acre',
  0.25: '1/4 Acre',
  0.5: '1/2 Acre',
  1: '1 Acre',
  2: '2 Acre',
  5: '5 Acre',
};

function listingName(
  random: SeededRandom,
  type: PropertyType,
  bedrooms: number,
  tier: LocationTier,
  place: string,
  amenitiesPicked: readonly Amenity[],
  acres: number,
): string {
  const adjective = random.pick(nameAdjectives[tier]);
  if (type === 'land')
    return `${random.pick(['Prime', 'Prime', 'Titled', 'Fenced'])} ${acreLabels[acres]} Plot in ${place}`;
  if (type === 'commercial')
    return `${random.pick(['Office Space', 'Shop Space', 'Commercial Space'])} in ${place}`;
  const label = propertyTypeLabels[type];
  const rooms = bedrooms > 0 ? `${bedrooms} Bedroom ` : '';
  const flourish =
    amenitiesPicked.includes('pool') && random.chance(0.5)
      ? ' with Pool'
      : amenitiesPicked.includes('dsq') && random.chance(0.5)
        ? ' with DSQ'
        : '';
  if (random.chance(0.3) && blockTypes.has(type)) {
    const estate = `${random.pick(estateFirstWords)} ${random.pick(estateSecondWords)}`;
    return `${estate}: ${bedrooms > 0 ? `${bedrooms}BR ` : ''}${label}, ${place}`;
  }
  return `${adjective} ${rooms}${label}${flourish} in ${place}`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface DescriptionFacts {
  type: PropertyType;
  intent: Intent;
  bedrooms: number;
  bathrooms: number;
  location: Location;
  street: string;
  amenities: readonly Amenity[];
  price: number;
  acres: number;
}

/** Rent a month (or a sale price) at which a home is upscale: expatriates, not students. */
const upscaleRent = 150_000;
const upscaleSale = 40_000_000;

/** Who a home fits, from its type, bedrooms, price and area: the 'ideal for' of its description. */
function audiencesFor(
  facts: Pick<DescriptionFacts, 'type' | 'intent' | 'bedrooms' | 'price' | 'location'>,
): readonly string[] {
  const { type, intent, bedrooms, price, location } = facts;
  if (type === 'commercial') return idealFor.business;
  const upscale =
    location.tier === 'luxury' ||
    type === 'villa' ||
    (intent === 'rent' ? price >= upscaleRent : price >= upscaleSale);
  const groups: (readonly string[])[] = [];
  if (upscale) {
    groups.push(idealFor.upscale);
    if (bedrooms >= 4) groups.push(idealFor.entertaining);
    else if (bedrooms >= 3) groups.push(idealFor.family);
    if (intent === 'buy') groups.push(idealFor.investor);
    return groups.flat();
  }
  if (intent === 'buy') {
    groups.push(idealFor.investor);
    if (bedrooms <= 3 && price <= 15_000_000) groups.push(idealFor.firstBuyer);
    if (bedrooms >= 3) groups.push(idealFor.family);
    return groups.flat();
  }
  if (bedrooms === 0) groups.push(idealFor.student, idealFor.starter);
  else if (bedrooms === 1)
    groups.push(price <= 25_000 ? idealFor.student : idealFor.starter, idealFor.couple);
  else if (bedrooms === 2) groups.push(idealFor.couple, idealFor.family);
  else groups.push(idealFor.family, ...(bedrooms >= 4 ? [idealFor.entertaining] : []));
  return groups.flat();
}

function describe(random: SeededRandom, facts: DescriptionFacts): string {
  const { type, intent, bedrooms, bathrooms, location, amenities: has } = facts;
  const place = `${location.name}, ${location.city}`;
  const landmarks = landmarksByLocation[location.name] ?? genericLandmarks;
  const near = joinList(random.sample(landmarks, 2));
  const sentences: string[] = [];
  if (type === 'land') {
    sentences.push(
      `A ${acreLabels[facts.acres]!.toLowerCase()} plot ${random.pick(settings)} in ${place}, off ${facts.street}.`,
    );
    sentences.push(
      `The land is flat, ${random.pick(['fenced', 'beaconed', 'cleared'])} and ready for development, with water and power nearby.`,
    );
    sentences.push(`It is close to ${near}.`);
    sentences.push(
      random.pick([
        'The title deed is ready for transfer.',
        'A clean title is available.',
        'Ideal for a family home or apartments.',
      ]),
    );
    return sentences.join(' ');
  }
  const kind = type === 'commercial' ? 'commercial space' : propertyTypeLabels[type].toLowerCase();
  const rooms = bedrooms > 0 ? `${bedrooms}-bedroom ` : '';
  sentences.push(
    `This ${random.pick(['bright', 'spacious', 'well-kept', 'modern', 'quiet'])} ${rooms}${kind} sits ${random.pick(settings)} in ${place}, off ${facts.street}.`,
  );
  if (type === 'commercial') {
    sentences.push(
      `It offers an open floor with ${bathrooms} washroom${bathrooms === 1 ? '' : 's'}, a reception area and good frontage.`,
    );
  } else if (bedrooms === 0) {
    sentences.push(`It has one open room with ${random.pick(kitchens)} kitchenette and a private bathroom.`);
  } else {
    sentences.push(
      `It has ${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}, ${bathrooms} bathroom${bathrooms === 1 ? '' : 's'}, an open-plan living and dining area and ${random.pick(kitchens)} kitchen.`,
    );
  }
  const features = random.sample(has, 5).map((amenity) => amenityPhrases[amenity]);
  if (features.length > 0) sentences.push(`It comes with ${joinList(features)}.`);
  sentences.push(random.pick(extras));
  sentences.push(`It is a short drive to ${near}, and ideal for ${random.pick(audiencesFor(facts))}.`);
  sentences.push(
    intent === 'rent'
      ? `Rent is KES ${formatKes(facts.price)} per month, with a deposit of ${random.pick(["one month's", "two months'"])} rent.`
      : `Offered at KES ${formatKes(facts.price)}, ${random.pick(['title deed ready', 'ready for transfer', 'negotiable', 'with a clean title'])}.`,
  );
  return sentences.join(' ');
}

function pickHost(random: SeededRandom, location: Location): { hostName: string; hostKind: HostKind } {
  if (random.chance(0.25)) return { hostName: random.pick(ownerNames), hostKind: 'owner' };
  const local = agenciesByCity[location.city] ?? [];
  const anywhere = agenciesByCity['*'] ?? [];
  return {
    hostName: random.pick(random.chance(0.8) && local.length > 0 ? local : anywhere),
    hostKind: 'agency',
  };
}

function pickStatus(random: SeededRandom, intent: Intent): ListingStatus {
  const roll = random.next();
  if (roll < 0.91) return 'live';
  if (roll < 0.94) return 'pending';
  if (roll < 0.96) return 'draft';
  return intent === 'rent' ? 'let' : 'sold';
}

export function generateListing(index: number, seed = demoSeed): GeneratedListing {
  const random = createSeededRandom(mixSeed(seed, index));
  const intent: Intent = random.chance(0.65) ? 'rent' : 'buy';
  const location = locationByName.get(weighted(random, locationWeights))!;
  let type = weighted(random, typeWeights[intent][location.tier]);
  let bedrooms = Number(weighted(random, bedroomWeights[type]));
  // An area with no homes of that size to rent (no bedsitters in Runda) gets a 3+ bedroom house instead.
  if (intent === 'rent' && type !== 'commercial' && !rentBand(location, bedrooms)) {
    type = location.tier === 'luxury' ? 'villa' : 'house';
    bedrooms = Number(weighted(random, bedroomWeights[type]));
  }
  const acres = type === 'land' ? random.pick(acreOptions) : 0;
  const bathrooms = bathroomCount(random, type, bedrooms);
  const price =
    intent === 'rent'
      ? rentPrice(random, location, type, bedrooms)
      : salePrice(random, location, type, bedrooms, acres);
  const amenitiesPicked = pickAmenities(random, location.tier, type, bedrooms);
  const plainName = location.name.replace(/\s*\(.*\)$/, '');
  const street = random.pick(
    streetsByLocation[location.name] ?? [`${plainName} Road`, `${plainName} Drive`, `${plainName} Avenue`],
  );
  const createdAt = new Date(demoEpoch.getTime() - random.int(0, 180 * 24 * 60) * 60_000);
  const updatedAt = new Date(
    Math.min(demoEpoch.getTime(), createdAt.getTime() + random.int(0, 10 * 24 * 60) * 60_000),
  );
  return {
    id: uuidFrom(random),
    name: listingName(random, type, bedrooms, location.tier, location.name, amenitiesPicked, acres),
    description: describe(random, {
      type,
      intent,
      bedrooms,
      bathrooms,
      location,
      street,
      amenities: amenitiesPicked,
      price,
      acres,
    }),
    address: `${street}, ${location.name}`,
    intent,
    propertyType: type,
    bedrooms,
    bathrooms,
    sqft: sizeInSqft(random, type, bedrooms, location.tier, acres),
    price,
    locationName: location.name,
    amenities: amenitiesPicked,
    photos: pickPhotos(random, type, location.tier),
    // A demo home has no video tour: there is no real video of it to show, and an invented id plays nothing.
    videoUrl: null,
    condition:
      intent === 'buy' && type !== 'land'
        ? weighted(random, { excellent: 35, very_good: 45, good: 20 })
        : null,
    rating: Math.round((3 + 2 * random.next() ** 0.7) * 10) / 10,
    ...pickHost(random, location),
    verified: random.chance(0.6),
    status: pickStatus(random, intent),
    createdAt,
    updatedAt,
  };
}
