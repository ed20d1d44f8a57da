import { Suspense, use } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '@web/components/layouts/public-layout';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { ChatWidget } from '@web/features/chat';
import { FooterContact } from '@web/features/contact';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './routes/route-error';
import { SignedInAccount } from './signed-in-account';

/** What a route's `handle` holds: how to load its page before the first render (main.tsx). */
export interface RouteHandle {
  preload: LazyPage['preload'];
}

/** Each page loads with its own chunk, so the home route ships only what it needs. */
function page(
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'element' | 'handle'> {
  const { Page, preload } = lazyPage(load);
  return { element: <Page />, handle: { preload } satisfies RouteHandle };
}

/** The app's routes: the browser's router (main.tsx) and the server render (render-page.tsx) use them. */
export const routes: RouteObject[] = [
  {
    children: [
      // Sign-up, sign-in and the phone-code step: full-page cards with their own frame (logo, link home).
      { path: paths.signup, ...page(() => import('./routes/signup')) },
      { path: paths.login, ...page(() => import('./routes/login')) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password')) },
      { path: paths.codeSignIn, ...page(() => import('./routes/code-sign-in')) },
      { path: paths.auth, ...page(() => import('./routes/auth')) },
      { path: paths.googleReturn, ...page(() => import('./routes/google-return')) },
      { path: paths.verifyPhone, ...page(() => import('./routes/verify-phone')) },
      {
        element: (
          <PublicLayout chat={<ChatWidget />} account={<SignedInAccount />} contact={<FooterContact />} />
        ),
        children: [
          { path: paths.home, ...page(() => import('./routes/home')) },
          { path: paths.buy, ...page(() => import('./routes/buy')) },
          { path: '/listings/:id', ...page(() => import('./routes/listing')) },
          { path: paths.partners, ...page(() => import('./routes/partners')) },
          { path: paths.supportedBanks, ...page(() => import('./routes/supported-banks')) },
          { path: paths.cooparent, ...page(() => import('./routes/cooparent')) },
          { path: paths.rentAdvance, ...page(() => import('./routes/cooparent-rent-advance')) },
          { path: paths.listVehicle, ...page(() => import('./routes/list-property')) },
          { path: paths.homeServices, ...page(() => import('./routes/home-services')) },
          { path: '/home-services/:id', ...page(() => import('./routes/home-service-provider')) },
          { path: paths.abodeCity, ...page(() => import('./routes/abode-city')) },
          { path: '/abode-city/work/:id', ...page(() => import('./routes/abode-city-work')) },
          { path: '/abode-city/quotes/:id', ...page(() => import('./routes/abode-city-quote')) },
          { path: paths.contact, ...page(() => import('./routes/contact')) },
          { path: paths.terms, ...page(() => import('./routes/terms')) },
          { path: paths.privacy, ...page(() => import('./routes/privacy')) },
          { path: paths.kycVerification, ...page(() => import('./routes/kyc-verification')) },
          { path: paths.tenantPropertyLink, ...page(() => import('./routes/tenant-property-link')) },
          { path: paths.savedSearchUnsubscribe, ...page(() => import('./routes/saved-search-unsubscribe')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
      {
        // The dashboards' own frame, not the public one; each dashboard checks the session and the role.
        ...page(() => import('./routes/dashboard-layout')),
        children: [
          { path: paths.dashboard, ...page(() => import('./routes/dashboard')) },
          { path: paths.settings, ...page(() => import('./routes/dashboard-settings')) },
          {
            path: paths.tenantDashboard,
            ...page(() => import('./routes/dashboard-tenant-frame')),
            children: [
              { index: true, ...page(() => import('./routes/dashboard-tenant')) },
              { path: paths.tenantRent, ...page(() => import('./routes/dashboard-tenant-rent')) },
              { path: paths.tenantOkoaRent, ...page(() => import('./routes/dashboard-tenant-okoa-rent')) },
              { path: paths.tenantMpesa, ...page(() => import('./routes/dashboard-tenant-mpesa')) },
              { path: paths.tenantTukupay, ...page(() => import('./routes/dashboard-tenant-tukupay')) },
              {
                path: paths.tenantSendTukupay,
                ...page(() => import('./routes/dashboard-tenant-send-tukupay')),
              },
              { path: paths.tenantBank, ...page(() => import('./routes/dashboard-tenant-bank')) },
              { path: paths.tenantSendMpesa, ...page(() => import('./routes/dashboard-tenant-send-mpesa')) },
              { path: paths.tenantSendBank, ...page(() => import('./routes/dashboard-tenant-send-bank')) },
              { path: paths.tenantSendBills, ...page(() => import('./routes/dashboard-tenant-send-bills')) },
              { path: paths.tenantPos, ...page(() => import('./routes/dashboard-tenant-pos')) },
              { path: paths.tenantCard, ...page(() => import('./routes/dashboard-tenant-card')) },
              // Where the card provider's checkout brings the payer back (the server's cardReturnPath).
              {
                path: `${paths.tenantCard}/:paymentId`,
                ...page(() => import('./routes/dashboard-tenant-card-result')),
              },
              { path: paths.tenantProfile, ...page(() => import('./routes/dashboard-tenant-profile')) },
              { path: paths.tenantSettings, ...page(() => import('./routes/dashboard-tenant-settings')) },
            ],
          },
          { path: '/receipts/:receiptNumber', ...page(() => import('./routes/receipt')) },
          { path: '/maintenance/:id', ...page(() => import('./routes/maintenance-request')) },
          { path: paths.landlordDashboard, ...page(() => import('./routes/dashboard-landlord')) },
          { path: paths.providerDashboard, ...page(() => import('./routes/dashboard-provider')) },
          { path: paths.caretakerDashboard, ...page(() => import('./routes/dashboard-caretaker')) },
          { path: paths.financingDashboard, ...page(() => import('./routes/dashboard-financing')) },
        ],
      },
    ],
  },
];

/** The routes' pages, once `ready` (the matched routes' code, see AppRoutes) has settled. */
function Pages({ ready }: { ready?: Promise<void> }) {
  if (ready) use(ready);
  return useRoutes(routes);
}

/**
 * The app's pages for the address the router holds. React Router's declarative mode: its data router
 * (loaders, actions, lazy routes) would add ≈ 17 KB gzip to every page and the app uses none of it
 * (docs/adr/0003). A page that fails to load or render shows the error page; one still loading, the spinner
 * (the layouts hold their own, inside their frame). `ready`: the browser drawing a page afresh shows the
 * spinner alone until the page's code is there, then the frame and the page together: the frame's own spinner
 * would show first and the footer jump below the page.
 */
export function AppRoutes({ ready }: { ready?: Promise<void> }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Pages ready={ready} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The browser's router (main.tsx); render-page.tsx puts AppRoutes in a static one. */
export function AppRouter({ ready }: { ready?: Promise<void> }) {
  return (
    <BrowserRouter>
      <AppRoutes ready={ready} />
    </BrowserRouter>
  );
}
