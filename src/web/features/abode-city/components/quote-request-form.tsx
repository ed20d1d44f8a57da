import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  quoteRequestInput,
  type CreatedQuoteRequest,
  type QuoteRequestData,
  type QuoteRequestInput,
} from '@common/abode-city/abode-city-contracts';
import {
  abodeCityServiceLabels,
  abodeCityServices,
  budgetRangeLabels,
  budgetRanges,
  quoteFilesMax,
  sizeUnitLabels,
  sizeUnits,
  timelineLabels,
  timelines,
} from '@common/abode-city/abode-city-vocabulary';
import { defaultMaxUploadMb } from '@common/kyc/kyc-documents';
import { locationNames } from '@common/locations/locations';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useMe } from '@web/lib/auth/use-me';
import { abodeCityTexts } from '../abode-city-texts';
import { uploadQuoteFile, useRequestQuote } from '../api/abode-city-queries';
import { showFormError } from './form-errors';
import { NativeSelect } from './native-select';
import { translateApiError, translateText, useErrorText } from '@web/i18n';

const t = abodeCityTexts.quote;
type FieldName = keyof QuoteRequestInput;
const fieldNames = Object.keys(quoteRequestInput.shape) as FieldName[];
const isFieldName = (value: string): value is FieldName => (fieldNames as string[]).includes(value);

/** The quote request form; its plans and photos are uploaded once the request is in. */
export function QuoteRequestForm({ onSent }: { onSent: (created: CreatedQuoteRequest) => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract or the server, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const me = useMe().data;
  const form = useForm<QuoteRequestInput, unknown, QuoteRequestData>({
    resolver: zodResolver(quoteRequestInput),
    defaultValues: {
      service: '' as QuoteRequestInput['service'],
      location: '',
      sizeValue: '',
      sizeUnit: 'sqm',
      budget: '' as QuoteRequestInput['budget'],
      timeline: '' as QuoteRequestInput['timeline'],
      description: '',
      name: me?.fullName ?? '',
      phone: me?.phone ?? '',
      email: me?.email ?? '',
    },
  });
  const { errors } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const send = useRequestQuote();
  const [uploading, setUploading] = useState(false);

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(data, {
      onSuccess: async (created) => {
        setUploading(true);
        for (const file of files.slice(0, quoteFilesMax)) {
          try {
            await uploadQuoteFile({ requestId: created.request.id, key: created.accessKey, file });
          } catch (error) {
            toast.error(
              i18n._(t.fileFailed(file.name, error instanceof Error ? translateApiError(i18n, error) : '')),
            );
          }
        }
        setUploading(false);
        toast.success(i18n._(t.sentTitle));
        onSent(created);
      },
      onError: (error) => showFormError(error, isFieldName, form.setError, i18n._(t.failed), i18n),
    }),
  );
  const busy = send.isPending || uploading;
  const f = t.fields;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="quote-service" label={i18n._(f.service)} error={shown(errors.service?.message)}>
          <NativeSelect
            {...fieldAria('quote-service', errors.service?.message)}
            {...form.register('service')}
          >
            <option value="">{i18n._(t.choose)}</option>
            {abodeCityServices.map((service) => (
              <option key={service} value={service}>
                {translateText(i18n, abodeCityServiceLabels[service])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="quote-location" label={i18n._(f.location)} error={shown(errors.location?.message)}>
          <NativeSelect
            {...fieldAria('quote-location', errors.location?.message)}
            {...form.register('location')}
          >
            <option value="">{i18n._(t.choose)}</option>
            {[...locationNames].sort().map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="quote-size" label={i18n._(f.sizeValue)} error={shown(errors.sizeValue?.message)}>
          <Input
            {...fieldAria('quote-size', errors.sizeValue?.message)}
            {...form.register('sizeValue')}
            inputMode="decimal"
          />
        </FormField>
        <FormField id="quote-unit" label={i18n._(f.sizeUnit)} error={shown(errors.sizeUnit?.message)}>
          <NativeSelect {...fieldAria('quote-unit', errors.sizeUnit?.message)} {...form.register('sizeUnit')}>
            {sizeUnits.map((unit) => (
              <option key={unit} value={unit}>
                {translateText(i18n, sizeUnitLabels[unit])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="quote-budget" label={i18n._(f.budget)} error={shown(errors.budget?.message)}>
          <NativeSelect {...fieldAria('quote-budget', errors.budget?.message)} {...form.register('budget')}>
            <option value="">{i18n._(t.choose)}</option>
            {budgetRanges.map((range) => (
              <option key={range} value={range}>
                {translateText(i18n, budgetRangeLabels[range])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="quote-timeline" label={i18n._(f.timeline)} error={shown(errors.timeline?.message)}>
          <NativeSelect
            {...fieldAria('quote-timeline', errors.timeline?.message)}
            {...form.register('timeline')}
          >
            <option value="">{i18n._(t.choose)}</option>
            {timelines.map((timeline) => (
              <option key={timeline} value={timeline}>
                {translateText(i18n, timelineLabels[timeline])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id="quote-description"
        label={i18n._(f.description)}
        error={shown(errors.description?.message)}
      >
        <Textarea
          {...fieldAria('quote-description', errors.description?.message)}
          {...form.register('description')}
          rows={4}
          placeholder={i18n._(t.descriptionPlaceholder)}
        />
      </FormField>
      <FormField
        id="quote-files"
        label={i18n._(f.files)}
        hint={i18n._(t.filesHint(quoteFilesMax, defaultMaxUploadMb))}
      >
        <Input
          {...fieldAria('quote-files', undefined, true)}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png"
          onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, quoteFilesMax))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="quote-name" label={i18n._(f.name)} error={shown(errors.name?.message)}>
          <Input
            {...fieldAria('quote-name', errors.name?.message)}
            {...form.register('name')}
            autoComplete="name"
          />
        </FormField>
        <FormField id="quote-phone" label={i18n._(f.phone)} error={shown(errors.phone?.message)}>
          <Input
            {...fieldAria('quote-phone', errors.phone?.message)}
            {...form.register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
          />
        </FormField>
        <FormField id="quote-email" label={i18n._(f.email)} error={shown(errors.email?.message)}>
          <Input
            {...fieldAria('quote-email', errors.email?.message)}
            {...form.register('email')}
            type="email"
            autoComplete="email"
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
        <SendIcon aria-hidden="true" />
        {busy ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
    </form>
  );
}
