import { useLingui } from '@lingui/react';
import { CloudOffIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { pwaTexts } from '../pwa-texts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (true on the server and before it knows). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A line above every page while offline: what is shown is the saved copy, not the server's answer. */
export function OfflineNotice() {
  const { i18n } = useLingui();
  const online = useOnline();
  // Only while offline: an empty status region on every page would be one more for pages that have their own.
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
      {i18n._(pwaTexts.offline.notice)}
    </p>
  );
}
