import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  HandCoinsIcon,
  LoaderCircleIcon,
  SmartphoneIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  okoaRentApplicationInput,
  okoaRentDocumentCategories,
  type OkoaRentApplication,
  type OkoaRentApplicationInput,
  type OkoaRentApplicationValues,
  type OkoaRentDocumentCategory,
  type OkoaRentOverview,
} from '@common/financing/okoa-rent-contracts';
import { addDays, daysBetween, okoaRentQuote, okoaRentTerms } from '@common/financing/okoa-rent-terms';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { formatDateTime, translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  okoaRentDocumentHref,
  okoaRentOverviewQueryOptions,
  useApplyForOkoaRent,
  useRepayOkoaRent,
  useUploadOkoaRentDocument,
} from '../api/okoa-rent-queries';
import { rentFinancingTexts } from '../rent-financing-texts';

const t = rentFinancingTexts;
const kes = t.kes;
const openStatuses = ['pending', 'open', 'overdue'];

/**
 * /dashboard/tenant/okoa-rent (CoopaRent 'Apply' for tenants and the dashboard's 'Okoa Rent'): the application
 * with the fee worked out before applying, then the application's status, and once approved the loan with
 * its repay buttons (wallet or M-Pesa).
 */
export function OkoaRentPage() {
  const { i18n } = useLingui();
  usePageTitle(t.page.title);
  const query = useQuery(okoaRentOverviewQueryOptions());
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Link
        to={paths.tenantDashboard}
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.page.back)}
      </Link>
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <HandCoinsIcon className="size-6 text-primary" aria-hidden="true" />
          {t.page.heading}
        </h1>
        <p className="text-muted-foreground">{i18n._(t.page.intro)}</p>
      </header>
      <QueryState
        query={query}
        texts={{
          loading: i18n._(t.page.loading),
          failed: i18n._(t.page.loadFailed),
          retry: i18n._(t.page.retry),
        }}
        skeleton={<Skeleton className="h-64 w-full" aria-label={i18n._(t.page.loading)} />}
      >
        {(overview) => <Overview overview={overview} />}
      </QueryState>
    </div>
  );
}

function Overview({ overview }: { overview: OkoaRentOverview }) {
  const { i18n } = useLingui();
  const current = overview.applications.find((each) => openStatuses.includes(each.status));
  const earlier = overview.applications.filter((each) => each !== current);
  return (
    <div className="grid gap-6">
      {current ? (
        <ApplicationStatus application={current} walletBalance={overview.walletBalance} />
      ) : !overview.hasActiveTenancy ? (
        <p role="status" className="rounded-xl border bg-card p-5">
          {i18n._(t.page.noTenancy)}
        </p>
      ) : overview.openInvoices.length === 0 ? (
        <p role="status" className="rounded-xl border bg-card p-5">
          {i18n._(t.page.noInvoice)}
        </p>
      ) : !overview.idVerified ? (
        <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-5">
          <p role="status">{i18n._(t.page.idNotVerified)}</p>
          <Button asChild variant="outline">
            <Link to={paths.tenantProfile}>{i18n._(t.page.openProfile)}</Link>
          </Button>
        </div>
      ) : (
        <ApplicationForm overview={overview} />
      )}
      {earlier.length > 0 ? (
        <section aria-labelledby="okoa-history" className="grid gap-3">
          <h2 id="okoa-history" className="text-lg font-semibold">
            {i18n._(t.status.history)}
          </h2>
          <ul className="grid gap-2">
            {earlier.map((application) => (
              <li key={application.id} className="rounded-lg border bg-card p-3 text-sm">
                <p className="font-medium">
                  {kes(application.loan?.principal ?? application.amountRequested)} ·{' '}
                  {translateText(i18n, okoaRentTexts.statusLabels[application.status])}
                </p>
                <p className="text-muted-foreground">
                  {i18n._(t.status.applied(t.day(application.appliedAt.slice(0, 10))))}
                </p>
                {application.declineReason ? (
                  <p>
                    {i18n._(t.status.declinedReason)}: {application.declineReason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-right font-semibold' : 'text-right font-medium'}>{value}</dd>
    </>
  );
}

function ApplicationStatus({
  application,
  walletBalance,
}: {
  application: OkoaRentApplication;
  walletBalance: number;
}) {
  const { i18n } = useLingui();
  const { loan } = application;
  return (
    <section aria-labelledby="okoa-status" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="okoa-status" className="text-lg font-semibold">
          {i18n._(t.status.heading)}
        </h2>
        <span
          className={
            application.status === 'overdue'
              ? 'rounded-full bg-destructive/10 px-3 py-1 text-sm font-medium text-destructive'
              : 'rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary'
          }
        >
          {translateText(i18n, okoaRentTexts.statusLabels[application.status])}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {application.place} · {i18n._(t.status.applied(t.day(application.appliedAt.slice(0, 10))))}
      </p>
      {loan ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Row label={i18n._(t.status.principal)} value={kes(loan.principal)} />
            <Row label={i18n._(t.status.fee)} value={kes(loan.fee)} />
            <Row label={i18n._(t.status.total)} value={kes(loan.total)} />
            <Row label={i18n._(t.status.repaid)} value={kes(loan.repaid)} />
            <Row label={i18n._(t.status.outstanding)} value={kes(loan.outstanding)} strong />
            <Row label={i18n._(t.status.dueDate)} value={t.day(loan.dueDate)} />
            <Row label={i18n._(t.status.account)} value={loan.accountNumber} />
          </dl>
          {loan.receiptNumber ? (
            <p className="text-sm">{i18n._(t.status.receipt(loan.receiptNumber))}</p>
          ) : null}
          {application.status === 'overdue' ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {i18n._(t.status.overdueNote)}
            </p>
          ) : null}
          <RepayForm application={application} outstanding={loan.outstanding} walletBalance={walletBalance} />
        </>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Row label={i18n._(t.status.requested)} value={kes(application.amountRequested)} />
            <Row
              label={`${i18n._(t.status.fee)} (${application.ratePercent}%)`}
              value={kes(application.fee)}
            />
            <Row label={i18n._(t.status.total)} value={kes(application.totalToRepay)} />
            <Row label={i18n._(t.status.repayBy)} value={t.day(application.repayBy)} />
          </dl>
          <p className="text-sm">{i18n._(t.status.decideBy(formatDateTime(application.decideBy)))}</p>
        </>
      )}
    </section>
  );
}

function RepayForm({
  application,
  outstanding,
  walletBalance,
}: {
  application: OkoaRentApplication;
  outstanding: number;
  walletBalance: number;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const repay = useRepayOkoaRent();
  const [amount, setAmount] = useState(String(outstanding));
  const [error, setError] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const value = Number(amount);
  const valid = Number.isInteger(value) && value > 0 && value <= outstanding;
  return (
    <div className="grid gap-3 border-t pt-4">
      <FormField
        id={`${id}-amount`}
        label={i18n._(t.status.repayAmount)}
        hint={i18n._(t.status.walletHas(walletBalance))}
      >
        <Input
          {...fieldAria(`${id}-amount`, undefined, true)}
          type="number"
          inputMode="numeric"
          min={1}
          max={outstanding}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!valid || repay.isPending}
          onClick={() => {
            setError(null);
            repay.mutateAsync({ id: application.id, amount: value, idempotencyKey: attemptKey }).then(
              () => {
                toast.success(i18n._(t.status.repaidToast));
                setAttemptKey(crypto.randomUUID());
              },
              (e: unknown) => {
                setAttemptKey(crypto.randomUUID());
                setError(
                  e instanceof ApiError
                    ? e.code === 'INSUFFICIENT_FUNDS'
                      ? i18n._(t.status.walletShort)
                      : errorText(e)
                    : i18n._(t.status.repayFailed),
                );
              },
            );
          }}
        >
          {repay.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {i18n._(t.status.fromWallet)}
        </Button>
        <Button asChild variant="outline">
          <Link
            to={`${paths.tenantMpesa}?${new URLSearchParams({ amount: String(valid ? Math.max(10, value) : outstanding), loan: application.id })}`}
          >
            <SmartphoneIcon aria-hidden="true" />
            {i18n._(t.status.byMpesa)}
          </Link>
        </Button>
      </div>
    </div>
  );
}

type FieldName = keyof OkoaRentApplicationValues;

function ApplicationForm({ overview }: { overview: OkoaRentOverview }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract or the server, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const apply = useApplyForOkoaRent();
  const [formError, setFormError] = useState<string | null>(null);
  const today = nairobiToday(new Date());
  const first = overview.openInvoices[0]!;
  const form = useForm<OkoaRentApplicationValues, unknown, OkoaRentApplicationInput>({
    resolver: zodResolver(okoaRentApplicationInput),
    defaultValues: { invoiceId: first.id, amount: first.balance, repayBy: addDays(today, 14), employer: '' },
  });
  const { errors } = form.formState;
  const [invoiceId, amount, repayBy] = useWatch({
    control: form.control,
    name: ['invoiceId', 'amount', 'repayBy'],
  });
  const invoice = overview.openInvoices.find((each) => each.id === invoiceId) ?? first;
  const quote =
    typeof amount === 'number' && repayBy ? okoaRentQuote(amount, daysBetween(today, repayBy)) : null;

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    // mutateAsync: the toast comes even though the form gives way to the application's status (unmounts).
    apply.mutateAsync(input).then(
      () => toast.success(i18n._(t.form.sent)),
      (error: unknown) => {
        const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
        for (const [name, message] of fields) {
          if (name in form.getValues()) form.setError(name as FieldName, { message });
        }
        if (fields.length === 0)
          setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.form.failed));
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 rounded-xl border bg-card p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {i18n._(t.form.heading)}
      </h2>
      <FormField id={`${id}-invoice`} label={i18n._(t.form.invoice)} error={shown(errors.invoiceId?.message)}>
        <select
          {...fieldAria(`${id}-invoice`, errors.invoiceId?.message)}
          className="h-10 w-full rounded-md border bg-background px-3 text-sm"
          {...form.register('invoiceId')}
        >
          {overview.openInvoices.map((each) => (
            <option key={each.id} value={each.id}>
              {i18n._(
                t.form.invoiceLine(
                  `${each.kind === 'rent' ? 'Rent' : each.kind} ${each.period.slice(0, 7)} · ${each.place}`,
                  each.balance,
                ),
              )}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-amount`}
          label={i18n._(t.form.amount)}
          hint={i18n._(t.form.amountHint(invoice.balance))}
          error={shown(errors.amount?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={okoaRentTerms.minAmount}
            max={invoice.balance}
            step={1}
            {...fieldAria(`${id}-amount`, errors.amount?.message, true)}
            {...form.register('amount', {
              setValueAs: (value: string) => (String(value).trim() === '' ? undefined : Number(value)),
            })}
          />
        </FormField>
        <FormField
          id={`${id}-repay`}
          label={i18n._(t.form.repayBy)}
          hint={i18n._(t.form.repayByHint)}
          error={shown(errors.repayBy?.message)}
        >
          <Input
            type="date"
            min={addDays(today, 1)}
            max={addDays(today, okoaRentTerms.maxDays)}
            {...fieldAria(`${id}-repay`, errors.repayBy?.message, true)}
            {...form.register('repayBy')}
          />
        </FormField>
      </div>
      <section aria-labelledby={`${id}-quote`} className="grid gap-2 rounded-lg bg-muted/50 p-3">
        <h3 id={`${id}-quote`} className="text-sm font-semibold">
          {i18n._(t.form.quoteHeading)}
        </h3>
        {quote ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-live="polite">
            <Row label={i18n._(t.form.paidToLandlord)} value={kes(quote.amount)} />
            <Row label={i18n._(t.form.rate(quote.ratePercent))} value={kes(quote.fee)} />
            <Row label={i18n._(t.form.totalToRepay)} value={kes(quote.totalToRepay)} strong />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{i18n._(t.form.quoteMissing)}</p>
        )}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-income`}
          label={i18n._(t.form.income)}
          error={shown(errors.monthlyIncome?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...fieldAria(`${id}-income`, errors.monthlyIncome?.message)}
            {...form.register('monthlyIncome', {
              setValueAs: (value: string) => (String(value).trim() === '' ? undefined : Number(value)),
            })}
          />
        </FormField>
        <FormField
          id={`${id}-employer`}
          label={i18n._(t.form.employer)}
          error={shown(errors.employer?.message)}
        >
          <Input
            autoComplete="organization"
            {...fieldAria(`${id}-employer`, errors.employer?.message)}
            {...form.register('employer')}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">{i18n._(t.form.documentsLegend)}</legend>
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2Icon className="size-4 text-emerald-600" aria-hidden="true" />
          {i18n._(t.page.idVerified)}
        </p>
        <p className="text-sm text-muted-foreground">{i18n._(t.form.documentsHint)}</p>
        {okoaRentDocumentCategories.map((category) => {
          const uploaded = overview.documents.find((doc) => doc.category === category);
          return (
            <DocumentInput
              key={category}
              category={category}
              uploaded={uploaded?.fileLabel}
              href={uploaded ? okoaRentDocumentHref(uploaded.id) : undefined}
            />
          );
        })}
      </fieldset>
      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={apply.isPending}>
        {apply.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {apply.isPending ? i18n._(t.form.submitting) : i18n._(t.form.submit)}
      </Button>
    </form>
  );
}

/** One document: chosen, uploaded at once (privately), its file name shown once stored. */
function DocumentInput({
  category,
  uploaded,
  href,
}: {
  category: OkoaRentDocumentCategory;
  uploaded?: string;
  href?: string;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const upload = useUploadOkoaRentDocument();
  const [error, setError] = useState<string | undefined>();
  return (
    <FormField
      id={id}
      label={translateText(i18n, okoaRentTexts.documentLabels[category])}
      error={error}
      hint={
        upload.isPending ? (
          i18n._(t.form.uploading)
        ) : uploaded && href ? (
          <a href={href} className="underline-offset-4 hover:underline">
            {i18n._(t.form.uploaded(uploaded))}
          </a>
        ) : undefined
      }
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
              {
                onError: (e) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.form.uploadFailed)),
              },
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
