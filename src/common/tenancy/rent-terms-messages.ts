import { formatKesAmount } from '../i18n/locale';
/** What the API answers about properties, units and tenancies, and what their forms say. */
export const rentTermsMessages = {
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  wholeShillings: (field: string) => `${field} must be a whole number of shillings.`,
  atLeast: (field: string, min: number) => `${field} must be at least ${formatKesAmount(min)}.`,
  atMost: (field: string, max: number) => `${field} must be at most ${formatKesAmount(max)}.`,
  date: (field: string) => `${field} must be a date such as 2026-12-01.`,
  dueDay: 'Rent due day must be a day of the month from 1 to 28.',
  unitRequired: 'Choose the unit the tenant rents.',
  areaRequired: 'Choose the area the property is in.',
  areaUnknown: 'Choose the area from the list: we do not know that one.',
  caretakerContact: "Enter the caretaker's phone number or email.",
  propertyNotFound: 'Property not found',
  unitNotFound: 'Unit not found',
  tenancyNotFound: 'Tenancy not found',
  unitTaken: 'A unit of this property already has that name.',
  unitOccupied: 'This unit already has an active tenancy. End it before adding another tenant.',
  caretakerNotFound:
    'No caretaker account has that phone number or email. Ask them to sign up as a caretaker first.',
  caretakerIsLandlord: 'You are the landlord of this property; name someone else as its caretaker.',
  moveOutBeforeStart: 'The move-out date cannot be before the tenancy started.',
  tenancyEnded: 'This tenancy has already ended.',
} as const;
