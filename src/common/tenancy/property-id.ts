/**
 * Property IDs a landlord can read out over the phone: `ABD-` and four characters from an alphabet without
 * the look-alikes 0/O and 1/I. Stored upper-case; whatever a tenant types is normalised before the lookup.
 */
export const propertyIdAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const propertyIdPrefix = 'ABD-';
export const propertyIdLength = 4;
export const propertyIdPattern = /^ABD-[2-9A-HJ-NP-Z]{4}$/;

/**
 * Trims, drops spaces and dashes typed in odd places, upper-cases, and adds the dash after ABD when it was
 * left out ('abd 7k3q', 'ABD7K3Q', ' abd-7k3q ' → 'ABD-7K3Q'). Returns what it made even when it is not a
 * valid ID, so the lookup answers 'not found' for it like for any other unknown ID.
 */
export function normalizePropertyId(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.startsWith('ABD') && compact.length > 3) return `${propertyIdPrefix}${compact.slice(3)}`;
  return compact;
}

export function isPropertyId(value: string): boolean {
  return propertyIdPattern.test(value);
}
