/**
 * What other parts of the app may use from rental applications: the listing page's 'Apply to rent', the
 * host's list in 'View Applications', the applicant's card.
 */
export { ApplyToRentButton } from './components/apply-to-rent-button';
export { MyApplicationsCard } from './components/my-applications-card';
export { ReceivedApplications } from './components/received-applications';
