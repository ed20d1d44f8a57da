import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  consultationInput,
  type ConsultationData,
  type ConsultationInput,
  type ConsultationView,
} from '@common/abode-city/abode-city-contracts';
import {
  abodeCityServiceLabels,
  abodeCityServices,
  consultationModeLabels,
  consultationModes,
} from '@common/abode-city/abode-city-vocabulary';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { cn } from '@web/lib/cn';
import { formatDateTime, translateText, useErrorText } from '@web/i18n';
import { abodeCityTexts } from '../abode-city-texts';
import { freeSlotsQueryOptions, useBookConsultation } from '../api/abode-city-queries';
import { NativeSelect } from './native-select';
import { showFormError } from './form-errors';
import { nairobiDate } from '../abode-city-format';

const t = abodeCityTexts.consultation;
const f = abodeCityTexts.quote.fields;
type FieldName = keyof ConsultationInput;
const fieldNames = Object.keys(consultationInput.shape) as FieldName[];
const isFieldName = (value: string): value is FieldName => (fieldNames as string[]).includes(value);

const timeOf = (iso: string) =>
  formatDateTime(iso, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Africa/Nairobi' });

/** The booking form: a day, one of its free times, how to meet, and who is coming. */
export function ConsultationForm({ onBooked }: { onBooked: (booked: ConsultationView) => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract or the server, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const me = useMe().data;
  const slots = useQuery(freeSlotsQueryOptions());
  const [day, setDay] = useState<string | null>(null);
  const form = useForm<ConsultationInput, unknown, ConsultationData>({
    resolver: zodResolver(consultationInput),
    defaultValues: {
      startsAt: '',
      mode: 'in-person',
      notes: '',
      name: me?.fullName ?? '',
      phone: me?.phone ?? '',
      email: me?.email ?? '',
    },
  });
  const { errors } = form.formState;
  const book = useBookConsultation();
  const days = slots.data?.days ?? [];
  const chosenDay = days.find((d) => d.date === day) ?? days.find((d) => d.free.length > 0) ?? null;

  const onSubmit = form.handleSubmit((data) =>
    book.mutate(data, {
      onSuccess: (booked) => {
        toast.success(i18n._(t.bookedTitle));
        onBooked(booked);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setValue('startsAt', '');
          form.setError('startsAt', { type: 'server', message: error.message });
          void slots.refetch();
          return;
        }
        showFormError(error, isFieldName, form.setError, i18n._(t.failed), i18n);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={book.isPending}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{i18n._(t.day)}</legend>
        {slots.isPending ? (
          <Skeleton className="h-10 w-full" aria-label={i18n._(t.loadingSlots)} />
        ) : slots.isError ? (
          <div role="alert" className="flex items-center gap-3 text-sm">
            {i18n._(t.slotsFailed)}
            <Button type="button" variant="outline" size="sm" onClick={() => void slots.refetch()}>
              {i18n._(t.retry)}
            </Button>
          </div>
        ) : (
          <div className="flex gap-2 overflow-x-auto pb-1">
            {days.map((d) => (
              <Button
                key={d.date}
                type="button"
                size="sm"
                variant={chosenDay?.date === d.date ? 'default' : 'outline'}
                aria-pressed={chosenDay?.date === d.date}
                disabled={d.free.length === 0}
                onClick={() => {
                  setDay(d.date);
                  form.setValue('startsAt', '');
                }}
                className="shrink-0 flex-col gap-0 h-auto py-1.5"
              >
                <span>{nairobiDate(d.date).replace(/ \d{4}$/, '')}</span>
                <span className="text-[11px] font-normal opacity-80">
                  {i18n._(t.freeCount(d.free.length))}
                </span>
              </Button>
            ))}
          </div>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="startsAt"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{i18n._(t.time)}</legend>
            {chosenDay && chosenDay.free.length === 0 ? <p className="text-sm">{i18n._(t.noSlots)}</p> : null}
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-label={i18n._(t.time)}
              aria-invalid={errors.startsAt ? true : undefined}
              aria-describedby={errors.startsAt ? 'consultation-time-error' : undefined}
              className="grid grid-cols-3 gap-2 sm:grid-cols-5"
            >
              {(chosenDay?.free ?? []).map((start) => (
                <Label
                  key={start}
                  className={cn(
                    'flex cursor-pointer items-center justify-center gap-2 rounded-md border p-2 text-sm font-normal',
                    field.value === start && 'border-primary bg-primary/10',
                  )}
                >
                  <RadioGroupItem value={start} />
                  {timeOf(start)}
                </Label>
              ))}
            </RadioGroup>
            {errors.startsAt ? (
              <p id="consultation-time-error" role="alert" className="text-sm text-destructive">
                {shown(errors.startsAt.message)}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{i18n._(t.mode)}</legend>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="grid gap-2 sm:grid-cols-2"
            >
              {consultationModes.map((mode) => (
                <Label key={mode} className="flex items-center gap-2 rounded-md border p-3 font-normal">
                  <RadioGroupItem value={mode} />
                  {translateText(i18n, consultationModeLabels[mode])}
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      <FormField id="consultation-service" label={i18n._(t.service)} error={shown(errors.service?.message)}>
        <NativeSelect
          {...fieldAria('consultation-service', errors.service?.message)}
          {...form.register('service', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        >
          <option value="">{i18n._(abodeCityTexts.quote.choose)}</option>
          {abodeCityServices.map((service) => (
            <option key={service} value={service}>
              {translateText(i18n, abodeCityServiceLabels[service])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="consultation-name" label={i18n._(f.name)} error={shown(errors.name?.message)}>
          <Input
            {...fieldAria('consultation-name', errors.name?.message)}
            {...form.register('name')}
            autoComplete="name"
          />
        </FormField>
        <FormField id="consultation-phone" label={i18n._(f.phone)} error={shown(errors.phone?.message)}>
          <Input
            {...fieldAria('consultation-phone', errors.phone?.message)}
            {...form.register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={abodeCityTexts.quote.phonePlaceholder}
          />
        </FormField>
        <FormField id="consultation-email" label={i18n._(f.email)} error={shown(errors.email?.message)}>
          <Input
            {...fieldAria('consultation-email', errors.email?.message)}
            {...form.register('email')}
            type="email"
            autoComplete="email"
          />
        </FormField>
      </div>
      <FormField id="consultation-notes" label={i18n._(t.notes)} error={shown(errors.notes?.message)}>
        <Textarea
          {...fieldAria('consultation-notes', errors.notes?.message)}
          {...form.register('notes')}
          rows={3}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={book.isPending} className="w-full sm:w-fit">
        <CalendarCheckIcon aria-hidden="true" />
        {book.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
    </form>
  );
}
