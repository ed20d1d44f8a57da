import type { NoticeTemplate } from './notice-contracts';

/** Every user-facing text of notices (the landlord's 'Send Notices', the tenant's card, the SMS). */
export const noticeTexts = {
  templates: {
    water_interruption: {
      label: 'Water interruption',
      title: 'Water interruption',
      message:
        'Water supply will be interrupted on [date] from [time] to [time] for maintenance. Please store enough water. We apologise for the inconvenience.',
    },
    rent_increase: {
      label: 'Rent increase',
      title: 'Notice of rent increase',
      message:
        'Your monthly rent will change to KES [amount] from [date]. This notice is given at least two months ahead. Contact us with any questions.',
    },
    inspection_visit: {
      label: 'Inspection visit',
      title: 'Inspection visit',
      message:
        'We will inspect the units on [date] between [time] and [time]. Please make sure someone is home or leave access instructions with the caretaker.',
    },
    general: { label: 'General', title: '', message: '' },
  } satisfies Record<NoticeTemplate, { label: string; title: string; message: string }>,
  validation: {
    propertyRequired: 'Choose a property',
    templateInvalid: 'Choose a template',
    titleLength: 'The title must be 3 to 120 characters',
    messageLength: 'The message must be 10 to 1,000 characters',
    unitsInvalid: 'Choose at least one unit, or send to all tenants',
  },
  notFound: { property: 'Property not found', notice: 'Notice not found' },
  noTenants: 'No current tenants match: nobody would receive this notice.',
  notification: (property: string, title: string) => ({ title: `Notice: ${title}`, body: property }),
  sms: (property: string, title: string, message: string) =>
    `ABODE notice from ${property}: ${title}. ${message}`,
  // The web page.
  sendNotices: 'Send Notices',
  formTitle: 'Send a notice',
  formHint: 'Your tenants see it in ABODE and get it by SMS.',
  property: 'Property',
  audience: 'Send to',
  allTenants: 'All tenants of the property',
  chosenUnits: 'Chosen units',
  units: 'Units',
  template: 'Template',
  title: 'Title',
  message: 'Message',
  send: 'Send notice',
  sending: 'Sending…',
  sent: (recipients: number) => `Notice sent to ${recipients} ${recipients === 1 ? 'tenant' : 'tenants'}`,
  noProperties: 'Add a property with tenants to send notices.',
  sentNotices: 'Sent notices',
  noSent: 'No notices sent yet',
  readCount: (read: number, total: number) => `Read by ${read} of ${total}`,
  recipients: 'Recipients',
  read: (at: string) => `Read ${at}`,
  unread: 'Not read yet',
  smsSent: 'SMS sent',
  smsWaiting: 'SMS queued',
  smsNoPhone: 'No SMS (no verified phone, or SMS turned off)',
  tenantCard: 'Notices',
  tenantEmpty: 'No notices from your landlord yet',
  newBadge: 'New',
  open: 'Read notice',
  close: 'Close',
  from: (property: string, at: string) => `${property} · ${at}`,
  loadFailed: 'We could not load notices. Check your connection and try again.',
} as const;
