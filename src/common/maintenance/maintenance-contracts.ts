import { z } from 'zod';
import { maintenanceMessages } from './maintenance-messages';
import {
  maintenanceCategories,
  maintenanceUrgencies,
  maintenanceWindows,
  type MaintenanceAction,
  type MaintenanceCategory,
  type MaintenanceStatus,
  type MaintenanceUrgency,
} from './maintenance-vocabulary';

const v = maintenanceMessages.validation;

/** A photo of a maintenance request may be at most this large before it is checked and resized. */
export const maintenancePhotoMaxBytes = 8 * 1024 * 1024;

// POST /api/maintenance/requests: the tenant reports a problem in the unit of their active tenancy.
export const maintenanceReportInput = z.object({
  category: z.enum(maintenanceCategories, { error: v.category }),
  description: z.string({ error: v.description }).trim().min(10, v.description).max(2000, v.description),
  urgency: z.enum(maintenanceUrgencies, { error: v.urgency }),
  accessNotes: z.string({ error: v.accessNotes }).trim().max(500, v.accessNotes).default(''),
});
export type MaintenanceReportInput = z.infer<typeof maintenanceReportInput>;

const message = z.string({ error: v.message }).trim().min(2, v.message).max(1000, v.message);

// POST /requests/:id/ask and /answer.
export const maintenanceMessageInput = z.object({ message });

// POST /requests/:id/assign.
export const maintenanceAssignInput = z.object({
  providerId: z.uuid({ error: v.providerId }),
});

// POST /requests/:id/schedule.
export const maintenanceScheduleInput = z.object({
  date: z.iso.date({ error: v.date }),
  window: z.enum(maintenanceWindows, { error: v.window }),
});

// POST /requests/:id/complete.
export const maintenanceCompleteInput = z.object({
  note: z.string({ error: v.note }).trim().min(2, v.note).max(2000, v.note),
  cost: z.number({ error: v.cost }).int(v.cost).min(0, v.cost).max(1_000_000, v.cost),
});

// POST /requests/:id/confirm: fixed, with the tenant's rating of the work.
export const maintenanceConfirmInput = z.object({
  rating: z.number({ error: v.rating }).int(v.rating).min(1, v.rating).max(5, v.rating),
  comment: z.string({ error: v.comment }).trim().max(1000, v.comment).default(''),
});

// POST /requests/:id/reopen.
export const maintenanceReopenInput = z.object({ message });

export interface MaintenanceEvent {
  action: MaintenanceAction | 'reported' | 'escalated' | 'paid' | 'charged_tenant';
  actorName: string | null;
  note: string | null;
  at: string;
}

export interface MaintenancePhoto {
  id: string;
  stage: 'report' | 'completion';
  /** The private route serving it to the parties of the request. */
  url: string;
}

/** What a party of the request sees of it. */
export interface MaintenanceRequest {
  id: string;
  propertyId: string;
  propertyName: string;
  unitLabel: string;
  tenantName: string;
  category: MaintenanceCategory;
  description: string;
  urgency: MaintenanceUrgency;
  accessNotes: string;
  status: MaintenanceStatus;
  provider: { id: string; businessName: string } | null;
  scheduledDate: string | null;
  scheduledWindow: string | null;
  completionNote: string | null;
  cost: number | null;
  rating: number | null;
  /** The tenancy bill the landlord charged the cost to the tenant with; null while the landlord bears it. */
  tenantBillId: string | null;
  /** The signed-in user's part in this request; decides the buttons shown. */
  myParts: Array<'tenant' | 'manager' | 'landlord' | 'provider'>;
  createdAt: string;
  updatedAt: string;
}

export interface MaintenanceRequestDetail extends MaintenanceRequest {
  timeline: MaintenanceEvent[];
  photos: MaintenancePhoto[];
}

export interface MaintenanceList {
  requests: MaintenanceRequest[];
}

/** A provider for the job, in the ranking's order, with why it is there. */
export interface RankedProvider {
  id: string;
  businessName: string;
  categories: string[];
  areas: string[];
  city: string;
  rating: number | null;
  reviewCount: number;
  priceFrom: number;
  tradeMatch: boolean;
  nearness: 'same-area' | 'neighbouring' | 'same-city' | 'elsewhere';
}
