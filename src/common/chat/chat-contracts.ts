import { z } from 'zod';
import { chatTexts } from './chat-texts';

export const chatStatuses = ['open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
/** `auto`: ABODE's automatic reply when no one on the team is online. */
export const chatAuthors = ['visitor', 'staff', 'auto'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];

/** The header a visitor's browser proves its conversation with (the token it was given when it started). */
export const chatTokenHeader = 'x-chat-token';
export const chatMessageMaxLength = 1000;

const v = chatTexts.validation;

/** A message, from a visitor or a staff member: non-empty after trimming, at most 1,000 characters. */
export const chatMessageInput = z.object({
  body: z
    .string({ error: v.empty })
    .trim()
    .min(1, v.empty)
    .max(chatMessageMaxLength, v.tooLong(chatMessageMaxLength)),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

/** When the team is back, in the automatic reply: today, tomorrow or a day of the week. */
export const chatReplyDays = [
  'today',
  'tomorrow',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type ChatReplyDay = (typeof chatReplyDays)[number];

/**
 * What an automatic reply says, as codes, so the web can show it in the person's language (its `body` stays
 * the English text): the canned reply alone, with when the team is back ('tomorrow', '10:00 AM'), or with the
 * office hours as configured.
 */
export const chatAutoReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reply') }),
  z.object({ kind: z.literal('back_at'), day: z.enum(chatReplyDays), time: z.string() }),
  z.object({
    kind: z.literal('office_hours'),
    hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  }),
]);
export type ChatAutoReply = z.infer<typeof chatAutoReply>;

export const chatMessage = z.object({
  id: z.string(),
  author: z.enum(chatAuthors),
  body: z.string(),
  createdAt: z.string(),
  /** Only on an automatic reply whose text is one the server writes. */
  autoReply: chatAutoReply.optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.string(),
  status: z.enum(chatStatuses),
  createdAt: z.string(),
  messages: z.array(chatMessage),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** What starting a chat answers: the conversation and, once, the token that opens it from this browser. */
export type StartedChat = ChatConversation & { token: string };

/** One line of the staff inbox: who, its state, the last message, and whether the visitor waits for us. */
export const chatInboxItem = z.object({
  id: z.string(),
  status: z.enum(chatStatuses),
  /** The signed-in person's name, or null for a visitor. */
  name: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  waiting: z.boolean(),
});
export type ChatInboxItem = z.infer<typeof chatInboxItem>;
