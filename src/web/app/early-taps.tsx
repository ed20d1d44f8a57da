import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * The buttons of a prerendered page tapped before it was hydrated, kept by the server's first-paint
     * script (src/server/http/first-paint.ts); null once the app has taken them.
     */
    __abodeTaps?: HTMLButtonElement[] | null;
  }
}

/**
 * The taps held so far, and no more from now on: called as the page is handed to React, whose own event
 * replay covers the taps that come while it hydrates.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  const taps = window.__abodeTaps ?? [];
  window.__abodeTaps = null;
  return taps;
}

/**
 * Clicks each held button again once the page around it is hydrated (its effect runs after the hydrated tree
 * is committed), in the order they were tapped. A button the hydrated page no longer holds, or one disabled
 * since, is skipped.
 */
export function EarlyTapsReplay({ taps }: { taps: HTMLButtonElement[] }) {
  useEffect(() => {
    // Emptied as it is read, so a second run of the effect (StrictMode in development) clicks nothing twice.
    for (const button of taps.splice(0)) {
      if (button.isConnected && !button.disabled) button.click();
    }
  }, [taps]);
  return null;
}
