import { z } from 'zod';
import { propertyIdPattern } from '../tenancy/property-id';
import { noticeTexts } from './notice-texts';

/**
 * Notices: a landlord or the property's caretaker sends one to all current tenants of a property or to the
 * tenants of chosen units; each tenant gets it in the app and by SMS, and opening it is their read receipt.
 *
 * POST /api/notices NoticeInput → 201 SentNotice (403 not landlord or caretaker; 404 property not theirs;
 *   409 NO_RECIPIENTS when nobody rents the chosen units)
 * GET /api/notices/sent → SentNoticeList (what the sender's properties were sent, with receipts)
 * GET /api/notices/mine → MyNoticeList (the tenant's notices, newest first)
 * POST /api/notices/:id/read → MyNotice (the tenant opened it: the read receipt; 404 when not theirs)
 */

const v = noticeTexts.validation;

export const noticeTemplates = [
  'water_interruption',
  'rent_increase',
  'inspection_visit',
  'general',
] as const;
export type NoticeTemplate = (typeof noticeTemplates)[number];

export const noticeInput = z.object({
  propertyId: z
    .string({ error: v.propertyRequired })
    .trim()
    .toUpperCase()
    .regex(propertyIdPattern, v.propertyRequired),
  /** Absent or null: every current tenant of the property. */
  unitIds: z.array(z.uuid(v.unitsInvalid)).min(1, v.unitsInvalid).max(500, v.unitsInvalid).nullish(),
  template: z.enum(noticeTemplates, { error: v.templateInvalid }),
  title: z.string({ error: v.titleLength }).trim().min(3, v.titleLength).max(120, v.titleLength),
  message: z.string({ error: v.messageLength }).trim().min(10, v.messageLength).max(1000, v.messageLength),
});
export type NoticeInput = z.input<typeof noticeInput>;
export type NoticeData = z.output<typeof noticeInput>;

export type NoticeSmsStatus = 'queued' | 'sent' | 'no_phone';

interface NoticeRecipient {
  tenantName: string;
  unitLabel: string;
  deliveredAt: string;
  readAt: string | null;
  sms: NoticeSmsStatus;
}

export interface SentNotice {
  id: string;
  property: { id: string; name: string };
  template: NoticeTemplate;
  title: string;
  message: string;
  createdAt: string;
  senderName: string;
  recipients: NoticeRecipient[];
}
export interface SentNoticeList {
  notices: SentNotice[];
}

export interface MyNotice {
  id: string;
  propertyName: string;
  title: string;
  message: string;
  createdAt: string;
  readAt: string | null;
}
export interface MyNoticeList {
  notices: MyNotice[];
  unread: number;
}
