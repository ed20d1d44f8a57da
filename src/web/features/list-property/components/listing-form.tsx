import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { LocateFixedIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  editableListingStatuses,
  listingDraftInput,
  listingEditInput,
  type ListingDraftInput,
  type ListingEditInput,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { locations } from '@common/locations/locations';
import { amenityLabels, intentLabels, propertyTypeLabels } from '@common/search/criteria-labels';
import { amenities, intents, propertyTypes } from '@common/search/search-vocabulary';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { managedPropertiesQueryOptions } from '@web/features/tenancy';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useCreateListing, useEditListing } from '../api/my-listings-queries';
import { listPropertyTexts } from '../list-property-texts';
import {
  contractField,
  fromListing,
  toInput,
  type ContractInput,
  type ListingFormValues,
} from '../listing-form-values';

const t = listPropertyTexts.form;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

/** The areas of the vocabulary by city, for the area's option groups. */
const areasByCity = [
  ...locations
    .reduce(
      (cities, area) => cities.set(area.city, [...(cities.get(area.city) ?? []), area.name]),
      new Map<string, string[]>(),
    )
    .entries(),
];

/** The contract's schema checks what the inputs make: the web never declares the listing's shape again. */
function resolverFor(editing: boolean): Resolver<ListingFormValues, unknown, ListingDraftInput> {
  const check = (editing ? zodResolver(listingEditInput) : zodResolver(listingDraftInput)) as Resolver<
    ContractInput,
    unknown,
    ListingDraftInput
  >;
  return async (values, context, options) =>
    (await check(toInput(values), context, options as never)) as never;
}

/**
 * A listing's details: a new draft (POST; from a vacant unit of one of the lister's properties or on its own)
 * or the changes to one (PATCH, only the fields changed, so an unchanged price does not send it to review).
 */
export function ListingForm({
  listing,
  onSaved,
}: {
  listing?: MyListing;
  onSaved: (listing: MyListing) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  /** A validation message of the shared contract, in the language shown. */
  const shown = (message: string | undefined) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const create = useCreateListing();
  const edit = useEditListing();
  const units = useQuery({ ...managedPropertiesQueryOptions('landlord'), enabled: !listing });
  const [formError, setFormError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const form = useForm<ListingFormValues, unknown, ListingDraftInput>({
    resolver: resolverFor(Boolean(listing)),
    defaultValues: fromListing(listing),
  });
  const errors = form.formState.errors as FieldErrors<ListingFormValues> & FieldErrors<ContractInput>;
  const intent = form.watch('intent');
  const unitId = form.watch('unitId');
  const vacantUnits = (units.data ?? []).flatMap((property) =>
    property.as === 'landlord'
      ? property.units.filter((unit) => unit.tenancy === null).map((unit) => ({ property, unit }))
      : [],
  );

  const chooseUnit = (value: string) => {
    form.setValue('unitId', value, { shouldDirty: true });
    const chosen = vacantUnits.find(({ unit }) => unit.id === value);
    if (!chosen) return;
    form.setValue('intent', 'rent', { shouldDirty: true });
    form.setValue('price', chosen.unit.monthlyRent, { shouldDirty: true });
    if (chosen.property.location) form.setValue('location', chosen.property.location, { shouldDirty: true });
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      toast.error(i18n._(t.locationFailed));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setValue('latitude', position.coords.latitude.toFixed(6), { shouldDirty: true });
        form.setValue('longitude', position.coords.longitude.toFixed(6), { shouldDirty: true });
      },
      () => {
        setLocating(false);
        toast.error(i18n._(t.locationFailed));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (listing) {
        const dirty = new Set(Object.keys(form.formState.dirtyFields).map(contractField));
        const changes = Object.fromEntries(
          Object.entries(values).filter(([field]) => dirty.has(field)),
        ) as ListingEditInput;
        if (Object.keys(changes).length === 0) {
          toast.info(i18n._(t.nothingChanged));
          return;
        }
        const saved = await edit.mutateAsync({ id: listing.id, edit: changes });
        form.reset(fromListing(saved));
        toast.success(i18n._(t.saved));
        onSaved(saved);
      } else {
        const saved = await create.mutateAsync(values);
        toast.success(i18n._(t.saved));
        onSaved(saved);
      }
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
    }
  });

  const pinError = errors.pin?.message ?? errors.pin?.latitude?.message ?? errors.pin?.longitude?.message;
  const number = (field: 'bedrooms' | 'bathrooms' | 'sqft' | 'price', label: string, min: number) => (
    <FormField id={`${id}-${field}`} label={label} error={shown(errors[field]?.message)}>
      <Input
        {...form.register(field, { valueAsNumber: true })}
        {...fieldAria(`${id}-${field}`, errors[field]?.message)}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
      />
    </FormField>
  );

  // A let, sold or removed listing is shown as it is: the server would refuse any change.
  const locked = Boolean(listing && !(editableListingStatuses as readonly string[]).includes(listing.status));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={locked} className="grid min-w-0 gap-4">
        {listing ? null : (
          <FormField
            id={`${id}-unit`}
            label={i18n._(t.unit)}
            hint={i18n._(t.unitHint)}
            error={shown(errors.unitId?.message)}
          >
            <select
              {...fieldAria(`${id}-unit`, errors.unitId?.message, true)}
              className={selectClass}
              value={unitId}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              <option value="">{i18n._(t.noUnit)}</option>
              {vacantUnits.map(({ property, unit }) => (
                <option key={unit.id} value={unit.id}>
                  {`${property.name} · ${unit.label}`}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{i18n._(t.intent)}</legend>
          <div className="flex flex-wrap gap-4">
            {intents.map((value) => (
              <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  {...form.register('intent')}
                  disabled={Boolean(unitId) && value === 'buy'}
                  className="size-4 accent-primary"
                />
                {translateText(i18n, intentLabels[value])}
              </label>
            ))}
          </div>
          {errors.intent?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {shown(errors.intent.message)}
            </p>
          ) : null}
        </fieldset>
        <FormField id={`${id}-type`} label={i18n._(t.type)} error={shown(errors.propertyType?.message)}>
          <select
            {...form.register('propertyType')}
            {...fieldAria(`${id}-type`, errors.propertyType?.message)}
            className={selectClass}
          >
            <option value="">{i18n._(t.choose)}</option>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {translateText(i18n, propertyTypeLabels[type])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-title`}
          label={i18n._(t.title)}
          hint={i18n._(t.titleHint)}
          error={shown(errors.title?.message)}
        >
          <Input
            {...form.register('title')}
            {...fieldAria(`${id}-title`, errors.title?.message, true)}
            autoComplete="off"
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          {number('bedrooms', i18n._(t.bedrooms), 0)}
          {number('bathrooms', i18n._(t.bathrooms), 0)}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('sqft', i18n._(t.sqft), 1)}
          {number('price', i18n._(intent === 'buy' ? t.priceBuy : t.priceRent), 1)}
        </div>
        <FormField id={`${id}-location`} label={i18n._(t.location)} error={shown(errors.location?.message)}>
          <select
            {...form.register('location')}
            {...fieldAria(`${id}-location`, errors.location?.message)}
            className={selectClass}
          >
            <option value="">{i18n._(t.choose)}</option>
            {areasByCity.map(([city, areas]) => (
              <optgroup key={city} label={city}>
                {areas.map((area) => (
                  <option key={area} value={area}>
                    {area}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-landmark`} label={i18n._(t.landmark)} error={shown(errors.landmark?.message)}>
          <Input
            {...form.register('landmark')}
            {...fieldAria(`${id}-landmark`, errors.landmark?.message)}
            placeholder={i18n._(t.landmarkPlaceholder)}
            autoComplete="off"
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{i18n._(t.pin)}</legend>
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-lat`} label={i18n._(t.latitude)}>
              <Input
                {...form.register('latitude')}
                {...fieldAria(`${id}-lat`, pinError)}
                inputMode="decimal"
                autoComplete="off"
              />
            </FormField>
            <FormField id={`${id}-lng`} label={i18n._(t.longitude)}>
              <Input
                {...form.register('longitude')}
                {...fieldAria(`${id}-lng`, pinError)}
                inputMode="decimal"
                autoComplete="off"
              />
            </FormField>
          </div>
          {pinError ? (
            <p role="alert" className="text-sm text-destructive">
              {shown(pinError)}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={locating}
            onClick={locateMe}
          >
            <LocateFixedIcon aria-hidden="true" />
            {i18n._(locating ? t.locating : t.useMyLocation)}
          </Button>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{i18n._(t.amenities)}</legend>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
            {amenities.map((amenity) => (
              <label key={amenity} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={amenity}
                  {...form.register('amenities')}
                  className="size-4 accent-primary"
                />
                {translateText(i18n, amenityLabels[amenity])}
              </label>
            ))}
          </div>
          {errors.amenities?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {shown(errors.amenities.message)}
            </p>
          ) : null}
        </fieldset>
        <FormField
          id={`${id}-description`}
          label={i18n._(t.description)}
          hint={i18n._(t.descriptionHint)}
          error={shown(errors.description?.message)}
        >
          <Textarea
            rows={5}
            {...form.register('description')}
            {...fieldAria(`${id}-description`, errors.description?.message, true)}
          />
        </FormField>
        <FormField
          id={`${id}-video`}
          label={i18n._(t.videoUrl)}
          hint={i18n._(t.videoHint)}
          error={shown(errors.videoUrl?.message)}
        >
          <Input
            {...form.register('videoUrl')}
            {...fieldAria(`${id}-video`, errors.videoUrl?.message, true)}
            type="url"
            inputMode="url"
            autoComplete="off"
          />
        </FormField>
        {listing && listing.status === 'live' ? (
          <p className="text-sm text-muted-foreground">{i18n._(t.reviewWarning)}</p>
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={create.isPending || edit.isPending}>
          {i18n._(create.isPending || edit.isPending ? t.saving : listing ? t.saveChanges : t.saveDraft)}
        </Button>
      </fieldset>
    </form>
  );
}
