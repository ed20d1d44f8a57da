import type { Locale } from '../i18n/locale';
import { groupThousands } from '../i18n/locale';

/** Every user-facing text of the contact feature, so another language can be served from one place. */
export const contactTexts = {
  heading: 'Contact Us',
  tagline: "We're here to help with all your real estate needs.",
  formTitle: 'Send Us a Message',
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number (optional)',
    interest: "I'm interested in",
    message: 'Message',
    consent: 'I agree to receive updates about ABODE properties and services',
  },
  interests: {
    buying: 'Buying a property',
    renting: 'Renting a property',
    selling: 'Selling a property',
    general: 'General inquiry',
  },
  submit: 'Send Message',
  submitting: 'Sending...',
  sentTitle: 'Message Sent',
  sentBody: "We've received your message and will get back to you soon.",
  failedTitle: 'Message not sent',
  failedBody: 'We could not send your message. Please try again in a moment.',
  rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  validation: {
    nameRequired: 'Enter your name',
    nameTooLong: 'Name must be at most 100 characters',
    emailInvalid: 'Enter a valid email address',
    interestInvalid: 'Choose buying, renting, selling or general',
    messageRequired: 'Enter a message',
    messageTooLong: 'Message must be at most 5,000 characters',
    consentInvalid: 'Consent must be true or false',
  },
} as const;

/** The staff inbox's answers and refusals (the server's words; the web shows them as they come). */
export const contactInboxMessages = {
  channelInvalid: 'Choose SMS or email',
  bodyRequired: 'Write a reply',
  bodyTooLong: (channel: 'sms' | 'email', max: number) =>
    `${channel === 'sms' ? 'An SMS reply' : 'An email reply'} must be at most ${groupThousands(max)} characters`,
  viewInvalid: 'view must be open, mine, handled or all',
  limitInvalid: 'limit must be a number from 1 to 200',
  assigneeInvalid: 'Choose a colleague',
  notFound: 'That message does not exist.',
  noPhone: 'This sender left no phone number, so an SMS cannot reach them. Reply by email instead.',
  emailOff: 'Email replies are not set up on this server. Reply by SMS instead.',
  alreadyHandled: 'This message is already marked handled.',
  alreadyOpen: 'This message is already open.',
  notStaff: 'Only a member of the team who answers the inbox can be assigned.',
  smsText: (body: string) => `ABODE: ${body}`,
  emailSubject: 'Re: your message to ABODE',
  emailText: (name: string, body: string, original: string) =>
    `Dear ${name},\n\n${body}\n\nThe ABODE team\n\n--- Your message ---\n${original}`,
} as const;

/**
 * The fixed wording of an email reply in the language of the page the message was sent from (English when not
 * said); the staff's own words go as written. An SMS reply's frame is 'ABODE: ' in either language.
 */
export const contactReplyEmailTexts: Readonly<
  Record<Locale, { subject: string; text: (name: string, body: string, original: string) => string }>
> = {
  en: { subject: contactInboxMessages.emailSubject, text: contactInboxMessages.emailText },
  sw: {
    subject: 'Re: ujumbe wako kwa ABODE',
    text: (name, body, original) =>
      `Mpendwa ${name},\n\n${body}\n\nTimu ya ABODE\n\n--- Ujumbe wako ---\n${original}`,
  },
};
