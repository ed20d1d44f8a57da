import type { ContactDetails } from '@common/contact/contact-details';
import type { AppConfig } from '../../config';

/** ABODE's contact details and office hours as configured (CONTACT_*), for anyone. */
export function getContactDetails(config: AppConfig): ContactDetails {
  return {
    email: config.CONTACT_EMAIL,
    phone: config.CONTACT_PHONE,
    address: config.CONTACT_ADDRESS,
    officeHours: config.CONTACT_OFFICE_HOURS,
  };
}
