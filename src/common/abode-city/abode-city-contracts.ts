import { z } from 'zod';
import { locales } from '../i18n/locale';
import { locationNames } from '../locations/locations';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { abodeCityMessages } from './abode-city-messages';
import {
  abodeCityServices,
  budgetRanges,
  consultationModes,
  quoteStatuses,
  sizeUnits,
  timelines,
  type AbodeCityService,
  type BudgetRange,
  type ConsultationMode,
  type QuoteStatus,
  type SizeUnit,
  type Timeline,
} from './abode-city-vocabulary';

const v = abodeCityMessages.validation;

/** Who is asking: a visitor gives these; a signed-in user's are filled in from the account and may be edited. */
const contactFields = {
  name: z.string({ error: v.name }).trim().min(1, v.name).max(100, v.name),
  phone: kenyanPhoneSchema,
  email: z.string({ error: v.email }).trim().toLowerCase().pipe(z.email(v.email).max(254)),
  /** The language of the page the request is made from: texts to a phone with no account follow it. */
  locale: z.enum(locales).optional(),
};

// POST /api/abode-city/quote-requests
export const quoteRequestInput = z.object({
  service: z.enum(abodeCityServices, { error: v.service }),
  location: z.enum(locationNames as [string, ...string[]], { error: v.location }),
  sizeValue: z.coerce
    .number({ error: v.sizeValue })
    .positive(v.sizeValue)
    .max(10_000_000, v.sizeValue)
    .transform((value) => Math.round(value * 100) / 100),
  sizeUnit: z.enum(sizeUnits, { error: v.sizeUnit }),
  budget: z.enum(budgetRanges, { error: v.budget }),
  timeline: z.enum(timelines, { error: v.timeline }),
  description: z.string({ error: v.description }).trim().min(20, v.description).max(2000, v.description),
  ...contactFields,
});
export type QuoteRequestInput = z.input<typeof quoteRequestInput>;
export type QuoteRequestData = z.output<typeof quoteRequestInput>;

/** A real calendar date written YYYY-MM-DD. */
const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);
const kenyanDate = calendarDate(v.validUntil);

// POST /api/abode-city/quote-requests/:id/quote (back office)
export const quoteAnswerInput = z.object({
  items: z
    .array(
      z.object({
        description: z
          .string({ error: v.itemDescription })
          .trim()
          .min(2, v.itemDescription)
          .max(120, v.itemDescription),
        amount: z.coerce
          .number({ error: v.itemAmount })
          .int(v.itemAmount)
          .min(1, v.itemAmount)
          .max(1_000_000_000, v.itemAmount),
      }),
      { error: v.items },
    )
    .min(1, v.items)
    .max(20, v.items),
  validUntil: kenyanDate,
  note: z.string({ error: v.note }).trim().max(1000, v.note).default(''),
});
export type QuoteAnswerInput = z.input<typeof quoteAnswerInput>;
export type QuoteAnswerData = z.output<typeof quoteAnswerInput>;

export interface QuoteItem {
  description: string;
  amount: number;
}

export interface QuoteFile {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A quote request as its requester (and the back office) sees it. */
export interface QuoteRequestView {
  id: string;
  /** Whether the caller is its requester (only they accept it; the team reads it). */
  yours: boolean;
  service: AbodeCityService;
  location: string;
  sizeValue: number;
  sizeUnit: SizeUnit;
  budget: BudgetRange;
  timeline: Timeline;
  description: string;
  name: string;
  phone: string;
  email: string;
  status: QuoteStatus;
  /** True when quoted and its validity date has passed (it can no longer be accepted). */
  expired: boolean;
  quote: {
    items: QuoteItem[];
    total: number;
    validUntil: string;
    note: string;
    quotedAt: string;
  } | null;
  acceptedAt: string | null;
  files: QuoteFile[];
  createdAt: string;
}

/** What the create answers: the request, and for a visitor the key of their private link. */
export interface CreatedQuoteRequest {
  request: QuoteRequestView;
  /** The private link's key (visitors only; shown once and sent by SMS). */
  accessKey: string | null;
}

// GET /api/abode-city/back-office/quote-requests
export const quoteQueueQuery = z.object({
  status: z.enum(quoteStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

// GET /api/abode-city/consultations/slots
export const slotQuery = z.object({
  from: calendarDate(v.from).optional(),
  days: z.coerce.number().int().min(1).max(31).default(14),
});

export interface ConsultationDay {
  date: string;
  /** Slot starts (ISO) still free, in order. */
  free: string[];
}

// POST /api/abode-city/consultations
export const consultationInput = z.object({
  startsAt: z.iso.datetime({ message: v.startsAt, offset: true }),
  mode: z.enum(consultationModes, { error: v.mode }),
  service: z.enum(abodeCityServices, { error: v.service }).optional(),
  notes: z.string({ error: v.notes }).trim().max(1000, v.notes).default(''),
  ...contactFields,
});
export type ConsultationInput = z.input<typeof consultationInput>;
export type ConsultationData = z.output<typeof consultationInput>;

export interface ConsultationView {
  id: string;
  startsAt: string;
  endsAt: string;
  mode: ConsultationMode;
  service: AbodeCityService | null;
  notes: string;
  name: string;
  phone: string;
  email: string;
  createdAt: string;
}

// GET /api/abode-city/back-office/consultations
export const calendarQuery = z.object({
  from: calendarDate(v.from).optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});

/** GET /api/abode-city/contact: how to reach the firm ('Call Us Now'). */
export interface AbodeCityContact {
  /** +254 and 9 digits, for the tel: link. */
  phone: string;
  /** As people read it: +254 722 418 305. */
  display: string;
}
