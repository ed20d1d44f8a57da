import type { ServiceCategory } from '@common/services/service-categories';

/** The two-letter scene code of each category in a photo key (servicePhotoKeyPattern). */
export const photoSceneCodes = {
  cleaning: 'cl',
  plumbing: 'pl',
  electrical: 'el',
  carpentry: 'ca',
  painting: 'pa',
  gardening: 'ga',
  delivery: 'de',
} as const satisfies Record<ServiceCategory, string>;

export type PhotoSceneCode = (typeof photoSceneCodes)[ServiceCategory];

/** `pl-3fa2b1c9d0e4`: the scene of the category and 12 hex digits that pick its colours and details. */
export function servicePhotoKeyFor(category: ServiceCategory, seedHex: string): string {
  return `${photoSceneCodes[category]}-${seedHex.padStart(12, '0').slice(-12)}`;
}
