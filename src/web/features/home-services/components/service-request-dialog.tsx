import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { formatAvailability, formatDays } from '@common/services/service-availability';
import {
  bookingTimeProblem,
  bookingWindowDays,
  budgetMax,
  serviceCategorySchema,
  serviceRequestInput,
  type ServiceRequest,
  type ServiceRequestInput,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
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
import { myPropertyLinksQueryOptions } from '@web/features/tenancy';
import { formatKes, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useRequestService } from '../api/use-request-service';
import type { BookableProvider } from '../bookable-provider';
import { formatJobTime, kenyaIso, timeSlots, workingDays } from '../booking-slots';
import { homeServicesTexts } from '../home-services-texts';
import { formatHours, formatWorkDays } from '../service-formats';

const t = homeServicesTexts.booking;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

/**
 * The shared check's problem in the language in use: the texts without values are known to useErrorText
 * (the form's fields show them translated); the two with the provider's days or hours are said again here.
 */
function timeProblemText(i18n: I18n, problem: string, provider: BookableProvider): string {
  const { availability } = provider;
  if (problem === serviceTexts.validation.scheduledAtOffDay(formatDays(availability.days)))
    return i18n._(t.offDay(formatWorkDays(i18n, availability.days)));
  const englishHours = formatAvailability(availability).split(', ').at(-1) ?? '';
  if (problem === serviceTexts.validation.scheduledAtOffHours(englishHours))
    return i18n._(t.offHours(formatHours(i18n, availability)));
  return problem;
}

/** The form's fields; the job description and category use the contract's own rules. */
function bookingSchema(provider: BookableProvider, i18n: I18n) {
  const shape = serviceRequestInput.shape;
  return z
    .object({
      category: serviceCategorySchema,
      description: shape.description,
      place: z.enum(['address', 'property']),
      address: z.string().trim().max(200),
      propertyId: z.string(),
      day: z.string().min(1, i18n._(t.dateRequired)),
      time: z.string().min(1, i18n._(t.timeRequired)),
      budget: z
        .string()
        .trim()
        .refine((text) => text === '' || /^\d[\d,]*$/.test(text), i18n._(t.budgetInvalid))
        .transform((text) => (text === '' ? null : Number(text.replaceAll(',', ''))))
        .refine((amount) => amount === null || (amount >= 1 && amount <= budgetMax), i18n._(t.budgetInvalid)),
    })
    .superRefine((values, ctx) => {
      if (values.place === 'address' && values.address === '') {
        ctx.addIssue({ code: 'custom', path: ['address'], message: i18n._(t.addressRequired) });
      }
      if (values.place === 'property' && values.propertyId === '') {
        ctx.addIssue({ code: 'custom', path: ['propertyId'], message: i18n._(t.propertyRequired) });
      }
      if (values.day && values.time) {
        const problem = bookingTimeProblem(
          new Date(kenyaIso(values.day, values.time)),
          provider.availability,
          new Date(),
        );
        if (problem) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: timeProblemText(i18n, problem, provider) });
        }
      }
    });
}

type BookingInput = z.input<ReturnType<typeof bookingSchema>>;
type BookingData = z.output<ReturnType<typeof bookingSchema>>;
type FieldName = keyof BookingInput;

const fieldOfServer: Record<string, FieldName> = {
  category: 'category',
  description: 'description',
  address: 'address',
  propertyId: 'propertyId',
  scheduledAt: 'time',
  budget: 'budget',
};

/**
 * 'Schedule Service': the job, where (an address or one of the customer's linked properties), a day and
 * time within the provider's working days and hours (Kenyan time), and an optional budget. Sends
 * `POST /api/services/requests` and confirms with a toast.
 */
export default function ServiceRequestDialog({
  provider,
  open,
  onOpenChange,
  returnFocus,
  onSignedOut,
}: {
  provider: BookableProvider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads lazily), so the opener takes focus back itself. */
  returnFocus: () => void;
  onSignedOut: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [now] = useState(() => new Date());
  const days = useMemo(
    () => workingDays(provider.availability, now, bookingWindowDays),
    [provider.availability, now],
  );
  const slots = useMemo(() => timeSlots(provider.availability), [provider.availability]);
  const schema = useMemo(() => bookingSchema(provider, i18n), [provider, i18n]);
  const [formError, setFormError] = useState<string | null>(null);

  // The tenant's links, from tenancy's own query: one copy of them in the cache.
  const properties = useQuery({
    ...myPropertyLinksQueryOptions(),
    enabled: open,
    select: (links) => links.filter((link) => link.status === 'active').map((link) => link.property),
  });
  const linked = properties.data ?? [];

  const defaults: BookingInput = {
    category: provider.categories[0] ?? 'cleaning',
    description: '',
    place: 'address',
    address: '',
    propertyId: '',
    day: '',
    time: '',
    budget: '',
  };
  const form = useForm<BookingInput, unknown, BookingData>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [place, day] = useWatch({ control: form.control, name: ['place', 'day'] });

  const slotTaken = (slot: string) =>
    day !== '' &&
    bookingTimeProblem(new Date(kenyaIso(day, slot)), provider.availability, new Date()) !== null;

  const mutation = useRequestService();

  const onSent = (request: ServiceRequest) => {
    toast.success(i18n._(t.sent), {
      description: i18n._(t.sentFor(provider.name, formatJobTime(request.scheduledAt))),
    });
    form.reset(defaults);
    onOpenChange(false);
  };

  const onFailed = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      onSignedOut();
      return;
    }
    const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
    let shown = 0;
    for (const [field, message] of fields) {
      const name = fieldOfServer[field];
      if (!name) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: shown === 0 });
      shown += 1;
    }
    setFormError(shown ? null : errorText(error));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const input: ServiceRequestInput = {
      providerId: provider.id,
      category: values.category,
      description: values.description,
      scheduledAt: kenyaIso(values.day, values.time),
      budget: values.budget,
      ...(values.place === 'address' ? { address: values.address } : { propertyId: values.propertyId }),
    };
    mutation.mutate(input, { onSuccess: onSent, onError: onFailed });
  });

  const f = (name: string) => `${id}-${name}`;
  const workDays = formatWorkDays(i18n, provider.availability.days);
  const hours = formatHours(i18n, provider.availability);
  const footerTexts = {
    cancel: i18n._(t.cancel),
    submit: i18n._(t.submit),
    submitting: i18n._(t.submitting),
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(t.close)}
        className="max-h-[90dvh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description(provider.name))}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={mutation.isPending}>
          {provider.categories.length > 1 ? (
            <FormField id={f('category')} label={i18n._(t.category)} error={errors.category?.message}>
              <select
                className={selectClass}
                {...fieldAria(f('category'), errors.category?.message)}
                {...form.register('category')}
              >
                {provider.categories.map((category) => (
                  <option key={category} value={category}>
                    {i18n._(homeServicesTexts.categoryLabels[category])}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
          <FormField
            id={f('description')}
            label={i18n._(t.jobDescription)}
            error={errors.description?.message}
          >
            <Textarea
              rows={3}
              maxLength={1000}
              placeholder={i18n._(t.jobDescriptionPlaceholder)}
              aria-required="true"
              {...fieldAria(f('description'), errors.description?.message)}
              {...form.register('description')}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{i18n._(t.place)}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="address"
                  className="size-4 accent-primary"
                  {...form.register('place')}
                />
                {i18n._(t.placeAddress)}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="property"
                  className="size-4 accent-primary"
                  disabled={linked.length === 0}
                  {...form.register('place')}
                />
                {i18n._(t.placeProperty)}
              </label>
            </div>
            {properties.isSuccess && linked.length === 0 ? (
              <p className="text-xs text-muted-foreground">{i18n._(t.noProperties)}</p>
            ) : null}
          </fieldset>
          {place === 'property' ? (
            <FormField id={f('property')} label={i18n._(t.property)} error={errors.propertyId?.message}>
              <select
                className={selectClass}
                {...fieldAria(f('property'), errors.propertyId?.message)}
                {...form.register('propertyId')}
              >
                <option value="" disabled>
                  {i18n._(t.chooseProperty)}
                </option>
                {linked.map((property) => (
                  <option key={property.id} value={property.id}>
                    {`${property.name}, ${property.address}, ${property.city}`}
                  </option>
                ))}
              </select>
            </FormField>
          ) : (
            <FormField id={f('address')} label={i18n._(t.address)} error={errors.address?.message}>
              <Input
                autoComplete="street-address"
                maxLength={200}
                placeholder={i18n._(t.addressPlaceholder)}
                aria-required="true"
                {...fieldAria(f('address'), errors.address?.message)}
                {...form.register('address')}
              />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={f('day')}
              label={i18n._(t.date)}
              hint={i18n._(t.dateHint(workDays))}
              error={errors.day?.message}
            >
              <select
                className={cn(selectClass, !day && 'text-muted-foreground')}
                aria-required="true"
                {...fieldAria(f('day'), errors.day?.message, true)}
                {...form.register('day')}
              >
                <option value="" disabled>
                  {i18n._(t.chooseDay)}
                </option>
                {days.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={f('time')}
              label={i18n._(t.time)}
              hint={i18n._(t.timeHint(hours))}
              error={errors.time?.message}
            >
              <select
                className={selectClass}
                aria-required="true"
                {...fieldAria(f('time'), errors.time?.message, true)}
                {...form.register('time')}
              >
                <option value="" disabled>
                  {i18n._(t.chooseTime)}
                </option>
                {slots.map((slot) => (
                  <option key={slot} value={slot} disabled={slotTaken(slot)}>
                    {slot}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField
            id={f('budget')}
            label={i18n._(t.budget)}
            hint={i18n._(t.budgetHint(formatKes(provider.priceFrom)))}
            error={errors.budget?.message}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...fieldAria(f('budget'), errors.budget?.message, true)}
              {...form.register('budget')}
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={mutation.isPending}
            texts={footerTexts}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
