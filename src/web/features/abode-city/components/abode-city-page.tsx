import { useLingui } from '@lingui/react';
import { usePageTitle } from '@web/lib/use-page-title';
import { abodeCityTexts as t } from '../abode-city-texts';
import { AbodeCityHero } from './abode-city-hero';
import { ConsultationSection } from './consultation-section';
import { LeaderSection } from './leader-section';
import { PortfolioSection } from './portfolio-section';
import { ServicesSection } from './services-section';

export function AbodeCityPage() {
  const { i18n } = useLingui();
  usePageTitle(t.title);
  return (
    <div className="grid gap-16 pb-4">
      <AbodeCityHero />
      <ServicesSection />
      <LeaderSection />
      <PortfolioSection />
      <ConsultationSection />
      {/* The firm's own sign-off; the year is read at render so it never goes stale. */}
      <footer className="mx-auto max-w-6xl px-4 text-center text-sm text-muted-foreground">
        {i18n._(t.footer(new Date().getFullYear()))}
      </footer>
    </div>
  );
}
