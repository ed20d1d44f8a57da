import type { Seeder } from '../../../lib/demo-seeder';
import { contactMessages } from '../../../db/schema/index';

/** A few messages so the staff inbox is not empty in the demo. */
export const seedContactMessages: Seeder = async (db) => {
  await db
    .insert(contactMessages)
    .values([
      {
        id: '00000000-0000-4000-8000-000000000c01',
        name: 'Wanjiru Kamau',
        email: 'wanjiru.kamau@example.co.ke',
        phone: '+254712345678',
        interest: 'renting',
        message: 'Hello, I am looking for a 2 bedroom apartment in Kilimani under KES 60,000. Can you help?',
        marketingConsent: true,
        createdAt: new Date('2026-11-01T08:30:00Z'),
      },
      {
        id: '00000000-0000-4000-8000-000000000c02',
        name: 'Otieno Ouma',
        email: 'otieno.ouma@example.co.ke',
        phone: null,
        interest: 'selling',
        message: 'I would like to list my maisonette in Syokimau. What documents do you need?',
        marketingConsent: false,
        createdAt: new Date('2026-11-03T14:05:00Z'),
      },
    ])
    .onConflictDoNothing();
};
