import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCircle2Icon, HandCoinsIcon, LoaderCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  rentAdvanceApplicationInput,
  rentAdvanceDocumentCategories,
  type RentAdvanceApplicationInput,
  type RentAdvanceApplicationValues,
  type RentAdvanceDocumentCategory,
  type RentAdvanceEligibility,
} from '@common/financing/rent-advance-contracts';
import {
  outstandingOnTenancies,
  rentAdvanceAmountProblem,
  rentAdvanceLimit,
  rentAdvanceQuote,
} from '@common/financing/rent-advance-terms';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  eligibilityQueryOptions,
  useApplyForRentAdvance,
  useUploadRentAdvanceDocument,
} from '../api/rent-advance-queries';
import { rentAdvancesTexts } from '../rent-advances-texts';

const t = rentAdvancesTexts.apply;
const kes = rentAdvancesTexts.kes;

/**
 * The CoopaRent 'For Landlords/Agents' application: the landlord's confirmed tenancies to advance against, the
 * amount with the limit and the fee worked out before applying, the Co-operative Bank account (or willingness
 * to open one) and the spec's documents, uploaded privately. Signed out, it asks to sign in; another role is
 * told the advance is for landlords.
 */
export function RentAdvanceApplicationPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('apply:rent-advance:own'));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <Link
        to={paths.cooparent}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <HandCoinsIcon className="size-6 text-primary" aria-hidden="true" />
          {i18n._(t.heading)}
        </h1>
        <p className="text-muted-foreground">{i18n._(t.intro)}</p>
      </header>
      {me.isPending ? (
        <Skeleton className="h-64 w-full" aria-label={i18n._(t.loading)} />
      ) : !me.data ? (
        <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-5">
          <p>{i18n._(t.signInBody)}</p>
          <Button asChild>
            <Link to={`${paths.login}?${new URLSearchParams({ redirectTo: paths.rentAdvance })}`}>
              {i18n._(t.signIn)}
            </Link>
          </Button>
        </div>
      ) : !allowed ? (
        <p role="alert" className="rounded-xl border bg-card p-5">
          {i18n._(t.notLandlord)}
        </p>
      ) : (
        <EligibleApplication />
      )}
    </div>
  );
}

function EligibleApplication() {
  const { i18n } = useLingui();
  const query = useQuery(eligibilityQueryOptions());
  return (
    <QueryState
      query={query}
      texts={{ loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) }}
      skeleton={<Skeleton className="h-64 w-full" aria-label={i18n._(t.loading)} />}
    >
      {(eligibility) =>
        eligibility.tenancies.length === 0 ? (
          <p role="status" className="rounded-xl border bg-card p-5">
            {i18n._(t.noTenancies)}
          </p>
        ) : (
          <ApplicationForm eligibility={eligibility} />
        )
      }
    </QueryState>
  );
}

type FieldName = keyof RentAdvanceApplicationValues;

function ApplicationForm({ eligibility }: { eligibility: RentAdvanceEligibility }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract or the server, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const navigate = useNavigate();
  const apply = useApplyForRentAdvance();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RentAdvanceApplicationValues, unknown, RentAdvanceApplicationInput>({
    resolver: zodResolver(rentAdvanceApplicationInput),
    defaultValues: { tenancyIds: [], bankAccount: 'will_open', accountNumber: '' },
  });
  const { errors } = form.formState;
  const [chosenIds, amount, bankAccount] = useWatch({
    control: form.control,
    name: ['tenancyIds', 'amount', 'bankAccount'],
  });
  const chosen = eligibility.tenancies.filter((tenancy) => (chosenIds ?? []).includes(tenancy.id));
  const limit = rentAdvanceLimit(
    chosen.map((tenancy) => tenancy.monthlyRent),
    outstandingOnTenancies(chosen),
  );
  const validAmount = typeof amount === 'number' && Number.isInteger(amount) && amount > 0;
  const quote = validAmount ? rentAdvanceQuote(amount) : null;

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    const problem = rentAdvanceAmountProblem(input.amount, limit);
    if (problem) {
      form.setError('amount', {
        message:
          problem === 'below_minimum'
            ? i18n._(rentAdvancesTexts.refusal.belowMinimum(eligibility.minAmount))
            : i18n._(rentAdvancesTexts.refusal.overLimit(limit)),
      });
      return;
    }
    apply.mutate(input, {
      onSuccess: () => {
        toast.success(i18n._(t.sent));
        void navigate(paths.landlordDashboard);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
        for (const [name, message] of fields) {
          if (name in form.getValues()) form.setError(name as FieldName, { message });
        }
        if (fields.length === 0)
          setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset
        className="grid gap-3"
        aria-describedby={errors.tenancyIds ? `${id}-tenancies-error` : undefined}
      >
        <legend className="mb-2 text-lg font-semibold">{i18n._(t.tenanciesLegend)}</legend>
        <ul className="grid gap-2">
          {eligibility.tenancies.map((tenancy) => {
            const owed = tenancy.advances.reduce((sum, each) => sum + each.outstanding, 0);
            return (
              <li key={tenancy.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    value={tenancy.id}
                    disabled={tenancy.pendingApplication}
                    className="mt-1 size-4 accent-primary"
                    {...form.register('tenancyIds')}
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{tenancy.propertyName}</span>
                    <span className="text-sm text-muted-foreground">
                      {i18n._(t.tenancyLine(tenancy.unitLabel, tenancy.tenantName, tenancy.monthlyRent))}
                    </span>
                    {owed > 0 ? (
                      <span className="text-sm text-amber-700">{i18n._(t.owedOn(owed))}</span>
                    ) : null}
                    {tenancy.pendingApplication ? (
                      <span className="text-sm text-amber-700">{i18n._(t.waiting)}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {errors.tenancyIds ? (
          <p id={`${id}-tenancies-error`} role="alert" className="text-sm text-destructive">
            {shown(errors.tenancyIds.message ?? errors.tenancyIds.root?.message)}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 rounded-xl border bg-card p-4">
        <FormField
          id={`${id}-amount`}
          label={i18n._(t.amount)}
          hint={i18n._(t.amountHint(limit, eligibility.minAmount))}
          error={shown(errors.amount?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={eligibility.minAmount}
            step={1}
            {...fieldAria(`${id}-amount`, errors.amount?.message, true)}
            {...form.register('amount', {
              setValueAs: (value: string) => (value.trim() === '' ? undefined : Number(value)),
            })}
          />
        </FormField>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-live="polite">
          <dt className="text-muted-foreground">{i18n._(t.limitLabel)}</dt>
          <dd className="text-right font-medium">{kes(limit)}</dd>
          <dt className="text-muted-foreground">{i18n._(t.receiveLabel)}</dt>
          <dd className="text-right font-medium">{quote ? kes(quote.amount) : '—'}</dd>
          <dt className="text-muted-foreground">{i18n._(t.feeLabel(eligibility.feePercent))}</dt>
          <dd className="text-right font-medium">{quote ? kes(quote.fee) : '—'}</dd>
          <dt className="text-muted-foreground">{i18n._(t.repayLabel)}</dt>
          <dd className="text-right font-semibold">{quote ? kes(quote.totalToRepay) : '—'}</dd>
        </dl>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">{i18n._(t.bankLegend)}</legend>
        {(['existing', 'will_open'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              value={choice}
              className="size-4 accent-primary"
              {...form.register('bankAccount')}
            />
            {translateText(i18n, rentAdvanceTexts.bankAccountLabels[choice])}
          </label>
        ))}
        {bankAccount === 'existing' ? (
          <FormField
            id={`${id}-account`}
            label={i18n._(t.accountNumber)}
            error={shown(errors.accountNumber?.message)}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...fieldAria(`${id}-account`, errors.accountNumber?.message)}
              {...form.register('accountNumber')}
            />
          </FormField>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold">{i18n._(t.documentsLegend)}</legend>
        <p className="text-sm text-muted-foreground">{i18n._(t.documentsHint)}</p>
        {rentAdvanceDocumentCategories.map((category) => (
          <DocumentInput
            key={category}
            category={category}
            uploaded={eligibility.documents.find((doc) => doc.category === category)?.fileLabel}
          />
        ))}
      </fieldset>

      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={apply.isPending}>
        {apply.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {i18n._(apply.isPending ? t.submitting : t.submit)}
      </Button>
    </form>
  );
}

/** One document: chosen, uploaded at once (privately), its file name shown once stored. */
function DocumentInput({ category, uploaded }: { category: RentAdvanceDocumentCategory; uploaded?: string }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const upload = useUploadRentAdvanceDocument();
  const [error, setError] = useState<string | undefined>();
  return (
    <FormField
      id={id}
      label={translateText(i18n, rentAdvanceTexts.documentLabels[category])}
      error={error}
      hint={upload.isPending ? i18n._(t.uploading) : uploaded ? i18n._(t.uploaded(uploaded)) : undefined}
    >
      <div className="flex items-center gap-2">
        <Input
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          {...fieldAria(id, error, Boolean(uploaded) || upload.isPending)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setError(undefined);
            upload.mutate(
              { category, file },
              { onError: (e) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.uploadFailed)) },
            );
          }}
        />
        {uploaded && !upload.isPending ? (
          <CheckCircle2Icon className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : null}
      </div>
    </FormField>
  );
}
