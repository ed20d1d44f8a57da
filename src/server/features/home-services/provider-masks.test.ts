import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocationName } from '@common/locations/locations';
import { serviceCategories, type ServiceCategory } from '@common/services/service-categories';
import { serviceAreaMaskOrder, serviceCategoryMaskOrder, serviceProviders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { offersAnyOf, servesAnyOf } from './provider-masks';
import { insertProvider } from './testing/service-fixtures';

const bitsOf = (order: readonly string[], values: readonly string[]) =>
  values.reduce((mask, value) => mask + 2 ** order.indexOf(value), 0);

/** A place no mask knows: the search must still find who serves it, on the array. */
const unknownArea = 'Kakamega Town';

describe('the category and area bits of service providers', () => {
  let t: TestApp;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // Every area and every category in some provider's bits; some with an area the bits do not know.
    const shares = [0, 1, 2].map((i) => serviceAreaMaskOrder.filter((_, index) => index % 3 === i));
    for (const [i, areas] of shares.entries()) {
      ids.push(
        await insertProvider(db, {
          categories: serviceCategories.filter((_, index) => index % 3 === i),
          areas: i === 2 ? [...areas, unknownArea] : areas,
          reviewCount: i,
          ratingTotal: 4 * i,
        }),
      );
    }
    ids.push(await insertProvider(db, { categories: ['delivery'], areas: [unknownArea] }));
    ids.push(
      await insertProvider(db, { categories: ['plumbing', 'painting'], areas: ['Kilimani', 'Ruaka'] }),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('keeps the append-only orders to known names, each once, within the columns', () => {
    expect(new Set(serviceCategoryMaskOrder).size).toBe(serviceCategoryMaskOrder.length);
    expect(new Set(serviceAreaMaskOrder).size).toBe(serviceAreaMaskOrder.length);
    expect([...serviceCategoryMaskOrder].sort()).toEqual([...serviceCategories].sort());
    expect(serviceCategoryMaskOrder.length).toBeLessThanOrEqual(31);
    expect(serviceAreaMaskOrder.length).toBeLessThanOrEqual(53); // exact in a JS number and in bigint
    expect(serviceAreaMaskOrder.filter((name) => !isLocationName(name))).toEqual([]);
  });

  it('generates the bits, the average rating and the days open from the columns they come from', async () => {
    const rows = await t.database.db
      .select({
        categories: serviceProviders.categories,
        areas: serviceProviders.areas,
        categoryMask: serviceProviders.categoryMask,
        areaMask: serviceProviders.areaMask,
        ratingAverage: serviceProviders.ratingAverage,
        reviewCount: serviceProviders.reviewCount,
        ratingTotal: serviceProviders.ratingTotal,
        daysOpen: serviceProviders.daysOpen,
        availability: serviceProviders.availability,
      })
      .from(serviceProviders)
      .where(inArray(serviceProviders.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.categoryMask).toBe(bitsOf(serviceCategoryMaskOrder, row.categories));
      const known = row.areas.filter((area) => serviceAreaMaskOrder.includes(area));
      expect(Number(row.areaMask)).toBe(bitsOf(serviceAreaMaskOrder, known));
      expect(row.ratingAverage).toBe(row.reviewCount === 0 ? null : row.ratingTotal / row.reviewCount);
      expect(row.daysOpen).toBe(row.availability.days.length);
    }
  });

  /** The providers (of this test) a condition selects. */
  async function selected(condition: SQL): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(and(inArray(serviceProviders.id, ids), condition));
    return rows.map((row) => row.id).sort();
  }
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;

  it.each<ServiceCategory[]>([
    ['plumbing'],
    ['delivery'],
    ['cleaning', 'gardening'],
    ['plumbing', 'electrical', 'carpentry', 'painting'],
    [...serviceCategories],
    [],
  ])('offersAnyOf(%j) selects exactly whom categories && the list does', async (...categories) => {
    expect(await selected(offersAnyOf(categories))).toEqual(
      await selected(sql`${serviceProviders.categories} && ${textArray(categories)}`),
    );
  });

  it.each<string[]>([
    ['Kilimani'],
    ['Nairobi CBD'],
    ["Lang'ata", 'Ruaka'],
    [unknownArea],
    ['Westlands', unknownArea],
    ['Nowhere At All'],
    [...serviceAreaMaskOrder],
    [],
  ])(
    'servesAnyOf(%j) selects exactly whom areas && the list does, and its negation the rest',
    async (...areas) => {
      const byArray = sql`${serviceProviders.areas} && ${textArray(areas)}`;
      expect(await selected(servesAnyOf(areas))).toEqual(await selected(byArray));
      expect(await selected(sql`not (${servesAnyOf(areas)})`)).toEqual(await selected(sql`not (${byArray})`));
    },
  );

  it('follows an edit of the categories and areas', async () => {
    const id = ids[4]!;
    await t.database.db
      .update(serviceProviders)
      .set({ categories: ['gardening'], areas: ['Karen', unknownArea] })
      .where(eq(serviceProviders.id, id));
    const [row] = await t.database.db
      .select({ categoryMask: serviceProviders.categoryMask, areaMask: serviceProviders.areaMask })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, id));
    expect(row!.categoryMask).toBe(bitsOf(serviceCategoryMaskOrder, ['gardening']));
    expect(Number(row!.areaMask)).toBe(bitsOf(serviceAreaMaskOrder, ['Karen']));
    expect(await selected(servesAnyOf(['Karen']))).toContain(id);
    expect(await selected(offersAnyOf(['plumbing']))).not.toContain(id);
  });
});
