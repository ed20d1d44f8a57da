import { lazy, Suspense } from 'react';

// Its own chunk: a signed-out visitor's home page never loads the account menu or the bell.
const HeaderAccount = lazy(async () => ({
  default: (await import('@web/features/dashboards')).HeaderAccount,
}));

/** What the public top bar shows a signed-in person: the dashboards feature's account menu and bell. */
export function SignedInAccount() {
  return (
    <Suspense fallback={null}>
      <HeaderAccount />
    </Suspense>
  );
}
