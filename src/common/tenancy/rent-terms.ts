import { z } from 'zod';
import { isLocationName } from '../locations/locations';
import { rentTermsMessages as m } from './rent-terms-messages';
import type { CurrentRentInvoice } from '../rent/rent-contracts';
import type { PropertySummary } from './tenancy';

/** Whole shillings: M-Pesa takes no cents, and neither does ABODE. */
const shillings = (field: string, min: number, max: number) =>
  z
    .number({ error: m.wholeShillings(field) })
    .int(m.wholeShillings(field))
    .min(min, m.atLeast(field, min))
    .max(max, m.atMost(field, max));

export const monthlyRentSchema = shillings('Monthly rent', 1, 10_000_000);
export const depositSchema = shillings('Deposit', 0, 100_000_000);

const text = (field: string, max: number) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .max(max, m.tooLong(field, max));

/** A calendar date as the date input gives it: `2026-12-01`, and a real day. */
export const calendarDate = (field: string) =>
  z
    .string({ error: m.date(field) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.date(field))
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, m.date(field));

// POST /api/properties, PATCH /api/properties/:id
export const propertyInput = z.object({
  name: text('Property name', 120),
  address: text('Address', 200),
  city: text('City or town', 80),
  state: text('County', 80),
  /** The area it is in, by its name in the location vocabulary: what maintenance ranks providers near. */
  location: z
    .string({ error: m.areaRequired })
    .trim()
    .min(1, m.areaRequired)
    .refine(isLocationName, m.areaUnknown),
});
export type PropertyInput = z.infer<typeof propertyInput>;
/** What the property form holds before it is checked: the area is any text until then. */
export type PropertyFormValues = z.input<typeof propertyInput>;

// PUT /api/properties/:id/caretaker: the caretaker's phone or email; null takes the caretaker off.
export const propertyCaretakerInput = z.object({
  contact: z
    .string({ error: m.caretakerContact })
    .trim()
    .min(3, m.caretakerContact)
    .max(200, m.caretakerContact)
    .nullable(),
});

// POST /api/properties/:id/units, PATCH /api/properties/:id/units/:unitId
export const unitInput = z.object({
  label: text('Unit name', 40),
  monthlyRent: monthlyRentSchema,
  deposit: depositSchema,
});
export type UnitInput = z.infer<typeof unitInput>;

// POST /api/tenant-properties/:id/confirm: the unit and the terms the tenancy starts on.
export const confirmTenantLinkInput = z.object({
  unitId: z.string({ error: m.unitRequired }).uuid(m.unitRequired),
  /** Defaults to the unit's asking rent and deposit. */
  monthlyRent: monthlyRentSchema.optional(),
  deposit: depositSchema.optional(),
  dueDay: z.number({ error: m.dueDay }).int(m.dueDay).min(1, m.dueDay).max(28, m.dueDay),
  startDate: calendarDate('Start date'),
});
export type ConfirmTenantLinkInput = z.infer<typeof confirmTenantLinkInput>;

// POST /api/tenancies/:id/end
export const endTenancyInput = z.object({ moveOutDate: calendarDate('Move-out date') });

/** A tenancy as its landlord or caretaker sees it, on the unit it occupies. */
export interface ManagedTenancy {
  id: string;
  tenant: { name: string; phone: string | null };
  monthlyRent: number;
  deposit: number;
  dueDay: number;
  startDate: string;
  paybillAccount: string;
}

export interface ManagedUnit {
  id: string;
  label: string;
  monthlyRent: number;
  deposit: number;
  /** The active tenancy; null while the unit is vacant. */
  tenancy: ManagedTenancy | null;
}

// GET /api/properties/mine?as=landlord|caretaker → { properties: ManagedProperty[] }
export interface ManagedProperty extends PropertySummary {
  /** Whether the user runs it as its landlord (may edit it) or as its caretaker. */
  as: 'landlord' | 'caretaker';
  /** Its area's name in the location vocabulary; null for an older property whose area was never chosen. */
  location: string | null;
  caretaker: { name: string; phone: string | null; email: string } | null;
  units: ManagedUnit[];
  createdAt: string;
}

// GET /api/tenancies → { paybillNumber, tenancies: Tenancy[] }: the signed-in tenant's, active first.
export interface Tenancy {
  id: string;
  status: 'active' | 'ended';
  property: PropertySummary;
  unit: { id: string; label: string };
  monthlyRent: number;
  deposit: number;
  dueDay: number;
  startDate: string;
  endDate: string | null;
  /** What to type as the account number when paying ABODE's paybill from any M-Pesa phone. */
  paybillAccount: string;
  /** The latest rent invoice with its status and balance; null until the first is raised. */
  currentInvoice: CurrentRentInvoice | null;
}
