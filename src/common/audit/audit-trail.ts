import { z } from 'zod';

// GET /api/audit-events?before=<id>&limit=<n> → AuditTrailPage (staff only, newest first)

export const auditTrailQuery = z.object({
  /** The page after this one ends at an event older than `before` (the previous page's `nextBefore`). */
  before: z.coerce
    .number({ error: 'before must be an event number' })
    .int({ error: 'before must be an event number' })
    .positive({ error: 'before must be an event number' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int({ error: 'limit must be a number from 1 to 100' })
    .min(1, { error: 'limit must be a number from 1 to 100' })
    .max(100, { error: 'limit must be a number from 1 to 100' })
    .default(20),
});
export type AuditTrailQuery = z.infer<typeof auditTrailQuery>;

export interface AuditTrailEntry {
  id: number;
  at: string;
  /** Who acted: null for ABODE itself; `name` null when the account no longer exists. */
  actor: { id: string; name: string | null } | null;
  /** `<subject>.<verb>`, e.g. `kyc_document.approved`. */
  action: string;
  subjectType: string;
  subjectId: string;
}

export interface AuditTrailPage {
  entries: AuditTrailEntry[];
  /** Pass as `before` for the next, older page; null on the last page. */
  nextBefore: number | null;
}
