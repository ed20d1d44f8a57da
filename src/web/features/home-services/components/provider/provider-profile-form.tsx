import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { locations } from '@common/locations/locations';
import { weekdays } from '@common/services/service-availability';
import { serviceCategories } from '@common/services/service-categories';
import {
  areasServedMax,
  providerProfileInput,
  servicePhotoUrl,
  type MyProviderProfile,
  type ProviderProfileData,
  type ProviderProfileInput,
} from '@common/services/service-contracts';
import { RefreshCwIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useSaveProviderProfile } from '../../api/use-save-provider-profile';
import { useUploadProviderPhoto } from '../../api/use-upload-provider-photo';
import { homeServicesTexts } from '../../home-services-texts';
import { prepareProviderPhoto } from '../../prepare-provider-photo';

const t = homeServicesTexts.profileForm;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

/** The prefixes of generated photo keys, by category (servicePhotoKeyPattern). */
const photoPrefixes = {
  cleaning: 'cl',
  plumbing: 'pl',
  electrical: 'el',
  carpentry: 'ca',
  painting: 'pa',
  gardening: 'ga',
  delivery: 'de',
} as const;

function newPhotoKey(category: keyof typeof photoPrefixes): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${photoPrefixes[category]}-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

type Profile = NonNullable<MyProviderProfile['profile']>;

const valuesOf = (profile: Profile | null): ProviderProfileInput => ({
  businessName: profile?.name ?? '',
  categories: profile?.categories ?? [],
  areas: profile?.areas ?? [],
  priceFrom: profile?.priceFrom ?? Number.NaN,
  availability: {
    days: profile?.availability.days ?? ['mon', 'tue', 'wed', 'thu', 'fri'],
    opensAt: profile?.availability.opensAt ?? '08:00',
    closesAt: profile?.availability.closesAt ?? '17:00',
  },
  description: profile?.description ?? '',
  photoKey: profile?.photo.key ?? null,
});

type FieldName =
  | 'businessName'
  | 'categories'
  | 'areas'
  | 'priceFrom'
  | 'availability.days'
  | 'availability.opensAt'
  | 'availability.closesAt'
  | 'description'
  | 'photoKey';

const serverField = (field: string): FieldName | null => {
  const known: readonly string[] = [
    'businessName',
    'categories',
    'areas',
    'priceFrom',
    'availability.days',
    'availability.opensAt',
    'availability.closesAt',
    'description',
    'photoKey',
  ];
  const name = field.replace(/\.\d+$/, '');
  if (known.includes(name)) return name as FieldName;
  if (name === 'availability') return 'availability.closesAt';
  return null;
};

/** 'My Services': the provider profile customers see, saved with `PUT /api/services/my-profile`. */
export function ProviderProfileForm({ profile }: { profile: Profile | null }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const values = useMemo(() => valuesOf(profile), [profile]);
  const form = useForm<ProviderProfileInput, unknown, ProviderProfileData>({
    resolver: zodResolver(providerProfileInput),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveProviderProfile();
  const [categories, photoKey] = useWatch({ control: form.control, name: ['categories', 'photoKey'] });

  const onSubmit = form.handleSubmit((data) => {
    if (profile && !isDirty) {
      toast.info(i18n._(t.nothingChanged));
      return;
    }
    save.mutate(data, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved.profile));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const fields = Object.entries(error.fields)
            .map(([field, message]) => [serverField(field), message] as const)
            .filter((entry): entry is [FieldName, string] => entry[0] !== null);
          fields.forEach(([field, message], index) => {
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          if (fields.length > 0) return;
        }
        toast.error(errorText(error));
      },
    });
  });

  const f = (name: string) => `${id}-${name}`;
  const availabilityError =
    errors.availability?.closesAt?.message ??
    errors.availability?.opensAt?.message ??
    errors.availability?.message;
  const firstCategory = categories?.[0];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={save.isPending}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField id={f('name')} label={i18n._(t.businessName)} error={errors.businessName?.message}>
          <Input
            autoComplete="organization"
            maxLength={80}
            aria-required="true"
            {...fieldAria(f('name'), errors.businessName?.message)}
            {...form.register('businessName')}
          />
        </FormField>
        <FormField
          id={f('price')}
          label={i18n._(t.priceFrom)}
          hint={i18n._(t.priceFromHint)}
          error={errors.priceFrom?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={100}
            step={50}
            aria-required="true"
            {...fieldAria(f('price'), errors.priceFrom?.message, true)}
            {...form.register('priceFrom', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.categories ? f('categories-error') : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{i18n._(t.categories)}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {serviceCategories.map((category) => (
            <label key={category} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={category}
                className="size-4 accent-primary"
                {...form.register('categories')}
              />
              {i18n._(homeServicesTexts.categoryLabels[category])}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p id={f('categories-error')} role="alert" className="text-sm text-destructive">
            {errorText.text(errors.categories.message ?? errors.categories.root?.message ?? '')}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="areas"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? [];
          const error = fieldState.error?.message ?? fieldState.error?.root?.message;
          return (
            <FormField id={f('areas')} label={i18n._(t.areas)} hint={i18n._(t.areasHint)} error={error}>
              <div className="grid gap-2">
                <select
                  ref={field.ref}
                  className={selectClass}
                  value=""
                  disabled={chosen.length >= areasServedMax}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const area = event.target.value;
                    if (area && !chosen.includes(area)) field.onChange([...chosen, area]);
                  }}
                  {...fieldAria(f('areas'), error, true)}
                >
                  <option value="">{i18n._(t.addArea)}</option>
                  {locations
                    .filter((location) => !chosen.includes(location.name))
                    .map((location) => (
                      <option key={location.name} value={location.name}>
                        {`${location.name}, ${location.city}`}
                      </option>
                    ))}
                </select>
                {chosen.length ? (
                  <ul className="flex flex-wrap gap-2" aria-label={i18n._(t.areas)}>
                    {chosen.map((area) => (
                      <li
                        key={area}
                        className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground"
                      >
                        {area}
                        <button
                          type="button"
                          aria-label={i18n._(t.removeArea(area))}
                          onClick={() => field.onChange(chosen.filter((other) => other !== area))}
                          className="flex size-6 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <XIcon className="size-3.5" aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </FormField>
          );
        }}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{i18n._(t.days)}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {weekdays.map((day) => (
            <label key={day} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={day}
                className="size-4 accent-primary"
                {...form.register('availability.days')}
              />
              {i18n._(homeServicesTexts.weekdays[day])}
            </label>
          ))}
        </div>
        {errors.availability?.days ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText.text(errors.availability.days.message ?? errors.availability.days.root?.message ?? '')}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          <FormField id={f('opens')} label={i18n._(t.opensAt)}>
            <Input
              type="time"
              step={1800}
              {...fieldAria(f('opens'))}
              {...form.register('availability.opensAt')}
            />
          </FormField>
          <FormField id={f('closes')} label={i18n._(t.closesAt)}>
            <Input
              type="time"
              step={1800}
              {...fieldAria(f('closes'), availabilityError)}
              {...form.register('availability.closesAt')}
            />
          </FormField>
        </div>
        {availabilityError ? (
          <p id={`${f('closes')}-error`} role="alert" className="text-sm text-destructive">
            {errorText.text(availabilityError)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={f('description')}
        label={i18n._(t.description)}
        hint={i18n._(t.descriptionHint)}
        error={errors.description?.message}
      >
        <Textarea
          rows={4}
          maxLength={1000}
          aria-required="true"
          {...fieldAria(f('description'), errors.description?.message, true)}
          {...form.register('description')}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={f('photo-hint')}>
        <legend className="text-sm font-medium">{i18n._(t.photo)}</legend>
        <p id={f('photo-hint')} className="text-sm text-muted-foreground">
          {i18n._(profile ? t.newPhotoHint : t.photoAfterSave)}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {photoKey ? (
            <img
              src={servicePhotoUrl(photoKey, 320)}
              width={160}
              height={120}
              alt={i18n._(t.photoAlt)}
              className="aspect-[4/3] w-40 rounded-lg border object-cover"
            />
          ) : (
            <p className="text-sm text-muted-foreground">{i18n._(t.photoNone)}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {profile && <PhotoUploadButton />}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!firstCategory}
              onClick={() => {
                if (firstCategory) {
                  form.setValue('photoKey', newPhotoKey(firstCategory), { shouldDirty: true });
                }
              }}
            >
              <RefreshCwIcon aria-hidden="true" />
              {i18n._(t.newPhoto)}
            </Button>
          </div>
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {i18n._(save.isPending ? t.saving : profile ? t.save : t.create)}
        </Button>
      </div>
    </form>
  );
}

/**
 * Takes a photo from the camera or the gallery, scales and crops it in the browser and uploads it at once;
 * the profile then shows it everywhere (the form's photo follows the saved profile).
 */
function PhotoUploadButton() {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProviderPhoto();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        aria-label={i18n._(t.uploadPhoto)}
        tabIndex={-1}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          let photo: Blob;
          try {
            photo = await prepareProviderPhoto(file);
          } catch {
            toast.error(i18n._(t.photoUnreadable));
            return;
          }
          upload.mutate(photo);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        {i18n._(upload.isPending ? t.uploadingPhoto : t.uploadPhoto)}
      </Button>
    </>
  );
}
