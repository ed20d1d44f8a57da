import { useLingui } from '@lingui/react';
import { CalculatorIcon, HardHatIcon, HouseIcon, PenToolIcon, SofaIcon, TreesIcon } from 'lucide-react';
import { abodeCityTexts as t } from '../abode-city-texts';
import { services, type ServiceIcon } from '../services';

const icons = {
  pen: PenToolIcon,
  house: HouseIcon,
  sofa: SofaIcon,
  trees: TreesIcon,
  hardhat: HardHatIcon,
  calculator: CalculatorIcon,
} as const satisfies Record<ServiceIcon, unknown>;

export function ServicesSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="city-services" className="mx-auto grid max-w-6xl gap-6 px-4">
      <div className="grid gap-2 text-center">
        <h2 id="city-services" className="text-3xl font-bold">
          {i18n._(t.servicesHeading)}
        </h2>
        <p className="text-muted-foreground">{i18n._(t.servicesIntro)}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const Icon = icons[service.icon];
          return (
            <li
              key={service.id}
              className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-col sm:p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="grid content-start gap-2">
                <h3 className="text-lg font-semibold">{i18n._(service.title)}</h3>
                <p className="text-sm text-muted-foreground">{i18n._(service.body)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
