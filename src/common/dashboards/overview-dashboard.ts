import type { NotificationKind } from '../notifications/notification-contracts';

// GET /api/dashboards/overview → OverviewDashboard (the superadmin's figures on the generic dashboard)
export interface OverviewDashboard {
  /** Accounts on ABODE. */
  accounts: number;
  /** Messages sent through the contact form. */
  contactMessages: number;
}

// GET /api/dashboards/activity → MyActivity: the signed-in user's own events, newest first.
export interface ActivityItem {
  id: string;
  /** A notification's kind (a payment received, an application, a maintenance step…), or a tenant's link. */
  kind: NotificationKind | 'tenant-link';
  /** The notification's title, or for a tenant link the tenant's name. */
  title: string;
  /** The notification's text, or for a tenant link the property's name. */
  detail: string;
  /** A path in the app it leads to, when somewhere. */
  link: string | null;
  at: string;
}

export interface MyActivity {
  items: ActivityItem[];
}
