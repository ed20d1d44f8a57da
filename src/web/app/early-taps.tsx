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
 * The taps held so far, and no more from now on: called once the page is React's (its first commit), after
 * which React's own event replay covers the taps that come while the rest hydrates.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  const taps = window.__abodeTaps ?? [];
  window.__abodeTaps = null;
  return taps;
}

/** How long a held tap waits for its button to be hydrated before it is let go. */
const hydrationWaitMs = 10_000;

/**
 * Whether React has hydrated this element: it then carries its props on a key of React's own. The root's
 * effects run once the root is committed, which can be before a Suspense boundary below it is hydrated (on
 * /abode-city the page's buttons were not yet): a click on a button not yet hydrated reaches no handler and
 * is lost.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A submit button is clicked at once, as before hydration: its form goes to the server as a page load, with
 * the words typed into the drawn page (the hydrated form's own state would not hold them).
 */
const sendsItsForm = (button: HTMLButtonElement) => button.type === 'submit' && button.form !== null;

/**
 * Clicks each held button again once it is hydrated, in the order they were tapped: the first waits (a frame
 * at a time, up to hydrationWaitMs) and the rest wait behind it. A button the hydrated page no longer holds,
 * or one disabled since, is skipped.
 */
export function EarlyTapsReplay() {
  useEffect(() => {
    // Taken once, so a second run of the effect (StrictMode in development) clicks nothing twice; for the same
    // reason the wait is not cancelled when the effect is cleaned up.
    const waiting = takeEarlyTaps();
    const started = performance.now();
    const replay = () => {
      while (waiting.length > 0) {
        const button = waiting[0]!;
        const clickable = button.isConnected && !button.disabled;
        if (clickable && !isHydrated(button) && !sendsItsForm(button)) {
          if (performance.now() - started < hydrationWaitMs) window.setTimeout(replay, 16);
          return;
        }
        waiting.shift();
        if (clickable) button.click();
      }
    };
    replay();
  }, []);
  return null;
}
