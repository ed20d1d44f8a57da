/** What other parts of the app may use from notices: the landlord's and caretaker's 'Send Notices', the tenant's card. */
export { SendNoticesButton } from './components/send-notices-button';
export { TenantNoticesCard } from './components/tenant-notices-card';
