import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ContactInboxView,
  ContactMessageStatus,
  ContactReplyChannel,
} from '@common/contact/contact-inbox';
import type { ContactInterest } from '@common/contact/contact-message';
import { addKnownTexts, formatDateTime } from '@web/i18n';

/** A message's time in the inbox, in the language in use ('27 Nov, 09:30'); call it while rendering. */
function contactInboxDate(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/**
 * Every user-facing text of the contact page, in English and Kiswahili (locales/sw.po). The form's English is
 * the same as src/common/contact/contact-texts.ts (the server validates with those words), so the server's
 * and the schema's messages are listed as known texts below and shown translated.
 */
export const contactPageTexts = {
  heading: msg`Contact Us`,
  tagline: msg`We're here to help with all your real estate needs.`,
  formTitle: msg`Send Us a Message`,
  fields: {
    name: msg`Full Name`,
    email: msg`Email Address`,
    phone: msg`Phone Number (optional)`,
    interest: msg`I'm interested in`,
    message: msg`Message`,
    consent: msg`I agree to receive updates about ABODE properties and services`,
  },
  interests: {
    buying: msg`Buying a property`,
    renting: msg`Renting a property`,
    selling: msg`Selling a property`,
    general: msg`General inquiry`,
  } satisfies Record<ContactInterest, MessageDescriptor>,
  submit: msg`Send Message`,
  submitting: msg`Sending...`,
  sentTitle: msg`Message Sent`,
  sentBody: msg`We've received your message and will get back to you soon.`,
  failedTitle: msg`Message not sent`,
  failedBody: msg`We could not send your message. Please try again in a moment.`,
  title: msg`Contact Us`,
  prefilledNote: msg`We've started your message for you. Add your details, check the message and send it.`,
  phonePlaceholder: '+254 7XX XXX XXX',
  messagePlaceholder: msg`Tell us what you are looking for: area, budget, number of bedrooms, move-in date…`,
  info: {
    heading: msg`Contact Information`,
    email: msg`Email`,
    phone: msg`Phone`,
    address: msg`Office`,
  },
  hours: {
    heading: msg`Office Hours`,
  },
  liveChat: {
    heading: msg`Live Chat`,
    body: msg`Chat with a property expert now. We usually reply within a few minutes.`,
    start: msg`Start Live Chat`,
  },
  networkFailed: msg`Could not reach ABODE. Check your connection and try again.`,
} as const;

/**
 * The office hours as configured ('Monday-Friday', '9:00 AM - 6:00 PM', 'Closed'): in Kiswahili the day
 * names, 'Closed' and the times (Swahili time: '9:00 AM' is 'saa 3:00 asubuhi'); in English as they are.
 */
export const officeHoursTexts = {
  days: [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`],
  closed: msg({ message: 'Closed', context: 'office hours' }),
  /** A time of day in words of the language: `clock` is '9:00' on the 12-hour clock counted the language's way. */
  morning: (clock: string) => msg`${clock} in the morning`,
  afternoon: (clock: string) => msg`${clock} in the afternoon`,
  evening: (clock: string) => msg`${clock} in the evening`,
  night: (clock: string) => msg`${clock} at night`,
} as const;

/** The staff's inbox card on the dashboard: the latest messages sent through the form. */
export const contactInboxTexts = {
  heading: msg`Contact messages`,
  description: msg`Messages sent through the Contact Us form: reply, assign and mark them handled.`,
  empty: msg`No messages yet`,
  views: {
    open: msg({ message: 'Open', context: 'contact message' }),
    mine: msg`Assigned to me`,
    handled: msg`Handled`,
    all: msg`All`,
  } satisfies Record<ContactInboxView, MessageDescriptor>,
  viewsLabel: msg`Show messages`,
  emptyViews: {
    open: msg`No open messages`,
    mine: msg`Nothing is assigned to you`,
    handled: msg`No handled messages`,
    all: msg`No messages yet`,
  } satisfies Record<ContactInboxView, MessageDescriptor>,
  status: {
    open: msg({ message: 'Open', context: 'contact message' }),
    handled: msg`Handled`,
  } satisfies Record<ContactMessageStatus, MessageDescriptor>,
  assignedTo: (name: string) => msg`Assigned to ${name}`,
  unassigned: msg`Not assigned`,
  assignLabel: msg`Assign to`,
  nobody: msg`Nobody (the team)`,
  assigned: msg`Assignment saved`,
  markHandled: msg`Mark handled`,
  reopen: msg`Reopen`,
  handledToast: msg`Marked handled`,
  reopenedToast: msg`Reopened`,
  handledBy: (name: string, date: string) => msg`Handled by ${name}, ${date}`,
  someone: msg`a colleague`,
  thread: msg`Replies`,
  replyBy: { sms: msg`SMS`, email: msg`Email` } satisfies Record<ContactReplyChannel, MessageDescriptor>,
  replySent: {
    sms: (to: string) => msg`SMS to ${to}`,
    email: (to: string) => msg`Email to ${to}`,
  } satisfies Record<ContactReplyChannel, (to: string) => MessageDescriptor>,
  replyStatus: {
    queued: msg`Sending…`,
    sent: msg({ message: 'Sent', context: 'contact reply' }),
    failed: msg`Not sent: reply another way`,
  },
  replyForm: {
    channel: msg`Reply by`,
    body: msg`Your reply`,
    send: msg`Send reply`,
    sending: msg`Sending…`,
    sent: msg`Reply sent`,
    noPhone: msg`No phone number: reply by email.`,
    smsLimit: msg`Up to 480 characters by SMS.`,
  },
  actionFailed: msg`That did not work`,
  networkFailed: msg`Could not reach ABODE. Check your connection and try again.`,
  loading: msg`Loading your dashboard…`,
  loadFailed: msg`We could not load your dashboard. Check your connection and try again.`,
  retry: msg`Try again`,
  interest: {
    buying: msg`Buying`,
    renting: msg`Renting`,
    selling: msg`Selling`,
    general: msg`General`,
  } satisfies Record<ContactInterest, MessageDescriptor>,
  date: (iso: string) => contactInboxDate(iso),
} as const;

// The shared schema's messages (src/common/contact, src/common/phone) and the server's answers, word for word.
addKnownTexts([
  msg`Enter your name`,
  msg`Name must be at most 100 characters`,
  msg`Enter a valid email address`,
  msg`Choose buying, renting, selling or general`,
  msg`Enter a message`,
  msg`Message must be at most 5,000 characters`,
  msg`Consent must be true or false`,
  msg`Enter a valid Kenyan phone number`,
  msg`You have sent several messages in a short time. Please wait a few minutes and try again.`,
  msg`Choose SMS or email`,
  msg`Write a reply`,
  msg`An SMS reply must be at most 480 characters`,
  msg`An email reply must be at most 5,000 characters`,
  msg`Choose a colleague`,
  msg`That message does not exist.`,
  msg`This sender left no phone number, so an SMS cannot reach them. Reply by email instead.`,
  msg`Email replies are not set up on this server. Reply by SMS instead.`,
  msg`This message is already marked handled.`,
  msg`This message is already open.`,
  msg`Only a member of the team who answers the inbox can be assigned.`,
]);
