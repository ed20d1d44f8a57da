const viewingTime = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'Tue, 12 Aug, 10:30' in the visitor's time zone. */
export function formatViewingTime(iso: string): string {
  return viewingTime.format(new Date(iso));
}
