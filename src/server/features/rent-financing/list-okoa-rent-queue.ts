import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { can } from '@common/auth/permissions';
import type {
  OkoaRentApplication,
  OkoaRentQueueItem,
  OkoaRentStatus,
} from '@common/financing/okoa-rent-contracts';
import { invoiceStatus, nairobiToday } from '@common/rent/rent-cycle';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { okoaRentApplications, profiles, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { isKycApproved } from '../kyc';
import { toApplications } from './okoa-rent-rows';

/** The applicant's record on ABODE: their invoices and how they were paid, and their earlier loans. */
async function paymentHistoryOf(db: Database, tenantId: string, exceptId: string, today: string) {
  const invoices = await db
    .select({
      period: tenancyInvoices.period,
      kind: tenancyInvoices.kind,
      amount: tenancyInvoices.amount,
      paid: tenancyInvoices.paid,
      dueDate: tenancyInvoices.dueDate,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .where(eq(tenancies.tenantId, tenantId))
    .orderBy(desc(tenancyInvoices.period))
    .limit(24);
  const loans = await db
    .select({ status: okoaRentApplications.status })
    .from(okoaRentApplications)
    .where(and(eq(okoaRentApplications.tenantId, tenantId), ne(okoaRentApplications.id, exceptId)));
  const statuses = invoices.map((invoice) => invoiceStatus({ ...invoice, today }));
  const lent = loans.filter((loan) => ['open', 'overdue', 'repaid'].includes(loan.status));
  return {
    invoices: invoices.length,
    // An invoice paid in full counts as on time unless it is still open past its due date (overdue).
    paidOnTime: statuses.filter((status) => status === 'paid').length,
    paidLate: 0,
    unpaid: statuses.filter((status) => status !== 'paid').length,
    earlierLoans: lent.length,
    earlierLoansRepaid: lent.filter((loan) => loan.status === 'repaid').length,
    recent: invoices.slice(0, 6).map((invoice, index) => ({ ...invoice, status: statuses[index]! })),
  };
}

async function toQueueItems(
  db: Database,
  applications: OkoaRentApplication[],
  tenantOf: Map<string, string>,
  today: string,
): Promise<OkoaRentQueueItem[]> {
  const tenantIds = [...new Set(tenantOf.values())];
  const people = tenantIds.length
    ? await db
        .select({
          id: profiles.id,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          phone: profiles.phone,
        })
        .from(profiles)
        .where(inArray(profiles.id, tenantIds))
    : [];
  const personOf = new Map(people.map((person) => [person.id, person]));
  return Promise.all(
    applications.map(async (application) => {
      const tenantId = tenantOf.get(application.id)!;
      const person = personOf.get(tenantId);
      return {
        ...application,
        applicant: {
          name: person ? `${person.firstName} ${person.lastName}` : '',
          phone: person?.phone ?? null,
          idVerified: await isKycApproved(db, tenantId),
        },
        history: await paymentHistoryOf(db, tenantId, application.id, today),
      };
    }),
  );
}

/**
 * GET /api/rent-financing/applications?status=: the financing officer's queue. Pending applications come
 * oldest first (the 24-hour promise runs out first for them); loans newest first.
 */
export async function listOkoaRentQueue(
  ctx: ServiceContext,
  input: { status: OkoaRentStatus },
): Promise<{ applications: OkoaRentQueueItem[] }> {
  requirePermission(ctx, 'decide:financing-application:any');
  const rows = await ctx.db
    .select()
    .from(okoaRentApplications)
    .where(eq(okoaRentApplications.status, input.status))
    .orderBy(
      input.status === 'pending' ? asc(okoaRentApplications.createdAt) : desc(okoaRentApplications.updatedAt),
    )
    .limit(100);
  const applications = await toApplications(ctx.db, rows);
  const tenantOf = new Map(rows.map((row) => [row.id, row.tenantId]));
  return { applications: await toQueueItems(ctx.db, applications, tenantOf, nairobiToday(ctx.now())) };
}

/** GET /api/rent-financing/applications/:id: for its tenant (without the officer's view) or an officer. */
export async function getOkoaRentApplication(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<OkoaRentApplication | OkoaRentQueueItem> {
  const actor = requireActor(ctx);
  const notFound = new AppError('NOT_FOUND', okoaRentTexts.refusal.notFound);
  if (!isRowId(id)) throw notFound;
  const [row] = await ctx.db.select().from(okoaRentApplications).where(eq(okoaRentApplications.id, id));
  if (!row) throw notFound;
  const officer = can(actor.roles, 'decide:financing-application:any');
  if (row.tenantId !== actor.userId && !officer) throw notFound;
  const applications = await toApplications(ctx.db, [row]);
  if (!officer) return applications[0]!;
  const [item] = await toQueueItems(
    ctx.db,
    applications,
    new Map([[row.id, row.tenantId]]),
    nairobiToday(ctx.now()),
  );
  return item!;
}
