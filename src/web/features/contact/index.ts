/** What the app composes from contact: the Contact Us page, and the staff's inbox card for a dashboard. */
export { ContactInboxCard } from './components/contact-inbox-card';
export { ContactPage } from './components/contact-page';
