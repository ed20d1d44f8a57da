import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { QuoteFile, QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { nairobiDateOf } from '@common/abode-city/abode-city-vocabulary';
import { can } from '@common/auth/permissions';
import type { ServiceContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { abodeCityQuoteFiles, abodeCityQuoteRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

export type QuoteRequestRow = typeof abodeCityQuoteRequests.$inferSelect;

/**
 * A visitor's request's private link key: an HMAC of its id under the server's secret (BETTER_AUTH_SECRET,
 * required in production), so every text about the request can carry the link while only its hash is stored.
 */
export function accessKeyFor(ctx: Pick<ServiceContext, 'config'>, id: string): { key: string; hash: string } {
  const secret = ctx.config.BETTER_AUTH_SECRET ?? 'abode-city-quote-links';
  const key = createHmac('sha256', secret).update(`abode-city-quote:${id}`).digest('base64url').slice(0, 32);
  return { key, hash: hashAccessKey(key) };
}

export const hashAccessKey = (key: string) => createHash('sha256').update(key).digest('hex');

function keyMatches(row: QuoteRequestRow, key: string | undefined): boolean {
  if (!key || !row.accessKeyHash) return false;
  const given = Buffer.from(hashAccessKey(key), 'hex');
  const stored = Buffer.from(row.accessKeyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether the caller may read the request: its signed-in requester, the holder of its link, or the team. */
export function accessOf(
  ctx: ServiceContext,
  row: QuoteRequestRow,
  key: string | undefined,
): 'requester' | 'team' | null {
  const actor = ctx.actor;
  if (actor && actor.phoneVerified !== false && row.requesterUserId === actor.userId) return 'requester';
  if (keyMatches(row, key)) return 'requester';
  if (actor && actor.phoneVerified !== false && can(actor.roles, 'manage:abode-city:any')) return 'team';
  return null;
}

/** A caller with neither a session nor a link's key is asked to sign in (401) before anything is looked up. */
export function requireSessionOrKey(ctx: ServiceContext, key: string | undefined): void {
  if (!ctx.actor && !key) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** The request, optionally locked, or the 404 of none for an id that is not one. */
export async function findQuoteRequest(
  db: Database | Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<QuoteRequestRow> {
  if (!isRowId(id)) throw new AppError('NOT_FOUND', abodeCityMessages.notFound.request);
  const query = db.select().from(abodeCityQuoteRequests).where(eq(abodeCityQuoteRequests.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', abodeCityMessages.notFound.request);
  return row;
}

/** A quote past the end of its validity date (Nairobi) can no longer be accepted. */
export const isExpired = (row: QuoteRequestRow, now: Date) =>
  row.status === 'quoted' && row.quoteValidUntil !== null && row.quoteValidUntil < nairobiDateOf(now);

export async function filesOf(
  db: Database | Transaction,
  requestIds: string[],
): Promise<Map<string, QuoteFile[]>> {
  const byRequest = new Map<string, QuoteFile[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(abodeCityQuoteFiles)
    .where(sql`${abodeCityQuoteFiles.requestId} in ${requestIds}`)
    .orderBy(asc(abodeCityQuoteFiles.createdAt));
  for (const file of rows) {
    const list = byRequest.get(file.requestId) ?? [];
    list.push({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    });
    byRequest.set(file.requestId, list);
  }
  return byRequest;
}

export function toQuoteRequestView(
  row: QuoteRequestRow,
  files: QuoteFile[],
  now: Date,
  yours: boolean,
): QuoteRequestView {
  return {
    id: row.id,
    yours,
    service: row.service,
    location: row.location,
    sizeValue: row.sizeValue,
    sizeUnit: row.sizeUnit,
    budget: row.budget,
    timeline: row.timeline,
    description: row.description,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status,
    expired: isExpired(row, now),
    quote:
      row.status !== 'requested' && row.quoteItems && row.quoteTotal !== null && row.quoteValidUntil
        ? {
            items: row.quoteItems,
            total: row.quoteTotal,
            validUntil: row.quoteValidUntil,
            note: row.quoteNote ?? '',
            quotedAt: (row.quotedAt ?? row.updatedAt).toISOString(),
          }
        : null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    files,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadQuoteRequestView(
  db: Database | Transaction,
  row: QuoteRequestRow,
  now: Date,
  yours: boolean,
): Promise<QuoteRequestView> {
  const files = await filesOf(db, [row.id]);
  return toQuoteRequestView(row, files.get(row.id) ?? [], now, yours);
}

/** The requester's page of a request (the link in texts and notifications); a visitor's carries the key. */
export function quotePagePath(id: string, key?: string): string {
  return `/abode-city/quotes/${id}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}

/** The public origin texts link to. */
export const publicOrigin = (ctx: Pick<ServiceContext, 'config'>) =>
  (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
