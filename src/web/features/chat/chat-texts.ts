import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatAutoReply, ChatMessage, ChatReplyDay } from '@common/chat/chat-contracts';
import { clockMinutes, dayIndex, swahiliClock, type DayPart } from '@common/contact/office-clock';
import { addKnownTexts } from '@web/i18n';

/**
 * Every user-facing text of live chat on the web (the widget, the contact page's live chat, the staff inbox
 * and a person's chats), in English and Kiswahili (locales/sw.po). The English is that of
 * src/common/chat/chat-texts.ts, word for word.
 */
export const chatTexts = {
  open: msg`Chat with Us`,
  title: msg`Chat with Us`,
  subtitle: msg`We usually reply within a few minutes`,
  close: msg`Close chat`,
  inputLabel: msg`Type your message`,
  placeholder: msg`Type your message...`,
  send: msg`Send`,
  greeting: msg`Hello! 👋 How can we help you find your perfect home today?`,
  log: msg`Chat messages`,
  you: msg`You`,
  team: 'ABODE',
  end: msg`End chat`,
  ended: msg`This chat has ended. Send a message to start it again.`,
  sendFailed: msg`Your message was not sent. Please try again.`,
  loadFailed: msg`The chat could not be loaded.`,
  inbox: {
    heading: msg`Live chat`,
    description: msg`Visitors and customers writing from the site, newest first. They see your answers live.`,
    empty: msg`No chats yet.`,
    loading: msg`Loading chats…`,
    loadFailed: msg`The chats could not be loaded.`,
    retry: msg`Try again`,
    visitor: msg`Visitor`,
    waiting: msg({ message: 'Waiting', context: 'chat' }),
    open: msg({ message: 'Open', context: 'chat' }),
    closed: msg({ message: 'Closed', context: 'chat' }),
    replyLabel: msg`Your reply`,
    reply: msg`Reply`,
    close: msg`Close chat`,
    reopen: msg`Reopen chat`,
    back: msg`All chats`,
    choose: (who: string) => msg`Open the chat with ${who}`,
    messages: msg`Messages`,
  },
  mine: {
    heading: msg`Your chats with ABODE`,
    empty: msg`No chats yet. Use Chat with Us on any page to write to us.`,
    open: msg({ message: 'Open', context: 'chat' }),
    closed: msg({ message: 'Closed', context: 'chat' }),
  },
} as const;

/** The automatic reply (the server sends its English and its codes: ChatMessage.autoReply). */
const autoReplyTexts = {
  reply: msg`Thanks for your message! One of our property experts will get back to you shortly. Meanwhile, try describing your ideal home in the search on our home page.`,
  backToday: (time: string) => msg`Our team is back today at ${time}.`,
  backTomorrow: (time: string) => msg`Our team is back tomorrow at ${time}.`,
  backOn: (day: string, time: string) => msg`Our team is back on ${day} at ${time}.`,
  online: (hours: string) => msg`Our team is online ${hours}.`,
  /** One row of the office hours: 'Monday-Friday 9:00 AM - 6:00 PM'. */
  row: (days: string, hours: string) => msg`${days} ${hours}`,
  /** The rows' list: 'A, B and C'. */
  and: (first: string, last: string) => msg`${first} and ${last}`,
  days: [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`],
  time: {
    morning: (clock: string) => msg`${clock} in the morning`,
    afternoon: (clock: string) => msg`${clock} in the afternoon`,
    evening: (clock: string) => msg`${clock} in the evening`,
    night: (clock: string) => msg`${clock} at night`,
  } satisfies Record<DayPart, (clock: string) => MessageDescriptor>,
} as const;

/** A configured time ('9:00 AM') the language's way ('saa 3:00 asubuhi'); anything else as it is. */
function timeText(i18n: I18n, text: string): string {
  const minutes = clockMinutes(text);
  if (minutes === null) return text;
  const { clock, part } = swahiliClock(minutes);
  return i18n._(autoReplyTexts.time[part](clock));
}

function dayText(i18n: I18n, name: string): string {
  const day = autoReplyTexts.days[dayIndex(name)];
  return day ? i18n._(day) : name.trim();
}

function backAt(i18n: I18n, day: ChatReplyDay, time: string): string {
  const at = timeText(i18n, time);
  if (day === 'today') return i18n._(autoReplyTexts.backToday(at));
  if (day === 'tomorrow') return i18n._(autoReplyTexts.backTomorrow(at));
  return i18n._(autoReplyTexts.backOn(dayText(i18n, day), at));
}

function officeHours(i18n: I18n, rows: { days: string; hours: string }[]): string {
  const shown = rows.map((row) =>
    i18n._(
      autoReplyTexts.row(
        row.days
          .split('-')
          .map((name) => dayText(i18n, name))
          .join(' - '),
        row.hours
          .split(' - ')
          .map((part) => timeText(i18n, part))
          .join(' - '),
      ),
    ),
  );
  const last = shown.pop() ?? '';
  const hours = shown.length === 0 ? last : i18n._(autoReplyTexts.and(shown.join(', '), last));
  return i18n._(autoReplyTexts.online(hours));
}

function autoReplyText(i18n: I18n, auto: ChatAutoReply): string {
  const reply = i18n._(autoReplyTexts.reply);
  if (auto.kind === 'back_at') return `${reply} ${backAt(i18n, auto.day, auto.time)}`;
  if (auto.kind === 'office_hours') return `${reply} ${officeHours(i18n, auto.hours)}`;
  return reply;
}

/**
 * A message as the person reads it: in English the text as sent; otherwise the automatic reply said from its
 * codes (people's own messages stay as they wrote them).
 */
export function chatMessageText(i18n: I18n, message: Pick<ChatMessage, 'body' | 'autoReply'>): string {
  if (i18n.locale === 'en' || !message.autoReply) return message.body;
  return autoReplyText(i18n, message.autoReply);
}

// The server's refusals and the shared schema's messages, word for word (src/common/chat/chat-texts.ts).
addKnownTexts([
  msg`Enter a message`,
  msg`A message can be at most 1,000 characters`,
  msg`No such chat.`,
  msg`Start a chat first, or sign in to see your chats.`,
  msg`You have sent many messages in a short time. Please wait a minute and try again.`,
  msg`This chat is already closed.`,
  msg`This chat is already open.`,
]);
