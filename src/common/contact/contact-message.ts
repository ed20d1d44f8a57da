import { z } from 'zod';
import { locales } from '../i18n/locale';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { contactTexts } from './contact-texts';

export const contactInterests = ['buying', 'renting', 'selling', 'general'] as const;
export type ContactInterest = (typeof contactInterests)[number];

const v = contactTexts.validation;

/** What the contact form sends; the same schema validates it in the browser and on the server. */
export const contactMessageInput = z.object({
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(100, v.nameTooLong),
  email: z.string({ error: v.emailInvalid }).trim().toLowerCase().pipe(z.email(v.emailInvalid).max(254)),
  // Optional: an empty box means no phone, anything typed must be a Kenyan number.
  phone: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), kenyanPhoneSchema.optional())
    .transform((value) => value ?? null),
  interest: z.enum(contactInterests, { error: v.interestInvalid }).default('general'),
  message: z
    .string({ error: v.messageRequired })
    .trim()
    .min(1, v.messageRequired)
    .max(5000, v.messageTooLong),
  consent: z.boolean({ error: v.consentInvalid }).default(false),
  /** The language of the page the message is sent from: the fixed wording of the replies follows it. */
  locale: z.enum(locales).optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessageData = z.output<typeof contactMessageInput>;
