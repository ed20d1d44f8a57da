import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { formatDateTime } from '@web/i18n';
import { marketingConsentQueryOptions } from '../api/privacy-queries';
import { useSetMarketingConsent } from '../api/use-set-marketing-consent';
import { privacyTexts } from '../privacy-texts';
import { apiErrorMessage } from './api-error-message';

const t = privacyTexts.section.consent;

function stateOf(i18n: I18n, consent: MarketingConsent): string {
  if (!consent.changedAt) return i18n._(t.never);
  const at = formatDateTime(consent.changedAt, { dateStyle: 'medium', timeStyle: 'short' });
  if (!consent.consented) return i18n._(t.off(at));
  return consent.source === 'contact-form' ? i18n._(t.fromContactForm(at)) : i18n._(t.on(at));
}

/** The marketing consent switch: on gives consent, off withdraws it; what is in force and since when below. */
export function MarketingConsentSwitch() {
  const { i18n } = useLingui();
  const id = useId();
  const query = useQuery(marketingConsentQueryOptions());
  const set = useSetMarketingConsent();
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{i18n._(t.loading)}</span>
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{i18n._(t.failed)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {i18n._(t.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{i18n._(t.label)}</Label>
        <Switch
          id={id}
          checked={query.data.consented}
          disabled={set.isPending}
          aria-describedby={`${id}-state`}
          onCheckedChange={(consented) =>
            set.mutate(
              { consented },
              {
                onSuccess: (consent) =>
                  toast.success(consent.consented ? i18n._(t.given) : i18n._(t.withdrawn)),
                onError: (error) => toast.error(apiErrorMessage(i18n, error)),
              },
            )
          }
        />
      </div>
      <p id={`${id}-state`} className="text-sm text-muted-foreground">
        {stateOf(i18n, query.data)}
      </p>
    </div>
  );
}
