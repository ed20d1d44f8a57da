import type { z } from 'zod';
import type { listingDraftInput, MyListing } from '@common/listings/listing-pipeline-contracts';
import type { Amenity, Intent } from '@common/search/search-vocabulary';

/** What the inputs hold: text as typed (empty for none), numbers as numbers; `toInput` makes the contract's. */
export interface ListingFormValues {
  unitId: string;
  intent: Intent;
  propertyType: string;
  title: string;
  bedrooms: number;
  bathrooms: number;
  sqft: number;
  price: number;
  location: string;
  latitude: string;
  longitude: string;
  landmark: string;
  amenities: Amenity[];
  description: string;
  videoUrl: string;
}
export type ContractInput = z.input<typeof listingDraftInput>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toInput(values: ListingFormValues): ContractInput {
  const pin =
    values.latitude.trim() === '' && values.longitude.trim() === ''
      ? null
      : { latitude: Number(values.latitude), longitude: Number(values.longitude) };
  return {
    unitId: orNull(values.unitId),
    intent: values.intent,
    propertyType: values.propertyType as ContractInput['propertyType'],
    title: orNull(values.title),
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    sqft: values.sqft,
    price: values.price,
    location: values.location,
    pin,
    landmark: orNull(values.landmark),
    amenities: values.amenities || [],
    description: values.description,
    videoUrl: orNull(values.videoUrl),
  };
}

export function fromListing(listing: MyListing | undefined): ListingFormValues {
  if (!listing)
    return {
      unitId: '',
      intent: 'rent',
      propertyType: '',
      title: '',
      bedrooms: 1,
      bathrooms: 1,
      sqft: Number.NaN,
      price: Number.NaN,
      location: '',
      latitude: '',
      longitude: '',
      landmark: '',
      amenities: [],
      description: '',
      videoUrl: '',
    };
  return {
    unitId: listing.unitId ?? '',
    intent: listing.intent,
    propertyType: listing.propertyType,
    title: listing.name,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    sqft: listing.sqft,
    price: listing.price,
    location: listing.location,
    latitude: listing.pin ? String(listing.pin.latitude) : '',
    longitude: listing.pin ? String(listing.pin.longitude) : '',
    landmark: listing.landmark ?? '',
    amenities: listing.amenities,
    description: listing.description,
    videoUrl: listing.videoUrl ?? '',
  };
}

/** A form field's name, for the fields a PATCH sends: the two pin inputs are one field, `pin`. */
export const contractField = (field: string) =>
  field === 'latitude' || field === 'longitude' ? 'pin' : field;
