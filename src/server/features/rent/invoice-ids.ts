const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an invoice's or tenancy's id: anything else is a 404 before the database sees it. */
export function isInvoiceId(value: string): boolean {
  return uuidPattern.test(value);
}
