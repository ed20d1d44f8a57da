import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { serviceProviders } from '../../db/schema/index';
import { selectListedProviders } from './provider-rows';
import { nearnessOf, rankListedProviders, type JobPlace, type Nearness } from './service-ranking';

export interface JobProvider {
  id: string;
  userId: string;
  businessName: string;
  categories: string[];
  areas: string[];
  city: string;
  priceFrom: number;
  rating: number | null;
  reviewCount: number;
  tradeMatch: boolean;
  nearness: Nearness;
}

/**
 * The listed providers for a job in the one ranking's order (service-ranking.ts), best first: what a
 * caretaker chooses from when assigning a maintenance request.
 */
export async function rankProvidersForJob(
  db: Database | Transaction,
  job: JobPlace & { limit: number },
): Promise<JobProvider[]> {
  const rows = await rankListedProviders(db, job, job.limit);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    categories: row.categories,
    areas: row.areas,
    city: row.city,
    priceFrom: row.priceFrom,
    rating: row.reviewCount > 0 ? Math.round((row.ratingTotal / row.reviewCount) * 10) / 10 : null,
    reviewCount: row.reviewCount,
    tradeMatch: row.categories.some((category) => job.categories.includes(category)),
    nearness: nearnessOf(row.areas, job.locations),
  }));
}

/** One listed provider by id (the assignment's check that the chosen provider exists and is listed). */
export async function findListedProvider(
  db: Database | Transaction,
  id: string,
): Promise<{ id: string; userId: string; businessName: string } | null> {
  const [row] = await selectListedProviders(db).where(sql`${serviceProviders.id} = ${id}`);
  return row ? { id: row.id, userId: row.userId, businessName: row.businessName } : null;
}
