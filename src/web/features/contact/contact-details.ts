/** ABODE's own contact details and office hours, as shown on the contact page. */
export const contactDetails = {
  email: 'hello@abode.co.ke',
  phone: '+254 700 123 456',
  address: ['ABODE House, 5th Floor', 'Waiyaki Way, Westlands', 'P.O. Box 12345-00100, Nairobi'],
  // Day and hours are kept apart for layout, and rendered with a space between so each line reads as the spec.
  officeHours: [
    { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
} as const;
