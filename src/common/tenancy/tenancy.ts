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
