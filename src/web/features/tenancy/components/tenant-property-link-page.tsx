import { useLingui } from '@lingui/react';
import { Building2Icon, SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PropertySummary } from '@common/tenancy/tenancy';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import { useLinkProperty } from '../api/use-link-property';
import { useLookupProperty } from '../api/use-lookup-property';
import { tenancyTexts as t } from '../tenancy-texts';
import { PropertyAddress } from './property-address';

/**
 * /tenant-property-link: the tenant types the property ID, sees the property, and asks to be linked to it.
 * Needs a session, else /login.
 */
export function TenantPropertyLinkPage() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.pageTitle));
  const me = useMe();
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [property, setProperty] = useState<PropertySummary | null>(null);
  const lookup = useLookupProperty();
  const link = useLinkProperty();

  if (me.isPending) return <PageSpinner label={i18n._(t.loading)} />;
  if (!me.data) return <Navigate to={paths.login} replace />;

  const busy = lookup.isPending || link.isPending;
  const blank = typed.trim() === '';

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setProperty(null);
    lookup.mutate(typed.trim(), {
      onSuccess: setProperty,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          void navigate(paths.login, { replace: true });
        } else if (error instanceof ApiError && error.status === 404) {
          toast.error(i18n._(t.notFoundTitle), { description: i18n._(t.notFound) });
        } else {
          toast.error(i18n._(t.searchFailedTitle), {
            description: error instanceof ApiError ? errorText(error) : i18n._(t.searchFailed),
          });
        }
      },
    });
  };

  const onLink = () => {
    if (!property) return;
    link.mutate(property.id, {
      onSuccess: () => {
        toast.success(i18n._(t.linkedTitle), { description: i18n._(t.linkedBody) });
        void navigate(paths.dashboard);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast(i18n._(t.alreadyLinkedTitle), { description: i18n._(t.alreadyLinked) });
          void navigate(paths.dashboard);
          return;
        }
        toast.error(i18n._(t.linkFailedTitle), {
          description: error instanceof ApiError && error.message ? errorText(error) : i18n._(t.linkFailed),
        });
      },
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Building2Icon className="size-7 text-primary" aria-hidden="true" />
          {i18n._(t.heading)}
        </h1>
        <p className="text-muted-foreground">
          {i18n._(t.subtitle)} <span className="whitespace-nowrap font-medium">{t.exampleId}</span>.
        </p>
      </header>

      <form onSubmit={onSearch} className="grid gap-2" role="search">
        <Label htmlFor={inputId}>{i18n._(t.propertyIdLabel)}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={i18n._(t.propertyIdPlaceholder)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="uppercase placeholder:normal-case"
          />
          <Button type="submit" disabled={busy || blank}>
            <SearchIcon aria-hidden="true" />
            {lookup.isPending ? i18n._(t.searching) : i18n._(t.search)}
          </Button>
        </div>
      </form>

      {property ? (
        <Card role="region" aria-label={i18n._(t.found)}>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle className="text-sm font-medium text-muted-foreground">{`${i18n._(t.found)} · ${property.id}`}</CardTitle>
          </CardHeader>
          <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
            <PropertyAddress property={property} as="h2" />
            <p className="mt-3 text-xs text-muted-foreground">{i18n._(t.pendingNote)}</p>
          </CardContent>
          <CardFooter className="p-4 pt-0 sm:p-6 sm:pt-0">
            <Button className="w-full sm:w-auto" onClick={onLink} disabled={busy}>
              {link.isPending ? i18n._(t.processing) : i18n._(t.link)}
            </Button>
          </CardFooter>
        </Card>
      ) : null}
    </div>
  );
}
