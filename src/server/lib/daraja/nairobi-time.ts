/**
 * Daraja's timestamps are `yyyyMMddHHmmss` in Kenyan time. Africa/Nairobi is UTC+3 all year (no daylight
 * saving since 1942), so a fixed offset gives the same answer as the time zone database without depending on
 * the runtime's ICU data.
 */
const nairobiOffsetMs = 3 * 60 * 60 * 1000;

export function nairobiTimestamp(at: Date): string {
  const local = new Date(at.getTime() + nairobiOffsetMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    String(local.getUTCFullYear()) +
    pad(local.getUTCMonth() + 1) +
    pad(local.getUTCDate()) +
    pad(local.getUTCHours()) +
    pad(local.getUTCMinutes()) +
    pad(local.getUTCSeconds())
  );
}

/** The STK Password: base64(shortcode + passkey + timestamp), with the same timestamp sent beside it. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}
