import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { serviceAreaMaskOrder, serviceCategoryMaskOrder, serviceProviders } from '../../db/schema/index';

/**
 * The bits of these values in a mask's order (serviceCategoryMaskOrder, serviceAreaMaskOrder), each once, and
 * the values without a bit: exact in a JS number, as the orders hold at most 53 entries.
 */
export function maskBitsOf(
  order: readonly string[],
  values: readonly string[],
): { bits: number; unknown: string[] } {
  let bits = 0;
  const unknown: string[] = [];
  for (const value of new Set(values)) {
    const bit = order.indexOf(value);
    if (bit < 0) unknown.push(value);
    else bits += 2 ** bit;
  }
  return { bits, unknown };
}

/**
 * The search's "offers any of these categories" and "serves any of these areas" as integer tests on the
 * generated bit columns (category_mask, area_mask; see serviceCategoryMaskOrder in the schema) instead of
 * array overlaps: the same answer, but read from the rank and masks indexes' entries without the row. A
 * value without a bit (an area added to the locations after the mask was generated) is tested on the array
 * as before, so the answer never depends on the bits knowing every name.
 */
function maskTest(
  column: AnyColumn,
  array: AnyColumn,
  order: readonly string[],
  values: readonly string[],
): SQL {
  const { bits, unknown } = maskBitsOf(order, values);
  // The bits as a parameter: the statement's text is then the same for every search of its shape, so it is
  // prepared once and planned from a generic plan instead of anew per search (the planner cannot estimate a
  // bit test from a constant either).
  const known = sql`(${column} & ${bits}::bigint) <> 0`;
  if (unknown.length === 0) return known;
  const overlap = sql`${array} && array[${sql.join(
    unknown.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
  return bits === 0 ? overlap : or(known, overlap)!;
}

/** Offers one of the categories (categories && the list). */
export function offersAnyOf(categories: readonly string[]): SQL {
  return maskTest(
    serviceProviders.categoryMask,
    serviceProviders.categories,
    serviceCategoryMaskOrder,
    categories,
  );
}

/** Serves one of the areas (areas && the list). */
export function servesAnyOf(areas: readonly string[]): SQL {
  return maskTest(serviceProviders.areaMask, serviceProviders.areas, serviceAreaMaskOrder, areas);
}
