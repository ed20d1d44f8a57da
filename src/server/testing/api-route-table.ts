import { randomUUID } from 'node:crypto';
import {
  addDays,
  nairobiDateOf,
  nairobiInstant,
  slotStartsOf,
} from '@common/abode-city/abode-city-vocabulary';
import type { Role } from '@common/auth/roles';

/**
 * Every API route with who may call it and an input that passes its validation: the access matrix and the
 * fuzz test both read it, and both fail when a mounted route is missing here.
 *
 * `public`: anyone (never 401 or 403). `signed-in`: any signed-in user (401 anonymously). A list of roles:
 * those roles only (403 for the others). Records of other users answer 404, which the feature suites test.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteCase {
  access: Access;
  /** The path with its parameters filled in; the route's own path when it has none. */
  path?: string;
  json?: unknown;
  form?: () => FormData;
  /** The answer every caller gets, for a public route whose sample input is refused on its merits. */
  answer?: number;
  /** Headers the route needs besides the session (made anew for each call, e.g. an Idempotency-Key). */
  headers?: () => Record<string, string>;
  /** Called with a second session of the user, for a route that ends the session it is called with. */
  throwawaySession?: true;
}

const someId = '00000000-0000-4000-8000-000000000000';
/** ABODE City's samples: a visitor's quote request, and a booking of a business day's 10:00 a week ahead. */
const abodeCityQuote = {
  service: 'interior',
  location: 'Kilimani',
  sizeValue: 120,
  sizeUnit: 'sqm',
  budget: '1m-5m',
  timeline: 'asap',
  description: 'Interior design for a three-bedroom apartment in Kilimani.',
  name: 'Matrix Visitor',
  phone: '0712000111',
  email: 'matrix@example.com',
};
const abodeCityDay = (() => {
  let date = addDays(nairobiDateOf(new Date()), 7);
  while (slotStartsOf(date).length === 0) date = addDays(date, 1);
  return date;
})();
const abodeCityValidUntil = addDays(nairobiDateOf(new Date()), 30);
const abodeCityBooking = {
  startsAt: nairobiInstant(abodeCityDay, 10).toISOString(),
  mode: 'phone',
  name: 'Matrix Visitor',
  phone: '0712000111',
  email: 'matrix@example.com',
};
const validPassword = 'Kilimani-Sunrise-42';
const profile = {
  businessName: 'Matrix Plumbing',
  categories: ['plumbing'],
  areas: ['Kilimani'],
  priceFrom: 1500,
  availability: { days: ['mon', 'tue'], opensAt: '08:00', closesAt: '17:00' },
  description: 'Leaking taps and blocked drains fixed the same day by a licensed plumber.',
};
/** The stand-in's callback token, which the test app runs on. */
const callbacks = '/api/payment-callbacks/abode-local-standin-callbacks';
const paybillNotice = {
  TransactionType: 'Pay Bill',
  TransID: 'TKMATRIX01',
  TransTime: '20261201101500',
  TransAmount: '100.00',
  BusinessShortCode: '174379',
  BillRefNumber: 'NOSUCH',
  MSISDN: '2547 ***** 149',
};
/** A B2C/B2B Result for a send this server never made: kept and answered, it changes nothing. */
const moneyOutResult = {
  Result: {
    ResultType: 0,
    ResultCode: 2001,
    ResultDesc: 'The initiator information is invalid.',
    OriginatorConversationID: 'matrix-originator',
    ConversationID: 'AG_20261201_matrix',
    TransactionID: 'TKMATRIX02',
  },
};
const propertySample = {
  name: 'Matrix Court',
  address: 'Ngong Road',
  city: 'Nairobi',
  state: 'Nairobi County',
  location: 'Kilimani',
};
const unitSample = { label: 'Apt 1', monthlyRent: 45_000, deposit: 90_000 };
const anyCustomer = ['tenant', 'landlord', 'service_provider', 'caretaker', 'superadmin'] as const;

export const apiRoutes: Record<string, RouteCase> = {
  'GET /api/dev/sms': { access: 'public', path: '/api/dev/sms?to=%2B254700000101' },
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'POST /api/contact-messages': {
    access: 'public',
    json: { name: 'Amina', email: 'amina@example.co.ke', interest: 'general', message: 'Habari' },
  },
  'GET /api/contact-messages': { access: ['superadmin'] },
  // The contact inbox: the superadmin replies (SMS or email), marks handled or reopens, assigns a colleague.
  'GET /api/contact-messages/assignees': { access: ['superadmin'] },
  'POST /api/contact-messages/:id/replies': {
    access: ['superadmin'],
    path: `/api/contact-messages/${someId}/replies`,
    json: { channel: 'sms', body: 'Habari, the flat is still available.' },
  },
  'POST /api/contact-messages/:id/handle': {
    access: ['superadmin'],
    path: `/api/contact-messages/${someId}/handle`,
  },
  'POST /api/contact-messages/:id/reopen': {
    access: ['superadmin'],
    path: `/api/contact-messages/${someId}/reopen`,
  },
  'PUT /api/contact-messages/:id/assignee': {
    access: ['superadmin'],
    path: `/api/contact-messages/${someId}/assignee`,
    json: { userId: null },
  },
  'GET /api/dev/email': { access: 'public', path: '/api/dev/email?to=amina%40example.co.ke' },
  'GET /api/contact-details': { access: 'public' },
  // Live chat: anyone starts one; its visitor's token (x-chat-token) or its owner's session opens it after.
  'POST /api/chat/conversations': { access: 'public', json: { body: 'Habari, do you have bedsitters?' } },
  'GET /api/chat/mine': { access: 'signed-in' },
  'GET /api/chat/inbox': { access: ['superadmin'] },
  'GET /api/chat/inbox/stream': { access: ['superadmin'] },
  'GET /api/chat/conversations/:id': { access: 'signed-in', path: `/api/chat/conversations/${someId}` },
  'GET /api/chat/conversations/:id/stream': {
    access: 'signed-in',
    path: `/api/chat/conversations/${someId}/stream`,
  },
  'POST /api/chat/conversations/:id/messages': {
    access: 'signed-in',
    path: `/api/chat/conversations/${someId}/messages`,
    json: { body: 'Still there?' },
  },
  'POST /api/chat/conversations/:id/replies': {
    access: ['superadmin'],
    path: `/api/chat/conversations/${someId}/replies`,
    json: { body: 'Karibu! Yes we do.' },
  },
  'POST /api/chat/conversations/:id/close': {
    access: 'signed-in',
    path: `/api/chat/conversations/${someId}/close`,
  },
  'POST /api/chat/conversations/:id/reopen': {
    access: ['superadmin'],
    path: `/api/chat/conversations/${someId}/reopen`,
  },
  'POST /api/identity/sign-up': { access: 'public', json: {} },
  'POST /api/identity/sign-up/basic': { access: 'public', json: {} },
  'POST /api/identity/sign-in': {
    access: 'public',
    json: { email: 'nobody@example.co.ke', password: 'Wrong-1234' },
    answer: 401,
  },
  'POST /api/identity/sign-in/code/request': { access: 'public', json: { email: 'nobody@example.co.ke' } },
  'POST /api/identity/sign-in/code': {
    access: 'public',
    json: { email: 'nobody@example.co.ke', code: '123456' },
  },
  'POST /api/identity/sign-out': { access: 'public', throwawaySession: true },
  'POST /api/identity/phone/send-code': { access: 'signed-in' },
  'POST /api/identity/phone/verify': { access: 'signed-in', json: { code: '123456' } },
  'POST /api/identity/password': {
    access: 'signed-in',
    json: { currentPassword: 'Not-The-Password-9', newPassword: 'Westlands-Dawn-77' },
  },
  'POST /api/identity/password-reset/request': {
    access: 'public',
    json: { email: 'nobody@example.co.ke' },
  },
  'POST /api/identity/password-reset': {
    access: 'public',
    json: { email: 'nobody@example.co.ke', code: '123456', newPassword: validPassword },
  },
  'GET /api/identity/config': { access: 'public' },
  // Google sign-in is off in the matrix's app (google-sign-in-routes.test.ts runs it on the stand-in).
  'POST /api/identity/google/start': { access: 'public', answer: 404 },
  'GET /api/identity/google/pending': { access: 'public', answer: 404 },
  'POST /api/identity/google/complete': {
    access: 'public',
    json: { first_name: 'Amina', last_name: 'Njeri', phone: '+254712345678', user_purpose: 'tenant' },
    answer: 404,
  },
  'GET /api/auth/callback/google': {
    access: 'public',
    path: '/api/auth/callback/google?code=x&state=y',
    answer: 404,
  },
  'GET /api/identity/sessions': { access: 'signed-in' },
  'POST /api/identity/sessions/sign-out-others': { access: 'signed-in' },
  'GET /api/me': { access: 'public' },
  'PATCH /api/me': { access: 'signed-in', json: { fullName: 'Matrix Person' } },
  'PUT /api/me/locale': { access: 'signed-in', json: { locale: 'sw' } },
  'GET /api/dashboards/overview': { access: ['superadmin'] },
  'GET /api/dashboards/activity': { access: 'signed-in' },
  'GET /api/dashboards/caretaker/daily-tasks': { access: ['caretaker'] },
  'GET /api/kyc/documents': { access: 'signed-in' },
  'POST /api/kyc/documents': { access: 'signed-in', form: () => new FormData() },
  'GET /api/kyc/documents/:id': { access: 'signed-in', path: `/api/kyc/documents/${someId}` },
  'GET /api/kyc/documents/:id/file': { access: 'signed-in', path: `/api/kyc/documents/${someId}/file` },
  'DELETE /api/kyc/documents/:id': { access: 'signed-in', path: `/api/kyc/documents/${someId}` },
  'POST /api/kyc/documents/:id/approve': {
    access: ['superadmin'],
    path: `/api/kyc/documents/${someId}/approve`,
  },
  'POST /api/kyc/documents/:id/reject': {
    access: ['superadmin'],
    path: `/api/kyc/documents/${someId}/reject`,
    json: { reason: 'The photo is blurred.' },
  },
  'GET /api/kyc/files/:path{.+}': { access: 'signed-in', path: `/api/kyc/files/kyc/${someId}/id_front.jpg` },
  'POST /api/kyc/submit': { access: 'signed-in' },
  'GET /api/kyc/review-queue': { access: ['superadmin'] },
  'GET /api/properties/lookup': { access: 'signed-in', path: '/api/properties/lookup?id=ABD-7K3Q' },
  'GET /api/properties/portfolio': { access: ['landlord'], path: '/api/properties/portfolio?as=landlord' },
  'GET /api/properties/mine': { access: ['landlord'], path: '/api/properties/mine?as=landlord' },
  'POST /api/properties': { access: ['landlord'], json: propertySample },
  'PATCH /api/properties/:id': {
    access: ['landlord'],
    path: '/api/properties/ABD-ZZZZ',
    json: propertySample,
  },
  'PUT /api/properties/:id/caretaker': {
    access: ['landlord'],
    path: '/api/properties/ABD-ZZZZ/caretaker',
    json: { contact: null },
  },
  'POST /api/properties/:id/units': {
    access: ['landlord'],
    path: '/api/properties/ABD-ZZZZ/units',
    json: unitSample,
  },
  'PATCH /api/properties/:id/units/:unitId': {
    access: ['landlord'],
    path: `/api/properties/ABD-ZZZZ/units/${someId}`,
    json: unitSample,
  },
  'GET /api/tenancies': { access: 'signed-in' },
  'GET /api/wallet': { access: 'signed-in' },
  'GET /api/rent/tenancies/:id/invoices': {
    access: 'signed-in',
    path: `/api/rent/tenancies/${someId}/invoices`,
  },
  'POST /api/rent/tenancies/:id/bills': {
    access: ['landlord', 'caretaker'],
    path: `/api/rent/tenancies/${someId}/bills`,
    json: { kind: 'internet', period: '2026-12', dueDate: '2026-12-10', amount: 2_500 },
  },
  'GET /api/rent/landlord-summary': { access: ['landlord'] },
  'GET /api/rent-advances/eligibility': { access: ['landlord'] },
  'GET /api/rent-advances/mine': { access: ['landlord'] },
  'POST /api/rent-advances': {
    access: ['landlord'],
    json: { tenancyIds: [someId], amount: 10_000, bankAccount: 'will_open' },
  },
  'POST /api/rent-advances/documents': { access: ['landlord'], form: () => new FormData() },
  'GET /api/rent-advances/documents/:documentId/file': {
    access: 'signed-in',
    path: `/api/rent-advances/documents/${someId}/file`,
  },
  'GET /api/rent-advances/queue': { access: ['superadmin', 'financing_officer'] },
  'POST /api/rent-advances/:id/approve': {
    access: ['superadmin', 'financing_officer'],
    path: `/api/rent-advances/${someId}/approve`,
    json: {},
  },
  'POST /api/rent-advances/:id/decline': {
    access: ['superadmin', 'financing_officer'],
    path: `/api/rent-advances/${someId}/decline`,
    json: { reason: 'Ownership documents unclear' },
  },
  'GET /api/rent/landlord-performance': { access: ['landlord'] },
  'POST /api/rent/invoices/:id/pay': {
    access: 'signed-in',
    path: `/api/rent/invoices/${someId}/pay`,
    json: { amount: 1000 },
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'GET /api/receipts/:receiptNumber': { access: 'signed-in', path: '/api/receipts/ABR22222222' },
  'GET /api/receipts/:receiptNumber/pdf': { access: 'signed-in', path: '/api/receipts/ABR22222222/pdf' },
  'POST /api/payments/mpesa': {
    access: 'signed-in',
    json: { amount: 500 },
    // Each caller's own key; the deposit itself goes to the in-process app's unreachable Daraja and fails.
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'GET /api/payments/mpesa/:id': { access: 'signed-in', path: `/api/payments/mpesa/${someId}` },
  'POST /api/withdrawals': {
    access: 'signed-in',
    // An empty wallet: every caller is refused 409 before M-Pesa is asked.
    json: { amount: 100, destination: { rail: 'mpesa', phone: '0712345678' } },
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'GET /api/withdrawals': { access: 'signed-in' },
  'GET /api/withdrawals/:id': { access: 'signed-in', path: `/api/withdrawals/${someId}` },
  'GET /api/withdrawals/payout-schedule': { access: ['landlord'] },
  'PUT /api/withdrawals/payout-schedule': {
    access: ['landlord'],
    // Capped at the step-up threshold: a schedule that can pay out more needs approved KYC and a code (403).
    json: { weekday: 5, destination: { rail: 'mpesa', phone: '0712345678' }, maxAmount: 10_000 },
  },
  'DELETE /api/withdrawals/payout-schedule': { access: ['landlord'] },
  'POST /api/card-payments': {
    access: 'signed-in',
    json: { amount: 500 },
    // Each caller's own key; the checkout is asked of the in-process app's unreachable Paystack and fails.
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  // Paystack's webhook: unsigned, it is refused whoever sends it.
  'POST /api/card-payments/webhook': {
    access: 'public',
    json: { event: 'charge.success', data: { reference: 'ABODE-CARD-MATRIX' } },
    answer: 401,
  },
  'GET /api/card-payments/allowance': { access: 'signed-in' },
  // Pay Bills: the caller's own open bills and saved billers; features/bill-payments tests others' (404).
  'GET /api/bills/own': { access: 'signed-in' },
  'GET /api/bills/saved': { access: 'signed-in' },
  'POST /api/bills/saved': {
    access: 'signed-in',
    json: { billerId: 'kplc-prepaid', account: '12345678901', name: 'Home KPLC' },
  },
  'PATCH /api/bills/saved/:id': {
    access: 'signed-in',
    path: `/api/bills/saved/${someId}`,
    json: { name: 'Home KPLC' },
  },
  'DELETE /api/bills/saved/:id': { access: 'signed-in', path: `/api/bills/saved/${someId}` },
  'GET /api/card-payments/:id': { access: 'signed-in', path: `/api/card-payments/${someId}` },
  'POST /api/card-payments/:id/verify': { access: 'signed-in', path: `/api/card-payments/${someId}/verify` },
  // A KYC-approved user's code is tested in features/step-up; this amount needs none (400).
  'POST /api/step-up/code': { access: 'signed-in', json: { purpose: 'transfer', amount: 5_000 } },
  // Tuku Pay: every caller's sample names a number no account uses (404); features/transfers tests the rest.
  'GET /api/transfers/recipient': {
    access: 'signed-in',
    path: '/api/transfers/recipient?phone=%2B254799999009',
  },
  'GET /api/transfers': { access: 'signed-in' },
  'POST /api/transfers': {
    access: 'signed-in',
    json: { phone: '+254799999009', amount: 100 },
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'GET /api/transfers/requests': { access: 'signed-in' },
  'POST /api/transfers/requests': { access: 'signed-in', json: { phone: '+254799999009', amount: 100 } },
  'POST /api/transfers/requests/:id/approve': {
    access: 'signed-in',
    path: `/api/transfers/requests/${someId}/approve`,
    json: {},
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'POST /api/transfers/requests/:id/decline': {
    access: 'signed-in',
    path: `/api/transfers/requests/${someId}/decline`,
  },
  'GET /api/transfers/lookup': { access: ['superadmin'], path: '/api/transfers/lookup?reference=TP00000000' },
  'GET /api/transfers/:id': { access: 'signed-in', path: `/api/transfers/${someId}` },
  'POST /api/transfers/:id/reverse': {
    access: ['superadmin'],
    path: `/api/transfers/${someId}/reverse`,
    json: { reason: 'Sent to the wrong number.' },
  },
  'GET /api/payments/suspense': { access: ['superadmin'] },
  'GET /api/bank-deposits': { access: 'signed-in' },
  // The bank's webhook: no session; the sample has no signature, so every caller is refused 401.
  'POST /api/bank-notifications': {
    access: 'public',
    json: {
      transactionId: 'FTMATRIX01',
      reference: 'ABD2345678',
      amount: '100.00',
      currency: 'KES',
    },
    answer: 401,
  },
  'POST /api/bank-statements': { access: ['superadmin'], form: () => new FormData() },
  'GET /api/back-office/money': { access: ['superadmin'] },
  // Mounted on test servers only (NODE_ENV=test), as this table's app is: the e2e teardown's ledger check.
  'GET /api/test/ledger-check': { access: ['superadmin'] },
  'POST /api/payments/suspense/:id/allocate': {
    access: ['superadmin'],
    path: `/api/payments/suspense/${someId}/allocate`,
    json: {
      to: { walletAccountNumber: 'AB12345678' },
      reason: 'The payer phoned to give the wallet number.',
    },
  },
  'POST /api/payment-callbacks/:token/stk': {
    access: 'public',
    path: `${callbacks}/stk`,
    json: {
      Body: {
        stkCallback: {
          MerchantRequestID: 'matrix',
          CheckoutRequestID: 'ws_CO_matrix',
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    },
  },
  'POST /api/payment-callbacks/:token/c2b/validation': {
    access: 'public',
    path: `${callbacks}/c2b/validation`,
    json: paybillNotice,
  },
  'POST /api/payment-callbacks/:token/c2b/confirmation': {
    access: 'public',
    path: `${callbacks}/c2b/confirmation`,
    json: paybillNotice,
  },
  ...Object.fromEntries(
    (
      ['b2c/result', 'b2c/timeout', 'b2b/result', 'b2b/timeout', 'status/result', 'status/timeout'] as const
    ).map((path) => [
      `POST /api/payment-callbacks/:token/${path}`,
      { access: 'public', path: `${callbacks}/${path}`, json: moneyOutResult } satisfies RouteCase,
    ]),
  ),
  'POST /api/tenancies/:id/end': {
    access: ['landlord', 'caretaker'],
    path: `/api/tenancies/${someId}/end`,
    json: { moveOutDate: '2027-01-31' },
  },
  'GET /api/tenant-properties': { access: 'signed-in' },
  'POST /api/tenant-properties': { access: 'signed-in', json: { propertyId: 'ABD-7K3Q' } },
  'GET /api/tenant-properties/pending': { access: ['landlord', 'caretaker'] },
  'POST /api/tenant-properties/:id/confirm': {
    access: ['landlord', 'caretaker'],
    path: `/api/tenant-properties/${someId}/confirm`,
    json: { unitId: someId, dueDay: 5, startDate: '2026-12-01' },
  },
  'POST /api/tenant-properties/:id/decline': {
    access: ['landlord', 'caretaker'],
    path: `/api/tenant-properties/${someId}/decline`,
  },
  'GET /api/search': { access: 'public', path: '/api/search?q=Kilimani' },
  'GET /api/listings/:id': { access: 'public', path: `/api/listings/${someId}` },
  'GET /api/saved-searches': { access: 'signed-in' },
  'POST /api/saved-searches': {
    access: 'signed-in',
    json: {
      name: 'Matrix search',
      queryText: '2 bedroom in Kilimani',
      criteria: {
        intent: 'rent',
        propertyTypes: [],
        bedrooms: { min: 2, max: 2 },
        bathrooms: { min: null, max: null },
        price: { min: null, max: null },
        locations: ['Kilimani'],
        amenities: [],
        unmatchedTerms: [],
      },
      frequency: 'instant',
    },
  },
  'POST /api/saved-searches/unsubscribe/:token': {
    access: 'public',
    path: '/api/saved-searches/unsubscribe/not-a-real-token-of-any-search',
    answer: 404,
  },
  'PATCH /api/saved-searches/:id': {
    access: 'signed-in',
    path: `/api/saved-searches/${someId}`,
    json: { frequency: 'daily' },
  },
  'DELETE /api/saved-searches/:id': { access: 'signed-in', path: `/api/saved-searches/${someId}` },
  'POST /api/saved-searches/:id/seen': { access: 'signed-in', path: `/api/saved-searches/${someId}/seen` },
  'GET /api/favourites': { access: 'signed-in' },
  'GET /api/favourites/listings': { access: 'signed-in' },
  'POST /api/favourites/merge': { access: 'signed-in', json: { listingIds: [] } },
  'PUT /api/favourites/:listingId': { access: 'signed-in', path: `/api/favourites/${someId}` },
  'DELETE /api/favourites/:listingId': { access: 'signed-in', path: `/api/favourites/${someId}` },
  'POST /api/listing-reports': {
    access: 'signed-in',
    json: { listingId: someId, reason: 'scam' },
  },
  'GET /api/listing-moderation': { access: ['superadmin'] },
  'POST /api/listing-moderation/:listingId/dismiss': {
    access: ['superadmin'],
    path: `/api/listing-moderation/${someId}/dismiss`,
    json: {},
  },
  'POST /api/listing-moderation/:listingId/remove': {
    access: ['superadmin'],
    path: `/api/listing-moderation/${someId}/remove`,
    json: { reason: 'The home was let months ago.' },
  },
  'POST /api/listing-moderation/:listingId/remove-for-fraud': {
    access: ['superadmin'],
    path: `/api/listing-moderation/${someId}/remove-for-fraud`,
    json: { reason: 'Asked renters for a viewing fee by M-Pesa.' },
  },
  // List Property: a landlord's own listings (another's is the 404 of none); the superadmin verifies them.
  'GET /api/my-listings': { access: ['landlord'] },
  'POST /api/my-listings': {
    access: ['landlord'],
    json: {
      unitId: someId,
      intent: 'rent',
      propertyType: 'apartment',
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      price: 45_000,
      location: 'Kilimani',
      description: 'A bright two bedroom flat near Yaya Centre with parking.',
    },
  },
  'POST /api/my-listings/photos': { access: ['landlord'], form: () => new FormData() },
  'POST /api/my-listings/documents': { access: ['landlord'], form: () => new FormData() },
  'GET /api/my-listings/documents/:documentId/file': {
    access: 'signed-in',
    path: `/api/my-listings/documents/${someId}/file`,
  },
  'PATCH /api/my-listings/:id': {
    access: ['landlord'],
    path: `/api/my-listings/${someId}`,
    json: { price: 50_000 },
  },
  'PUT /api/my-listings/:id/photos': {
    access: ['landlord'],
    path: `/api/my-listings/${someId}/photos`,
    json: { photoIds: [] },
  },
  'POST /api/my-listings/:id/submit': { access: ['landlord'], path: `/api/my-listings/${someId}/submit` },
  'POST /api/my-listings/:id/pause': { access: ['landlord'], path: `/api/my-listings/${someId}/pause` },
  'POST /api/my-listings/:id/resume': { access: ['landlord'], path: `/api/my-listings/${someId}/resume` },
  'POST /api/my-listings/:id/mark-let': { access: ['landlord'], path: `/api/my-listings/${someId}/mark-let` },
  'POST /api/my-listings/:id/mark-sold': {
    access: ['landlord'],
    path: `/api/my-listings/${someId}/mark-sold`,
  },
  'POST /api/my-listings/:id/confirm-available': {
    access: ['landlord'],
    path: `/api/my-listings/${someId}/confirm-available`,
  },
  'GET /api/my-listings/proposals': { access: ['landlord'] },
  'POST /api/my-listings/proposals/:proposalId/accept': {
    access: ['landlord'],
    path: `/api/my-listings/proposals/${someId}/accept`,
  },
  'POST /api/my-listings/proposals/:proposalId/decline': {
    access: ['landlord'],
    path: `/api/my-listings/proposals/${someId}/decline`,
  },
  'GET /api/listing-review/proposals': { access: ['superadmin'] },
  'POST /api/listing-review/:id/proposal': {
    access: ['superadmin'],
    path: `/api/listing-review/${someId}/proposal`,
    json: { title: 'Bright two-bedroom flat near Yaya Centre' },
  },
  'GET /api/listing-review': { access: ['superadmin'] },
  'POST /api/listing-review/:id/approve': {
    access: ['superadmin'],
    path: `/api/listing-review/${someId}/approve`,
  },
  'POST /api/listing-review/:id/request-changes': {
    access: ['superadmin'],
    path: `/api/listing-review/${someId}/request-changes`,
    json: { note: 'Add a photo of the kitchen.' },
  },
  'POST /api/listing-review/:id/reject': {
    access: ['superadmin'],
    path: `/api/listing-review/${someId}/reject`,
    json: { note: 'The ownership document names someone else.' },
  },
  'GET /api/viewings': { access: 'signed-in' },
  'GET /api/viewings/hosted': { access: 'signed-in' },
  'POST /api/viewings': {
    access: 'signed-in',
    json: { listingId: someId, scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  },
  'POST /api/viewings/:id/confirm': {
    access: 'signed-in',
    path: `/api/viewings/${someId}/confirm`,
    json: { scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  },
  'POST /api/viewings/:id/propose': {
    access: 'signed-in',
    path: `/api/viewings/${someId}/propose`,
    json: { scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  },
  'POST /api/viewings/:id/decline': {
    access: 'signed-in',
    path: `/api/viewings/${someId}/decline`,
    json: {},
  },
  'POST /api/viewings/:id/accept': { access: 'signed-in', path: `/api/viewings/${someId}/accept` },
  'POST /api/viewings/:id/cancel': { access: 'signed-in', path: `/api/viewings/${someId}/cancel` },
  'POST /api/notices': {
    access: ['landlord', 'caretaker'],
    json: { propertyId: 'ABD-2222', template: 'general', title: 'Water', message: 'Water is off on Monday.' },
  },
  'GET /api/notices/sent': { access: ['landlord', 'caretaker'] },
  'GET /api/notices/mine': { access: 'signed-in' },
  'POST /api/notices/:id/read': { access: 'signed-in', path: `/api/notices/${someId}/read` },
  'POST /api/rental-applications': {
    access: 'signed-in',
    json: {
      listingId: someId,
      moveInDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      householdSize: 2,
    },
  },
  'GET /api/rental-applications/mine': { access: 'signed-in' },
  'GET /api/rental-applications/received': { access: ['landlord'] },
  'POST /api/rental-applications/:id/approve': {
    access: ['landlord'],
    path: `/api/rental-applications/${someId}/approve`,
    json: { unitId: someId, dueDay: 5, startDate: '2026-12-01' },
  },
  'POST /api/rental-applications/:id/decline': {
    access: ['landlord'],
    path: `/api/rental-applications/${someId}/decline`,
    json: { reason: 'The unit is taken' },
  },
  'POST /api/rental-applications/:id/meet': {
    access: ['landlord'],
    path: `/api/rental-applications/${someId}/meet`,
    json: { message: 'Saturday at 10:00 at the gate' },
  },
  'GET /api/listing-photos/:photoId': {
    access: 'public',
    path: '/api/listing-photos/ex-a-000000000001?w=480',
  },
  'GET /api/link-previews/listings/:file': {
    access: 'public',
    path: `/api/link-previews/listings/${someId}.jpg`,
    answer: 404,
  },
  'GET /api/link-previews/providers/:file': {
    access: 'public',
    path: `/api/link-previews/providers/${someId}.jpg`,
    answer: 404,
  },
  'GET /api/hosting/summary': { access: 'signed-in' },
  'GET /api/services/search': { access: 'public', path: '/api/services/search?q=plumber' },
  'GET /api/services/providers/:id': { access: 'public', path: `/api/services/providers/${someId}` },
  'GET /api/services/photos/:photoId': {
    access: 'public',
    path: '/api/services/photos/pl-a-000000000001?w=320',
  },
  'GET /api/services/my-profile': { access: ['service_provider'] },
  'PUT /api/services/my-profile': { access: ['service_provider'], json: profile },
  'POST /api/services/my-profile/photo': { access: ['service_provider'], form: () => new FormData() },
  // Maintenance: a request one has no part in is the 404 of none, so every signed-in role reaches the route.
  'POST /api/maintenance/requests': {
    access: ['tenant'],
    json: { category: 'plumbing', description: 'The kitchen tap is leaking badly.', urgency: 'soon' },
  },
  'GET /api/maintenance/requests': { access: 'signed-in' },
  'GET /api/maintenance/requests/:id': { access: 'signed-in', path: `/api/maintenance/requests/${someId}` },
  'GET /api/maintenance/requests/:id/providers': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/providers`,
  },
  'GET /api/maintenance/requests/:id/photos/:photoId': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/photos/${someId}`,
  },
  'POST /api/maintenance/photos': { access: 'signed-in', form: () => new FormData() },
  'POST /api/maintenance/requests/:id/acknowledge': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/acknowledge`,
  },
  'POST /api/maintenance/requests/:id/ask': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/ask`,
    json: { message: 'Which tap is it?' },
  },
  'POST /api/maintenance/requests/:id/answer': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/answer`,
    json: { message: 'The cold one.' },
  },
  'POST /api/maintenance/requests/:id/handle': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/handle`,
  },
  'POST /api/maintenance/requests/:id/assign': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/assign`,
    json: { providerId: someId },
  },
  'POST /api/maintenance/requests/:id/accept': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/accept`,
  },
  'POST /api/maintenance/requests/:id/decline': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/decline`,
  },
  'POST /api/maintenance/requests/:id/schedule': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/schedule`,
    json: { date: '2030-01-15', window: '10:00-12:00' },
  },
  'POST /api/maintenance/requests/:id/complete': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/complete`,
    json: { note: 'Replaced the washer.', cost: 1500 },
  },
  'POST /api/maintenance/requests/:id/confirm': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/confirm`,
    json: { rating: 5 },
  },
  'POST /api/maintenance/requests/:id/reopen': {
    access: 'signed-in',
    path: `/api/maintenance/requests/${someId}/reopen`,
    json: { message: 'Still dripping.' },
  },
  'POST /api/maintenance/requests/:id/charge-tenant': {
    access: ['landlord', 'caretaker'],
    path: `/api/maintenance/requests/${someId}/charge-tenant`,
  },
  'GET /api/services/my-ratings': { access: ['service_provider'] },
  'POST /api/services/requests': {
    access: anyCustomer,
    json: {
      providerId: someId,
      description: 'The kitchen tap has been leaking since Sunday.',
      address: 'Argwings Kodhek Road, Kilimani',
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      budget: null,
    },
  },
  'GET /api/services/requests/mine': { access: anyCustomer },
  'GET /api/services/requests/incoming': { access: ['service_provider'] },
  'POST /api/services/requests/:id/accept': {
    access: ['service_provider'],
    path: `/api/services/requests/${someId}/accept`,
  },
  'POST /api/services/requests/:id/decline': {
    access: ['service_provider'],
    path: `/api/services/requests/${someId}/decline`,
  },
  'POST /api/services/requests/:id/complete': {
    access: ['service_provider'],
    path: `/api/services/requests/${someId}/complete`,
  },
  'POST /api/services/requests/:id/cancel': {
    access: anyCustomer,
    path: `/api/services/requests/${someId}/cancel`,
  },
  'POST /api/services/requests/:id/review': {
    access: anyCustomer,
    path: `/api/services/requests/${someId}/review`,
    json: { rating: 5, comment: 'Quick and tidy work.' },
  },
  'GET /api/audit-events': { access: ['superadmin'] },
  'POST /api/privacy/data-export': { access: 'signed-in' },
  // A wrong password (400): the sample never deletes the account the other cells go on using.
  'POST /api/privacy/account-deletion': { access: 'signed-in', json: { password: 'Not-The-Password-9' } },
  'GET /api/privacy/marketing-consent': { access: 'signed-in' },
  'GET /api/notifications': { access: 'signed-in' },
  'GET /api/notifications/unread': { access: 'signed-in' },
  'GET /api/notifications/stream': { access: 'signed-in' },
  'GET /api/notifications/preferences': { access: 'signed-in' },
  'PUT /api/notifications/preferences': {
    access: 'signed-in',
    json: { preferences: [{ kind: 'notice', inApp: true, sms: true }] },
  },
  'POST /api/notifications/read-all': { access: 'signed-in' },
  'POST /api/notifications/:id/read': {
    access: 'signed-in',
    path: `/api/notifications/${someId}/read`,
  },
  'PUT /api/privacy/marketing-consent': { access: 'signed-in', json: { consented: true } },
  // ABODE City: anyone asks for a quote and books a consultation; a request is read by its requester, the
  // holder of its private link (a header) or the team; the team answers and reads its calendar.
  'GET /api/abode-city/contact': { access: 'public' },
  'POST /api/abode-city/quote-requests': { access: 'public', json: abodeCityQuote },
  'GET /api/abode-city/quote-requests/mine': { access: 'signed-in' },
  'GET /api/abode-city/quote-requests/:id': {
    access: 'signed-in',
    path: `/api/abode-city/quote-requests/${someId}`,
  },
  'POST /api/abode-city/quote-requests/:id/accept': {
    access: 'signed-in',
    path: `/api/abode-city/quote-requests/${someId}/accept`,
  },
  'POST /api/abode-city/quote-requests/:id/quote': {
    access: ['superadmin'],
    path: `/api/abode-city/quote-requests/${someId}/quote`,
    json: { items: [{ description: 'Design drawings', amount: 150000 }], validUntil: abodeCityValidUntil },
  },
  'POST /api/abode-city/quote-files': {
    access: 'signed-in',
    form: () => {
      const form = new FormData();
      form.set('requestId', someId);
      form.set(
        'file',
        new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }),
        'plan.pdf',
      );
      return form;
    },
  },
  'GET /api/abode-city/quote-requests/:id/files/:fileId': {
    access: 'signed-in',
    path: `/api/abode-city/quote-requests/${someId}/files/${someId}`,
  },
  'GET /api/abode-city/consultations/slots': { access: 'public' },
  'POST /api/abode-city/consultations': { access: 'public', json: abodeCityBooking },
  'GET /api/abode-city/back-office/quote-requests': { access: ['superadmin'] },
  'GET /api/abode-city/back-office/consultations': { access: ['superadmin'] },
  // Okoa Rent (CoopaRent 'For Tenants'): tenants apply and repay; financing officers and the superadmin
  // decide and read the lender's book; an application or document is read by its tenant or an officer.
  'GET /api/rent-financing/mine': { access: ['tenant'] },
  'POST /api/rent-financing/documents': { access: ['tenant'], form: () => new FormData() },
  'GET /api/rent-financing/documents/:id/file': {
    access: 'signed-in',
    path: `/api/rent-financing/documents/${someId}/file`,
  },
  'POST /api/rent-financing/applications': {
    access: ['tenant'],
    json: {
      invoiceId: someId,
      amount: 5000,
      repayBy: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      monthlyIncome: 60000,
      employer: 'Matrix Ltd',
    },
  },
  'GET /api/rent-financing/applications': { access: ['superadmin', 'financing_officer'] },
  'GET /api/rent-financing/applications/:id': {
    access: 'signed-in',
    path: `/api/rent-financing/applications/${someId}`,
  },
  'POST /api/rent-financing/applications/:id/approve': {
    access: ['superadmin', 'financing_officer'],
    path: `/api/rent-financing/applications/${someId}/approve`,
    json: {},
  },
  'POST /api/rent-financing/applications/:id/decline': {
    access: ['superadmin', 'financing_officer'],
    path: `/api/rent-financing/applications/${someId}/decline`,
    json: { reason: 'Income too low for the amount' },
  },
  'POST /api/rent-financing/loans/:id/repay': {
    access: ['tenant'],
    path: `/api/rent-financing/loans/${someId}/repay`,
    json: { amount: 1000 },
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'GET /api/rent-financing/book': { access: ['superadmin', 'financing_officer'] },
  // The back office's users: find, read, suspend, restore, grant a role (superadmin only).
  'GET /api/user-admin/users': { access: ['superadmin'], path: '/api/user-admin/users?q=amina' },
  'GET /api/user-admin/users/:id': { access: ['superadmin'], path: `/api/user-admin/users/${someId}` },
  'POST /api/user-admin/users/:id/suspend': {
    access: ['superadmin'],
    path: `/api/user-admin/users/${someId}/suspend`,
    json: { reason: 'Asked renters for viewing fees.' },
  },
  'POST /api/user-admin/users/:id/restore': {
    access: ['superadmin'],
    path: `/api/user-admin/users/${someId}/restore`,
    json: { reason: 'The complaint was withdrawn.' },
  },
  'POST /api/user-admin/users/:id/roles': {
    access: ['superadmin'],
    path: `/api/user-admin/users/${someId}/roles`,
    json: { role: 'landlord' },
  },
};
