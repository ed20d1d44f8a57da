import { afterEach, describe, expect, it } from 'vitest';
import { contactTexts } from '@common/contact/contact-texts';
import { kenyanPhoneMessage } from '@common/phone/kenyan-phone-format';
import { activateLocale, i18n } from '@web/i18n/i18n';
import { translateText } from '@web/i18n';
import { officeHoursText } from './office-hours-text';

afterEach(async () => {
  await activateLocale('en');
});

describe('the contact page in Kiswahili', () => {
  it('keeps the configured office hours as they are in English', async () => {
    await activateLocale('en');
    const row = { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' };
    expect(officeHoursText(i18n, row)).toEqual(row);
  });

  it('says the office hours in Kiswahili: days, Swahili time and Closed; unknown words stay', async () => {
    await activateLocale('sw');
    expect(officeHoursText(i18n, { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' })).toEqual({
      days: 'Jumatatu - Ijumaa',
      hours: 'saa 3:00 asubuhi - saa 12:00 jioni',
    });
    expect(officeHoursText(i18n, { days: 'Saturday', hours: '12:30 PM - 8:00 PM' })).toEqual({
      days: 'Jumamosi',
      hours: 'saa 6:30 mchana - saa 2:00 usiku',
    });
    expect(officeHoursText(i18n, { days: 'Sunday', hours: 'Closed' })).toEqual({
      days: 'Jumapili',
      hours: 'Imefungwa',
    });
    expect(officeHoursText(i18n, { days: 'Holidays', hours: 'by appointment' })).toEqual({
      days: 'Holidays',
      hours: 'by appointment',
    });
  });

  it("shows the form's shared validation messages in Kiswahili", async () => {
    await import('./contact-texts');
    await activateLocale('sw');
    expect(translateText(i18n, contactTexts.validation.nameRequired)).toBe('Weka jina lako');
    expect(translateText(i18n, kenyanPhoneMessage)).toBe('Weka nambari sahihi ya simu ya Kenya');
    await activateLocale('en');
    expect(translateText(i18n, contactTexts.validation.nameRequired)).toBe('Enter your name');
  });
});
