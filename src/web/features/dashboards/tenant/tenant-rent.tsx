import { DropletsIcon, HistoryIcon, HomeIcon, WifiIcon, ZapIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { usePageTitle } from '@web/lib/use-page-title';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.tenant.rent;

const billKinds = [
  { kind: 'electricity', label: t.electricity, icon: ZapIcon },
  { kind: 'water', label: t.water, icon: DropletsIcon },
  { kind: 'internet', label: t.internet, icon: WifiIcon },
] as const;

/**
 * /dashboard/tenant/rent. Rent, bills and payments have no tables yet, so each section shows the tenant's
 * real state, nothing due: the rent-collection feature will provide these cards.
 */
export function TenantRent() {
  usePageTitle(t.title);
  const unavailableId = useId();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      <SectionCard title={t.monthlyRent} icon={HomeIcon}>
        <div className="grid gap-3">
          <EmptyState icon={HomeIcon} title={t.noRent} hint={t.noRentHint} />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled aria-describedby={unavailableId}>
              {t.payRent}
            </Button>
            <p id={unavailableId} className="text-sm text-muted-foreground">
              {t.payRentUnavailable}
            </p>
          </div>
        </div>
      </SectionCard>
      <section aria-labelledby="bills-heading" className="grid gap-3">
        <h2 id="bills-heading" className="text-base font-semibold">
          {t.bills}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {billKinds.map(({ kind, label, icon: Icon }) => (
            <section
              key={kind}
              aria-label={label}
              className="grid content-start gap-2 rounded-xl border bg-card p-4"
            >
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {label}
              </h3>
              <p className="text-sm text-muted-foreground">{t.noBill}</p>
            </section>
          ))}
        </div>
      </section>
      <SectionCard title={t.history} icon={HistoryIcon} count={0}>
        <EmptyState icon={HistoryIcon} title={t.noPayments} />
      </SectionCard>
    </div>
  );
}
