import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { keptScroll } from '@web/lib/keep-scroll';

const storageKey = 'abode-scroll-positions';

/** Where each page was scrolled, by key; kept in the tab's session so a reload returns there too. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
      positions = parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * The browser's scroll positions for an app that changes pages itself: a new page opens at its top (or at
 * the element its #hash names), back and forward return to where that page was left, and so does a reload.
 * `getKey` names a page's position: by default each history entry has its own.
 */
export function ScrollRestoration({
  getKey = (location: Location) => location.key,
}: {
  getKey?: (location: Location) => string;
}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  // The key scroll events are saved under: the page shown, set in the same commit that draws it.
  const current = useRef(key);

  useEffect(() => {
    const manual = 'scrollRestoration' in window.history;
    if (manual) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        savedPositions()[current.current] = window.scrollY;
      });
    };
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (manual) window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    if (navigationType === 'POP') {
      const saved = savedPositions()[key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (keptScroll(location)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Once per page shown: a re-render of the same page must not move it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
