import { useEffect } from 'react';

/** Sets the browser tab's title for the page, so history and screen readers name it. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ABODE`;
  }, [title]);
}
