import { useLingui } from '@lingui/react';
import { Building2Icon, ClockIcon, LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { selectTenancy, useSelectedTenancy } from '../api/use-selected-tenancy';
import { useTenantApartments, type TenantApartment } from '../api/use-tenant-apartments';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.apartment;

/** For the tenant dashboard: the apartment the tenant is looking at, among their linked ones. */
export function ApartmentSelector() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const apartments = useTenantApartments();
  if (apartments.data) return <ApartmentChoice apartments={apartments.data} />;
  if (apartments.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl border bg-card p-4 text-sm">
        <p>
          {apartments.error instanceof ApiError
            ? errorText(apartments.error)
            : i18n._(tenancyTexts.loadFailed)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void apartments.refetch()}>
          {i18n._(tenancyTexts.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={i18n._(tenancyTexts.loading)}>
      <Skeleton className="h-16" />
    </div>
  );
}

/**
 * The tenant's confirmed apartments to choose between; with none confirmed yet, the links still waiting and a
 * way to link one.
 */
function ApartmentChoice({ apartments }: { apartments: TenantApartment[] }) {
  const { i18n } = useLingui();
  const id = useId();
  const linked = apartments.filter((apartment) => apartment.status === 'active');
  const waiting = apartments.filter((apartment) => apartment.status === 'pending');
  const selected = useSelectedTenancy().tenancy?.id ?? linked[0]?.id;
  const pendingNotes =
    waiting.length > 0 ? (
      <ul className="grid gap-1 text-xs text-muted-foreground">
        {waiting.map((apartment) => (
          <li key={apartment.id} className="flex items-center gap-1.5">
            <ClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {i18n._(t.awaitingConfirmation(apartment.name))}
          </li>
        ))}
      </ul>
    ) : null;
  if (linked.length === 0) {
    return (
      <div className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Building2Icon className="size-5 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="text-xs font-medium text-muted-foreground">{i18n._(t.label)}</p>
              <p className="text-sm font-medium">{i18n._(t.none)}</p>
            </div>
          </div>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.tenantPropertyLink}>
              <LinkIcon aria-hidden="true" />
              {i18n._(t.link)}
            </Link>
          </Button>
        </div>
        {pendingNotes}
      </div>
    );
  }
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4">
      <Label htmlFor={id}>{i18n._(t.label)}</Label>
      <Select value={selected} onValueChange={selectTenancy}>
        <SelectTrigger id={id} className="sm:max-w-sm">
          <SelectValue placeholder={i18n._(t.choose)} />
        </SelectTrigger>
        <SelectContent>
          {linked.map((apartment) => (
            <SelectItem key={apartment.id} value={apartment.id}>
              {apartment.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {pendingNotes}
    </div>
  );
}
