import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { InstallApp } from '@web/features/pwa';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import { listingsTexts, type SearchIntent } from '../listings-texts';
import { ResultsSkeleton } from './results-skeleton';
import { SearchBox } from './search-box';
import type SearchResultsType from './search-results';
import { useListingSearch } from './use-listing-search';

const t = listingsTexts;

/** The results, their cards and dialogs load only once there is something to show. */
const loadResults = () => import('./search-results');
type SearchResultsComponent = typeof SearchResultsType;

/** Starts loading the results code early (when the visitor focuses the box), in parallel with typing. */
function preloadResults() {
  void loadResults();
}

/**
 * The results component once its code has loaded. Loaded into state rather than through React.lazy and
 * Suspense: a Suspense retry has the lowest priority and never expires, so a page that keeps updating (the
 * typed placeholder) could keep the results behind their fallback for ever on a slow phone.
 */
function useResultsComponent(needed: boolean): SearchResultsComponent | null {
  const [component, setComponent] = useState<{ Results: SearchResultsComponent } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  if (failed) throw failed; // A chunk that failed to load goes to the route's error page.
  useEffect(() => {
    if (!needed || component) return;
    let current = true;
    loadResults().then(
      (module) => {
        if (current) setComponent({ Results: module.default });
      },
      (error: unknown) => {
        if (current) setFailed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, component]);
  return component?.Results ?? null;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The home page (rentals) and /buy (sales): the AI search hero, then the results once a search ran. */
export function SearchPage({ intent }: { intent: SearchIntent }) {
  const { i18n } = useLingui();
  const page = t.searchPages[intent];
  usePageTitle(i18n._(page.title));
  const search = useListingSearch(intent);
  const { q } = search;
  const me = useMe();
  // Shown until we know the visitor is signed in, so the hero does not jump for most visitors.
  const signedOut = !me.data;

  // The box shows what was searched; it follows the URL when the back button or a chip changes the search.
  const [text, setText] = useState(q ?? '');
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q ?? '');
  }

  const resultsRef = useRef<HTMLElement>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const hasSearched = q !== null;
  const SearchResults = useResultsComponent(hasSearched);

  useEffect(() => {
    if (scrollRequest === 0 || !hasSearched) return;
    resultsRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [scrollRequest, hasSearched]);

  const onSearch = (value: string) => {
    preloadResults();
    search.search(value);
    setScrollRequest((count) => count + 1);
  };

  return (
    <>
      <section className="relative isolate overflow-hidden border-b bg-gradient-to-b from-secondary via-background to-background">
        <div
          className="absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-primary/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-12 pt-6 text-center sm:pt-14 md:pb-16">
          {signedOut ? (
            <div className="grid grid-cols-2 gap-2 md:hidden">
              <Button asChild variant="outline">
                <Link to={paths.signup}>{i18n._(t.search.signUp)}</Link>
              </Button>
              <Button asChild>
                <Link to={paths.login}>{i18n._(t.search.signIn)}</Link>
              </Button>
            </div>
          ) : null}
          <div className="grid gap-3">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary">
              {i18n._(page.eyebrow)}
            </p>
            <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">
              {i18n._(page.heading)}
            </h1>
            <p className="mx-auto max-w-2xl text-pretty text-base text-muted-foreground first-letter:uppercase sm:text-lg">
              {i18n._(page.subtitle)}
            </p>
          </div>
          <SearchBox
            intent={intent}
            value={text}
            onValueChange={setText}
            onSearch={onSearch}
            processing={search.processing}
            onIntent={preloadResults}
            animate={!hasSearched}
          />
          {hasSearched ? null : <InstallApp />}
        </div>
      </section>
      {hasSearched ? (
        <section
          ref={resultsRef}
          aria-labelledby="results-heading"
          className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10"
        >
          {search.processing || !SearchResults ? (
            <>
              <h2 id="results-heading" className="sr-only">
                {i18n._(t.results.heading)}
              </h2>
              <ResultsSkeleton sentence={search.processing ? i18n._(page.analyzing) : undefined} />
            </>
          ) : (
            <SearchResults intent={intent} search={search} />
          )}
        </section>
      ) : null}
    </>
  );
}
