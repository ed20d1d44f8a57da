import { useLingui } from '@lingui/react';
import { HandCoinsIcon } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { cooparentTexts as t } from '../cooparent-texts';
import { AudiencePanel } from './audience-panel';

export function CooparentPage() {
  const { i18n } = useLingui();
  usePageTitle(t.title);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14">
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <HandCoinsIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(t.heading)}</h1>
        <p className="font-medium text-primary">{i18n._(t.partnership)}</p>
        <p className="max-w-2xl text-muted-foreground">{i18n._(t.intro)}</p>
      </header>

      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {t.highlights.map((item) => (
          <li
            key={item.label.id}
            className="rounded-xl border bg-card px-1.5 py-4 text-center shadow-sm sm:p-5"
          >
            <p className="whitespace-nowrap text-lg font-bold text-primary sm:text-3xl" aria-hidden="true">
              {typeof item.value === 'string' ? item.value : i18n._(item.value)}
            </p>
            <p className="text-xs text-muted-foreground sm:text-sm">{i18n._(item.label)}</p>
          </li>
        ))}
      </ul>

      <Tabs defaultValue="tenants" className="grid gap-2">
        <TabsList aria-label={i18n._(t.tabsLabel)} className="grid w-full grid-cols-2 sm:mx-auto sm:w-fit">
          <TabsTrigger value="tenants" className="px-4 py-2">
            {i18n._(t.tenants.tab)}
          </TabsTrigger>
          <TabsTrigger value="landlords" className="px-4 py-2">
            {i18n._(t.landlords.tab)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tenants">
          <AudiencePanel
            id="tenants"
            audience={t.tenants}
            applyHref={paths.tenantOkoaRent}
            note={i18n._(t.tenants.applyNote)}
          />
        </TabsContent>
        <TabsContent value="landlords">
          <AudiencePanel
            id="landlords"
            audience={t.landlords}
            applyHref={paths.rentAdvance}
            note={i18n._(t.landlords.applyNote)}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
