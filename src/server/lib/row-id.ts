const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be a row id (a uuid): anything else is a 404 (or a refused posting) before PostgreSQL
 * would fail on the cast.
 */
export function isRowId(value: string): boolean {
  return uuidPattern.test(value);
}
