import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankDepositReferences } from '../../db/schema/index';

/** Letters and digits a person reads and types without confusion: no 0/O, no 1/I. */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const referenceTries = 5;
/** 'ABD' and 7 of the alphabet, found anywhere in a narrative once spaces are taken out. */
const referencePattern = new RegExp(`ABD[${alphabet}]{7}`, 'g');

function newReference(): string {
  return `ABD${Array.from({ length: 7 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/**
 * The user's bank deposit reference, made on first use ('ABD' and 7 letters or digits: 32⁷, about 34 billion).
 * Two first uses at once meet at the primary key; a clash of random references is retried.
 */
export async function depositReferenceOf(db: Database | Transaction, userId: string): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ reference: bankDepositReferences.reference })
        .from(bankDepositReferences)
        .where(eq(bankDepositReferences.userId, userId))
    )[0]?.reference;
  const existing = await read();
  if (existing) return existing;
  for (let attempt = 0; attempt < referenceTries; attempt += 1) {
    const [made] = await db
      .insert(bankDepositReferences)
      .values({ userId, reference: newReference() })
      .onConflictDoNothing()
      .returning({ reference: bankDepositReferences.reference });
    if (made) return made.reference;
    const raced = await read();
    if (raced) return raced;
  }
  throw new Error('No free bank deposit reference after several tries');
}

/**
 * Whose deposit reference a bank narrative carries, case and spaces not minding ('abd 7k2m 9qx4' or 'TRF
 * JOHN ABD7K2M9QX4 RENT'): every candidate in it is looked up, the first that is someone's wins. Null if none.
 */
export async function userOfDepositReference(
  tx: Transaction,
  narrative: string,
): Promise<{ userId: string; reference: string } | null> {
  const squeezed = narrative.toUpperCase().replace(/\s+/g, '');
  const candidates: string[] = [];
  for (let at = squeezed.indexOf('ABD'); at !== -1; at = squeezed.indexOf('ABD', at + 1)) {
    const match = squeezed.slice(at, at + 10);
    referencePattern.lastIndex = 0;
    if (match.length === 10 && referencePattern.test(match)) candidates.push(match);
  }
  if (candidates.length === 0) return null;
  const rows = await tx
    .select()
    .from(bankDepositReferences)
    .where(inArray(bankDepositReferences.reference, candidates));
  for (const candidate of candidates) {
    const row = rows.find((found) => found.reference === candidate);
    if (row) return { userId: row.userId, reference: row.reference };
  }
  return null;
}
