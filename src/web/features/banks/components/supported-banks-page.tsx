import { useLingui } from '@lingui/react';
import { SearchIcon, XIcon } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import { banksTexts as t } from '../banks-texts';
import { featuredBank, otherBanks } from '../banks';
import { filterBanks } from '../filter-banks';
import { BankCard } from './bank-card';
import { FeaturedBankCard } from './featured-bank-card';

export function SupportedBanksPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The list is short, but deferring keeps typing smooth on low-end phones.
  const deferredQuery = useDeferredValue(query);
  const showFeatured = filterBanks([featuredBank], deferredQuery).length > 0;
  const banks = filterBanks(otherBanks, deferredQuery);
  const total = banks.length + (showFeatured ? 1 : 0);

  // The clear buttons vanish once clicked, so focus goes back to the box rather than to the page.
  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(t.heading)}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{i18n._(t.intro)}</p>
      </header>

      <search className="mx-auto w-full max-w-xl">
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={i18n._(t.searchPlaceholder)}
            aria-label={i18n._(t.searchLabel)}
            aria-controls="bank-results"
            autoComplete="off"
            className="h-12 pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-1 top-1/2 size-10 -translate-y-1/2"
              aria-label={i18n._(t.clearSearch)}
              onClick={clear}
            >
              <XIcon />
            </Button>
          ) : null}
        </div>
        <p
          role="status"
          className={cn(
            'mt-2 text-center text-sm text-muted-foreground',
            total === 0 && 'mt-8 text-base font-medium text-foreground',
          )}
        >
          {i18n._(total > 0 ? t.resultCount(total) : t.noResults(deferredQuery.trim()))}
        </p>
        {total === 0 ? (
          <div className="mt-3 flex justify-center">
            <Button variant="outline" onClick={clear}>
              {i18n._(t.showAll)}
            </Button>
          </div>
        ) : null}
      </search>

      <div id="bank-results" className="grid gap-8">
        {showFeatured ? <FeaturedBankCard /> : null}
        {banks.length > 0 ? (
          <section aria-labelledby="other-banks-heading" className="grid gap-4">
            <h2 id="other-banks-heading" className="text-xl font-semibold">
              {i18n._(t.otherBanksHeading)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {banks.map((bank) => (
                <BankCard key={bank.id} name={bank.name} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
