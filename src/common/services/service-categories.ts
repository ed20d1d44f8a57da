/**
 * What a provider does. The order is the spec's category filter (after 'all'); the keys are stored in
 * service_providers.categories, so add new ones at the end and never rename.
 */
export const serviceCategories = [
  'cleaning',
  'plumbing',
  'electrical',
  'carpentry',
  'painting',
  'gardening',
  'delivery',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export const serviceCategoryLabels: Readonly<Record<ServiceCategory, string>> = {
  cleaning: 'Cleaning',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  carpentry: 'Carpentry',
  painting: 'Painting',
  gardening: 'Gardening',
  delivery: 'Delivery',
};

/** The quick chips under the search box, as the spec lists them. */
export const quickServiceCategories: readonly ServiceCategory[] = [
  'cleaning',
  'plumbing',
  'electrical',
  'gardening',
  'delivery',
];
