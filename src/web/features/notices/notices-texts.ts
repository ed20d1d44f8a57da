import type { MessageDescriptor } from '@lingui/core';
import { addKnownTexts } from '@web/i18n';
import { msg, plural } from '@lingui/core/macro';
import type { NoticeTemplate } from '@common/notices/notice-contracts';

// The notices API's answers and the form's checks (@common/notices/notice-texts), word for word.
addKnownTexts([
  msg`Choose a property`,
  msg`Choose a template`,
  msg`The title must be 3 to 120 characters`,
  msg`The message must be 10 to 1,000 characters`,
  msg`Choose at least one unit, or send to all tenants`,
  msg`Property not found`,
  msg`Notice not found`,
  msg`No current tenants match: nobody would receive this notice.`,
]);

/**
 * Every text of the notices screens (the landlord's 'Send Notices', the tenant's card); the server keeps its
 * own in @common/notices/notice-texts. Lazy descriptors (`msg`), rendered with `i18n._(…)` in the language in
 * use (docs/i18n.md); the Kiswahili is in ./locales/sw.po. A template's title and message fill the form in
 * the landlord's language, and are sent as typed.
 */
export const noticesTexts = {
  templates: {
    water_interruption: {
      label: msg`Water interruption`,
      title: msg`Water interruption`,
      message: msg`Water supply will be interrupted on [date] from [time] to [time] for maintenance. Please store enough water. We apologise for the inconvenience.`,
    },
    rent_increase: {
      label: msg`Rent increase`,
      title: msg`Notice of rent increase`,
      message: msg`Your monthly rent will change to KES [amount] from [date]. This notice is given at least two months ahead. Contact us with any questions.`,
    },
    inspection_visit: {
      label: msg`Inspection visit`,
      title: msg`Inspection visit`,
      message: msg`We will inspect the units on [date] between [time] and [time]. Please make sure someone is home or leave access instructions with the caretaker.`,
    },
    general: { label: msg`General`, title: null, message: null },
  } satisfies Record<
    NoticeTemplate,
    { label: MessageDescriptor; title: MessageDescriptor | null; message: MessageDescriptor | null }
  >,
  sendNotices: msg`Send Notices`,
  formTitle: msg`Send a notice`,
  formHint: msg`Your tenants see it in ABODE and get it by SMS.`,
  property: msg`Property`,
  audience: msg`Send to`,
  allTenants: msg`All tenants of the property`,
  chosenUnits: msg`Chosen units`,
  units: msg`Units`,
  template: msg`Template`,
  title: msg`Title`,
  message: msg`Message`,
  send: msg`Send notice`,
  sending: msg`Sending…`,
  sent: (recipients: number) =>
    msg`${plural(recipients, { one: 'Notice sent to # tenant', other: 'Notice sent to # tenants' })}`,
  noProperties: msg`Add a property with tenants to send notices.`,
  sentNotices: msg`Sent notices`,
  noSent: msg`No notices sent yet`,
  readCount: (read: number, total: number) => msg`Read by ${read} of ${total}`,
  recipients: msg`Recipients`,
  read: (at: string) => msg`Read ${at}`,
  unread: msg`Not read yet`,
  smsSent: msg`SMS sent`,
  smsWaiting: msg`SMS queued`,
  smsNoPhone: msg`No SMS (no verified phone, or SMS turned off)`,
  tenantCard: msg`Notices`,
  tenantEmpty: msg`No notices from your landlord yet`,
  newBadge: msg`New`,
  open: msg`Read notice`,
  close: msg`Close`,
  /** Plain values: the property and when. */
  from: (property: string, at: string) => `${property} · ${at}`,
  loadFailed: msg`We could not load notices. Check your connection and try again.`,
} as const;
