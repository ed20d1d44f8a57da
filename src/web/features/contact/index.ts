/**
 * What the app composes from contact: the Contact Us page, the staff's inbox card for a dashboard, and the
 * footer's contact lines.
 */
export { ContactInboxCard } from './components/contact-inbox-card';
export { ContactPage } from './components/contact-page';
export { FooterContact } from './components/footer-contact';
