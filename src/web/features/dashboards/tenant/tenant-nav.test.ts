import { describe, expect, it } from 'vitest';
import { isNavItemActive, tenantNavItems } from './tenant-nav';

const activeAt = (pathname: string) =>
  tenantNavItems.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label.message);

describe('the tenant bottom bar', () => {
  it('lists Home, Rent & Bills, Services and Profile with their paths', () => {
    expect(tenantNavItems.map((item) => [item.label.message, item.to])).toEqual([
      ['Home', '/dashboard/tenant'],
      ['Rent & Bills', '/dashboard/tenant/rent'],
      ['Services', '/home-services'],
      ['Profile', '/dashboard/tenant/profile'],
    ]);
  });

  it('marks the item of the current path, and Home only on its own path', () => {
    expect(activeAt('/dashboard/tenant')).toEqual(['Home']);
    expect(activeAt('/dashboard/tenant/')).toEqual(['Home']);
    expect(activeAt('/dashboard/tenant/rent')).toEqual(['Rent & Bills']);
    expect(activeAt('/dashboard/tenant/profile')).toEqual(['Profile']);
    expect(activeAt('/home-services')).toEqual(['Services']);
    expect(activeAt('/dashboard/tenant/rental')).toEqual([]);
  });
});
