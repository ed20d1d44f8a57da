/**
 * What each dashboard endpoint answers, from the database. A section whose table does not exist yet (wallets,
 * bills, payments, services, maintenance requests, notifications) answers 0 or an empty list: the user's
 * real state, never a sample.
 */
export interface KesAmount {
  currency: 'KES';
  amount: number;
}

export const kes = (amount: number): KesAmount => ({ currency: 'KES', amount });

/** A property the tenant asked to be linked to: `active` once the landlord or caretaker confirmed it. */
export interface TenantApartment {
  id: string;
  name: string;
  status: 'pending' | 'active';
}

export interface WalletTransaction {
  id: string;
  description: string;
  direction: 'in' | 'out';
  amount: KesAmount;
  occurredAt: string;
}

export interface RentCharge {
  id: string;
  propertyId: string;
  amount: KesAmount;
  dueOn: string;
  status: 'pending' | 'paid';
}

export interface UtilityBill {
  id: string;
  kind: 'electricity' | 'water' | 'internet';
  amount: KesAmount;
  dueOn: string;
  status: 'pending' | 'paid';
}

export interface TenantDashboard {
  apartments: TenantApartment[];
  wallet: { balance: KesAmount; transactions: WalletTransaction[] };
  rent: RentCharge[];
  bills: UtilityBill[];
  payments: WalletTransaction[];
}

/** A tenant's request to be linked to one of the user's properties, waiting for an answer. */
export interface TenantApplication {
  id: string;
  tenantName: string;
  propertyId: string;
  propertyName: string;
  submittedAt: string;
}

export interface LandlordDashboard {
  /** The user's listings on ABODE, drafts left out. */
  listed: number;
  /** The user's rental properties that tenants link to. */
  properties: number;
  /** Of those, the ones with at least one confirmed tenant. */
  occupied: number;
  /** Confirmed tenants across the user's properties. */
  tenants: number;
  /** Rent received through ABODE; no payments are taken yet. */
  revenue: KesAmount;
  /** Occupied over properties, in percent; null while the user has no property. */
  occupancyRate: number | null;
  /** Viewing requests people sent for the user's listings. */
  viewingRequests: number;
  applications: TenantApplication[];
}

export interface DatedItem {
  id: string;
  title: string;
  at: string;
}

export interface ProviderDashboard {
  services: DatedItem[];
  requests: DatedItem[];
  schedule: DatedItem[];
  jobHistory: DatedItem[];
  ratings: { count: number; average: number | null };
}

export interface CaretakerDashboard {
  managedProperties: number;
  tenants: number;
  maintenanceRequests: DatedItem[];
  /** Today's work: tenants waiting to be confirmed at the properties the user looks after. */
  tenantsToConfirm: TenantApplication[];
  notifications: DatedItem[];
}

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
