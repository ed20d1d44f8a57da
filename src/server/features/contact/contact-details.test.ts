import { afterEach, describe, expect, it } from 'vitest';
import { contactDetails, parseOfficeHours } from '@common/contact/contact-details';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/contact-details', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers anyone with the configured details', async () => {
    t = await createTestApp({
      CONTACT_EMAIL: 'care@abode.example',
      CONTACT_PHONE: '0722 000 111',
      CONTACT_ADDRESS: 'Plot 7 | Ngong Road, Kilimani',
      CONTACT_OFFICE_HOURS: 'Monday-Saturday=8:00 AM - 5:00 PM; Sunday=Closed',
    });
    const res = await t.request('/api/contact-details');
    expect(res.status).toBe(200);
    expect(contactDetails.parse(await res.json())).toEqual({
      email: 'care@abode.example',
      phone: '+254722000111',
      address: ['Plot 7', 'Ngong Road, Kilimani'],
      officeHours: [
        { days: 'Monday-Saturday', hours: '8:00 AM - 5:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    });
  });

  it('has the spec page’s details by default', async () => {
    t = await createTestApp();
    const body = contactDetails.parse(await (await t.request('/api/contact-details')).json());
    expect(body.phone).toBe('+254700123456');
    expect(body.officeHours).toHaveLength(3);
    expect(body.address).toHaveLength(3);
  });
});

describe('the contact configuration', () => {
  it('refuses details that would show nonsense, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_PHONE: '12345' })).toThrow(/CONTACT_PHONE/);
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_EMAIL: 'not-an-email' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_OFFICE_HOURS: 'Monday to Friday' })).toThrow(
      /CONTACT_OFFICE_HOURS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_ADDRESS: ' | ' })).toThrow(/CONTACT_ADDRESS/);
  });

  it('reads office hours as day ranges and their hours', () => {
    expect(parseOfficeHours('Mon-Fri=9-5')).toEqual([{ days: 'Mon-Fri', hours: '9-5' }]);
    expect(parseOfficeHours(' Sat = 10:00 AM - 4:00 PM ;; Sun=Closed ')).toEqual([
      { days: 'Sat', hours: '10:00 AM - 4:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(parseOfficeHours('Sat=')).toBeNull();
    expect(parseOfficeHours('=Closed')).toBeNull();
    expect(parseOfficeHours('')).toBeNull();
  });
});
