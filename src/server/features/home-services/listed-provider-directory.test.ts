import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceCriteria } from '@common/services/service-contracts';
import { serviceCategories, type ServiceCategory } from '@common/services/service-categories';
import {
  profiles,
  providerDirectoryVersion,
  serviceAreaMaskOrder,
  serviceProviders,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  countListedProviders,
  directoryQuestionOf,
  type DirectoryQuestion,
} from './listed-provider-directory';
import { offersAnyOf, servesAnyOf } from './provider-masks';
import { insertProvider } from './testing/service-fixtures';

const criteriaOf = (asked: Partial<ServiceCriteria>): ServiceCriteria => ({
  categories: [],
  locations: [],
  price: { min: null, max: null },
  unmatchedTerms: [],
  ...asked,
});

/** A seeded shuffle, so a failure names a case that can be run again. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('the services search counts from its copy of the directory', () => {
  let t: TestApp;
  const db = () => t.database.db;
  const version = async () =>
    (await db().select().from(providerDirectoryVersion).where(eq(providerDirectoryVersion.id, 1)))[0]!
      .version;

  /** The same counts as the search's SQL: the listed providers within the filter, and those matching. */
  const countInSql = async (criteria: ServiceCriteria, category: ServiceCategory | undefined) => {
    const conditions: SQL[] = [];
    if (criteria.categories.length > 0) conditions.push(offersAnyOf(criteria.categories));
    if (criteria.locations.length > 0) conditions.push(servesAnyOf(criteria.locations));
    const { min, max } = criteria.price;
    if (min !== null || max !== null)
      conditions.push(
        and(
          min === null ? undefined : sql`${serviceProviders.priceFrom} >= ${min}`,
          max === null ? undefined : sql`${serviceProviders.priceFrom} <= ${max}`,
        )!,
      );
    const matched =
      conditions.length > 0
        ? sql<number>`(count(*) filter (where ${or(...conditions)}))::int`
        : sql<number>`count(*)::int`;
    const [row] = await db()
      .select({ total: sql<number>`count(*)::int`, matched })
      .from(serviceProviders)
      .where(and(sql`${serviceProviders.listed}`, category ? offersAnyOf([category]) : undefined));
    return row!;
  };

  const countFromCopy = async (criteria: ServiceCriteria, category?: ServiceCategory) => {
    const question = directoryQuestionOf(criteria, [], category);
    expect(question).not.toBeNull();
    return countListedProviders(db(), question as DirectoryQuestion);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const next = numbers(20261128);
    // Areas from the whole bit range: Nyali, Bamburi and Nairobi CBD have bits above 32.
    for (let i = 0; i < 60; i++) {
      const areas = [...new Set([0, 1, 2].slice(0, 1 + next(3)).map(() => serviceAreaMaskOrder[next(45)]!))];
      const categories = [
        ...new Set(
          [0, 1].slice(0, 1 + next(2)).map(() => serviceCategories[next(serviceCategories.length)]!),
        ),
      ];
      await insertProvider(db(), {
        areas,
        categories,
        priceFrom: 500 + next(40) * 250,
        phoneVerified: i % 7 !== 0, // every seventh is not listed
      });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('counts exactly as SQL does, for categories, areas on both halves of the bits, prices and the filter', async () => {
    const next = numbers(7);
    const cases: Array<[ServiceCriteria, ServiceCategory | undefined]> = [
      [criteriaOf({}), undefined],
      [criteriaOf({}), 'plumbing'],
      [criteriaOf({ locations: ['Nyali'] }), undefined],
      [criteriaOf({ locations: ['Nairobi CBD', 'Westlands'] }), 'cleaning'],
      [criteriaOf({ price: { min: null, max: 3000 } }), undefined],
      [criteriaOf({ price: { min: 2000, max: null } }), undefined],
      [criteriaOf({ price: { min: 2000, max: 2000 } }), 'painting'],
    ];
    for (let i = 0; i < 40; i++) {
      const min = next(3) === 0 ? 500 + next(40) * 250 : null;
      const max = next(3) === 0 ? 500 + next(40) * 250 : null;
      cases.push([
        criteriaOf({
          categories: next(2) ? [serviceCategories[next(serviceCategories.length)]!] : [],
          locations: next(2) ? [serviceAreaMaskOrder[next(45)]!, serviceAreaMaskOrder[next(45)]!] : [],
          price: { min, max },
        }),
        next(3) === 0 ? serviceCategories[next(serviceCategories.length)] : undefined,
      ]);
    }
    for (const [criteria, category] of cases) {
      const expected = await countInSql(criteria, category);
      expect({ criteria, category, ...(await countFromCopy(criteria, category)) }).toEqual({
        criteria,
        category,
        ...expected,
      });
    }
    // Not everyone matches everything: the cases test something.
    const somePlace = await countFromCopy(criteriaOf({ locations: ['Nyali'] }));
    expect(somePlace!.matched).toBeGreaterThan(0);
    expect(somePlace!.matched).toBeLessThan(somePlace!.total);
  });

  it('follows every change the database makes, whoever makes it, and only those', async () => {
    const plumbersInKaren = criteriaOf({ categories: ['plumbing'], locations: ['Karen'] });
    const before = await countFromCopy(plumbersInKaren);
    const id = await insertProvider(db(), { categories: ['plumbing'], areas: ['Karen'], priceFrom: 900 });
    expect(await countFromCopy(plumbersInKaren)).toEqual({
      total: before!.total + 1,
      matched: before!.matched + 1,
    });

    // A statement outside the app (another server, a migration, a seed) is seen too.
    await db().execute(
      sql`update service_providers set categories = array['painting'], areas = array['Juja'] where id = ${id}`,
    );
    expect(await countFromCopy(plumbersInKaren)).toEqual({
      total: before!.total + 1,
      matched: before!.matched,
    });
    const underAThousand = criteriaOf({ price: { min: null, max: 1000 } });
    const cheap = (await countFromCopy(underAThousand))!.matched;
    await db().update(serviceProviders).set({ priceFrom: 5000 }).where(eq(serviceProviders.id, id));
    expect((await countFromCopy(underAThousand))!.matched).toBe(cheap - 1);

    // Unlisted when the owner's phone is no longer verified (the flag triggers), then removed.
    const [owner] = await db()
      .select({ userId: serviceProviders.userId })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, id));
    const everyone = criteriaOf({});
    const listed = (await countFromCopy(everyone))!.total;
    await db().update(profiles).set({ phoneVerifiedAt: null }).where(eq(profiles.id, owner!.userId));
    expect((await countFromCopy(everyone))!.total).toBe(listed - 1);
    await db().update(profiles).set({ phoneVerifiedAt: new Date() }).where(eq(profiles.id, owner!.userId));
    expect((await countFromCopy(everyone))!.total).toBe(listed);
    await db().delete(serviceProviders).where(eq(serviceProviders.id, id));
    expect((await countFromCopy(everyone))!.total).toBe(listed - 1);

    // A review, a sign-up or an unlisted provider's edit changes nothing the copy holds: no new version.
    const unchanged = await version();
    await db()
      .update(serviceProviders)
      .set({
        reviewCount: sql`${serviceProviders.reviewCount} + 1`,
        ratingTotal: sql`${serviceProviders.ratingTotal} + 5`,
      })
      .where(sql`${serviceProviders.listed}`);
    await insertProvider(db(), { phoneVerified: false, areas: ['Karen'] });
    await db()
      .update(serviceProviders)
      .set({ priceFrom: 100 })
      .where(sql`not ${serviceProviders.listed}`);
    expect(await version()).toBe(unchanged);
  });

  it('leaves to SQL what the copy does not hold: free words, and places without a bit', () => {
    expect(directoryQuestionOf(criteriaOf({}), ['borehole'], undefined)).toBeNull();
    expect(directoryQuestionOf(criteriaOf({ locations: ['Kakamega Town'] }), [], undefined)).toBeNull();
    expect(directoryQuestionOf(criteriaOf({ locations: ['Karen', 'Nyali'] }), [], 'cleaning')).toEqual({
      filterBits: 1,
      categoryBits: 0,
      areaBits: 2 ** 4 + 2 ** 40,
      price: null,
    });
  });

  it('falls back to SQL when the database has no version to check the copy against', async () => {
    await db().delete(providerDirectoryVersion);
    expect(await countFromCopy(criteriaOf({}))).toBeNull();
  });
});
