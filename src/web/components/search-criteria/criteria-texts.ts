import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CriterionChip } from '@common/search/criteria-labels';
import type { CriteriaBounds, SearchCriteria } from '@common/search/search-criteria';
import type { Amenity, Intent, PropertyType } from '@common/search/search-vocabulary';
import { formatKes, formatNumber } from '@web/i18n';

/**
 * The shared search vocabulary's labels (src/common/search/criteria-labels.ts) in the language in use, for
 * every feature that shows a home's kind and amenities or a search's chips (listings, saved searches): one
 * wording of each in English and Kiswahili (src/web/locales/sw.po).
 */
export const criteriaTexts = {
  intents: { rent: msg`To rent`, buy: msg`For sale` } satisfies Record<Intent, MessageDescriptor>,
  propertyTypes: {
    bedsitter: msg`Bedsitter`,
    studio: msg`Studio`,
    apartment: msg`Apartment`,
    maisonette: msg`Maisonette`,
    townhouse: msg`Townhouse`,
    bungalow: msg`Bungalow`,
    villa: msg`Villa`,
    house: msg`House`,
    land: msg`Land`,
    commercial: msg`Commercial`,
  } satisfies Record<PropertyType, MessageDescriptor>,
  amenities: {
    parking: msg`Parking`,
    pool: msg`Swimming pool`,
    gym: msg`Gym`,
    borehole: msg`Borehole`,
    generator: msg`Backup generator`,
    cctv: msg`CCTV & security`,
    gated: msg`Gated community`,
    lift: msg`Lift`,
    balcony: msg`Balcony`,
    garden: msg`Garden`,
    dsq: msg`DSQ (staff quarters)`,
    furnished: msg`Furnished`,
    pets: msg`Pet friendly`,
    internet: msg`Internet`,
    water_tank: msg`Water tank`,
    solar: msg`Solar`,
  } satisfies Record<Amenity, MessageDescriptor>,
} as const;

/** The counts and prices of a search's chips, as criteria-labels' describeCriteria words them. */
const chipTexts = {
  bedrooms: (count: number) => msg`${plural(count, { one: '# bedroom', other: '# bedrooms' })}`,
  bedroomsBetween: (min: number, max: number) => msg`${min}–${max} bedrooms`,
  bedroomsAtLeast: (min: number) => msg`${min}+ bedrooms`,
  bedroomsUpTo: (max: number) => msg`${plural(max, { one: 'Up to # bedroom', other: 'Up to # bedrooms' })}`,
  bathrooms: (count: number) => msg`${plural(count, { one: '# bathroom', other: '# bathrooms' })}`,
  bathroomsBetween: (min: number, max: number) => msg`${min}–${max} bathrooms`,
  bathroomsAtLeast: (min: number) => msg`${min}+ bathrooms`,
  bathroomsUpTo: (max: number) =>
    msg`${plural(max, { one: 'Up to # bathroom', other: 'Up to # bathrooms' })}`,
  priceFrom: (min: string) => msg`From ${min}`,
  priceUnder: (max: string) => msg`Under ${max}`,
};

/** '2 bedrooms', '2–3 bedrooms', '3+ bedrooms', 'Up to 2 bedrooms'. */
function countLabel(i18n: I18n, { min, max }: CriteriaBounds, noun: 'bedrooms' | 'bathrooms'): string | null {
  const bedrooms = noun === 'bedrooms';
  if (min !== null && max !== null) {
    if (min === max) return i18n._(bedrooms ? chipTexts.bedrooms(min) : chipTexts.bathrooms(min));
    return i18n._(bedrooms ? chipTexts.bedroomsBetween(min, max) : chipTexts.bathroomsBetween(min, max));
  }
  if (min !== null)
    return i18n._(bedrooms ? chipTexts.bedroomsAtLeast(min) : chipTexts.bathroomsAtLeast(min));
  if (max !== null) return i18n._(bedrooms ? chipTexts.bedroomsUpTo(max) : chipTexts.bathroomsUpTo(max));
  return null;
}

/** 'KES 50,000', 'KES 40,000 – 60,000', 'From KES 40,000', 'Under KES 60,000'. */
function priceLabel(i18n: I18n, { min, max }: CriteriaBounds): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatKes(min) : `${formatKes(min)} – ${formatNumber(max)}`;
  }
  if (min !== null) return i18n._(chipTexts.priceFrom(formatKes(min)));
  if (max !== null) return i18n._(chipTexts.priceUnder(formatKes(max)));
  return null;
}

/** A search chip's label in the language in use (the shared describeCriteria words it in English). */
export function criterionChipLabel(i18n: I18n, criteria: SearchCriteria, chip: CriterionChip): string {
  const colon = chip.key.indexOf(':');
  const kind = colon === -1 ? chip.key : chip.key.slice(0, colon);
  const value = chip.key.slice(colon + 1);
  switch (kind) {
    case 'intent':
      return criteria.intent ? i18n._(criteriaTexts.intents[criteria.intent]) : chip.label;
    case 'type':
      return i18n._(criteriaTexts.propertyTypes[value as PropertyType]);
    case 'amenity':
      return i18n._(criteriaTexts.amenities[value as Amenity]);
    case 'bedrooms':
      return countLabel(i18n, criteria.bedrooms, 'bedrooms') ?? chip.label;
    case 'bathrooms':
      return countLabel(i18n, criteria.bathrooms, 'bathrooms') ?? chip.label;
    case 'price':
      return priceLabel(i18n, criteria.price) ?? chip.label;
    default:
      return chip.label; // a place's name
  }
}
