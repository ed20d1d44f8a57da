import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, returnPathFrom } from './signed-in-destination';

describe('returnPathFrom', () => {
  it.each([
    ['?redirectTo=%2Flistings%2Fabc', '/listings/abc'],
    ['?redirectTo=/listings/abc?tab=photos', '/listings/abc?tab=photos'],
    ['?redirectTo=https%3A%2F%2Fevil.example', null],
    ['?redirectTo=%2F%2Fevil.example', null],
    ['?redirectTo=%2F%5Cevil.example', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(returnPathFrom(new URLSearchParams(search))).toBe(expected);
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to the page the visitor came from', () => {
    expect(destinationAfterSignIn('/dashboard/tenant', '/listings/abc')).toBe('/listings/abc');
  });

  it('keeps the code step first for an unverified phone, then returns', () => {
    expect(destinationAfterSignIn('/verify-phone?next=%2Fdashboard%2Ftenant', '/listings/abc')).toBe(
      '/verify-phone?next=%2Flistings%2Fabc',
    );
  });

  it('uses the server destination when there is no return path', () => {
    expect(destinationAfterSignIn('/dashboard/landlord', null)).toBe('/dashboard/landlord');
  });
});
