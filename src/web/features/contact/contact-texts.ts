import type { ContactInterest } from '@common/contact/contact-message';
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
  description: 'The latest messages sent through the Contact Us form.',
  empty: 'No messages yet',
  loading: 'Loading your dashboard…',
  loadFailed: 'We could not load your dashboard. Check your connection and try again.',
  retry: 'Try again',
  interest: {
    buying: 'Buying',
    renting: 'Renting',
    selling: 'Selling',
    general: 'General',
  } satisfies Record<ContactInterest, string>,
  date: (iso: string) =>
    new Date(iso).toLocaleString('en-KE', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }),
} as const;
