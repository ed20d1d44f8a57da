import { z } from 'zod';

/** GET /api/contact-details: ABODE's own contact details and office hours, from the server's configuration. */
export const contactDetails = z.object({
  email: z.string(),
  /** +254 and 9 digits; the page shows it as '+254 700 123 456'. */
  phone: z.string(),
  address: z.array(z.string()),
  officeHours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/**
 * CONTACT_OFFICE_HOURS as configured: 'Monday-Friday=9:00 AM - 6:00 PM; Saturday=10:00 AM - 4:00 PM;
 * Sunday=Closed', one day range and its hours per entry. Null when an entry has no '=' or an empty side.
 */
export function parseOfficeHours(text: string): ContactDetails['officeHours'] | null {
  const rows = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? null : { days: entry.slice(0, at).trim(), hours: entry.slice(at + 1).trim() };
    });
  if (rows.length === 0 || rows.some((row) => !row || !row.days || !row.hours)) return null;
  return rows as ContactDetails['officeHours'];
}
