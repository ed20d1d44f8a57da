import type { CriteriaBounds, SearchCriteria } from './search-criteria';
import type { Amenity, Intent, PropertyType } from './search-vocabulary';
import { groupThousands } from '../i18n/locale';

export const intentLabels: Readonly<Record<Intent, string>> = {
  rent: 'To rent',
  buy: 'For sale',
};

export const propertyTypeLabels: Readonly<Record<PropertyType, string>> = {
  bedsitter: 'Bedsitter',
  studio: 'Studio',
  apartment: 'Apartment',
  maisonette: 'Maisonette',
  townhouse: 'Townhouse',
  bungalow: 'Bungalow',
  villa: 'Villa',
  house: 'House',
  land: 'Land',
  commercial: 'Commercial',
};

export const amenityLabels: Readonly<Record<Amenity, string>> = {
  parking: 'Parking',
  pool: 'Swimming pool',
  gym: 'Gym',
  borehole: 'Borehole',
  generator: 'Backup generator',
  cctv: 'CCTV & security',
  gated: 'Gated community',
  lift: 'Lift',
  balcony: 'Balcony',
  garden: 'Garden',
  dsq: 'DSQ (staff quarters)',
  furnished: 'Furnished',
  pets: 'Pet friendly',
  internet: 'Internet',
  water_tank: 'Water tank',
  solar: 'Solar',
};

export interface CriterionChip {
  /** Stable across renders and parses: `intent`, `type:apartment`, `bedrooms`, `bathrooms`, `price`, `location:Kilimani`, `amenity:parking`. */
  readonly key: string;
  readonly label: string;
}

/** One chip per criterion, in the order intent, types, bedrooms, bathrooms, price, locations, amenities. */
export function describeCriteria(criteria: SearchCriteria): CriterionChip[] {
  const chips: CriterionChip[] = [];
  if (criteria.intent) chips.push({ key: 'intent', label: intentLabels[criteria.intent] });
  for (const type of criteria.propertyTypes)
    chips.push({ key: `type:${type}`, label: propertyTypeLabels[type] });
  const bedrooms = describeCount(criteria.bedrooms, 'bedroom');
  if (bedrooms) chips.push({ key: 'bedrooms', label: bedrooms });
  const bathrooms = describeCount(criteria.bathrooms, 'bathroom');
  if (bathrooms) chips.push({ key: 'bathrooms', label: bathrooms });
  const price = describePrice(criteria.price);
  if (price) chips.push({ key: 'price', label: price });
  for (const name of criteria.locations) chips.push({ key: `location:${name}`, label: name });
  for (const amenity of criteria.amenities)
    chips.push({ key: `amenity:${amenity}`, label: amenityLabels[amenity] });
  return chips;
}

/** The criteria without the chip's criterion, for searching again when a chip is dismissed. Unknown keys change nothing. */
export function removeCriterion(criteria: SearchCriteria, key: string): SearchCriteria {
  const open = { min: null, max: null };
  const [kind, value] = splitKey(key);
  switch (kind) {
    case 'intent':
      return { ...criteria, intent: null };
    case 'bedrooms':
      return { ...criteria, bedrooms: open };
    case 'bathrooms':
      return { ...criteria, bathrooms: open };
    case 'price':
      return { ...criteria, price: open };
    case 'type':
      return { ...criteria, propertyTypes: criteria.propertyTypes.filter((type) => type !== value) };
    case 'location':
      return { ...criteria, locations: criteria.locations.filter((name) => name !== value) };
    case 'amenity':
      return { ...criteria, amenities: criteria.amenities.filter((amenity) => amenity !== value) };
    default:
      return criteria;
  }
}

function splitKey(key: string): [kind: string, value: string] {
  const colon = key.indexOf(':');
  return colon === -1 ? [key, ''] : [key.slice(0, colon), key.slice(colon + 1)];
}

function describeCount({ min, max }: CriteriaBounds, noun: string): string | null {
  const plural = (count: number): string => `${noun}${count === 1 ? '' : 's'}`;
  if (min !== null && max !== null) {
    return min === max ? `${min} ${plural(min)}` : `${min}–${max} ${noun}s`;
  }
  if (min !== null) return `${min}+ ${noun}s`;
  if (max !== null) return `Up to ${max} ${plural(max)}`;
  return null;
}

function describePrice({ min, max }: CriteriaBounds): string | null {
  if (min !== null && max !== null) {
    return min === max ? `KES ${formatKes(min)}` : `KES ${formatKes(min)} – ${formatKes(max)}`;
  }
  if (min !== null) return `From KES ${formatKes(min)}`;
  if (max !== null) return `Under KES ${formatKes(max)}`;
  return null;
}

/** 1500000 → "1,500,000". Done by hand so that server and browser render identically whatever their locale data. */
export function formatKes(amount: number): string {
  return groupThousands(Math.round(amount));
}
