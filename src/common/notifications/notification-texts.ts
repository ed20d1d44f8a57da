import type { KycCategory } from '../kyc/kyc-documents';
import { dayOf, monthOf } from '../receipts/receipt-texts';
import { formatKes } from '../search/criteria-labels';
import type { NotificationKind } from './notification-contracts';

const kes = (amount: number) => `KES ${formatKes(amount)}`;

const kycDocumentNames: Readonly<Record<KycCategory, string>> = {
  id_front: 'ID front',
  id_back: 'ID back',
  selfie: 'selfie',
  registration_cert: 'registration certificate',
  kra_cert: 'KRA certificate',
};

const documentName = (category: string) =>
  (kycDocumentNames as Readonly<Record<string, string | undefined>>)[category] ?? 'document';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A reason as a sentence of its own, whether or not the reviewer ended it with a full stop. */
const sentence = (text: string) => `${capitalised(text.trim().replace(/[.\s]+$/, ''))}.`;

/** 'Tue 3 Dec, 10:00': when something happens, in Nairobi time (where every party is). */
export function eventTime(at: Date): string {
  return at.toLocaleString('en-KE', {
    timeZone: 'Africa/Nairobi',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** The notifications centre's words, and what each event's notification says, in one place. */
export const notificationTexts = {
  bell: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  description: 'Payments, rent reminders, notices and requests, newest first.',
  unreadMark: ' (unread)',
  empty: 'Nothing yet. Payments, rent reminders and notices will show here.',
  /** An event's SMS: its notification's title and body, signed ABODE. */
  sms: (title: string, body: string) => `ABODE: ${title}. ${body}`,
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadMore: 'Show older',
  notFound: 'Notification not found.',
  streamOnly: 'This address streams live notifications to a page (Accept: text/event-stream).',
  loadFailed: 'Could not load your notifications. Check your connection and try again.',
  kinds: {
    'payment.received': 'Money into your wallet',
    'rent.paid': 'Rent and bill payments, with receipts',
    'rent.reminder': 'Rent invoices and reminders',
    'transfer.received': 'Tuku Pay money sent and received',
    'transfer.request': 'Tuku Pay payment requests',
    'withdrawal.result': 'Withdrawals and payouts',
    notice: 'Notices from your landlord or caretaker',
    maintenance: 'Maintenance requests',
    application: 'Rental applications',
    viewing: 'Viewing requests',
    'service-request': 'Home service requests',
    'abode-city': 'ABODE City quotes and consultations',
    'rent-advance': 'CoopaRent rent advances',
    'rent-financing': 'Okoa Rent (CoopaRent rent financing)',
    listing: 'Your listings (reviews, reports, confirming availability)',
    'saved-search': 'Saved search alerts (new matching homes)',
    kyc: 'Identity verification',
  } satisfies Record<NotificationKind, string>,
  preferences: {
    heading: 'Notifications',
    hint: 'Choose what reaches you in the app and by SMS. Sign-in codes and emergencies always come. No SMS is sent between 21:00 and 07:00; it waits until morning, except the receipt of money you are sending right then.',
    inApp: 'In the app',
    sms: 'SMS',
    saved: 'Notification settings saved',
    saveFailed: 'Could not save your notification settings. Try again.',
    channelFor: (channel: string, kind: string) => `${channel}: ${kind}`,
  },
  events: {
    depositReceived: (amount: number, how: string, receipt: string | null) => ({
      title: `${kes(amount)} received`,
      body: `Added to your wallet by ${how}${receipt ? `, receipt ${receipt}` : ''}.`,
    }),
    rentReceived: (payment: { amount: number; tenant: string; what: string; place: string }) => ({
      title: `${payment.tenant} paid ${kes(payment.amount)}`,
      body: `For ${payment.what}, ${payment.place}.`,
    }),
    rentPaidByYou: (payment: { amount: number; what: string; receiptNumber: string }) => ({
      title: `Paid ${kes(payment.amount)}`,
      body: `For ${payment.what}. Receipt ${payment.receiptNumber}.`,
    }),
    /** The month's rent invoice, raised for every tenancy at once: the amount is on the page it leads to. */
    rentInvoiceRaised: (period: string) => ({
      title: `Rent for ${monthOf(period)}`,
      body: `Your rent invoice for ${monthOf(period)} is ready. See the amount and due date in Rent & Bills.`,
    }),
    kycApproved: (category: string) => ({
      title: `${capitalised(documentName(category))} approved`,
      body: `Your ${documentName(category)} passed the identity check.`,
    }),
    /** The approval that completes the required documents: the one worth a text. */
    kycVerified: {
      title: 'Identity verified',
      body: 'Your ID and selfie were approved. Your ABODE account is verified.',
    },
    kycRejected: (category: string, reason: string) => ({
      title: `${capitalised(documentName(category))} not accepted`,
      body: `${sentence(reason)} Upload a new one under Identity verification.`,
    }),
    serviceRequested: (request: { customer: string; what: string | null; at: Date }) => ({
      title: 'New service request',
      body: `${request.customer} asks for ${request.what?.toLowerCase() ?? 'a job'} on ${eventTime(request.at)}. Accept or decline it in ABODE.`,
    }),
    serviceAccepted: (request: { provider: string; at: Date }) => ({
      title: 'Service request accepted',
      body: `${request.provider} will come on ${eventTime(request.at)}.`,
    }),
    serviceDeclined: (request: { provider: string; at: Date }) => ({
      title: 'Service request declined',
      body: `${request.provider} cannot take the job on ${eventTime(request.at)}. Try another provider.`,
    }),
    serviceCompleted: (request: { provider: string }) => ({
      title: 'Job completed',
      body: `${request.provider} marked the job done. Rate the work in ABODE.`,
    }),
    serviceCancelled: (request: { customer: string; at: Date }) => ({
      title: 'Service request cancelled',
      body: `${request.customer} cancelled the job on ${eventTime(request.at)}.`,
    }),
    /** The maintenance steps that are texted, each to the person who must now act or be at home. */
    maintenanceJobAssigned: (job: { what: string; place: string }) => ({
      title: 'New maintenance job',
      body: `${capitalised(job.what)} at ${job.place}. Accept or decline it in ABODE.`,
    }),
    maintenanceVisitBooked: (visit: { provider: string; place: string; date: string; window: string }) => ({
      title: 'Repair visit booked',
      body: `${visit.provider} will come to ${visit.place} on ${dayOf(visit.date)}, ${visit.window}.`,
    }),
    maintenanceWorkDone: (place: string) => ({
      title: 'Repair done',
      body: `The repair at ${place} is marked done. Confirm it is fixed, or reopen it, in ABODE.`,
    }),
  },
} as const;
