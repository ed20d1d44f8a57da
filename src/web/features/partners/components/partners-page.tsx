import {
  BrainCircuitIcon,
  HandshakeIcon,
  HomeIcon,
  LandmarkIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { partnersTexts as t } from '../partners-texts';
import { partnerCategories, type PartnerCategoryId } from '../partners';

const categoryIcons = {
  financial: LandmarkIcon,
  insurance: ShieldCheckIcon,
  homeServices: HomeIcon,
  estateAgents: UsersIcon,
  technology: BrainCircuitIcon,
} as const satisfies Record<PartnerCategoryId, unknown>;

export function PartnersPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const contactHref = paths.contactWith({ interest: 'general', message: i18n._(t.becomePartner.message) });
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(t.heading)}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{i18n._(t.intro)}</p>
      </header>

      {partnerCategories.map((category) => {
        const Icon = categoryIcons[category.id];
        const headingId = `partners-${category.id}`;
        return (
          <section key={category.id} aria-labelledby={headingId} className="grid gap-4">
            <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {i18n._(t.categories[category.id])}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {category.partners.map((partner) => (
                <li
                  key={partner.name}
                  className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm"
                >
                  <h3 className="text-lg font-semibold">{partner.name}</h3>
                  <p className="text-sm text-muted-foreground">{i18n._(partner.description)}</p>
                  <ul className="flex flex-wrap gap-2" aria-label={i18n._(t.servicesOf(partner.name))}>
                    {partner.services.map((service) => (
                      <li key={service.id}>
                        <Badge variant="secondary">{i18n._(service)}</Badge>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section
        aria-labelledby="become-partner"
        className="grid justify-items-center gap-3 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <HandshakeIcon className="size-10" aria-hidden="true" />
        <h2 id="become-partner" className="text-2xl font-bold">
          {i18n._(t.becomePartner.heading)}
        </h2>
        <p className="max-w-xl opacity-90">{i18n._(t.becomePartner.body)}</p>
        <Button asChild variant="secondary" size="lg">
          <Link to={contactHref}>{i18n._(t.becomePartner.action)}</Link>
        </Button>
      </section>
    </div>
  );
}
