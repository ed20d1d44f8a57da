const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a row id: anything else is a 404 before the database sees it. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
