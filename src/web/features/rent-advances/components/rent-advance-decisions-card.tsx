import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { FileIcon, HandCoinsIcon, PhoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { RentAdvanceForOfficer } from '@common/financing/rent-advance-contracts';
import { rentAdvanceFee, rentAdvanceTerms } from '@common/financing/rent-advance-terms';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import {
  rentAdvanceDocumentHref,
  rentAdvanceQueueQueryOptions,
  useDecideRentAdvance,
} from '../api/rent-advance-queries';
import { rentAdvancesTexts } from '../rent-advances-texts';
import { statusVariant } from './rent-advance-card';

const t = rentAdvancesTexts.queue;
const kes = rentAdvancesTexts.kes;

/**
 * The financing officer's (and the superadmin's) queue of landlord rent advance applications: oldest first
 * with the 24-hour promise counting down, the landlord, the tenancies, the rent ABODE collected on them, the
 * documents; Approve (the amount may be lowered) or Decline with a reason. Renders nothing for anyone who may
 * not decide (the API checks the same permission).
 */
export function RentAdvanceDecisionsCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('decide:financing-application:any'));
  const query = useQuery({ ...rentAdvanceQueueQueryOptions(), enabled: allowed, refetchInterval: 60_000 });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.title)} icon={HandCoinsIcon} count={query.data?.pending.length}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {({ pending, recent, book }) => (
          <div className="grid gap-4">
            <section className="grid gap-2 rounded-lg bg-muted p-3">
              <h3 className="text-sm font-semibold">{i18n._(t.book)}</h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{i18n._(t.bookLines.advances)}</dt>
                <dd className="text-right">{book.advances}</dd>
                <dt className="text-muted-foreground">{i18n._(t.bookLines.disbursed)}</dt>
                <dd className="text-right">{kes(book.disbursed)}</dd>
                <dt className="text-muted-foreground">{i18n._(t.bookLines.fees)}</dt>
                <dd className="text-right">{kes(book.fees)}</dd>
                <dt className="text-muted-foreground">{i18n._(t.bookLines.repaid)}</dt>
                <dd className="text-right">{kes(book.repaid)}</dd>
                <dt className="text-muted-foreground">{i18n._(t.bookLines.outstanding)}</dt>
                <dd className="text-right font-semibold">{kes(book.outstanding)}</dd>
              </dl>
            </section>
            {pending.length === 0 ? (
              <EmptyState icon={HandCoinsIcon} title={i18n._(t.empty)} />
            ) : (
              <ul className="grid gap-3">
                {pending.map((advance) => (
                  <PendingApplication key={advance.id} advance={advance} />
                ))}
              </ul>
            )}
            {recent.length > 0 ? (
              <section className="grid gap-2">
                <h3 className="text-sm font-semibold">{i18n._(t.recent)}</h3>
                <ul className="grid gap-1 text-sm">
                  {recent.slice(0, 10).map((advance) => (
                    <li key={advance.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {advance.landlord.name} · {kes(advance.amount)}
                      </span>
                      <Badge variant={statusVariant[advance.status]}>
                        {translateText(i18n, rentAdvanceTexts.statusLabels[advance.status])}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}

function PendingApplication({ advance }: { advance: RentAdvanceForOfficer }) {
  const { i18n } = useLingui();
  const hoursLeft = Math.max(0, Math.ceil((new Date(advance.decideBy).getTime() - Date.now()) / 3_600_000));
  const rent = advance.tenancies.reduce((sum, each) => sum + each.monthlyRent, 0);
  return (
    <li
      className="grid gap-2 rounded-lg border p-3"
      aria-label={`${advance.landlord.name}, ${kes(advance.requestedAmount)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{advance.landlord.name}</span>
        <Badge variant={hoursLeft > 0 ? 'warning' : 'destructive'}>{i18n._(t.dueIn(hoursLeft))}</Badge>
      </div>
      {advance.landlord.phone ? (
        <a
          href={`tel:${advance.landlord.phone}`}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <PhoneIcon className="size-4" aria-hidden="true" />
          {formatKenyanPhone(advance.landlord.phone)}
        </a>
      ) : null}
      <ul className="text-sm text-muted-foreground">
        {advance.tenancies.map((each) => (
          <li key={each.id}>
            {each.propertyName}, {each.unitLabel} · {kes(each.monthlyRent)}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{i18n._(t.requested)}</dt>
        <dd className="text-right font-semibold">{kes(advance.requestedAmount)}</dd>
        <dt className="text-muted-foreground">{i18n._(t.collected)}</dt>
        <dd className="text-right">{kes(advance.rentCollected3Months)}</dd>
        <dt className="text-muted-foreground">{i18n._(t.bank)}</dt>
        <dd className="text-right">
          {advance.accountNumber ??
            translateText(i18n, rentAdvanceTexts.bankAccountLabels[advance.bankAccount])}
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{i18n._(t.limitNote(rent))}</p>
      <div className="grid gap-1">
        <p className="text-sm font-medium">{i18n._(t.documents)}</p>
        <ul className="flex flex-wrap gap-2">
          {advance.documents.map((doc) => (
            <li key={doc.id}>
              <a
                href={rentAdvanceDocumentHref(doc.id)}
                className="inline-flex min-h-6 items-center gap-1 text-sm text-primary underline underline-offset-4"
              >
                <FileIcon className="size-4" aria-hidden="true" />
                {translateText(i18n, rentAdvanceTexts.documentLabels[doc.category])}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <ApproveDialog advance={advance} />
        <DeclineDialog advance={advance} />
      </div>
    </li>
  );
}

function ApproveDialog({ advance }: { advance: RentAdvanceForOfficer }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(advance.requestedAmount));
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRentAdvance();
  const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : null;
  const fee = value !== null ? rentAdvanceFee(value) : null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">{i18n._(t.approve)}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._(t.approveTitle)}</DialogTitle>
          <DialogDescription>{i18n._(t.approveBody(advance.landlord.name))}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (value === null || value < rentAdvanceTerms.minAmount || value > advance.requestedAmount) {
              setError(
                value !== null && value > advance.requestedAmount
                  ? i18n._(rentAdvancesTexts.refusal.approveAboveRequested(advance.requestedAmount))
                  : i18n._(rentAdvancesTexts.refusal.belowMinimum(rentAdvanceTerms.minAmount)),
              );
              return;
            }
            decide.mutate(
              { id: advance.id, action: 'approve', amount: value },
              {
                onSuccess: () => {
                  toast.success(i18n._(t.approved));
                  setOpen(false);
                },
                onError: (e) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.failed)),
              },
            );
          }}
        >
          <FormField
            id={`${id}-amount`}
            label={i18n._(t.amount)}
            hint={fee !== null && value !== null ? i18n._(t.feeLine(fee, value + fee)) : undefined}
          >
            <Input
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              {...fieldAria(`${id}-amount`, undefined, fee !== null)}
            />
          </FormField>
          <DialogFormFooter
            error={error}
            pending={decide.isPending}
            texts={{
              cancel: i18n._(t.cancel),
              submit: i18n._(t.confirmApprove),
              submitting: i18n._(t.confirmApprove),
            }}
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeclineDialog({ advance }: { advance: RentAdvanceForOfficer }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRentAdvance();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {i18n._(t.decline)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._(t.declineTitle)}</DialogTitle>
          <DialogDescription>{advance.landlord.name}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            const text = reason.trim();
            if (text.length < 5 || text.length > 300) {
              setError(translateText(i18n, rentAdvanceTexts.validation.reasonLength));
              return;
            }
            decide.mutate(
              { id: advance.id, action: 'decline', reason: text },
              {
                onSuccess: () => {
                  toast.success(i18n._(t.declined));
                  setOpen(false);
                },
                onError: (e) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.failed)),
              },
            );
          }}
        >
          <FormField id={`${id}-reason`} label={i18n._(t.reason)}>
            <Textarea
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              {...fieldAria(`${id}-reason`)}
            />
          </FormField>
          <DialogFormFooter
            error={error}
            pending={decide.isPending}
            texts={{
              cancel: i18n._(t.cancel),
              submit: i18n._(t.confirmDecline),
              submitting: i18n._(t.confirmDecline),
            }}
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
