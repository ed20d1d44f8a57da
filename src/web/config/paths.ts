import { dashboards, verifyPhonePath } from '@common/dashboards/dashboards';
import { unsubscribePagePattern } from '@common/saved-searches/saved-search-pages';

/** Every route of the web app in one place; pages link through these, never through string literals. */
export const paths = {
  home: '/',
  buy: '/buy',
  /** 'List Property' lives at /list-vehicle: the address the spec gives it, kept for links already shared. */
  listVehicle: '/list-vehicle',
  partners: '/partners',
  contact: '/contact',
  /** A saved search alert's own 'stop these alerts' link (the server writes it into each alert). */
  savedSearchUnsubscribe: unsubscribePagePattern,
  terms: '/terms',
  privacy: '/privacy',
  /** The contact form with its interest and message filled in, so a request arrives with its context. */
  contactWith: (prefill: { interest: 'buying' | 'renting' | 'selling' | 'general'; message: string }) =>
    `/contact?${new URLSearchParams(prefill)}`,
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  codeSignIn: '/login/code',
  auth: '/auth',
  /** Where a Google sign-in comes back to (the server's googleReturnPath): on to the account, or its last steps. */
  googleReturn: '/auth/google',
  cooparent: '/cooparent',
  /** CoopaRent 'For Landlords/Agents': the landlord's rent advance application. */
  rentAdvance: '/cooparent/rent-advance',
  supportedBanks: '/supported-banks',
  homeServices: '/home-services',
  homeServiceProvider: (id: string) => `/home-services/${encodeURIComponent(id)}`,
  /** Sign-up for a service provider: the role step is skipped. */
  signupAsProvider: '/signup?as=provider',
  abodeCity: '/abode-city',
  abodeCityWork: (id: string | number) => `/abode-city/work/${id}`,
  /** A quote request and its quote; a visitor's private link carries its key. */
  abodeCityQuote: (id: string, key?: string) =>
    `/abode-city/quotes/${encodeURIComponent(id)}${key ? `?${new URLSearchParams({ key })}` : ''}`,
  listing: (id: string) => `/listings/${encodeURIComponent(id)}`,
  kycVerification: '/kyc-verification',
  tenantPropertyLink: '/tenant-property-link',
  dashboard: dashboards.overview.path,
  tenantDashboard: dashboards.tenant.path,
  verifyPhone: verifyPhonePath,
  tenantRent: `${dashboards.tenant.path}/rent`,
  /** Okoa Rent (CoopaRent 'For Tenants'): the application, its status and the loan. */
  tenantOkoaRent: `${dashboards.tenant.path}/okoa-rent`,
  tenantMpesa: `${dashboards.tenant.path}/mpesa`,
  /** Tuku Pay, wallet to wallet inside ABODE: be paid and answer requests; send. */
  tenantTukupay: `${dashboards.tenant.path}/tukupay`,
  tenantSendTukupay: `${dashboards.tenant.path}/send-tukupay`,
  tenantBank: `${dashboards.tenant.path}/bank`,
  /** Money out of the wallet: to an M-Pesa number, to a bank account. */
  tenantSendMpesa: `${dashboards.tenant.path}/send-mpesa`,
  tenantSendBank: `${dashboards.tenant.path}/send-bank`,
  /** Pay Bills (KPLC, water, internet) and Point of Sale (a shop's till) from the wallet. */
  tenantSendBills: `${dashboards.tenant.path}/send-bills`,
  tenantPos: `${dashboards.tenant.path}/pos`,
  tenantCard: `${dashboards.tenant.path}/card`,
  /** A payment's receipt (ABODE's receipt number): view, download as PDF, share. */
  receipt: (receiptNumber: string) => `/receipts/${encodeURIComponent(receiptNumber)}`,
  tenantProfile: `${dashboards.tenant.path}/profile`,
  tenantSettings: `${dashboards.tenant.path}/settings`,
  /** Settings of every other role (landlord, caretaker, provider, superadmin), from the account menu. */
  settings: `${dashboards.overview.path}/settings`,
  landlordDashboard: dashboards.landlord.path,
  providerDashboard: dashboards.provider.path,
  caretakerDashboard: dashboards.caretaker.path,
  /** The financing officer's (the partner bank's staff) dashboard: CoopaRent's queue and book. */
  financingDashboard: dashboards.financing.path,
  /** A maintenance request: its state, photos, timeline and the signed-in party's next step. */
  maintenanceRequest: (id: string) => `/maintenance/${encodeURIComponent(id)}`,
} as const;
