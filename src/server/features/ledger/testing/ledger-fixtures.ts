import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { properties, propertyUnits, tenancies, users } from '../../../db/schema/index';
import { walletAccountOf, platformAccountOf } from '../ledger-accounts';
import { postJournal } from '../post-journal';

/** A bare users row: the ledger needs an owner id, not a signed-in person. */
export async function createPerson(db: Database, label = 'person'): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: label, email: `${label}-${id}@ledger.example.co.ke` });
  return id;
}

const codeLetters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
// The same alphabet and source as real property codes (tenancy's property-ids.ts), which is not exported.
const randomCode = (length: number) =>
  Array.from({ length }, () => codeLetters[randomInt(codeLetters.length)]).join('');

/** A landlord's property with one unit let to a tenant: the tenancy id a rent receivable belongs to. */
export async function createTenancy(
  db: Database,
): Promise<{ tenancyId: string; tenantId: string; landlordId: string }> {
  const landlordId = await createPerson(db, 'landlord');
  const tenantId = await createPerson(db, 'tenant');
  const propertyId = `ABD-${randomCode(4)}`;
  await db.insert(properties).values({
    id: propertyId,
    name: 'Ledger Court',
    address: 'Ngong Road',
    city: 'Nairobi',
    state: 'Nairobi County',
    landlordId,
  });
  const [unit] = await db
    .insert(propertyUnits)
    .values({ propertyId, label: 'Apt 101', monthlyRent: 30_000, deposit: 60_000 })
    .returning({ id: propertyUnits.id });
  const [tenancy] = await db
    .insert(tenancies)
    .values({
      unitId: unit!.id,
      tenantId,
      monthlyRent: 30_000,
      deposit: 60_000,
      dueDay: 5,
      startDate: '2026-06-01',
      paybillAccount: randomCode(8),
    })
    .returning({ id: tenancies.id });
  return { tenancyId: tenancy!.id, tenantId, landlordId };
}

/** Money in from M-Pesa: debits M-Pesa clearing, credits the user's wallet. Returns the wallet's account id. */
export async function deposit(
  db: Database,
  userId: string,
  amount: number,
  idempotencyKey?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const wallet = await walletAccountOf(tx, userId);
    const clearing = await platformAccountOf(tx, 'mpesa_clearing');
    await postJournal(tx, {
      kind: 'mpesa.stk_deposit',
      idempotencyKey,
      postings: [
        { accountId: clearing, amount },
        { accountId: wallet, amount: -amount },
      ],
    });
    return wallet;
  });
}

/** The AppError a promise was refused with (its code, message and details), or a failure if it was not. */
export async function refusal(
  action: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await action;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, details };
  }
  throw new Error('expected the ledger to refuse');
}

/** The database's own error under however many layers the driver wrapped it in. */
export async function databaseRefusal(action: Promise<unknown>): Promise<{ message: string; code?: string }> {
  try {
    await action;
  } catch (error) {
    let current = error as { message?: string; code?: string; cause?: unknown } | undefined;
    while (current?.cause) current = current.cause as typeof current;
    return { message: current?.message ?? String(error), code: current?.code };
  }
  throw new Error('expected the database to refuse the statement');
}
