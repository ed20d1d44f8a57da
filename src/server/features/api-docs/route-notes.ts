import { okoaRentDocumentCategories } from '@common/financing/okoa-rent-contracts';
import { rentAdvanceDocumentCategories } from '@common/financing/rent-advance-contracts';
import { kycCategories } from '@common/kyc/kyc-documents';
import { listingDocumentCategories } from '@common/listings/listing-pipeline-contracts';

/**
 * The facts the document cannot read from the app's handlers: who may call a route, the multipart form an
 * upload route reads itself (read-upload-form.ts, not `validate`), and the session cookie's name. The first
 * two are checked against src/server/testing/api-route-table.ts, whose access the route access matrix proves
 * against the running app, and the cookie against a real sign-in, so a note that drifts fails a test
 * (api-docs-routes.test.ts).
 */

export const sessionCookieName = 'abode.session_token';

/** Routes anyone may call; every other route needs a session. Keys as Hono spells them. */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /api/dev/sms',
  'GET /api/dev/email',
  'GET /api/health',
  'POST /api/contact-messages',
  'POST /api/identity/sign-up',
  'POST /api/identity/sign-up/basic',
  'POST /api/identity/sign-in',
  'POST /api/identity/sign-in/code/request',
  'POST /api/identity/sign-in/code',
  'POST /api/identity/sign-out',
  'POST /api/identity/password-reset/request',
  'POST /api/identity/password-reset',
  'GET /api/me',
  'GET /api/search',
  'GET /api/listings/:id',
  'GET /api/listing-photos/:photoId',
  'GET /api/services/search',
  'GET /api/services/providers/:id',
  'GET /api/services/photos/:photoId',
  // The pictures of shared links' preview cards (WhatsApp and social sites fetch them without a session).
  'GET /api/link-previews/listings/:file',
  'GET /api/link-previews/providers/:file',
  'GET /api/openapi.json',
  'GET /api/docs',
  // Daraja's callbacks: no session, a secret path segment (MPESA_CALLBACK_TOKEN) instead.
  'POST /api/payment-callbacks/:token/stk',
  'POST /api/payment-callbacks/:token/c2b/validation',
  'POST /api/payment-callbacks/:token/c2b/confirmation',
  'POST /api/payment-callbacks/:token/b2c/result',
  'POST /api/payment-callbacks/:token/b2c/timeout',
  'POST /api/payment-callbacks/:token/b2b/result',
  'POST /api/payment-callbacks/:token/b2b/timeout',
  'POST /api/payment-callbacks/:token/status/result',
  'POST /api/payment-callbacks/:token/status/timeout',
  // The bank's payment notifications: no session, an HMAC-SHA256 signature of the body (X-Bank-Signature).
  'POST /api/bank-notifications',
  // Paystack's webhook: no session, an HMAC-SHA512 signature of the body (x-paystack-signature).
  'POST /api/card-payments/webhook',
  // ABODE City: anyone asks for a quote and books a consultation (a visitor's request is then theirs by a
  // private link's key in the x-quote-key header, which the routes reading it also take instead of a session).
  'GET /api/abode-city/contact',
  'POST /api/abode-city/quote-requests',
  'GET /api/abode-city/consultations/slots',
  'POST /api/abode-city/consultations',
  // ABODE's contact details and office hours, as configured.
  'GET /api/contact-details',
  // Live chat: anyone starts a chat; after that its visitor's token (x-chat-token) opens it, so the routes
  // naming a conversation take the token instead of a session.
  'POST /api/chat/conversations',
  // Google sign-in: whether it is offered, where to send the browser, and Google's way back (better-auth's
  // callback, its state bound to a signed cookie). The new account's two steps check for themselves the
  // session Google's callback opened, which has no profile yet, so the route matrix counts them as open.
  'GET /api/identity/config',
  'POST /api/identity/google/start',
  'GET /api/identity/google/pending',
  'POST /api/identity/google/complete',
  'GET /api/auth/callback/google',
  // A saved search alert's own 'stop these alerts' link: no session, the alert's unguessable token instead.
  'POST /api/saved-searches/unsubscribe/:token',
]);

const fileField = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' };

/** The multipart form of each upload route, as JSON Schema. */
export const uploadForms: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/abode-city/quote-files': {
    type: 'object',
    properties: {
      requestId: { type: 'string', format: 'uuid', description: 'The ABODE City quote request' },
      file: { ...fileField, description: 'A plan or photo: PDF, JPEG or PNG' },
    },
    required: ['requestId', 'file'],
  },
  'POST /api/rent-advances/documents': {
    type: 'object',
    properties: {
      category: { type: 'string', enum: [...rentAdvanceDocumentCategories] },
      file: { ...fileField, description: 'A JPEG, PNG or PDF, stored privately' },
    },
    required: ['category', 'file'],
  },
  'POST /api/rent-financing/documents': {
    type: 'object',
    properties: {
      category: { type: 'string', enum: [...okoaRentDocumentCategories] },
      file: { ...fileField, description: 'A JPEG, PNG or PDF, stored privately' },
    },
    required: ['category', 'file'],
  },
  'POST /api/kyc/documents': {
    type: 'object',
    properties: { category: { type: 'string', enum: [...kycCategories] }, file: fileField },
    required: ['category', 'file'],
  },
  'POST /api/bank-statements': {
    type: 'object',
    properties: {
      file: { ...fileField, description: 'The bank statement, CSV: date, reference, amount, transaction id' },
    },
    required: ['file'],
  },
  'POST /api/services/my-profile/photo': {
    type: 'object',
    properties: { file: { ...fileField, description: 'A JPEG or PNG photo' } },
    required: ['file'],
  },
  'POST /api/maintenance/photos': {
    type: 'object',
    properties: {
      requestId: { type: 'string', format: 'uuid', description: 'The maintenance request' },
      file: { ...fileField, description: 'A JPEG or PNG photo of the problem or of the work done' },
    },
    required: ['requestId', 'file'],
  },
  'POST /api/my-listings/photos': {
    type: 'object',
    properties: {
      listingId: { type: 'string', format: 'uuid', description: 'The lister’s own listing' },
      file: { ...fileField, description: 'A JPEG or PNG photo (at most 20 per listing)' },
    },
    required: ['listingId', 'file'],
  },
  'POST /api/my-listings/documents': {
    type: 'object',
    properties: {
      listingId: { type: 'string', format: 'uuid', description: 'The lister’s own listing' },
      category: { type: 'string', enum: [...listingDocumentCategories] },
      file: { ...fileField, description: 'A JPEG, PNG or PDF, stored privately' },
    },
    required: ['listingId', 'category', 'file'],
  },
};
