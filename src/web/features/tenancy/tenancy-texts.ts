import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TenantLinkStatus } from '@common/tenancy/tenancy';
import { formatDateTime } from '@web/i18n';

/**
 * Every user-facing text of the tenant–property link screens; the spec's toasts word for word. Lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po. The API's own words (@common/tenancy/tenancy-messages) are copied where the screens say them.
 */
export const tenancyTexts = {
  pageTitle: msg`Link to Your Property`,
  heading: msg`Link to Your Property`,
  subtitle: msg`Enter the property ID your landlord or caretaker gave you, for example`,
  /** A property ID: the same in every language. */
  exampleId: 'ABD-7K3Q',
  loading: msg`Loading…`,
  propertyIdLabel: msg`Property ID`,
  propertyIdPlaceholder: msg`e.g. ABD-7K3Q`,
  search: msg`Search`,
  searching: msg`Searching...`,
  found: msg`Property found`,
  link: msg`Link to This Property`,
  processing: msg`Processing...`,
  linkedTitle: msg`Property linked successfully`,
  linkedBody: msg`You have been linked to the property`,
  notFoundTitle: msg`Property not found`,
  notFound: msg`The property ID you entered doesn't match any records`,
  searchFailedTitle: msg`Search failed`,
  searchFailed: msg`Failed to search for property`,
  alreadyLinkedTitle: msg`Already linked`,
  alreadyLinked: msg`You are already linked to this property`,
  linkFailedTitle: msg`Link failed`,
  linkFailed: msg`Failed to link property`,
  pendingNote: msg`Your landlord or caretaker confirms the link before it becomes active.`,
  status: {
    pending: msg`Pending confirmation`,
    active: msg`Active`,
    ended: msg`Ended`,
  } satisfies Record<TenantLinkStatus, MessageDescriptor>,
  // The tenant dashboard's card.
  myProperty: msg`Your property`,
  myProperties: msg`Your properties`,
  noProperty: msg`You are not linked to a property yet.`,
  linkProperty: msg`Link a property`,
  requested: (when: string) => msg`Requested ${when}`,
  // The landlord's and caretaker's list.
  pendingTitle: msg`Tenant link requests`,
  noPending: msg`No tenants are waiting for your confirmation.`,
  confirm: msg`Confirm`,
  decline: msg`Decline`,
  confirmFor: (name: string, property: string) => msg`Confirm ${name} at ${property}`,
  declineFor: (name: string, property: string) => msg`Decline ${name} at ${property}`,
  confirmed: msg`Tenant confirmed`,
  declined: msg`Request declined`,
  decisionFailed: msg`Could not answer the request`,
  loadFailed: msg`We could not load this. Please try again.`,
  retry: msg`Try again`,
  close: msg`Close`,
  // The tenant's apartment: the dashboard's selector and the profile's read-only field.
  apartment: {
    label: msg`Apartment`,
    choose: msg`Choose an apartment`,
    none: msg`No apartment linked yet`,
    link: msg`Link your apartment`,
    awaitingConfirmation: (name: string) => msg`${name}: waiting for your landlord or caretaker to confirm`,
    readOnly: msg`This cannot be changed here.`,
  },
  // The landlord's and caretaker's dashboards: their properties, tenants and the tenants waiting.
  portfolio: {
    query: {
      loading: msg`Loading your dashboard…`,
      failed: msg`We could not load your dashboard. Check your connection and try again.`,
      retry: msg`Try again`,
    },
    occupied: msg`Occupied`,
    occupiedHint: (properties: number) =>
      msg`${plural(properties, { one: 'Of # property', other: 'Of # properties' })}`,
    tenants: msg`Tenants`,
    rentals: msg`Rentals`,
    rentalsHint: msg`Homes you rent on ABODE`,
    managedProperties: msg`Managed Properties`,
    noManaged: msg`No properties assigned yet`,
    noManagedHint: msg`Properties show here once a landlord names you as their caretaker.`,
    occupancy: msg`Occupancy`,
    occupancyOf: (rate: number) => msg`${rate}% of your properties have a confirmed tenant.`,
    pendingApplications: msg`Pending applications`,
    noProperties: msg`No properties yet`,
    noPropertiesHint: msg`Performance shows once you have a property on ABODE. List your first one to find tenants.`,
    addProperty: msg`Add Property`,
    viewApplications: msg`View Applications`,
    applicationsTitle: msg`Pending applications`,
    applicationsEmpty: msg`No applications yet`,
    applicationsHint: msg`Tenants who asked to be linked to your properties, and renters who applied for your homes, waiting for your answer.`,
    linkRequests: msg`Tenant link requests`,
    applicationLine: (property: string, date: string) => msg`${property} · asked ${date}`,
  },
  /** A moment, short, in the language in use. */
  date: (iso: string) =>
    formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
} as const;
