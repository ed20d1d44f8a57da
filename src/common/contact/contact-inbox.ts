import { z } from 'zod';
import type { contactInterests } from './contact-message';
import { contactInboxMessages as m } from './contact-texts';

/*
 * The staff's contact inbox:
 *   GET  /api/contact-messages?view=open|mine|handled|all&limit=n → ContactInbox
 *   GET  /api/contact-messages/assignees                         → { assignees: ContactAssignee[] }
 *   POST /api/contact-messages/:id/replies   ContactReplyInput   → 201 ContactReply
 *   POST /api/contact-messages/:id/handle                         → ContactInboxMessage (409 if handled)
 *   POST /api/contact-messages/:id/reopen                         → ContactInboxMessage (409 if open)
 *   PUT  /api/contact-messages/:id/assignee  ContactAssignInput  → ContactInboxMessage
 */

export const contactReplyChannels = ['sms', 'email'] as const;
export type ContactReplyChannel = (typeof contactReplyChannels)[number];

/** An SMS reply fits three messages; an email may say more. */
export const contactReplyMaxLength = { sms: 480, email: 5000 } as const satisfies Record<
  ContactReplyChannel,
  number
>;

export const contactReplyInput = z
  .object({
    channel: z.enum(contactReplyChannels, { error: m.channelInvalid }),
    body: z.string({ error: m.bodyRequired }).trim().min(1, m.bodyRequired),
  })
  .superRefine((value, ctx) => {
    const max = contactReplyMaxLength[value.channel];
    if (value.body.length > max) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: m.bodyTooLong(value.channel, max) });
    }
  });
export type ContactReplyInput = z.input<typeof contactReplyInput>;
export type ContactReplyData = z.output<typeof contactReplyInput>;

export const contactInboxViews = ['open', 'mine', 'handled', 'all'] as const;
export type ContactInboxView = (typeof contactInboxViews)[number];

export const contactInboxQuery = z.object({
  view: z.enum(contactInboxViews, { error: m.viewInvalid }).default('open'),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int({ error: m.limitInvalid })
    .min(1, m.limitInvalid)
    .max(200, m.limitInvalid)
    .default(50),
});
export type ContactInboxQuery = z.infer<typeof contactInboxQuery>;

export const contactAssignInput = z.object({
  /** The colleague who takes the message; null gives it back to the team. */
  userId: z.uuid({ error: m.assigneeInvalid }).nullable(),
});
export type ContactAssignInput = z.infer<typeof contactAssignInput>;

export interface ContactPerson {
  id: string;
  name: string | null;
}

export interface ContactReply {
  id: string;
  channel: ContactReplyChannel;
  sentTo: string;
  body: string;
  /** failed: every try of the SMS or email driver was refused. */
  status: 'queued' | 'sent' | 'failed';
  author: ContactPerson | null;
  createdAt: string;
  sentAt: string | null;
}

export const contactMessageStatuses = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export interface ContactInboxMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  interest: (typeof contactInterests)[number];
  message: string;
  consent: boolean;
  createdAt: string;
  status: ContactMessageStatus;
  handledAt: string | null;
  handledBy: ContactPerson | null;
  assignee: ContactPerson | null;
  replies: ContactReply[];
}

export interface ContactInbox {
  messages: ContactInboxMessage[];
  /** The ways a reply may go on this server: email only when an email driver is configured. */
  channels: ContactReplyChannel[];
}

export interface ContactAssignee {
  id: string;
  name: string;
  email: string;
}
