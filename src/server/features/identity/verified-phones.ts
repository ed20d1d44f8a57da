import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** 409 when another account has verified `phone`: a number belongs to one account (never says whose). */
export async function assertPhoneFree(
  db: Database | Transaction,
  { phone, userId }: { phone: string; userId: string | null },
): Promise<void> {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.phone, phone),
        isNotNull(profiles.phoneVerifiedAt),
        ...(userId ? [ne(profiles.id, userId)] : []),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', authTexts.phoneTaken, { reason: 'phone_taken' });
}

/** The unique index's own refusal, for two accounts verifying one number at the same moment. */
export function isVerifiedPhoneClash(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('profiles_verified_phone_key');
}
