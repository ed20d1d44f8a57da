import { propertyTypeLabels } from '@common/search/criteria-labels';
import type { PropertyType } from '@common/search/search-vocabulary';

/** The title a listing gets when its lister gives none: '2-bedroom Apartment in Kilimani'. */
export function listingTitle(input: {
  propertyType: PropertyType;
  bedrooms: number;
  location: string;
}): string {
  const type = propertyTypeLabels[input.propertyType];
  const rooms =
    input.bedrooms === 0 || input.propertyType === 'land' || input.propertyType === 'commercial'
      ? ''
      : `${input.bedrooms}-bedroom `;
  return `${rooms}${type} in ${input.location}`;
}
