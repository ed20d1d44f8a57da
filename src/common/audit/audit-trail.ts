import { z } from 'zod';

// GET /api/audit-events?before=<id>&limit=<n>&actor=&subjectType=&subjectId=&action=&from=&to= → AuditTrailPage
// (staff only, newest first). Read-only: no route changes an event (the database refuses it too).

/** An empty box is no filter. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: message }).trim().max(max, { error: message }).optional(),
  );

const nairobiDate = (message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+03:00`)), { error: message })
      .optional(),
  );

/**
 * The audit log's filters, the same in the browser's form and the API's query. `actor` is a name, email or
 * phone (any part of it) or an account's id; `from` and `to` are Nairobi dates, both days included.
 */
export const auditTrailFilters = z
  .object({
    actor: optionalText(100, 'actor must be at most 100 characters'),
    subjectType: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'subjectType must be a record type like contact_message' })
        .optional(),
    ),
    subjectId: optionalText(100, 'subjectId must be at most 100 characters'),
    action: optionalText(60, 'action must be at most 60 characters'),
    from: nairobiDate('from must be a date like 2026-11-27'),
    to: nairobiDate('to must be a date like 2026-11-27'),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    error: 'to must be on or after from',
  });
export type AuditTrailFilters = z.infer<typeof auditTrailFilters>;
export type AuditTrailFiltersInput = z.input<typeof auditTrailFilters>;

export const auditTrailQuery = z
  .object({
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
  })
  .and(auditTrailFilters);
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
