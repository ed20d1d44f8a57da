import { Hono } from 'hono';
import { listingPhotoMaxBytes } from '@common/listings/listing-pipeline-contracts';
import { maintenancePhotoMaxBytes } from '@common/maintenance/maintenance-contracts';
import type { RenderPage } from '@common/pages/page-seed';
import { servicePhotoMaxBytes } from '@common/services/service-contracts';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './context';
import { abodeCityRoutes, quoteFileUploadPath } from './features/abode-city';
import { createApiDocsRoutes } from './features/api-docs';
import { auditTrailRoutes } from './features/audit-trail';
import { backOfficeRoutes } from './features/back-office';
import { billPaymentRoutes } from './features/bill-payments';
import {
  bankDepositRoutes,
  bankNotificationRoutes,
  bankStatementRoutes,
  statementMaxBytes,
} from './features/bank-deposits';
import { cardPaymentRoutes } from './features/card-payments';
import { chatRoutes } from './features/chat';
import { contactDetailsRoutes, contactRoutes } from './features/contact';
import { dashboardRoutes } from './features/dashboards';
import { healthRoutes } from './features/health';
import { homeServicesRoutes } from './features/home-services';
import {
  authCallbackRoutes,
  devOutboxEnabled,
  devSmsRoutes,
  identityRoutes,
  meRoutes,
  resolveActor,
  sameOriginMutations,
} from './features/identity';
import { kycRoutes, maxUploadBytesOf } from './features/kyc';
import { linkPreviewRoutes, pageHtmlWithHead, siteIndexRoutes } from './features/link-previews';
import { ledgerCheckRoutes } from './features/ledger';
import {
  listingDocumentUploadPath,
  listingPhotoUploadPath,
  listingReviewRoutes,
  myListingRoutes,
} from './features/listing-pipeline';
import { listingModerationRoutes, listingReportRoutes } from './features/listing-reports';
import {
  favouriteRoutes,
  hostingRoutes,
  listingPhotoRoutes,
  listingRoutes,
  searchRoutes,
  viewingRoutes,
} from './features/listings';
import { maintenancePhotoUploadPath, maintenanceRoutes } from './features/maintenance';
import {
  createCallbackInbox,
  createMpesaClient,
  paymentCallbackRoutes,
  paymentRoutes,
  walletRoutes,
} from './features/payments';
import { moneyOutRoutes } from './features/money-out';
import { noticeRoutes } from './features/notices';
import { notificationRoutes } from './features/notifications';
import { privacyRoutes } from './features/privacy';
import { rentalApplicationRoutes } from './features/rental-applications';
import { receiptRoutes } from './features/receipts';
import { rentRoutes } from './features/rent';
import { savedSearchRoutes } from './features/saved-searches';
import { okoaRentDocumentUploadPath, rentFinancingRoutes } from './features/rent-financing';
import { rentAdvanceDocumentUploadPath, rentAdvanceRoutes } from './features/rent-advances';
import { stepUpRoutes } from './features/step-up';
import { propertyRoutes, tenancyRoutes, tenantPropertyRoutes } from './features/tenancy';
import { transferRoutes } from './features/transfers';
import { userAdminRoutes } from './features/user-admin';
import { errorBody, handleError } from './http/error-handler';
import { multipartOverheadBytes } from './http/read-upload-form';
import { drawPagesOnce, loadRenderPage } from './http/server-drawn-page';
import { serveWebApp } from './http/web-app-files';
import { paystackStandInMountPath } from './lib/paystack/paystack-settings';
import { paystackStandInRoutes } from './lib/paystack/stand-in/paystack-stand-in-routes';
import { bankStandInMountPath } from './lib/bank/bank-settings';
import { googleStandInMountPath } from './lib/google/google-settings';
import { googleStandInRoutes } from './lib/google/stand-in/google-stand-in-routes';
import { bankStandInRoutes } from './lib/bank/stand-in/bank-stand-in-routes';
import { callbackRoutePrefix } from './lib/daraja/callback-urls';
import { standInMountPath } from './lib/daraja/daraja-settings';
import { darajaStandInRoutes } from './lib/daraja/stand-in/daraja-stand-in-routes';
import { devEmailOutboxEnabled, devEmailRoutes } from './lib/email/index';
import { createFileStorage } from './lib/storage/create-file-storage';
import { bodySizeLimit } from './middleware/body-size-limit';
import { compressResponses } from './middleware/compress-responses';
import { noStoreByDefault } from './middleware/no-store-by-default';
import { storableAddress } from './middleware/storable-address';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { serverTiming } from './middleware/server-timing';

/** One sub-app per feature; its type is what the web client (`hc`) is typed from. */
const api = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/contact-messages', contactRoutes)
  .route('/contact-details', contactDetailsRoutes)
  .route('/chat', chatRoutes)
  .route('/identity', identityRoutes)
  .route('/me', meRoutes)
  .route('/dashboards', dashboardRoutes)
  .route('/kyc', kycRoutes)
  .route('/properties', propertyRoutes)
  .route('/tenant-properties', tenantPropertyRoutes)
  .route('/tenancies', tenancyRoutes)
  .route('/wallet', walletRoutes)
  .route('/payments', paymentRoutes)
  .route('/card-payments', cardPaymentRoutes)
  .route('/withdrawals', moneyOutRoutes)
  .route('/bills', billPaymentRoutes)
  .route('/bank-deposits', bankDepositRoutes)
  .route('/bank-statements', bankStatementRoutes)
  .route('/back-office', backOfficeRoutes)
  .route('/rent', rentRoutes)
  .route('/rent-advances', rentAdvanceRoutes)
  .route('/receipts', receiptRoutes)
  .route('/search', searchRoutes)
  .route('/listings', listingRoutes)
  .route('/favourites', favouriteRoutes)
  .route('/saved-searches', savedSearchRoutes)
  .route('/viewings', viewingRoutes)
  .route('/listing-photos', listingPhotoRoutes)
  .route('/hosting', hostingRoutes)
  .route('/listing-reports', listingReportRoutes)
  .route('/listing-moderation', listingModerationRoutes)
  .route('/my-listings', myListingRoutes)
  .route('/listing-review', listingReviewRoutes)
  .route('/services', homeServicesRoutes)
  .route('/maintenance', maintenanceRoutes)
  .route('/audit-events', auditTrailRoutes)
  .route('/privacy', privacyRoutes)
  .route('/notifications', notificationRoutes)
  .route('/notices', noticeRoutes)
  .route('/rental-applications', rentalApplicationRoutes)
  .route('/step-up', stepUpRoutes)
  .route('/transfers', transferRoutes)
  .route('/abode-city', abodeCityRoutes)
  .route('/rent-financing', rentFinancingRoutes)
  .route('/link-previews', linkPreviewRoutes)
  .route('/user-admin', userAdminRoutes);

export type ApiType = typeof api;

export interface CreateAppOptions {
  /** Folder of the built web app to serve; omitted for API-only use (tests, `npm run dev`). */
  webRoot?: string;
  /** The web app's server render; by default the build's, beside `webRoot` (tests give the source's). */
  renderPage?: RenderPage;
}

export function createApp(input: AppDeps, options: CreateAppOptions = {}) {
  // File storage defaults to the driver the config names.
  const deps: AppDeps = {
    ...input,
    storage: input.storage ?? createFileStorage(input.config),
    mpesa: input.mpesa ?? createMpesaClient(input.config, input.logger),
    callbackInbox:
      input.callbackInbox ??
      createCallbackInbox({ db: input.database.db, logger: input.logger, now: () => new Date() }),
  };
  const app = new Hono<AppEnv>();
  // First, so its figure covers every middleware, the handler, serialising and compressing.
  app.use(serverTiming);
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('deps', deps);
      c.set('actor', null);
      await next();
    }),
  );
  app.use(requestLog);
  app.use(securityHeaders);
  // Upload routes read their own body (one reader, its limit enforced as the bytes arrive).
  app.use(
    bodySizeLimit({
      '/api/kyc/documents': maxUploadBytesOf(deps.config) + multipartOverheadBytes,
      '/api/services/my-profile/photo': servicePhotoMaxBytes + multipartOverheadBytes,
      [maintenancePhotoUploadPath]: maintenancePhotoMaxBytes + multipartOverheadBytes,
      '/api/bank-statements': statementMaxBytes + multipartOverheadBytes,
      [listingPhotoUploadPath]: listingPhotoMaxBytes + multipartOverheadBytes,
      [listingDocumentUploadPath]: maxUploadBytesOf(deps.config) + multipartOverheadBytes,
      [rentAdvanceDocumentUploadPath]: maxUploadBytesOf(deps.config) + multipartOverheadBytes,
      [quoteFileUploadPath]: maxUploadBytesOf(deps.config) + multipartOverheadBytes,
      [okoaRentDocumentUploadPath]: maxUploadBytesOf(deps.config) + multipartOverheadBytes,
    }),
  );
  app.use('/api/*', compressResponses);
  app.use('/api/*', noStoreByDefault);
  app.use('/api/*', storableAddress);
  // Cross-site request forgery first, then who the request acts for (the better-auth session).
  app.use('/api/*', sameOriginMutations);
  app.use('/api/*', resolveActor);
  if (devOutboxEnabled(deps.config)) app.route('/api/dev', devSmsRoutes);
  if (devEmailOutboxEnabled(deps.config)) app.route('/api/dev', devEmailRoutes);
  // The ledger check of this server's own database, for the end-to-end suite's teardown: test servers only.
  if (deps.config.NODE_ENV === 'test') app.route('/api/test', ledgerCheckRoutes);
  // The local Daraja (MPESA_ENV=standin, never in production): its API and simulated phone, outside /api.
  const darajaStandIn = darajaStandInRoutes(deps.config, deps.logger);
  if (darajaStandIn) app.route(standInMountPath, darajaStandIn);
  // The local Paystack (PAYSTACK_ENV=standin, never in production): its API and hosted checkout, outside /api.
  const paystackStandIn = paystackStandInRoutes(deps.config, deps.logger);
  if (paystackStandIn) app.route(paystackStandInMountPath, paystackStandIn);
  // The local bank (never in production): makes a transfer and posts its signed notification to the app.
  const bankStandIn = bankStandInRoutes(deps.config, deps.logger);
  if (bankStandIn) app.route(bankStandInMountPath, bankStandIn);
  // The local Google OpenID Connect (GOOGLE_ENV=standin, never in production): its account chooser and API.
  const googleStandIn = googleStandInRoutes(deps.config, deps.logger);
  if (googleStandIn) app.route(googleStandInMountPath, googleStandIn);
  // Google's redirect back after 'Continue with Google': better-auth's own callback, 404 where Google is off.
  app.route('/api/auth', authCallbackRoutes);
  // The bank's payment notifications: under /api for the middleware above, signed rather than signed in.
  app.route('/api/bank-notifications', bankNotificationRoutes);
  // Daraja's callbacks: under /api for the middleware above, outside the typed API the web calls.
  app.route(`/api${callbackRoutePrefix}`, paymentCallbackRoutes);
  app.route('/api', api);
  // Reads the whole app's route list, so the document names every route mounted here, whatever the mode.
  app.route(
    '/api',
    createApiDocsRoutes(() => app.routes),
  );
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/', siteIndexRoutes);
  if (options.webRoot) {
    const render = options.renderPage ?? loadRenderPage(options.webRoot);
    const drawPage = render ? drawPagesOnce(render) : null;
    app.use(serveWebApp(options.webRoot, { pageHtml: (c, html) => pageHtmlWithHead(c, html, drawPage) }));
  }
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `Nothing at ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
