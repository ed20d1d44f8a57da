import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  organizationKycCategories,
  personalKycCategories,
  type KycCategory,
  type KycOverview,
} from '@common/kyc/kyc-documents';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { formatDate, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import { kycOverviewQueryOptions } from '../api/kyc-queries';
import { useSubmitKyc } from '../api/use-submit-kyc';
import { kycTexts } from '../kyc-texts';
import { DocumentUploadCard } from './document-upload-card';

function CardGrid({
  categories,
  overview,
  onUploaded,
}: {
  categories: readonly KycCategory[];
  overview: KycOverview;
  onUploaded: () => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <DocumentUploadCard
          key={category}
          category={category}
          document={overview.documents.find((document) => document.category === category)}
          required={overview.requiredCategories.includes(category)}
          maxUploadBytes={overview.maxUploadBytes}
          onUploaded={onUploaded}
        />
      ))}
    </div>
  );
}

/**
 * /kyc-verification: the upload cards of the user's account type (a single list for tenants, two tabs for
 * landlords, agents and property managers) and 'Complete Verification'. Needs a session, else /login.
 */
export function KycVerificationPage() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  usePageTitle(i18n._(kycTexts.pageTitle));
  const me = useMe();
  const signedIn = Boolean(me.data);
  const overview = useQuery({ ...kycOverviewQueryOptions(), enabled: signedIn });
  const submit = useSubmitKyc();
  const navigate = useNavigate();

  if (me.isPending) return <PageSpinner label={i18n._(kycTexts.loading)} />;
  if (!me.data) return <Navigate to={paths.login} replace />;

  const onComplete = () => {
    submit.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(i18n._(kycTexts.submittedTitle), { description: i18n._(kycTexts.submittedBody) });
        void navigate(result.next === '/tenant-property-link' ? paths.tenantPropertyLink : paths.dashboard);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          void navigate(paths.login, { replace: true });
          return;
        }
        toast.error(error instanceof ApiError ? errorText(error) : i18n._(kycTexts.uploadFailedFallback));
      },
    });
  };

  const refresh = () => void overview.refetch();
  const data = overview.data;
  const withTabs = data ? data.categories.length > personalKycCategories.length : false;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <ShieldCheckIcon className="size-7 text-primary" aria-hidden="true" />
          {i18n._(kycTexts.heading)}
        </h1>
        <p className="text-muted-foreground">{i18n._(kycTexts.subtitle)}</p>
        {data?.submittedAt ? (
          <p className="text-sm text-muted-foreground">
            {i18n._(kycTexts.submittedAt(formatDate(data.submittedAt, { dateStyle: 'medium' })))}
          </p>
        ) : null}
      </header>

      {!data ? (
        overview.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
            <p>
              {overview.error instanceof ApiError ? errorText(overview.error) : i18n._(kycTexts.loadFailed)}
            </p>
            <Button variant="outline" size="sm" onClick={refresh}>
              {i18n._(kycTexts.retry)}
            </Button>
          </div>
        ) : (
          <PageSpinner label={i18n._(kycTexts.loading)} />
        )
      ) : withTabs ? (
        <Tabs defaultValue="personal">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="personal" className="flex-1 sm:flex-none">
              {i18n._(kycTexts.personalTab)}
            </TabsTrigger>
            <TabsTrigger value="organization" className="flex-1 sm:flex-none">
              {i18n._(kycTexts.organizationTab)}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="personal">
            <CardGrid categories={personalKycCategories} overview={data} onUploaded={refresh} />
          </TabsContent>
          <TabsContent value="organization">
            <CardGrid categories={organizationKycCategories} overview={data} onUploaded={refresh} />
          </TabsContent>
        </Tabs>
      ) : (
        <CardGrid categories={data.categories} overview={data} onUploaded={refresh} />
      )}

      <div className="flex justify-stretch sm:justify-end">
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={!data || submit.isPending}
          onClick={onComplete}
        >
          {i18n._(submit.isPending ? kycTexts.completing : kycTexts.complete)}
        </Button>
      </div>
    </div>
  );
}
