import { useEffect } from 'react';
import { listenForInstallPrompt } from './install/install-prompt';
import { OfflineNotice } from './offline/offline-notice';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Not in the build's prerendering (no window there).
if (typeof window !== 'undefined') listenForInstallPrompt();

/** Mounted once by the app: registers the service worker once the page has loaded; the offline line. */
export function PwaRuntime() {
  useEffect(() => {
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
  }, []);
  return <OfflineNotice />;
}
