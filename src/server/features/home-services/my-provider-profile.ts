import type { MyProviderProfile } from '@common/services/service-contracts';
import type { Database } from '../../db/client';
import { findOwnProvider, isPhoneVerified } from './find-own-provider';
import { toProviderDetail } from './get-service-provider';
import { providerVerified } from './provider-verified';

/** 'My Services' as its owner sees it: the profile (or null before the first save), listed, verified. */
export async function toMyProviderProfile(db: Database, userId: string): Promise<MyProviderProfile> {
  const row = await findOwnProvider(db, userId);
  return {
    profile: row ? toProviderDetail(row) : null,
    listed: row !== undefined && (await isPhoneVerified(db, userId)),
    verified: row ? row.verified : await providerVerified(db, userId),
  };
}
