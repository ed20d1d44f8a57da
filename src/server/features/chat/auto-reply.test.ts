import { describe, expect, it } from 'vitest';
import { chatTexts } from '@common/chat/chat-texts';
import { loadConfig } from '../../config';
import { autoReplyText, readAutoReply } from './auto-reply';

const withHours = (hours: string) => loadConfig({ CONTACT_OFFICE_HOURS: hours });

describe('the automatic reply as codes (readAutoReply)', () => {
  const config = loadConfig({});

  it('reads when the team is back: today, tomorrow or a day of the week, with the time as configured', () => {
    // Friday 18:00 in Nairobi: Saturday at 10.
    expect(readAutoReply(autoReplyText(config, new Date('2026-11-27T15:00:00Z')))).toEqual({
      kind: 'back_at',
      day: 'tomorrow',
      time: '10:00 AM',
    });
    // Friday 08:00 in Nairobi: today at 9.
    expect(readAutoReply(autoReplyText(config, new Date('2026-11-27T05:00:00Z')))).toEqual({
      kind: 'back_at',
      day: 'today',
      time: '9:00 AM',
    });
    // Saturday 17:00 in Nairobi: Sunday is closed, so Monday.
    expect(readAutoReply(autoReplyText(config, new Date('2026-11-28T14:00:00Z')))).toEqual({
      kind: 'back_at',
      day: 'monday',
      time: '9:00 AM',
    });
  });

  it('reads the office hours said within them, each open row as configured', () => {
    expect(readAutoReply(autoReplyText(config, new Date('2026-11-27T08:00:00Z')))).toEqual({
      kind: 'office_hours',
      hours: [
        { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' },
        { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
      ],
    });
    const three = withHours(
      'Monday-Thursday=8:00 AM - 5:00 PM; Friday=8:00 AM - 1:00 PM; Saturday=9:00 AM - 12:00 PM',
    );
    expect(readAutoReply(autoReplyText(three, new Date('2026-11-26T08:00:00Z')))).toEqual({
      kind: 'office_hours',
      hours: [
        { days: 'Monday-Thursday', hours: '8:00 AM - 5:00 PM' },
        { days: 'Friday', hours: '8:00 AM - 1:00 PM' },
        { days: 'Saturday', hours: '9:00 AM - 12:00 PM' },
      ],
    });
    // Hours it cannot read as a clock: the configured text, one row.
    const words = withHours('Weekdays=all day');
    expect(readAutoReply(autoReplyText(words, new Date()))).toEqual({
      kind: 'office_hours',
      hours: [{ days: 'Weekdays', hours: 'all day' }],
    });
  });

  it('reads the canned reply alone, and nothing else', () => {
    expect(readAutoReply(chatTexts.reply)).toEqual({ kind: 'reply' });
    expect(readAutoReply('Hello, how can I help?')).toBeUndefined();
    expect(readAutoReply(`${chatTexts.reply} Something else.`)).toBeUndefined();
    expect(readAutoReply(`${chatTexts.reply} Our team is back on Someday at 9:00 AM.`)).toBeUndefined();
  });
});
