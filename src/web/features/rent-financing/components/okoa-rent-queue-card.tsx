import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { FileIcon, HandCoinsIcon, LandmarkIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { OkoaRentQueueItem, OkoaRentStatus } from '@common/financing/okoa-rent-contracts';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import {
  lenderBookQueryOptions,
  okoaRentDocumentHref,
  okoaRentQueueQueryOptions,
  useDecideOkoaRent,
} from '../api/okoa-rent-queries';
import { rentFinancingTexts } from '../rent-financing-texts';

const t = rentFinancingTexts.officer;
const kes = rentFinancingTexts.kes;
const tabs = [
  'pending',
  'open',
  'overdue',
  'repaid',
  'declined',
] as const satisfies readonly OkoaRentStatus[];

/** Minutes as they pass, so the 24-hour countdown moves while the card is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The financing officer's (and the superadmin's) Okoa Rent queue: applications waiting with the 24-hour
 * promise counting down, the applicant's ABODE payment history and private documents, approve (the amount may
 * be lowered) or decline with a reason; then the open, overdue and finished loans.
 */
export function OkoaRentQueueCard() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<(typeof tabs)[number]>('pending');
  return (
    <SectionCard title={i18n._(t.queueTitle)} icon={HandCoinsIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.queueHint)}</p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)} className="grid gap-3">
        <TabsList className="flex h-auto flex-wrap justify-start">
          {tabs.map((status) => (
            <TabsTrigger key={status} value={status} className="px-3 py-1.5">
              {i18n._(t.tabs[status])}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((status) => (
          <TabsContent key={status} value={status}>
            {tab === status ? <QueueList status={status} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </SectionCard>
  );
}

function QueueList({ status }: { status: OkoaRentStatus }) {
  const { i18n } = useLingui();
  const query = useQuery(okoaRentQueueQueryOptions(status));
  return (
    <QueryState
      query={query}
      texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
      skeleton={<Skeleton className="h-32 w-full" aria-label={i18n._(t.loading)} />}
    >
      {({ applications }) =>
        applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._(t.empty)}</p>
        ) : (
          <ul className="grid gap-3">
            {applications.map((item) => (
              <li key={item.id}>
                <QueueItem item={item} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function Countdown({ decideBy }: { decideBy: string }) {
  const { i18n } = useLingui();
  const now = useMinuteClock();
  const left = Date.parse(decideBy) - now;
  if (left < 0) {
    return <Badge variant="destructive">{i18n._(t.late(Math.floor(-left / 3_600_000)))}</Badge>;
  }
  return (
    <Badge variant="secondary">
      {i18n._(t.timeLeft(Math.floor(left / 3_600_000), Math.floor((left % 3_600_000) / 60_000)))}
    </Badge>
  );
}

function QueueItem({ item }: { item: OkoaRentQueueItem }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {item.applicant.name}
        </h3>
        {item.status === 'pending' ? (
          <Countdown decideBy={item.decideBy} />
        ) : (
          <Badge variant={item.status === 'overdue' ? 'destructive' : 'secondary'}>
            {translateText(i18n, okoaRentTexts.statusLabels[item.status])}
          </Badge>
        )}
      </div>
      <p>
        {kes(item.amountRequested)} · {item.place} · {item.invoicePeriod.slice(0, 7)}
      </p>
      <p className="text-muted-foreground">
        {i18n._(item.applicant.idVerified ? t.idVerified : t.idMissing)} ·{' '}
        {i18n._(t.income(item.monthlyIncome, item.employer))}
      </p>
      <p className="text-muted-foreground">
        {i18n._(t.historyLine(item.history.invoices, item.history.paidOnTime, item.history.unpaid))} ·{' '}
        {i18n._(t.loansLine(item.history.earlierLoans, item.history.earlierLoansRepaid))}
      </p>
      {item.loan ? (
        <p className="flex items-center gap-1">
          <LandmarkIcon className="size-4 text-primary" aria-hidden="true" />
          {i18n._(t.loanLine(item.loan.outstanding, rentFinancingTexts.day(item.loan.dueDate)))}
        </p>
      ) : null}
      {item.declineReason ? <p>{item.declineReason}</p> : null}
      {item.documents.length > 0 ? (
        <div className="flex flex-wrap gap-x-3 gap-y-1" aria-label={i18n._(t.documents)}>
          {item.documents.map((document) => (
            <a
              key={document.id}
              href={okoaRentDocumentHref(document.id)}
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <FileIcon className="size-3.5" aria-hidden="true" />
              {translateText(i18n, okoaRentTexts.documentLabels[document.category])}
            </a>
          ))}
        </div>
      ) : null}
      {item.status === 'pending' ? <Decision item={item} /> : null}
    </article>
  );
}

function Decision({ item }: { item: OkoaRentQueueItem }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const decide = useDecideOkoaRent();
  const [amount, setAmount] = useState(String(item.amountRequested));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.decideFailed));
  const value = Number(amount);
  return (
    <div className="grid gap-3 border-t pt-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id={`${id}-amount`} label={i18n._(t.amount)}>
          <Input
            {...fieldAria(`${id}-amount`)}
            type="number"
            inputMode="numeric"
            min={1}
            max={item.amountRequested}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <Button
          disabled={decide.isPending || !Number.isInteger(value) || value <= 0}
          onClick={() => {
            setError(null);
            // mutateAsync: the toast comes even though the decided item leaves this list (and unmounts).
            decide
              .mutateAsync({ id: item.id, action: 'approve', amount: value })
              .then(() => toast.success(i18n._(t.approved)), onError);
          }}
        >
          {i18n._(t.approve)}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id={`${id}-reason`} label={i18n._(t.reason)}>
          <Textarea
            {...fieldAria(`${id}-reason`)}
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <Button
          variant="outline"
          disabled={decide.isPending || reason.trim().length < 5}
          onClick={() => {
            setError(null);
            decide
              .mutateAsync({ id: item.id, action: 'decline', reason: reason.trim() })
              .then(() => toast.success(i18n._(t.declined)), onError);
          }}
        >
          {i18n._(t.decline)}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The back office's report of CoopaRent's tenant loans: disbursed, repaid, outstanding, overdue. */
export function LenderBookCard() {
  const { i18n } = useLingui();
  const b = rentFinancingTexts.book;
  const query = useQuery(lenderBookQueryOptions());
  return (
    <SectionCard title={i18n._(b.title)} icon={LandmarkIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(b.hint)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(b.loading), failed: i18n._(b.failed), retry: i18n._(b.retry) }}
        skeleton={<Skeleton className="h-24 w-full" aria-label={i18n._(b.loading)} />}
      >
        {(book) => (
          <div className="grid gap-2 text-sm">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">{i18n._(b.disbursed)}</dt>
              <dd className="text-right font-medium">{kes(book.disbursed)}</dd>
              <dt className="text-muted-foreground">{i18n._(b.repaid)}</dt>
              <dd className="text-right font-medium">{kes(book.repaid)}</dd>
              <dt className="text-muted-foreground">{i18n._(b.outstanding)}</dt>
              <dd className="text-right font-semibold">{kes(book.outstanding)}</dd>
              <dt className="text-muted-foreground">{i18n._(b.overdue)}</dt>
              <dd className="text-right font-medium text-destructive">{kes(book.overdue)}</dd>
              <dt className="text-muted-foreground">{i18n._(b.fees)}</dt>
              <dd className="text-right font-medium">{kes(book.feesCharged)}</dd>
            </dl>
            <p>{i18n._(b.loans(book.loans.open, book.loans.overdue, book.loans.repaid))}</p>
            <p className="text-muted-foreground">{i18n._(b.pending(book.pending))}</p>
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
