// Dates and times as ABODE City shows them, in Nairobi time; nothing here needs zod, so pages stay light.

/** Shows a Kenyan date (YYYY-MM-DD) as "Tue 1 Dec 2026" (`locale`: en-KE for the server, the shown language's tag in the web). */
export function formatNairobiDate(date: string, locale = 'en-KE'): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Shows an instant as "Tue 1 Dec 2026, 10:00 AM" in Nairobi time (`locale` as for formatNairobiDate). */
export function formatNairobiTime(iso: string | Date, locale = 'en-KE'): string {
  return new Date(iso).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Africa/Nairobi',
  });
}
