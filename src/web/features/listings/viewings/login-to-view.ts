import { paths } from '@web/config/paths';

/** Where a signed-out visitor goes to schedule a viewing: the login page, which brings them back after. */
export function loginToView(listingId: string): string {
  return `${paths.login}?${new URLSearchParams({ redirectTo: paths.listing(listingId) })}`;
}
