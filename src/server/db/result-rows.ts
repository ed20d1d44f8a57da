/** The rows of a raw `execute`: postgres-js answers them as an array, PGlite as `{ rows }`. */
export function resultRows<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}
