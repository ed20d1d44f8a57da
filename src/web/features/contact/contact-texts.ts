import type {
  ContactInboxView,
  ContactMessageStatus,
  ContactReplyChannel,
} from '@common/contact/contact-inbox';
import type { ContactInterest } from '@common/contact/contact-message';

function contactInboxDate(iso: string): string {
  return new Date(iso).toLocaleString('en-KE', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
import { contactTexts } from '@common/contact/contact-texts';

/**
 * Every user-facing text of the contact page. The form's texts are shared with the server (it validates with
 * the same messages), so they come from common; the page's own texts are added here.
 */
export const contactPageTexts = {
  ...contactTexts,
  title: 'Contact Us',
  prefilledNote: "We've started your message for you. Add your details, check the message and send it.",
  phonePlaceholder: '+254 7XX XXX XXX',
  messagePlaceholder: 'Tell us what you are looking for: area, budget, number of bedrooms, move-in date…',
  info: {
    heading: 'Contact Information',
    email: 'Email',
    phone: 'Phone',
    address: 'Office',
  },
  hours: {
    heading: 'Office Hours',
  },
  liveChat: {
    heading: 'Live Chat',
    body: 'Chat with a property expert now. We usually reply within a few minutes.',
    start: 'Start Live Chat',
  },
  networkFailed: 'Could not reach ABODE. Check your connection and try again.',
} as const;

/** The staff's inbox card on the dashboard: the latest messages sent through the form. */
export const contactInboxTexts = {
  heading: 'Contact messages',
  description: 'Messages sent through the Contact Us form: reply, assign and mark them handled.',
  empty: 'No messages yet',
  views: {
    open: 'Open',
    mine: 'Assigned to me',
    handled: 'Handled',
    all: 'All',
  } satisfies Record<ContactInboxView, string>,
  viewsLabel: 'Show messages',
  emptyViews: {
    open: 'No open messages',
    mine: 'Nothing is assigned to you',
    handled: 'No handled messages',
    all: 'No messages yet',
  } satisfies Record<ContactInboxView, string>,
  status: { open: 'Open', handled: 'Handled' } satisfies Record<ContactMessageStatus, string>,
  assignedTo: (name: string) => `Assigned to ${name}`,
  unassigned: 'Not assigned',
  assignLabel: 'Assign to',
  nobody: 'Nobody (the team)',
  assigned: 'Assignment saved',
  markHandled: 'Mark handled',
  reopen: 'Reopen',
  handledToast: 'Marked handled',
  reopenedToast: 'Reopened',
  handledBy: (name: string, iso: string) => `Handled by ${name}, ${contactInboxDate(iso)}`,
  someone: 'a colleague',
  thread: 'Replies',
  replyBy: { sms: 'SMS', email: 'Email' } satisfies Record<ContactReplyChannel, string>,
  replySent: { sms: (to: string) => `SMS to ${to}`, email: (to: string) => `Email to ${to}` },
  replyStatus: { queued: 'Sending…', sent: 'Sent', failed: 'Not sent: reply another way' },
  replyForm: {
    channel: 'Reply by',
    body: 'Your reply',
    send: 'Send reply',
    sending: 'Sending…',
    sent: 'Reply sent',
    noPhone: 'No phone number: reply by email.',
    smsLimit: 'Up to 480 characters by SMS.',
  },
  actionFailed: 'That did not work',
  networkFailed: 'Could not reach ABODE. Check your connection and try again.',
  loading: 'Loading your dashboard…',
  loadFailed: 'We could not load your dashboard. Check your connection and try again.',
  retry: 'Try again',
  interest: {
    buying: 'Buying',
    renting: 'Renting',
    selling: 'Selling',
    general: 'General',
  } satisfies Record<ContactInterest, string>,
  date: (iso: string) => contactInboxDate(iso),
} as const;
