/**
 * What the app composes from dashboards: the frames each role's dashboard is drawn in (their own header,
 * sections that have no feature yet, and slots for the cards other features export), the user's Recent
 * Activity card, the tenant area's pages, and the role guard.
 */
export { AccountSettings } from './components/account-settings';
export { HeaderAccount } from './components/header-account';
export { RecentActivityCard } from './components/recent-activity-card';
export { CaretakerDashboard } from './caretaker/caretaker-dashboard';
export { caretakerAnchors } from './caretaker/daily-tasks-card';
export { DashboardEntry } from './generic/dashboard-entry';
export { FinancingDashboard } from './financing/financing-dashboard';
export { LandlordDashboard } from './landlord/landlord-dashboard';
export { ProviderDashboard } from './provider/provider-dashboard';
export { RequireRole } from './session/require-role';
export { markSignedOutHere } from './session/signed-out-here';
export { TenantFrame } from './tenant/tenant-frame';
export { TenantHome } from './tenant/tenant-home';
export { TenantProfile } from './tenant/tenant-profile';
export { TenantSettings } from './tenant/tenant-settings';
