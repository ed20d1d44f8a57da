import { formatDateTime } from '@web/i18n';

/** 'Tue, 12 Aug, 10:30' ('Jumanne, 12 Ago, 10:30') in the visitor's time zone and language. */
export function formatViewingTime(iso: string): string {
  return formatDateTime(iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
