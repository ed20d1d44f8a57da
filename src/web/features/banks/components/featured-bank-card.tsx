import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, LandmarkIcon, WalletIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { banksTexts as t } from '../banks-texts';
import { featuredBank } from '../banks';

/** The primary partner, shown above the other banks with what its wallet integration lets people do. */
export function FeaturedBankCard() {
  const { i18n } = useLingui();
  return (
    <article
      aria-labelledby="featured-bank-name"
      className="overflow-hidden rounded-xl border-2 border-primary/40 bg-card shadow-sm"
    >
      <div className="flex flex-col gap-4 bg-primary/5 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <LandmarkIcon className="size-7" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <Badge className="w-fit">{i18n._(t.primaryPartner)}</Badge>
          <h2 id="featured-bank-name" className="text-xl font-bold sm:text-2xl">
            {featuredBank.name}
          </h2>
          <p className="text-sm text-muted-foreground">{i18n._(featuredBank.summary)}</p>
        </div>
      </div>
      <div className="p-5 sm:p-6">
        <h3 className="mb-3 flex items-center gap-2 font-semibold">
          <WalletIcon className="size-5 text-primary" aria-hidden="true" />
          {i18n._(t.walletHeading)}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {featuredBank.walletIntegrations.map((item) => (
            <li key={item.id} className="flex gap-2 text-sm">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{i18n._(item)}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
