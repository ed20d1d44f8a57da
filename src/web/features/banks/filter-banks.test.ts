import { describe, expect, it } from 'vitest';
import { featuredBank, otherBanks } from './banks';
import { filterBanks } from './filter-banks';

const all = [featuredBank, ...otherBanks];

describe('filterBanks', () => {
  it('keeps every bank for an empty or blank query', () => {
    expect(filterBanks(all, '')).toHaveLength(all.length);
    expect(filterBanks(all, '   ')).toHaveLength(all.length);
  });

  it('matches part of the name whatever the case', () => {
    expect(filterBanks(all, 'equity').map((bank) => bank.id)).toEqual(['equity']);
    expect(filterBanks(all, 'EQUITY').map((bank) => bank.id)).toEqual(['equity']);
    expect(filterBanks(all, ' co-op').map((bank) => bank.id)).toEqual(['co-op']);
    expect(filterBanks(all, 'dtb').map((bank) => bank.id)).toEqual(['dtb']);
  });

  it('returns nothing when no name matches', () => {
    expect(filterBanks(all, 'zzz')).toEqual([]);
  });

  it('lists about 29 distinct banks', () => {
    expect(all.length).toBeGreaterThanOrEqual(27);
    expect(all.length).toBeLessThanOrEqual(31);
    expect(new Set(all.map((bank) => bank.id)).size).toBe(all.length);
  });
});
