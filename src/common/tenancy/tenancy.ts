import { z } from 'zod';
import { tenancyMessages } from './tenancy-messages';

export const tenantLinkStatuses = ['pending', 'active', 'ended'] as const;
export type TenantLinkStatus = (typeof tenantLinkStatuses)[number];

/** What a property lookup shows a tenant: never the landlord or other tenants. */
export const propertySummary = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummary>;

export const propertyIdInput = z
  .string({ error: tenancyMessages.propertyIdRequired })
  .trim()
  .min(1, tenancyMessages.propertyIdRequired)
  .max(40, tenancyMessages.notFound);

export const propertyLookupQuery = z.object({ id: propertyIdInput });
export const linkPropertyInput = z.object({ propertyId: propertyIdInput });

/** A tenant's own link, as their dashboard shows it. */
export interface TenantPropertyLink {
  id: string;
  status: TenantLinkStatus;
  createdAt: string;
  property: PropertySummary;
}

/** A link waiting for the landlord (or caretaker) of the property. */
export interface PendingTenantLink {
  id: string;
  status: TenantLinkStatus;
  createdAt: string;
  property: PropertySummary;
  tenant: { name: string; email: string };
}

/** Whose properties a portfolio counts: the ones the user is landlord of, or caretaker of. */
export const portfolioRoles = ['landlord', 'caretaker'] as const;
export const propertyPortfolioQuery = z.object({ as: z.enum(portfolioRoles) });
export type PortfolioRole = (typeof portfolioRoles)[number];

// GET /api/properties/portfolio?as=landlord|caretaker → PropertyPortfolio
export interface PropertyPortfolio {
  /** Properties the user is landlord (or caretaker) of. */
  properties: number;
  /** Of those, the ones with at least one confirmed tenant. */
  occupied: number;
  /** Confirmed tenants across those properties. */
  tenants: number;
  /** Occupied over properties, in percent; null while the user has no property. */
  occupancyRate: number | null;
}
