// Dates and times as ABODE City shows them, in Nairobi time; nothing here needs zod, so pages stay light.

/** Shows a Kenyan date (YYYY-MM-DD) as "Tue 1 Dec 2026". */
export function formatNairobiDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-KE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Shows an instant as "Tue 1 Dec 2026, 10:00 AM" in Nairobi time. */
export function formatNairobiTime(iso: string | Date): string {
  return new Date(iso).toLocaleString('en-KE', {
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
