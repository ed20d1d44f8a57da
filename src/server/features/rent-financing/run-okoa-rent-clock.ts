import { and, eq, inArray, lt } from 'drizzle-orm';
import { addDays } from '@common/financing/okoa-rent-terms';
import { okoaRentTransitions } from '@common/financing/okoa-rent-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import type { Database } from '../../db/client';
import { okoaRentApplications } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUser } from '../notifications';
import { okoaRentPage } from './decide-okoa-rent-application';

/**
 * Okoa Rent by the clock, as of `now` (Nairobi calendar): loans still open after their due date become overdue
 * (audited, the tenant told; the spec's terms, no extra fee), and open loans due in 3 days or today are
 * reminded, in the app and by SMS, once per loan and step. Safe to run any number of times a day.
 */
export async function runOkoaRentClock(
  db: Database,
  now: Date,
): Promise<{ overdue: number; reminded: number }> {
  const today = nairobiToday(now);
  return db.transaction(async (tx) => {
    const overdue = await tx
      .update(okoaRentApplications)
      .set({ status: okoaRentTransitions.overdue.to, updatedAt: now })
      .where(
        and(
          inArray(okoaRentApplications.status, okoaRentTransitions.overdue.from),
          lt(okoaRentApplications.repayBy, today),
        ),
      )
      .returning();
    for (const loan of overdue) {
      const outstanding = loan.loanTotal! - loan.loanRepaid;
      await recordAuditEvent(tx, {
        actorUserId: null,
        action: 'okoa_rent.overdue',
        subjectType: 'okoa_rent_application',
        subjectId: loan.id,
        details: { from: 'open', dueDate: loan.repayBy, outstanding },
      });
      const { sw, ...message } = eventInBothLanguages((e) => e.okoaRentOverdue(outstanding, loan.repayBy));
      const dedupeKey = `okoa-rent.overdue:${loan.id}`;
      await notifyUser(tx, {
        userId: loan.tenantId,
        kind: 'rent-financing',
        ...message,
        sw,
        link: okoaRentPage,
        dedupeKey,
      });
      await enqueueEventSms(tx, {
        userId: loan.tenantId,
        kind: 'rent-financing',
        ...message,
        sw,
        dedupeKey,
        at: now,
      });
    }
    const due = await tx
      .select()
      .from(okoaRentApplications)
      .where(
        and(
          eq(okoaRentApplications.status, 'open'),
          inArray(okoaRentApplications.repayBy, [today, addDays(today, 3)]),
        ),
      );
    for (const loan of due) {
      const step = loan.repayBy === today ? 'due' : 'before';
      const outstanding = loan.loanTotal! - loan.loanRepaid;
      const { sw, ...message } = eventInBothLanguages((e) =>
        e.okoaRentReminder(step, outstanding, loan.repayBy, loan.accountNumber),
      );
      const dedupeKey = `okoa-rent.reminder:${loan.id}:${step}`;
      await notifyUser(tx, {
        userId: loan.tenantId,
        kind: 'rent-financing',
        ...message,
        sw,
        link: okoaRentPage,
        dedupeKey,
      });
      await enqueueEventSms(tx, {
        userId: loan.tenantId,
        kind: 'rent-financing',
        ...message,
        sw,
        dedupeKey,
        at: now,
      });
    }
    return { overdue: overdue.length, reminded: due.length };
  });
}
