import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { marketingConsentQueryOptions } from '../api/privacy-queries';
import { useSetMarketingConsent } from '../api/use-set-marketing-consent';
import { privacyTexts } from '../privacy-texts';
import { apiErrorMessage } from './api-error-message';

const t = privacyTexts.section.consent;
const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

function stateOf(consent: MarketingConsent): string {
  if (!consent.changedAt) return t.never;
  const at = when.format(new Date(consent.changedAt));
  if (!consent.consented) return t.off(at);
  return consent.source === 'contact-form' ? t.fromContactForm(at) : t.on(at);
}

/** The marketing consent switch: on gives consent, off withdraws it; what is in force and since when below. */
export function MarketingConsentSwitch() {
  const id = useId();
  const query = useQuery(marketingConsentQueryOptions());
  const set = useSetMarketingConsent();
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{t.failed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{t.label}</Label>
        <Switch
          id={id}
          checked={query.data.consented}
          disabled={set.isPending}
          aria-describedby={`${id}-state`}
          onCheckedChange={(consented) =>
            set.mutate(
              { consented },
              {
                onSuccess: (consent) => toast.success(consent.consented ? t.given : t.withdrawn),
                onError: (error) => toast.error(apiErrorMessage(error)),
              },
            )
          }
        />
      </div>
      <p id={`${id}-state`} className="text-sm text-muted-foreground">
        {stateOf(query.data)}
      </p>
    </div>
  );
}
