import type { serviceSearchTextMaxLength } from '@common/services/service-contracts';
import {
  ArrowRightIcon,
  BriefcaseBusinessIcon,
  LoaderCircleIcon,
  RotateCcwIcon,
  SearchXIcon,
} from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AiSearchBox } from '@web/components/ai-search-box';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { homeServicesTexts } from '../home-services-texts';
import { useServiceSearch, type ServiceSearch } from '../hooks/use-service-search';
import { CategoryFilter } from './category-filter';
import { ProviderCard } from './provider-card';
import { QuickChips } from './quick-chips';
import { UnderstoodChips } from './understood-chips';

const t = homeServicesTexts;
/** The server's limit (checked against the contract at compile time, without loading it at run time). */
const maxLength: typeof serviceSearchTextMaxLength = 500;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * /home-services: describe the job, pick a category, and get ranked providers with their computed match.
 * The search lives in the URL (`?q=&category=`), so links and the back button restore it.
 */
export function ServicesPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.page.title));
  const boxTexts = {
    label: i18n._(t.search.boxLabel),
    hint: i18n._(t.search.boxHint),
    button: i18n._(t.search.button),
    processing: i18n._(t.search.processing),
    examples: t.search.examples.map((example) => i18n._(example)),
  };
  const search = useServiceSearch();
  const { q } = search;

  // The box shows what was searched; it follows the URL when the back button or a chip changes the search.
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  const resultsRef = useRef<HTMLElement>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest === 0) return;
    resultsRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [scrollRequest]);

  const onSearch = (value: string) => {
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
        <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-10 pt-6 text-center sm:pt-14">
          <div className="grid gap-3">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary">
              {i18n._(t.page.eyebrow)}
            </p>
            <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">
              {i18n._(t.page.heading)}
            </h1>
            <p className="mx-auto max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
              {i18n._(t.page.subtitle)}
            </p>
          </div>
          <AiSearchBox
            texts={boxTexts}
            value={text}
            onValueChange={setText}
            onSearch={onSearch}
            processing={search.processing}
            animate={q === ''}
            maxLength={maxLength}
          />
          <QuickChips
            onPick={(word) => {
              setText(word);
              onSearch(word);
            }}
          />
          <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <BriefcaseBusinessIcon className="size-4" aria-hidden="true" />
            {i18n._(t.page.offerServicesHint)}
            <Link
              to={paths.signupAsProvider}
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {i18n._(t.page.offerServices)}
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>
      <section
        ref={resultsRef}
        aria-labelledby="services-results-heading"
        className="mx-auto grid max-w-7xl scroll-mt-20 gap-6 px-4 py-10"
      >
        <h2 id="services-results-heading" className="sr-only">
          {i18n._(t.results.heading)}
        </h2>
        <CategoryFilter value={search.category} onChange={search.setCategory} />
        <Results search={search} />
      </section>
    </>
  );
}

function Results({ search: latest }: { search: ServiceSearch }) {
  // A page of cards is hundreds of milliseconds of rendering on a mid-range phone. Deferred, it renders in
  // slices the phone can answer between, while the previous state (the skeleton, or the last results) stays.
  const search = useDeferredValue(latest);
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const { total, matched, error } = search;
  // Near misses follow the matches, but a search nothing matches says so instead of listing the directory.
  const results = matched === 0 ? [] : search.results;

  if (search.processing && results.length === 0) {
    return (
      <div className="grid gap-6">
        <p role="status" className="flex items-center gap-3 text-base font-medium text-primary">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          {i18n._(t.search.analyzing)}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="grid gap-3 overflow-hidden rounded-xl border bg-card pb-4">
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <Skeleton className="mx-4 h-5 w-3/4" />
              <Skeleton className="mx-4 h-4 w-1/2" />
              <Skeleton className="mx-4 h-10" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error && results.length === 0) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center">
        <h3 className="text-xl font-semibold">{i18n._(t.results.errorHeading)}</h3>
        <p className="text-muted-foreground">{errorText(error)}</p>
        <Button onClick={search.retry}>{i18n._(t.results.retry)}</Button>
      </div>
    );
  }

  const reset = search.filtered ? (
    <Button variant="outline" size="sm" onClick={search.reset}>
      <RotateCcwIcon aria-hidden="true" />
      {i18n._(t.results.reset)}
    </Button>
  ) : null;

  return (
    <div className="grid gap-6" aria-busy={search.processing}>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="status">
            <h3 className="text-2xl font-bold tracking-tight">
              {i18n._(matched === 0 ? t.results.none : t.results.found(matched))}
            </h3>
          </div>
          {results.length > 0 ? reset : null}
        </div>
        {search.criteria ? <UnderstoodChips criteria={search.criteria} /> : null}
      </div>
      {results.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{i18n._(t.results.noneBody)}</p>
          {reset}
        </div>
      ) : (
        <ul
          className={
            search.processing
              ? 'grid gap-6 opacity-60 sm:grid-cols-2 lg:grid-cols-3'
              : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {results.map((provider) => (
            <li key={provider.id} className="flex">
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
      {results.length > 0 ? (
        <div className="grid justify-items-center gap-3">
          <p className="text-sm text-muted-foreground">{i18n._(t.results.showing(results.length, total))}</p>
          {search.canShowMore ? (
            <Button variant="outline" size="lg" onClick={search.showMore} disabled={search.loadingMore}>
              {search.loadingMore ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {i18n._(search.loadingMore ? t.results.loadingMore : t.results.showMore)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
