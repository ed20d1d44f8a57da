/**
 * What the app composes from ABODE City: the firm's page, a project's page, a quote request's page, the
 * requester's card of their quotes, and the team's back-office cards (the quote queue, the consultation
 * calendar).
 */
export { AbodeCityPage } from './components/abode-city-page';
export { AbodeCityWorkPage } from './components/abode-city-work-page';
export { QuoteRequestPage } from './components/quote-request-page';
export { MyAbodeCityQuotesCard } from './components/my-quote-requests-card';
export { AbodeCityQuoteQueueCard } from './components/quote-queue-card';
export { AbodeCityConsultationsCard } from './components/consultation-calendar-card';
