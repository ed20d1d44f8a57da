import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FileIcon, MailIcon, PhoneIcon, PlusIcon, ReceiptTextIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  quoteAnswerInput,
  type QuoteAnswerData,
  type QuoteAnswerInput,
  type QuoteRequestView,
} from '@common/abode-city/abode-city-contracts';
import { addDays, nairobiDateOf } from '@common/abode-city/abode-city-vocabulary';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
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
import { useMe } from '@web/lib/auth/use-me';
import { telHref } from '@web/lib/tel-href';
import { formatKes, requestFacts } from '../abode-city-format';
import { abodeCityTexts } from '../abode-city-texts';
import { quoteFileHref, quoteQueueQueryOptions, useAnswerQuote } from '../api/abode-city-queries';
import { showFormError } from './form-errors';
import { useErrorText } from '@web/i18n';

const t = abodeCityTexts.queue;
const status = abodeCityTexts.quotePage.status;

/**
 * The team's queue of ABODE City quote requests, each waiting one with 'Send Quote'. Renders nothing for
 * anyone who may not answer them (the API checks the same permission).
 */
export function AbodeCityQuoteQueueCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('manage:abode-city:any'));
  const query = useQuery({ ...quoteQueueQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={ReceiptTextIcon} count={query.data?.waiting}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {({ requests }) =>
          requests.length === 0 ? (
            <EmptyState icon={ReceiptTextIcon} title={i18n._(t.empty)} />
          ) : (
            <ul className="grid gap-3">
              {requests.map((request) => (
                <QueueItem key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function QueueItem({ request }: { request: QuoteRequestView }) {
  const { i18n } = useLingui();
  return (
    <li
      className="grid gap-2 rounded-lg border p-3 text-sm"
      aria-label={`${request.name}: ${requestFacts(i18n, request)[0]!.value}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{request.name}</span>
        <Badge
          variant={
            request.status === 'requested'
              ? 'warning'
              : request.status === 'accepted'
                ? 'success'
                : 'secondary'
          }
        >
          {i18n._(request.expired ? abodeCityTexts.quotePage.expiredBadge : status[request.status])}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {requestFacts(i18n, request)
          .map((fact) => fact.value)
          .join(' · ')}
      </p>
      <p className="line-clamp-3 whitespace-pre-line">{request.description}</p>
      {request.files.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
          {request.files.map((file) => (
            <li key={file.id}>
              <a
                href={quoteFileHref(request.id, file.id)}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <FileIcon className="size-3" aria-hidden="true" />
                {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <a
          href={telHref(request.phone)}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <PhoneIcon className="size-3" aria-hidden="true" />
          {formatKenyanPhone(request.phone)}
        </a>
        <a
          href={`mailto:${request.email}`}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <MailIcon className="size-3" aria-hidden="true" />
          {request.email}
        </a>
      </div>
      {request.quote ? (
        <p className="font-medium">{formatKes(request.quote.total)}</p>
      ) : (
        <AnswerDialog request={request} />
      )}
    </li>
  );
}

function AnswerDialog({ request }: { request: QuoteRequestView }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" className="w-full sm:w-fit">
          {i18n._(t.answer)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={i18n._(abodeCityTexts.quote.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(t.answerTitle(request.name))}</DialogTitle>
          <DialogDescription>
            {requestFacts(i18n, request)
              .map((fact) => fact.value)
              .join(' · ')}
          </DialogDescription>
        </DialogHeader>
        <AnswerForm request={request} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type AnswerField = 'items' | 'validUntil' | 'note';
const isAnswerField = (field: string): field is AnswerField =>
  ['items', 'validUntil', 'note'].includes(field);

function AnswerForm({ request, onSent }: { request: QuoteRequestView; onSent: () => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract or the server, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const form = useForm<QuoteAnswerInput, unknown, QuoteAnswerData>({
    resolver: zodResolver(quoteAnswerInput),
    defaultValues: {
      items: [{ description: '', amount: '' as unknown as number }],
      validUntil: addDays(nairobiDateOf(new Date()), 30),
      note: '',
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const watched = useWatch({ control: form.control, name: 'items' });
  const total = (watched ?? []).reduce((sum, item) => sum + (Number(item?.amount) || 0), 0);
  const answer = useAnswerQuote();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((data) =>
    answer.mutate(
      { id: request.id, ...data },
      {
        onSuccess: () => {
          toast.success(i18n._(t.sent));
          onSent();
        },
        onError: (error) => showFormError(error, isAnswerField, form.setError, i18n._(t.failedSend), i18n),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={answer.isPending}>
      {items.fields.map((field, index) => {
        const n = index + 1;
        const descriptionError = shown(errors.items?.[index]?.description?.message);
        const amountError = shown(errors.items?.[index]?.amount?.message);
        return (
          <div key={field.id} className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <FormField id={`answer-item-${n}`} label={i18n._(t.itemDescription(n))} error={descriptionError}>
              <Input
                {...fieldAria(`answer-item-${n}`, descriptionError)}
                {...form.register(`items.${index}.description`)}
              />
            </FormField>
            <FormField id={`answer-amount-${n}`} label={i18n._(t.itemAmount(n))} error={amountError}>
              <Input
                {...fieldAria(`answer-amount-${n}`, amountError)}
                {...form.register(`items.${index}.amount`)}
                inputMode="numeric"
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={i18n._(t.removeItem(n))}
              disabled={items.fields.length === 1}
              onClick={() => items.remove(index)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {errors.items?.message || errors.items?.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {shown(errors.items?.message ?? errors.items?.root?.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={items.fields.length >= 20}
          onClick={() => items.append({ description: '', amount: '' as unknown as number })}
        >
          <PlusIcon aria-hidden="true" />
          {i18n._(t.addItem)}
        </Button>
        <p className="font-semibold" aria-live="polite">
          {i18n._(t.total(formatKes(total)))}
        </p>
      </div>
      <FormField
        id="answer-valid-until"
        label={i18n._(t.validUntil)}
        error={shown(errors.validUntil?.message)}
      >
        <Input
          {...fieldAria('answer-valid-until', errors.validUntil?.message)}
          {...form.register('validUntil')}
          type="date"
        />
      </FormField>
      <FormField id="answer-note" label={i18n._(t.note)} error={shown(errors.note?.message)}>
        <Textarea {...fieldAria('answer-note', errors.note?.message)} {...form.register('note')} rows={3} />
      </FormField>
      <Button type="submit" disabled={answer.isPending} className="w-full sm:w-fit">
        {answer.isPending ? i18n._(t.sending) : i18n._(t.send)}
      </Button>
    </form>
  );
}
