import type { ServiceContext } from '../../context';
import {
  kes,
  type CaretakerDashboard,
  type LandlordDashboard,
  type ProviderDashboard,
  type TenantDashboard,
} from './dashboard-data';
import { requireDashboard } from './dashboard-access';
import {
  countHostedListings,
  countHostedViewingRequests,
  pendingApplications,
  propertyCounts,
  tenantApartments,
} from './dashboard-counts';

/** The tenant's linked apartments. Wallets, rent and bills have no tables yet: those answer empty. */
export async function getTenantDashboard(ctx: ServiceContext): Promise<TenantDashboard> {
  const actor = requireDashboard(ctx, 'tenant');
  return {
    apartments: await tenantApartments(ctx.db, actor.userId),
    wallet: { balance: kes(0), transactions: [] },
    rent: [],
    bills: [],
    payments: [],
  };
}

export async function getLandlordDashboard(ctx: ServiceContext): Promise<LandlordDashboard> {
  const actor = requireDashboard(ctx, 'landlord');
  const [listed, counts, viewingRequests, applications] = await Promise.all([
    countHostedListings(ctx.db, actor.userId),
    propertyCounts(ctx.db, 'landlord', actor.userId),
    countHostedViewingRequests(ctx.db, actor.userId),
    pendingApplications(ctx.db, 'landlord', actor.userId),
  ]);
  return {
    listed,
    properties: counts.properties,
    occupied: counts.occupied,
    tenants: counts.tenants,
    // No rent is paid through ABODE yet.
    revenue: kes(0),
    occupancyRate: counts.properties > 0 ? Math.round((counts.occupied / counts.properties) * 100) : null,
    viewingRequests,
    applications,
  };
}

/** Service listings, requests, bookings and ratings have no tables yet: every section answers empty. */
export async function getProviderDashboard(ctx: ServiceContext): Promise<ProviderDashboard> {
  requireDashboard(ctx, 'provider');
  return {
    services: [],
    requests: [],
    schedule: [],
    jobHistory: [],
    ratings: { count: 0, average: null },
  };
}

export async function getCaretakerDashboard(ctx: ServiceContext): Promise<CaretakerDashboard> {
  const actor = requireDashboard(ctx, 'caretaker');
  const [counts, tenantsToConfirm] = await Promise.all([
    propertyCounts(ctx.db, 'caretaker', actor.userId),
    pendingApplications(ctx.db, 'caretaker', actor.userId),
  ]);
  return {
    managedProperties: counts.properties,
    tenants: counts.tenants,
    // Maintenance requests and notifications have no tables yet.
    maintenanceRequests: [],
    tenantsToConfirm,
    notifications: [],
  };
}
