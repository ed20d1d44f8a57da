import { useLingui } from '@lingui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { abodeCityTexts as t } from '../abode-city-texts';
import { AbodeCityLogo } from './abode-city-logo';
import { ProcessVideoDialog } from './process-video-dialog';
import { QuoteRequestDialog } from './quote-request-dialog';

export function AbodeCityHero() {
  const { i18n } = useLingui();
  return (
    <section className="bg-gradient-to-br from-primary to-slate-800 text-primary-foreground">
      <div className="mx-auto grid max-w-6xl justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
        <AbodeCityLogo className="size-16 text-white/15" />
        <p className="text-sm font-semibold uppercase tracking-widest opacity-90">{i18n._(t.eyebrow)}</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t.brand}</h1>
        <p className="max-w-2xl text-lg opacity-90">{i18n._(t.heroBody)}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ProcessVideoDialog />
          <QuoteRequestDialog
            trigger={
              <Button
                size="lg"
                variant="outline"
                className="border-white/70 bg-transparent text-white hover:bg-white/15"
              >
                {i18n._(t.getQuote)}
                <ArrowRightIcon aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </div>
    </section>
  );
}
