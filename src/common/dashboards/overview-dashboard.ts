// GET /api/dashboards/overview → OverviewDashboard (the superadmin's generic dashboard)

export interface ActivityItem {
  id: string;
  kind: 'contact-message' | 'account' | 'tenant-link';
  /** Who: the sender, the new account's name, or the tenant. */
  title: string;
  /** What about, for a tenant link: the property's name. */
  detail: string | null;
  at: string;
}

export interface OverviewDashboard {
  /** Live listings on ABODE. */
  listings: number;
  /** Confirmed tenancies. */
  rentals: number;
  accounts: number;
  contactMessages: number;
  recentActivity: ActivityItem[];
}
