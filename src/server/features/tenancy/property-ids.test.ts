import { describe, expect, it } from 'vitest';
import { isPropertyId, normalizePropertyId, propertyIdPattern } from '@common/tenancy/property-id';
import { generatePropertyId } from './property-ids';

describe('property IDs', () => {
  it('are ABD- and four characters without 0, O, 1 or I', () => {
    const ids = Array.from({ length: 2000 }, generatePropertyId);
    for (const id of ids) expect(id).toMatch(propertyIdPattern);
    expect(ids.map((id) => id.slice(4)).join('')).not.toMatch(/[01OI]/);
    expect(new Set(ids).size).toBeGreaterThan(1900);
  });

  it.each([
    ['ABD-7K3Q', 'ABD-7K3Q'],
    [' abd-7k3q ', 'ABD-7K3Q'],
    ['abd7k3q', 'ABD-7K3Q'],
    ['ABD 7K3Q', 'ABD-7K3Q'],
    ['a b d 7 k 3 q', 'ABD-7K3Q'],
    ['7k3q', '7K3Q'],
  ])('normalises %j to %j', (typed, id) => {
    expect(normalizePropertyId(typed)).toBe(id);
  });

  it('tells a well-formed ID', () => {
    expect(isPropertyId('ABD-7K3Q')).toBe(true);
    expect(isPropertyId('ABD-7K3O')).toBe(false);
    expect(isPropertyId('ABD-7K3')).toBe(false);
  });
});
