import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { walletNumbers } from '../../db/schema/index';

const numberTries = 5;

/**
 * The user's wallet paybill account number ('AB' and 8 digits), made on first use. Two first uses at once meet
 * at the primary key; a clash of random numbers (one in 10⁸ per pair) is retried.
 */
export async function walletNumberOf(db: Database | Transaction, userId: string): Promise<string> {
  const [existing] = await db.select().from(walletNumbers).where(eq(walletNumbers.userId, userId));
  if (existing) return existing.number;
  for (let attempt = 0; attempt < numberTries; attempt += 1) {
    const number = `AB${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const [made] = await db
      .insert(walletNumbers)
      .values({ userId, number })
      .onConflictDoNothing()
      .returning({ number: walletNumbers.number });
    if (made) return made.number;
    const [raced] = await db.select().from(walletNumbers).where(eq(walletNumbers.userId, userId));
    if (raced) return raced.number;
  }
  throw new Error('No free wallet number after several tries');
}
