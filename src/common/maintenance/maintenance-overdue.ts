import type { MaintenanceStatus, MaintenanceUrgency } from './maintenance-vocabulary';

/**
 * When a maintenance request is overdue: still open (not yet completed or closed) this many hours after the
 * tenant reported it. One rule, per urgency, for every screen and task list that says "overdue". The
 * emergency figure is the escalation's (maintenanceLimits.escalateAfterHours).
 */
export const maintenanceOverdueAfterHours: Readonly<Record<MaintenanceUrgency, number>> = {
  emergency: 2,
  soon: 2 * 24,
  routine: 7 * 24,
};

/** Statuses in which the work is done: nothing about the request can be late any more. */
const finished: readonly MaintenanceStatus[] = ['completed', 'closed'];

export function isMaintenanceOverdue(
  request: { urgency: MaintenanceUrgency; status: MaintenanceStatus; reportedAt: Date },
  now: Date,
): boolean {
  if (finished.includes(request.status)) return false;
  return (
    now.getTime() - request.reportedAt.getTime() > maintenanceOverdueAfterHours[request.urgency] * 3_600_000
  );
}
