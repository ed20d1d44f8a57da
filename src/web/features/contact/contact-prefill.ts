import { contactInterests, type ContactInterest } from '@common/contact/contact-message';

export interface ContactPrefill {
  interest: ContactInterest;
  message: string;
}

const isInterest = (value: string | null): value is ContactInterest =>
  (contactInterests as readonly (string | null)[]).includes(value);

/**
 * What other pages ask the form to start with, from `?interest=…&message=…` (CoopaRent's Apply buttons,
 * ABODE City's quote and consultation links). Anything unknown falls back to a general enquiry.
 */
export function readContactPrefill(params: URLSearchParams): ContactPrefill {
  const interest = params.get('interest');
  return {
    interest: isInterest(interest) ? interest : 'general',
    message: (params.get('message') ?? '').slice(0, 5000),
  };
}
