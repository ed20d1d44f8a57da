import { msg, plural } from '@lingui/core/macro';
import { addKnownTexts, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);

// The tenancy APIs' answers and the forms' checks (@common/tenancy's rent-terms-messages and
// tenancy-messages), word for word.
addKnownTexts([
  msg`Rent due day must be a day of the month from 1 to 28.`,
  msg`Choose the unit the tenant rents.`,
  msg`Choose the area the property is in.`,
  msg`Choose the area from the list: we do not know that one.`,
  msg`Enter the caretaker's phone number or email.`,
  msg`Property not found`,
  msg`Unit not found`,
  msg`Tenancy not found`,
  msg`A unit of this property already has that name.`,
  msg`This unit already has an active tenancy. End it before adding another tenant.`,
  msg`No caretaker account has that phone number or email. Ask them to sign up as a caretaker first.`,
  msg`You are the landlord of this property; name someone else as its caretaker.`,
  msg`The move-out date cannot be before the tenancy started.`,
  msg`This tenancy has already ended.`,
  msg`Enter the property ID.`,
  msg`You have searched for many property IDs in a short time. Please wait a minute and try again.`,
  msg`Link request not found`,
  msg`This link request has already been answered.`,
  msg`You manage this property, so you cannot be linked to it as its tenant.`,
]);

/**
 * Every text of the landlord's properties, units and tenancies, and of confirming a tenant into a unit: lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const rentTermsTexts = {
  kes,
  myProperties: msg`My Properties`,
  addProperty: msg`Add Property`,
  noProperties: msg`No properties yet`,
  noPropertiesHint: msg`Add your first property, then its units. Tenants link to it with its property ID.`,
  propertyCode: (code: string) => msg`Property ID ${code}`,
  shareCodeHint: msg`Give tenants this ID: they type it to link to the property.`,
  occupancy: (occupied: number, units: number) =>
    msg`${plural(units, { one: `${occupied} of # unit occupied`, other: `${occupied} of # units occupied` })}`,
  caretaker: msg`Caretaker`,
  noCaretaker: msg`No caretaker`,
  youLookAfter: msg`You are its caretaker`,
  noArea: msg`No area chosen yet: edit the property to choose it, so repairs go to fundis nearby first.`,
  editProperty: msg`Edit`,
  editPropertyFor: (name: string) => msg`Edit ${name}`,
  nameCaretaker: msg`Caretaker`,
  nameCaretakerFor: (name: string) => msg`Caretaker of ${name}`,
  addUnit: msg`Add Unit`,
  addUnitTo: (name: string) => msg`Add unit to ${name}`,
  noUnits: msg`No units yet. Add the units you let, each with its rent.`,
  vacant: msg`Vacant`,
  occupiedBy: (name: string) => msg`Occupied by ${name}`,
  unitTerms: (rentAmount: number, depositAmount: number) => {
    const rent = kes(rentAmount);
    const deposit = kes(depositAmount);
    return msg`Rent ${rent} a month · deposit ${deposit}`;
  },
  tenancyTerms: (rentAmount: number, dueDay: number) => {
    const rent = kes(rentAmount);
    return msg`Pays ${rent}, due on day ${dueDay} of each month`;
  },
  paybillAccount: (account: string) => msg`Paybill account ${account}`,
  editUnit: msg`Edit`,
  editUnitFor: (label: string) => msg`Edit ${label}`,
  endTenancy: msg`End Tenancy`,
  endTenancyFor: (label: string) => msg`End tenancy of ${label}`,
  query: {
    loading: msg`Loading your properties…`,
    failed: msg`We could not load your properties. Check your connection and try again.`,
    retry: msg`Try again`,
  },
  propertyForm: {
    addTitle: msg`Add Property`,
    editTitle: msg`Edit Property`,
    description: msg`Tenants see the name and address when they link to it.`,
    name: msg`Property name`,
    namePlaceholder: msg`e.g. Kilimani Heights`,
    address: msg`Address`,
    addressPlaceholder: msg`e.g. Argwings Kodhek Road, Kilimani`,
    location: msg`Area`,
    locationHint: msg`Repairs are offered to fundis in and near this area first.`,
    chooseLocation: msg`Choose the area`,
    city: msg`City or town`,
    state: msg`County`,
    statePlaceholder: msg`e.g. Nairobi County`,
    cancel: msg`Cancel`,
    submit: msg`Save Property`,
    submitting: msg`Saving...`,
    added: (code: string) => msg`Property added. Its ID is ${code}.`,
    saved: msg`Property saved`,
    failed: msg`Could not save the property`,
  },
  caretakerForm: {
    title: msg`Caretaker`,
    description: msg`The caretaker confirms tenants and looks after the property with you. Enter their phone number or email: they need an ABODE caretaker account.`,
    contact: msg`Phone number or email`,
    contactPlaceholder: msg`e.g. 0712 345 678`,
    /** The form's own check (the server says the same: rentTermsMessages.caretakerContact). */
    contactInvalid: msg`Enter the caretaker's phone number or email.`,
    cancel: msg`Cancel`,
    submit: msg`Save Caretaker`,
    submitting: msg`Saving...`,
    remove: msg`Remove Caretaker`,
    saved: msg`Caretaker saved`,
    removed: msg`Caretaker removed`,
    failed: msg`Could not save the caretaker`,
  },
  unitForm: {
    addTitle: msg`Add Unit`,
    editTitle: msg`Edit Unit`,
    description: msg`The asking rent and deposit, in whole shillings. A tenant already in the unit keeps their terms.`,
    label: msg`Unit name`,
    labelPlaceholder: msg`e.g. Apt 101`,
    monthlyRent: msg`Monthly rent (KES)`,
    deposit: msg`Deposit (KES)`,
    cancel: msg`Cancel`,
    submit: msg`Save Unit`,
    submitting: msg`Saving...`,
    saved: msg`Unit saved`,
    failed: msg`Could not save the unit`,
  },
  endForm: {
    title: msg`End Tenancy`,
    description: (tenant: string, unit: string) =>
      msg`${tenant} moves out of ${unit}. The unit becomes vacant; the tenancy stays in its history.`,
    moveOutDate: msg`Move-out date`,
    cancel: msg`Cancel`,
    submit: msg`End Tenancy`,
    submitting: msg`Ending...`,
    ended: msg`Tenancy ended`,
    failed: msg`Could not end the tenancy`,
  },
  confirmForm: {
    title: msg`Confirm Tenant`,
    description: (tenant: string, property: string) =>
      msg`Choose the unit ${tenant} rents at ${property} and the terms their tenancy starts on.`,
    unit: msg`Unit`,
    chooseUnit: msg`Choose a vacant unit`,
    noVacantUnit: msg`This property has no vacant unit. Add a unit, or end a tenancy that is over, first.`,
    monthlyRent: msg`Monthly rent (KES)`,
    deposit: msg`Deposit (KES)`,
    dueDay: msg`Rent due day (1–28)`,
    startDate: msg`Start date`,
    cancel: msg`Cancel`,
    submit: msg`Confirm Tenant`,
    submitting: msg`Confirming...`,
  },
} as const;
