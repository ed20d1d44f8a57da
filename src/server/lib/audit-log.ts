import type { Database, Transaction } from '../db/client';
import { auditEvents } from '../db/schema/index';

export interface AuditEventInput {
  actorUserId: string | null;
  /** `<subject>.<verb>`, e.g. `kyc_document.approved`. */
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
}

/**
 * Appends one row to the audit trail (who, what, when). Pass the action's own transaction so the trail and the
 * change commit together. Appending is all there is: the database refuses UPDATE, DELETE and TRUNCATE of
 * audit_events (migration audit_events_append_only), and that error rolls back the transaction it is in.
 */
export async function recordAuditEvent(db: Database | Transaction, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: event.actorUserId,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    details: event.details ?? {},
  });
}
