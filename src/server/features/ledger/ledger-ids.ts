const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account and transaction ids are uuids; anything else is refused before PostgreSQL would fail on the cast. */
export const isLedgerId = (value: string): boolean => uuidPattern.test(value);
