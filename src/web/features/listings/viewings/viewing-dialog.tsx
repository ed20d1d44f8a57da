import { useLingui } from '@lingui/react';
import {
  viewingMessageMaxLength,
  viewingTimeProblem,
  viewingWindowDays,
  type ViewingRequest,
} from '@common/listings/listing-contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useRequestViewing } from '../api/use-request-viewing';
import { listingsTexts, textsIn } from '../listings-texts';
import { loginToView } from './login-to-view';
import { formatViewingTime } from './viewing-format';

const t = listingsTexts.viewing;

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as the date input writes it: YYYY-MM-DD. */
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const addDays = (date: Date, days: number) => {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
};
/** Viewing times: 08:00 to 18:00 every half hour. */
const slots = Array.from(
  { length: 21 },
  (_, index) => `${pad(8 + Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`,
);
const toDate = (day: string, time: string) => new Date(`${day}T${time}:00`);

type Errors = { date?: string; time?: string; message?: string; form?: string };

/** Pick a day in the next 30 days, a time and an optional message; sends a viewing request to the host. */
export default function ViewingDialog({
  listing,
  open,
  onOpenChange,
  returnFocus,
}: {
  listing: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads lazily), so the opener takes focus back itself. */
  returnFocus: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const fieldText = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const today = dayOf(now);
  const lastDay = dayOf(addDays(now, viewingWindowDays));
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const available = (slot: string) => !day || viewingTimeProblem(toDate(day, slot), new Date()) === null;

  const mutation = useRequestViewing();

  const onSent = (viewing: ViewingRequest) => {
    toast.success(i18n._(t.requested), {
      description: i18n._(t.requestedFor(formatViewingTime(viewing.scheduledAt))),
    });
    setDay('');
    setTime('');
    setMessage('');
    onOpenChange(false);
  };

  const onFailed = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      navigate(loginToView(listing.id));
      return;
    }
    const fields = error instanceof ApiError ? error.fields : {};
    setErrors({
      date: fieldText(fields.scheduledAt),
      message: fieldText(fields.message),
      form: fields.scheduledAt || fields.message ? undefined : errorText(error),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!day) found.date = i18n._(t.dateRequired);
    else if (day < today || day > lastDay) found.date = i18n._(t.dateOutOfRange);
    if (!time) found.time = i18n._(t.timeRequired);
    if (!found.date && !found.time) {
      const problem = viewingTimeProblem(toDate(day, time), new Date());
      if (problem) found.time = day === today ? i18n._(t.timePassed) : errorText.text(problem);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    mutation.mutate(
      {
        listingId: listing.id,
        scheduledAt: toDate(day, time).toISOString(),
        message: message.trim() || undefined,
      },
      { onSuccess: onSent, onError: onFailed },
    );
  };

  const dateId = `${id}-date`;
  const timeId = `${id}-time`;
  const messageId = `${id}-message`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(listingsTexts.tour.close)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description(listing.name))}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={dateId} label={i18n._(t.date)} hint={i18n._(t.dateHint)} error={errors.date}>
              <Input
                type="date"
                min={today}
                max={lastDay}
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  setErrors((current) => ({ ...current, date: undefined, form: undefined }));
                }}
                {...fieldAria(dateId, errors.date, true)}
              />
            </FormField>
            <FormField id={timeId} label={i18n._(t.time)} error={errors.time}>
              <select
                value={time}
                onChange={(event) => {
                  setTime(event.target.value);
                  setErrors((current) => ({ ...current, time: undefined, form: undefined }));
                }}
                className={cn(
                  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm',
                  !time && 'text-muted-foreground',
                )}
                {...fieldAria(timeId, errors.time)}
              >
                <option value="" disabled>
                  {i18n._(t.chooseTime)}
                </option>
                {slots.map((slot) => (
                  <option key={slot} value={slot} disabled={!available(slot)}>
                    {slot}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id={messageId} label={i18n._(t.message)} error={errors.message}>
            <Textarea
              rows={3}
              maxLength={viewingMessageMaxLength}
              placeholder={i18n._(t.messagePlaceholder)}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              {...fieldAria(messageId, errors.message)}
            />
          </FormField>
          <DialogFormFooter
            error={errors.form}
            pending={mutation.isPending}
            texts={textsIn(i18n, t, ['cancel', 'submit', 'submitting'])}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
