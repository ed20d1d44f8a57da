import type { MaintenanceCategory, MaintenanceUrgency } from '../maintenance/maintenance-vocabulary';

/**
 * GET /api/dashboards/caretaker/daily-tasks: what the caretaker has to do today (a Nairobi day), at the
 * properties they look after. Each task names the record it is done on; the web links it there.
 *
 * - maintenance-overdue: a request still open past its urgency's time (maintenance-overdue.ts);
 * - maintenance-new: a request reported and not yet acknowledged (and not yet overdue);
 * - maintenance-visit: a provider's visit booked for today;
 * - tenant-to-confirm: a tenant waiting to be confirmed at one of the properties;
 * - meter-reading: a metered (water) unit whose reading for this month is not in yet.
 */
export const caretakerTaskKinds = [
  'maintenance-overdue',
  'maintenance-visit',
  'maintenance-new',
  'tenant-to-confirm',
  'meter-reading',
] as const;
export type CaretakerTaskKind = (typeof caretakerTaskKinds)[number];

interface MaintenanceTaskBase {
  /** `<kind>:<record id>`, unique in the list. */
  id: string;
  requestId: string;
  propertyName: string;
  unitLabel: string;
  tenantName: string;
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  /** When the tenant reported it (ISO instant). */
  reportedAt: string;
}

export type CaretakerTask =
  | (MaintenanceTaskBase & { kind: 'maintenance-overdue' | 'maintenance-new' })
  | (MaintenanceTaskBase & {
      kind: 'maintenance-visit';
      providerName: string | null;
      /** The booked window ('14:00-16:00'). */
      window: string | null;
    })
  | {
      kind: 'tenant-to-confirm';
      id: string;
      linkId: string;
      propertyName: string;
      tenantName: string;
      askedAt: string;
    }
  | {
      kind: 'meter-reading';
      id: string;
      tenancyId: string;
      propertyName: string;
      unitLabel: string;
      tenantName: string;
      /** The month the reading is for (its first day, '2026-12-01'). */
      period: string;
    };

export interface CaretakerDailyTasks {
  /** Today in Nairobi ('2026-12-01'). */
  date: string;
  /** In the order of caretakerTaskKinds, then oldest first. */
  tasks: CaretakerTask[];
}
