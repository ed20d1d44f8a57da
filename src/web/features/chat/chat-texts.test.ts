import { afterEach, describe, expect, it } from 'vitest';
import { chatTexts as serverChatTexts } from '@common/chat/chat-texts';
import { activateLocale, i18n } from '@web/i18n/i18n';
import { translateText } from '@web/i18n';
import { chatMessageText } from './chat-texts';

afterEach(async () => {
  await activateLocale('en');
});

const backTomorrow = `${serverChatTexts.reply} ${serverChatTexts.backAt('tomorrow', '10:00 AM')}`;

describe('live chat in Kiswahili', () => {
  it('shows the automatic reply as the server wrote it in English, word for word', async () => {
    await activateLocale('en');
    const text = chatMessageText(i18n, {
      body: backTomorrow,
      autoReply: { kind: 'back_at', day: 'tomorrow', time: '10:00 AM' },
    });
    expect(text).toBe(backTomorrow);
  });

  it('says the automatic reply from its codes in Kiswahili, times the Swahili way', async () => {
    await activateLocale('sw');
    expect(
      chatMessageText(i18n, {
        body: backTomorrow,
        autoReply: { kind: 'back_at', day: 'tomorrow', time: '10:00 AM' },
      }),
    ).toBe(
      'Asante kwa ujumbe wako! Mmoja wa wataalamu wetu wa nyumba atakujibu hivi punde. Kwa sasa, jaribu kueleza nyumba unayoitaka kwenye sehemu ya kutafuta ya ukurasa wetu wa mwanzo. Timu yetu itarudi kesho saa 4:00 asubuhi.',
    );
    expect(
      chatMessageText(i18n, { body: 'x', autoReply: { kind: 'back_at', day: 'monday', time: '6:00 PM' } }),
    ).toMatch(/ Timu yetu itarudi Jumatatu saa 12:00 jioni\.$/);
    expect(
      chatMessageText(i18n, {
        body: 'x',
        autoReply: {
          kind: 'office_hours',
          hours: [
            { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' },
            { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
          ],
        },
      }),
    ).toMatch(
      / Timu yetu huwa mtandaoni Jumatatu - Ijumaa: saa 3:00 asubuhi - saa 12:00 jioni na Jumamosi: saa 4:00 asubuhi - saa 10:00 jioni\.$/,
    );
    // A person's own words are never touched.
    expect(chatMessageText(i18n, { body: 'Do you have bedsitters in Ruaka?' })).toBe(
      'Do you have bedsitters in Ruaka?',
    );
  });

  it("translates the server's refusals it knows", async () => {
    await activateLocale('sw');
    expect(translateText(i18n, serverChatTexts.rateLimited)).toBe(
      'Umetuma ujumbe mwingi kwa muda mfupi. Tafadhali subiri dakika moja kisha ujaribu tena.',
    );
    expect(translateText(i18n, serverChatTexts.validation.tooLong(1000))).toBe('Ujumbe usizidi herufi 1,000');
  });
});
