import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance';

describe('editDistanceWithin', () => {
  it.each([
    ['karen', 'karen', 2, 0],
    ['kareen', 'karen', 2, 1],
    ['westland', 'westlands', 2, 1],
    ['kileleswa', 'kileleshwa', 2, 1],
    ['kilmiani', 'kilimani', 2, 1], // neighbours swapped
    ['garden', 'karen', 2, 2],
    ['kitchen', 'kitengela', 2, 3],
    ['abc', 'abcdef', 2, 3],
    ['', 'ab', 2, 2],
  ])('%s → %s within %d is %d', (a, b, limit, expected) => {
    expect(editDistanceWithin(a, b, limit)).toBe(expected);
  });
});
