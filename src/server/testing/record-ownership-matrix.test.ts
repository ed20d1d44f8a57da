import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@common/auth/roles';
import { eq } from 'drizzle-orm';
import {
  cardPayments,
  listingEditProposals,
  listings,
  locationsTable,
  noticeRecipients,
  notices,
  maintenanceRequests,
  moneyOutTransfers,
  mpesaPayments,
  notifications,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
  transferRequests,
  transfers,
} from '../db/schema/index';
import { platformAccountOf, postJournal, walletAccountOf } from '../features/ledger';
import { raiseRentInvoices } from '../features/rent';
import { addDays } from '@common/financing/okoa-rent-terms';
import { nairobiToday } from '@common/rent/rent-cycle';
import { apiRoutes } from './api-route-table';
import { approveKyc } from './kyc-helpers';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from './paid-rent-fixtures';
import { signedInAs, type TestUser } from './identity-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * The second half of the access matrix: a route that names a record must keep it from a second user of the
 * same role. For every route with a path parameter that is not public, a real record is made for one user,
 * then a stranger holding the same role asks for it first (404, the answer for no record at all, and the
 * record is unchanged) and its owner after (the route's own answer). A new route with a path parameter fails
 * the first test until it is here, or in `notOwned` with the reason no user owns what it names.
 */
interface OwnedRecord {
  /** The owner's role; the stranger holds the same one. */
  role: Role;
  /** Makes a fresh record for `owner` and returns the route's path filled in with it (and a body naming it). */
  make: (owner: TestUser) => Promise<string | { path: string; json: unknown }>;
  json?: unknown;
  /** What the owner gets: the step done, or a 409 that shows the record was found and is theirs. */
  ownerAnswer: number;
}

/** Routes whose parameter names no user's record, and why the role matrix covers them instead. */
const notOwned: Record<string, string> = {
  'GET /api/user-admin/users/:id': "a superadmin reads anyone's account; roles decide (access matrix)",
  'POST /api/user-admin/users/:id/suspend':
    "a superadmin suspends anyone's account; roles decide (access matrix)",
  'POST /api/user-admin/users/:id/restore':
    "a superadmin restores anyone's account; roles decide (access matrix)",
  'POST /api/user-admin/users/:id/roles': 'a superadmin grants anyone a role; roles decide (access matrix)',
  'POST /api/kyc/documents/:id/approve': "staff review everyone's documents; roles decide (access matrix)",
  'POST /api/kyc/documents/:id/reject': "staff review everyone's documents; roles decide (access matrix)",
  'PUT /api/favourites/:listingId': 'names a public listing; the favourite made is the caller’s own',
  'DELETE /api/favourites/:listingId': 'names a public listing; the favourite removed is the caller’s own',
  'POST /api/transfers/:id/reverse': "a superadmin reverses anyone's transfer; roles decide (access matrix)",
  'POST /api/listing-review/:id/approve':
    "a superadmin verifies anyone's listing; roles decide (access matrix)",
  'POST /api/listing-review/:id/request-changes':
    "a superadmin verifies anyone's listing; roles decide (access matrix)",
  'POST /api/listing-review/:id/reject':
    "a superadmin verifies anyone's listing; roles decide (access matrix)",
  'POST /api/listing-review/:id/proposal':
    "a superadmin proposes a professional edit of anyone's listing; roles decide (access matrix)",
  'POST /api/rent-advances/:id/approve':
    "a financing officer decides anyone's rent advance; roles decide (access matrix)",
  'POST /api/rent-advances/:id/decline':
    "a financing officer decides anyone's rent advance; roles decide (access matrix)",
  'POST /api/listing-moderation/:listingId/dismiss':
    "a superadmin moderates anyone's reported listing; roles decide (access matrix)",
  'POST /api/listing-moderation/:listingId/remove':
    "a superadmin moderates anyone's reported listing; roles decide (access matrix)",
  'POST /api/listing-moderation/:listingId/remove-for-fraud':
    "a superadmin moderates anyone's reported listing; roles decide (access matrix)",
  'POST /api/rent-financing/applications/:id/approve':
    "a financing officer decides anyone's Okoa Rent application; roles decide (access matrix)",
  'POST /api/rent-financing/applications/:id/decline':
    "a financing officer decides anyone's Okoa Rent application; roles decide (access matrix)",
  'POST /api/abode-city/quote-requests/:id/quote':
    "the ABODE City team answers anyone's quote request; roles decide (access matrix)",
  'POST /api/chat/conversations/:id/replies': "staff answer anyone's chat; roles decide (access matrix)",
  'POST /api/contact-messages/:id/replies': "staff answer anyone's message; roles decide (access matrix)",
  'POST /api/contact-messages/:id/handle': "staff handle anyone's message; roles decide (access matrix)",
  'POST /api/contact-messages/:id/reopen': "staff reopen anyone's message; roles decide (access matrix)",
  'PUT /api/contact-messages/:id/assignee': "staff assign anyone's message; roles decide (access matrix)",
  'POST /api/chat/conversations/:id/reopen': "staff reopen anyone's chat; roles decide (access matrix)",
  'POST /api/payments/suspense/:id/allocate':
    "staff act on everyone's suspense payments, which belong to no user yet; roles decide (access matrix)",
};

const idFront = readFileSync(new URL('../../../e2e/fixtures/id-front.jpg', import.meta.url));
/** Providers open every day, so a booking two days ahead at 10:00 Nairobi time always fits. */
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const inTwoDays = `${new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10)}T10:00:00+03:00`;

const startTerms = { dueDay: 5, startDate: '2026-12-01' };

/** The letters a property code may hold (no 0, 1, I or O, which read alike over the phone). */
const codeLetters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

describe('records are kept from a second user of the same role', () => {
  let t: TestApp;
  let customer: TestUser;
  let home = 0;

  // With an Idempotency-Key, which payment routes need before anything else and the rest ignore.
  const call = (user: TestUser, method: string, path: string, json?: unknown) =>
    t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    });
  const ok = async (res: Response | Promise<Response>) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    return answer.json();
  };

  /** A payment request from the customer for `owner` to pay. */
  const requestToPay = async (owner: TestUser) => {
    const [made] = await t.database.db
      .insert(transferRequests)
      .values({ requesterId: customer.userId, payerId: owner.userId, amount: 100, status: 'pending' })
      .returning({ id: transferRequests.id });
    return made!.id;
  };

  /** A KYC document of `owner`'s, its id and stored path. */
  const kycDocument = async (owner: TestUser) => {
    const form = new FormData();
    form.set('category', 'id_front');
    form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), 'id.jpg');
    const body = await ok(
      t.request('/api/kyc/documents', { method: 'POST', body: form, headers: { cookie: owner.cookie } }),
    );
    return body as { id: string; path: string };
  };

  /** A pending card deposit of the owner's (its checkout never opened: Paystack is unreachable here). */
  const savedBillerOf = async (owner: TestUser) => {
    const res = await call(owner, 'POST', '/api/bills/saved', {
      billerId: 'nairobi-water',
      account: String(10_000 + Math.floor(Math.random() * 90_000)),
      name: 'Home water',
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const cardPaymentOf = async (owner: TestUser) => {
    const [payment] = await t.database.db
      .insert(cardPayments)
      .values({
        userId: owner.userId,
        status: 'pending',
        amount: 500,
        fee: 15,
        total: 515,
        reference: `ABODE-CARD-${randomUUID().slice(0, 8).toUpperCase()}`,
        idempotencyKey: randomUUID(),
        requestFingerprint: 'matrix',
      })
      .returning({ id: cardPayments.id });
    return payment!.id;
  };

  /** A property that `owner` runs as `role`, with one vacant unit. */
  const propertyOf = async (owner: TestUser, role: 'landlord' | 'caretaker') => {
    home += 1;
    const id = `ABD-WX${codeLetters[Math.floor(home / codeLetters.length)]}${codeLetters[home % codeLetters.length]}`;
    await t.database.db.insert(properties).values({
      id,
      name: `Ownership Court ${home}`,
      address: 'Ngong Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      landlordId: role === 'landlord' ? owner.userId : customer.userId,
      caretakerId: role === 'caretaker' ? owner.userId : null,
    });
    const [unit] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId: id, label: 'Apt 1', monthlyRent: 45_000, deposit: 90_000 })
      .returning({ id: propertyUnits.id });
    return { id, unitId: unit!.id };
  };

  /** A pending link of a new tenant to a new property that `owner` runs as `role`. */
  const tenantLink = async (owner: TestUser, role: 'landlord' | 'caretaker') => {
    const property = await propertyOf(owner, role);
    const tenant = await signedInAs(t, 'tenant');
    const link = await ok(call(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id }));
    return { linkId: link.id as string, unitId: property.unitId, propertyId: property.id };
  };

  /** An active tenancy of `tenant`'s, on a property of a new landlord's. */
  const tenancyOfTenant = async (tenant: TestUser) => {
    const landlord = await signedInAs(t, 'landlord');
    const property = await propertyOf(landlord, 'landlord');
    const link = await ok(call(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id }));
    await ok(
      call(landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
        unitId: property.unitId,
        ...startTerms,
      }),
    );
    const [row] = await t.database.db
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(eq(tenancies.linkId, link.id as string));
    return row!.id;
  };

  /** An active tenancy on a property that `owner` runs as `role`. */
  const tenancyOf = async (owner: TestUser, role: 'landlord' | 'caretaker') => {
    const { linkId, unitId } = await tenantLink(owner, role);
    await ok(call(owner, 'POST', `/api/tenant-properties/${linkId}/confirm`, { unitId, ...startTerms }));
    const [row] = await t.database.db
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(eq(tenancies.linkId, linkId));
    return row!.id;
  };

  /** The receipt number of a payment `owner` made toward the rent of a new tenancy of theirs. */
  const paidReceiptOf = async (owner: TestUser) => {
    const { tenant, tenancyId } = await rentedUnit(t, await signedInAs(t, 'landlord'), 10_000, owner);
    const invoice = await raisedInvoice(t, tenancyId);
    await fundWallet(t, tenant, 10_000);
    return (await payInvoice(t, tenant, invoice.id, 10_000)).receiptNumber;
  };

  /**
   * A maintenance request of a new tenancy, with `set` written straight onto it to stand at the step under
   * test: `tenant` reports it to `landlord`'s property (new accounts when not given).
   */
  const maintenanceRequest = async (
    who: { tenant?: TestUser; landlord?: TestUser },
    set: Partial<typeof maintenanceRequests.$inferInsert> = {},
  ) => {
    const tenant = who.tenant ?? (await signedInAs(t, 'tenant'));
    await rentedUnit(t, who.landlord ?? (await signedInAs(t, 'landlord')), 10_000, tenant);
    const made = await ok(
      call(tenant, 'POST', '/api/maintenance/requests', {
        category: 'plumbing',
        description: 'The kitchen tap has been leaking since Sunday.',
        urgency: 'soon',
      }),
    );
    if (Object.keys(set).length > 0) {
      await t.database.db.update(maintenanceRequests).set(set).where(eq(maintenanceRequests.id, made.id));
    }
    return made.id as string;
  };
  /** The owner's provider profile (made on first use), for the steps a provider takes. */
  const providerProfileOf = async (provider: TestUser) =>
    (
      await ok(
        call(provider, 'PUT', '/api/services/my-profile', {
          businessName: `Ownership Fundi ${provider.userId.slice(0, 6)}`,
          categories: ['plumbing'],
          areas: ['Kilimani'],
          priceFrom: 1500,
          availability: { days: everyDay, opensAt: '08:00', closesAt: '17:00' },
          description: 'Leaking taps and blocked drains fixed the same day by a licensed plumber.',
        }),
      )
    ).profile.id as string;
  const providerJob = async (owner: TestUser, status: 'assigned' | 'accepted' | 'scheduled') =>
    maintenanceRequest({}, { providerId: await providerProfileOf(owner), status });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const m = (id: string, rest = '') => `/api/maintenance/requests/${id}${rest}`;

  /** A listing of `owner`'s made through List Property, moved straight to `status` in the database. */
  const myListingOf = async (owner: TestUser, status: 'draft' | 'live' | 'paused' = 'draft') => {
    const body = (await ok(
      call(owner, 'POST', '/api/my-listings', {
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 1,
        bathrooms: 1,
        sqft: 600,
        price: 30_000,
        location: 'Kilimani',
        description: 'A one bedroom flat for the ownership matrix.',
      }),
    )) as { id: string };
    if (status !== 'draft')
      await t.database.db.update(listings).set({ status }).where(eq(listings.id, body.id));
    return body.id;
  };
  const ml = (id: string, rest = '') => `/api/my-listings/${id}${rest}`;
  /** A reviewer's open proposal of a new title for a live listing of `owner`'s. */
  const proposalOf = async (owner: TestUser) => {
    const listingId = await myListingOf(owner, 'live');
    const [proposal] = await t.database.db
      .insert(listingEditProposals)
      .values({
        listingId,
        title: 'One bedroom flat near Yaya Centre',
        beforeTitle: '1-bedroom Apartment in Kilimani',
        beforeDescription: 'A one bedroom flat for the ownership matrix.',
        beforePhotos: [],
        proposedAt: new Date(),
      })
      .returning({ id: listingEditProposals.id });
    return proposal!.id;
  };

  /** A request of `customer`'s to `provider`, moved on by `steps` of the provider's. */
  const serviceRequest = async (provider: TestUser, requester: TestUser, steps: string[] = []) => {
    const profile = await ok(
      call(provider, 'PUT', '/api/services/my-profile', {
        businessName: `Ownership Plumbing ${provider.userId.slice(0, 6)}`,
        categories: ['plumbing'],
        areas: ['Kilimani'],
        priceFrom: 1500,
        availability: { days: everyDay, opensAt: '08:00', closesAt: '17:00' },
        description: 'Leaking taps and blocked drains fixed the same day by a licensed plumber.',
      }),
    );
    const request = await ok(
      call(requester, 'POST', '/api/services/requests', {
        providerId: profile.profile.id,
        description: 'The kitchen tap has been leaking since Sunday.',
        address: 'Argwings Kodhek Road, Kilimani',
        scheduledAt: inTwoDays,
        budget: null,
      }),
    );
    const id = request.id as string;
    for (const step of steps) await ok(call(provider, 'POST', `/api/services/requests/${id}/${step}`));
    return id;
  };

  /** A live home for rent hosted by `host` (the area made on first use). */
  let areaId: number | undefined;
  const listingOf = async (host: TestUser) => {
    if (areaId === undefined) {
      const [area] = await t.database.db
        .insert(locationsTable)
        .values({ name: 'Ownership Area', city: 'Nairobi', tier: 'area', latitude: -1.29, longitude: 36.8 })
        .returning({ id: locationsTable.id });
      areaId = area!.id;
    }
    const [row] = await t.database.db
      .insert(listings)
      .values({
        name: 'Ownership Gardens',
        description: 'A home for the ownership matrix.',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        sqft: 900,
        price: 40_000,
        rating: 4,
        hostName: 'Owner',
        hostKind: 'owner',
        verified: false,
        status: 'live',
        locationId: areaId,
        hostUserId: host.userId,
      })
      .returning({ id: listings.id });
    return row!.id;
  };
  const viewingTime = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
  /** A viewing request of `requester`'s for a new home of `host`'s, proposed another time when asked. */
  const viewingOf = async (host: TestUser, requester: TestUser, propose = false) => {
    const listingId = await listingOf(host);
    const made = await ok(
      call(requester, 'POST', '/api/viewings', { listingId, scheduledAt: viewingTime() }),
    );
    if (propose)
      await ok(call(host, 'POST', `/api/viewings/${made.id}/propose`, { scheduledAt: viewingTime() }));
    return made.id as string;
  };
  /** A pending rental application of a new tenant's for a new home of `host`'s. */
  const applicationTo = async (host: TestUser) => {
    const listingId = await listingOf(host);
    const applicant = await signedInAs(t, 'tenant');
    const made = await ok(
      call(applicant, 'POST', '/api/rental-applications', {
        listingId,
        moveInDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        householdSize: 2,
      }),
    );
    return made.id as string;
  };

  /** A saved search of `owner`'s, through the API. */
  const savedSearchOf = async (owner: TestUser) => {
    const made = await ok(
      call(owner, 'POST', '/api/saved-searches', {
        name: 'Kilimani two beds',
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
      }),
    );
    return made.id as string;
  };

  /** A tenant ready for Okoa Rent: renting, this December's invoice raised, KYC approved, documents up. */
  const okoaReady = async (owner: TestUser) => {
    const landlord = await signedInAs(t, 'landlord');
    const { tenancyId } = await rentedUnit(t, landlord, 20_000, owner);
    const invoice = await raisedInvoice(t, tenancyId);
    await approveKyc(t, owner.userId);
    const documents: string[] = [];
    for (const category of ['rental_agreement', 'statements', 'proof_of_income']) {
      const form = new FormData();
      form.set('category', category);
      form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), `${category}.jpg`);
      const uploaded = (await ok(
        t.request('/api/rent-financing/documents', {
          method: 'POST',
          body: form,
          headers: { cookie: owner.cookie },
        }),
      )) as { id: string };
      documents.push(uploaded.id);
    }
    return { invoiceId: invoice.id, documents };
  };
  /** An Okoa Rent application of `owner`'s for part of their invoice, waiting for the officer. */
  const okoaApplicationOf = async (owner: TestUser) => {
    const { invoiceId } = await okoaReady(owner);
    const created = (await ok(
      call(owner, 'POST', '/api/rent-financing/applications', {
        invoiceId,
        amount: 10_000,
        repayBy: addDays(nairobiToday(new Date()), 14),
        monthlyIncome: 80_000,
        employer: 'Safaricom PLC',
      }),
    )) as { id: string };
    return created.id;
  };

  /** A signed-in person's ABODE City quote request (the route table's body). */
  const quoteRequestOf = async (owner: TestUser) => {
    const body = apiRoutes['POST /api/abode-city/quote-requests']!.json;
    const created = (await ok(call(owner, 'POST', '/api/abode-city/quote-requests', body))) as {
      request: { id: string };
    };
    return created.request.id;
  };

  /** A live chat `owner` started while signed in (theirs by their account). */
  const chatOf = async (owner: TestUser) =>
    (
      (await ok(call(owner, 'POST', '/api/chat/conversations', { body: 'Habari, any bedsitters?' }))) as {
        id: string;
      }
    ).id;

  const owned: Record<string, OwnedRecord> = {
    'POST /api/viewings/:id/confirm': {
      role: 'landlord',
      make: async (owner) => `/api/viewings/${await viewingOf(owner, customer)}/confirm`,
      json: { scheduledAt: new Date(Date.now() + 4 * 86_400_000).toISOString() },
      ownerAnswer: 200,
    },
    'POST /api/viewings/:id/propose': {
      role: 'landlord',
      make: async (owner) => `/api/viewings/${await viewingOf(owner, customer)}/propose`,
      json: { scheduledAt: new Date(Date.now() + 4 * 86_400_000).toISOString() },
      ownerAnswer: 200,
    },
    'POST /api/viewings/:id/decline': {
      role: 'caretaker',
      make: async (owner) => `/api/viewings/${await viewingOf(owner, customer)}/decline`,
      json: { reason: 'The home is let' },
      ownerAnswer: 200,
    },
    'POST /api/viewings/:id/accept': {
      role: 'tenant',
      make: async (owner) =>
        `/api/viewings/${await viewingOf(await signedInAs(t, 'landlord'), owner, true)}/accept`,
      ownerAnswer: 200,
    },
    'POST /api/viewings/:id/cancel': {
      role: 'tenant',
      make: async (owner) =>
        `/api/viewings/${await viewingOf(await signedInAs(t, 'landlord'), owner)}/cancel`,
      ownerAnswer: 200,
    },
    'POST /api/notices/:id/read': {
      role: 'tenant',
      make: async (owner) => {
        const property = await propertyOf(customer, 'landlord');
        const [notice] = await t.database.db
          .insert(notices)
          .values({
            propertyId: property.id,
            template: 'general',
            title: 'Gate hours',
            message: 'The gate closes at 23:00.',
          })
          .returning({ id: notices.id });
        await t.database.db
          .insert(noticeRecipients)
          .values({ noticeId: notice!.id, tenantId: owner.userId, unitLabel: 'Apt 1' });
        return `/api/notices/${notice!.id}/read`;
      },
      ownerAnswer: 200,
    },
    'POST /api/rental-applications/:id/approve': {
      role: 'landlord',
      make: async (owner) => ({
        path: `/api/rental-applications/${await applicationTo(owner)}/approve`,
        json: { unitId: (await propertyOf(owner, 'landlord')).unitId, dueDay: 5, startDate: '2026-12-01' },
      }),
      ownerAnswer: 200,
    },
    'POST /api/rental-applications/:id/decline': {
      role: 'landlord',
      make: async (owner) => `/api/rental-applications/${await applicationTo(owner)}/decline`,
      json: { reason: 'The unit is let' },
      ownerAnswer: 200,
    },
    'POST /api/rental-applications/:id/meet': {
      role: 'landlord',
      make: async (owner) => `/api/rental-applications/${await applicationTo(owner)}/meet`,
      json: { message: 'Saturday at 10:00 at the gate' },
      ownerAnswer: 200,
    },
    'GET /api/kyc/documents/:id': {
      role: 'tenant',
      make: async (owner) => `/api/kyc/documents/${(await kycDocument(owner)).id}`,
      ownerAnswer: 200,
    },
    'GET /api/kyc/documents/:id/file': {
      role: 'landlord',
      make: async (owner) => `/api/kyc/documents/${(await kycDocument(owner)).id}/file`,
      ownerAnswer: 200,
    },
    'GET /api/kyc/files/:path{.+}': {
      role: 'service_provider',
      make: async (owner) => `/api/kyc/files/${(await kycDocument(owner)).path}`,
      ownerAnswer: 200,
    },
    'DELETE /api/kyc/documents/:id': {
      role: 'caretaker',
      make: async (owner) => `/api/kyc/documents/${(await kycDocument(owner)).id}`,
      ownerAnswer: 204,
    },
    'POST /api/tenant-properties/:id/confirm': {
      role: 'landlord',
      make: async (owner) => {
        const { linkId, unitId } = await tenantLink(owner, 'landlord');
        return { path: `/api/tenant-properties/${linkId}/confirm`, json: { unitId, ...startTerms } };
      },
      ownerAnswer: 200,
    },
    'POST /api/tenant-properties/:id/decline': {
      role: 'caretaker',
      make: async (owner) =>
        `/api/tenant-properties/${(await tenantLink(owner, 'caretaker')).linkId}/decline`,
      ownerAnswer: 200,
    },
    'PATCH /api/properties/:id': {
      role: 'landlord',
      make: async (owner) => `/api/properties/${(await propertyOf(owner, 'landlord')).id}`,
      json: {
        name: 'Renamed Court',
        address: 'Ngong Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      },
      ownerAnswer: 200,
    },
    'PUT /api/properties/:id/caretaker': {
      role: 'landlord',
      make: async (owner) => `/api/properties/${(await propertyOf(owner, 'landlord')).id}/caretaker`,
      json: { contact: null },
      ownerAnswer: 200,
    },
    'POST /api/properties/:id/units': {
      role: 'landlord',
      make: async (owner) => `/api/properties/${(await propertyOf(owner, 'landlord')).id}/units`,
      json: { label: 'Apt 2', monthlyRent: 40_000, deposit: 0 },
      ownerAnswer: 201,
    },
    'PATCH /api/properties/:id/units/:unitId': {
      role: 'landlord',
      make: async (owner) => {
        const property = await propertyOf(owner, 'landlord');
        return `/api/properties/${property.id}/units/${property.unitId}`;
      },
      json: { label: 'Apt 1A', monthlyRent: 40_000, deposit: 0 },
      ownerAnswer: 200,
    },
    'GET /api/transfers/:id': {
      role: 'tenant',
      make: async (owner) => {
        const [made] = await t.database.db
          .insert(transfers)
          .values({
            reference: `TPM${randomUUID().slice(0, 7).toUpperCase()}`,
            senderId: owner.userId,
            recipientId: customer.userId,
            amount: 100,
            status: 'failed',
            failureReason: 'matrix',
            idempotencyKey: randomUUID(),
            requestFingerprint: 'matrix',
          })
          .returning({ id: transfers.id });
        return `/api/transfers/${made!.id}`;
      },
      ownerAnswer: 200,
    },
    'POST /api/transfers/requests/:id/approve': {
      role: 'tenant',
      make: async (owner) => `/api/transfers/requests/${await requestToPay(owner)}/approve`,
      json: {},
      // The request is found and the owner's to pay; their empty wallet cannot.
      ownerAnswer: 409,
    },
    'POST /api/transfers/requests/:id/decline': {
      role: 'tenant',
      make: async (owner) => `/api/transfers/requests/${await requestToPay(owner)}/decline`,
      ownerAnswer: 200,
    },
    'POST /api/notifications/:id/read': {
      role: 'caretaker',
      make: async (owner) => {
        const [made] = await t.database.db
          .insert(notifications)
          .values({
            userId: owner.userId,
            kind: 'notice',
            title: 'Water interruption',
            body: 'Tomorrow 9 to 5.',
          })
          .returning();
        return `/api/notifications/${made!.id}/read`;
      },
      ownerAnswer: 200,
    },
    'GET /api/payments/mpesa/:id': {
      role: 'tenant',
      make: async (owner) => {
        const [payment] = await t.database.db
          .insert(mpesaPayments)
          .values({
            method: 'stk',
            status: 'pending',
            userId: owner.userId,
            amount: 500,
            phone: '254712345678',
            accountReference: 'AB00000000',
          })
          .returning({ id: mpesaPayments.id });
        return `/api/payments/mpesa/${payment!.id}`;
      },
      ownerAnswer: 200,
    },
    'GET /api/withdrawals/:id': {
      role: 'tenant',
      make: async (owner) => {
        const hold = await t.database.db.transaction(async (tx) =>
          postJournal(tx, {
            kind: 'test.fixture',
            postings: [
              { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 1 },
              { accountId: await walletAccountOf(tx, owner.userId), amount: -1 },
            ],
          }),
        );
        const [transfer] = await t.database.db
          .insert(moneyOutTransfers)
          .values({
            userId: owner.userId,
            source: 'wallet',
            rail: 'mpesa',
            commandId: 'BusinessPayment',
            partyB: '254712345678',
            destinationLabel: 'M-Pesa +254 712 345 678',
            amount: 100,
            fee: 11,
            status: 'pending',
            requestRef: randomUUID(),
            holdJournalId: hold.transactionId,
            idempotencyKey: randomUUID(),
            requestFingerprint: 'matrix',
          })
          .returning({ id: moneyOutTransfers.id });
        return `/api/withdrawals/${transfer!.id}`;
      },
      ownerAnswer: 200,
    },
    'GET /api/card-payments/:id': {
      role: 'tenant',
      make: async (owner) => `/api/card-payments/${await cardPaymentOf(owner)}`,
      ownerAnswer: 200,
    },
    'POST /api/card-payments/:id/verify': {
      role: 'landlord',
      make: async (owner) => `/api/card-payments/${await cardPaymentOf(owner)}/verify`,
      ownerAnswer: 200,
    },
    'PATCH /api/bills/saved/:id': {
      role: 'tenant',
      make: async (owner) => `/api/bills/saved/${await savedBillerOf(owner)}`,
      json: { name: 'Renamed' },
      ownerAnswer: 200,
    },
    'DELETE /api/bills/saved/:id': {
      role: 'landlord',
      make: async (owner) => `/api/bills/saved/${await savedBillerOf(owner)}`,
      ownerAnswer: 204,
    },
    'PATCH /api/saved-searches/:id': {
      role: 'tenant',
      make: async (owner) => `/api/saved-searches/${await savedSearchOf(owner)}`,
      json: { frequency: 'daily' },
      ownerAnswer: 200,
    },
    'DELETE /api/saved-searches/:id': {
      role: 'tenant',
      make: async (owner) => `/api/saved-searches/${await savedSearchOf(owner)}`,
      ownerAnswer: 200,
    },
    'POST /api/saved-searches/:id/seen': {
      role: 'landlord',
      make: async (owner) => `/api/saved-searches/${await savedSearchOf(owner)}/seen`,
      ownerAnswer: 200,
    },
    'GET /api/rent/tenancies/:id/invoices': {
      role: 'tenant',
      make: async (owner) => `/api/rent/tenancies/${await tenancyOfTenant(owner)}/invoices`,
      ownerAnswer: 200,
    },
    'POST /api/rent/invoices/:id/pay': {
      role: 'tenant',
      make: async (owner) => {
        const tenancyId = await tenancyOfTenant(owner);
        await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId });
        const [invoice] = await t.database.db
          .select({ id: tenancyInvoices.id })
          .from(tenancyInvoices)
          .where(eq(tenancyInvoices.tenancyId, tenancyId));
        return { path: `/api/rent/invoices/${invoice!.id}/pay`, json: { amount: 1000 } };
      },
      // Found and theirs: the empty wallet is what refuses it.
      ownerAnswer: 409,
    },
    'POST /api/rent/tenancies/:id/bills': {
      role: 'landlord',
      make: async (owner) => `/api/rent/tenancies/${await tenancyOf(owner, 'landlord')}/bills`,
      json: { kind: 'water', period: '2026-12', dueDate: '2026-12-10', amount: 800 },
      ownerAnswer: 201,
    },
    'GET /api/receipts/:receiptNumber': {
      role: 'tenant',
      make: async (owner) => `/api/receipts/${await paidReceiptOf(owner)}`,
      ownerAnswer: 200,
    },
    'GET /api/receipts/:receiptNumber/pdf': {
      role: 'tenant',
      make: async (owner) => `/api/receipts/${await paidReceiptOf(owner)}/pdf`,
      ownerAnswer: 200,
    },
    'POST /api/tenancies/:id/end': {
      role: 'caretaker',
      make: async (owner) => `/api/tenancies/${await tenancyOf(owner, 'caretaker')}/end`,
      json: { moveOutDate: '2027-01-31' },
      ownerAnswer: 200,
    },
    'POST /api/services/requests/:id/accept': {
      role: 'service_provider',
      make: async (owner) => `/api/services/requests/${await serviceRequest(owner, customer)}/accept`,
      ownerAnswer: 200,
    },
    'POST /api/services/requests/:id/decline': {
      role: 'service_provider',
      make: async (owner) => `/api/services/requests/${await serviceRequest(owner, customer)}/decline`,
      ownerAnswer: 200,
    },
    'POST /api/services/requests/:id/complete': {
      role: 'service_provider',
      make: async (owner) =>
        `/api/services/requests/${await serviceRequest(owner, customer, ['accept'])}/complete`,
      ownerAnswer: 200,
    },
    'POST /api/services/requests/:id/cancel': {
      role: 'tenant',
      make: async (owner) =>
        `/api/services/requests/${await serviceRequest(await signedInAs(t, 'service_provider'), owner)}/cancel`,
      ownerAnswer: 200,
    },
    'POST /api/services/requests/:id/review': {
      role: 'landlord',
      make: async (owner) =>
        `/api/services/requests/${await serviceRequest(await signedInAs(t, 'service_provider'), owner, ['accept', 'complete'])}/review`,
      json: { rating: 4, comment: 'Came on time and fixed it.' },
      ownerAnswer: 201,
    },
    'GET /api/maintenance/requests/:id': {
      role: 'tenant',
      make: async (owner) => m(await maintenanceRequest({ tenant: owner })),
      ownerAnswer: 200,
    },
    'GET /api/maintenance/requests/:id/providers': {
      role: 'landlord',
      make: async (owner) => m(await maintenanceRequest({ landlord: owner }), '/providers'),
      ownerAnswer: 200,
    },
    'GET /api/maintenance/requests/:id/photos/:photoId': {
      role: 'tenant',
      make: async (owner) => {
        const id = await maintenanceRequest({ tenant: owner });
        const form = new FormData();
        form.set('requestId', id);
        form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), 'tap.jpg');
        const photo = await ok(
          t.request('/api/maintenance/photos', {
            method: 'POST',
            body: form,
            headers: { cookie: owner.cookie },
          }),
        );
        return photo.url as string;
      },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/acknowledge': {
      role: 'landlord',
      make: async (owner) => m(await maintenanceRequest({ landlord: owner }), '/acknowledge'),
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/ask': {
      role: 'landlord',
      make: async (owner) => m(await maintenanceRequest({ landlord: owner }), '/ask'),
      json: { message: 'Which tap is it?' },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/answer': {
      role: 'tenant',
      make: async (owner) =>
        m(await maintenanceRequest({ tenant: owner }, { status: 'awaiting_info' }), '/answer'),
      json: { message: 'The cold one in the kitchen.' },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/handle': {
      role: 'landlord',
      make: async (owner) => m(await maintenanceRequest({ landlord: owner }), '/handle'),
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/assign': {
      role: 'landlord',
      make: async (owner) => ({
        path: m(await maintenanceRequest({ landlord: owner }), '/assign'),
        json: { providerId: await providerProfileOf(await signedInAs(t, 'service_provider')) },
      }),
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/accept': {
      role: 'service_provider',
      make: async (owner) => m(await providerJob(owner, 'assigned'), '/accept'),
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/decline': {
      role: 'service_provider',
      make: async (owner) => m(await providerJob(owner, 'assigned'), '/decline'),
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/schedule': {
      role: 'service_provider',
      make: async (owner) => m(await providerJob(owner, 'accepted'), '/schedule'),
      json: { date: inAWeek, window: '10:00-12:00' },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/complete': {
      role: 'service_provider',
      make: async (owner) => m(await providerJob(owner, 'scheduled'), '/complete'),
      json: { note: 'Replaced the washer.', cost: 0 },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/confirm': {
      role: 'tenant',
      make: async (owner) =>
        m(await maintenanceRequest({ tenant: owner }, { status: 'completed' }), '/confirm'),
      json: { rating: 5 },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/reopen': {
      role: 'tenant',
      make: async (owner) =>
        m(await maintenanceRequest({ tenant: owner }, { status: 'completed', providerId: null }), '/reopen'),
      json: { message: 'Still dripping.' },
      ownerAnswer: 200,
    },
    'POST /api/maintenance/requests/:id/charge-tenant': {
      role: 'landlord',
      make: async (owner) =>
        m(await maintenanceRequest({ landlord: owner }, { status: 'closed', cost: 1500 }), '/charge-tenant'),
      ownerAnswer: 200,
    },
    'PATCH /api/my-listings/:id': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner)),
      json: { price: 31_000 },
      ownerAnswer: 200,
    },
    'PUT /api/my-listings/:id/photos': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner), '/photos'),
      json: { photoIds: [] },
      ownerAnswer: 200,
    },
    // The owner's KYC is not approved: the 409 saying so shows the listing was found and is theirs.
    'POST /api/my-listings/:id/submit': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner), '/submit'),
      ownerAnswer: 409,
    },
    'POST /api/my-listings/:id/pause': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner, 'live'), '/pause'),
      ownerAnswer: 200,
    },
    'POST /api/my-listings/:id/resume': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner, 'paused'), '/resume'),
      ownerAnswer: 200,
    },
    'POST /api/my-listings/:id/mark-let': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner, 'live'), '/mark-let'),
      ownerAnswer: 200,
    },
    'POST /api/my-listings/:id/mark-sold': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner, 'live'), '/mark-sold'),
      // A rental is let, never sold: the 409 shows the listing was found and is theirs.
      ownerAnswer: 409,
    },
    'GET /api/my-listings/documents/:documentId/file': {
      role: 'landlord',
      make: async (owner) => {
        const form = new FormData();
        form.set('listingId', await myListingOf(owner));
        form.set('category', 'floor_plan');
        form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), 'plan.jpg');
        const listing = (await ok(
          t.request('/api/my-listings/documents', {
            method: 'POST',
            body: form,
            headers: { cookie: owner.cookie },
          }),
        )) as { documents: { id: string }[] };
        return `/api/my-listings/documents/${listing.documents[0]!.id}/file`;
      },
      ownerAnswer: 200,
    },
    'POST /api/my-listings/:id/confirm-available': {
      role: 'landlord',
      make: async (owner) => ml(await myListingOf(owner, 'live'), '/confirm-available'),
      ownerAnswer: 200,
    },
    // Professional Listing: a reviewer's proposal of the owner's live listing, answered by its lister only.
    'POST /api/my-listings/proposals/:proposalId/accept': {
      role: 'landlord',
      make: async (owner) => `/api/my-listings/proposals/${await proposalOf(owner)}/accept`,
      ownerAnswer: 200,
    },
    'POST /api/my-listings/proposals/:proposalId/decline': {
      role: 'landlord',
      make: async (owner) => `/api/my-listings/proposals/${await proposalOf(owner)}/decline`,
      ownerAnswer: 200,
    },
    // Live chat: a signed-in person's chat is theirs by their account (a visitor's by its token: chat suite).
    'GET /api/chat/conversations/:id': {
      role: 'tenant',
      make: async (owner) => `/api/chat/conversations/${await chatOf(owner)}`,
      ownerAnswer: 200,
    },
    // The owner's page is not an event-stream client: the 406 shows the chat was found and is theirs.
    'GET /api/chat/conversations/:id/stream': {
      role: 'tenant',
      make: async (owner) => `/api/chat/conversations/${await chatOf(owner)}/stream`,
      ownerAnswer: 406,
    },
    'POST /api/chat/conversations/:id/messages': {
      role: 'tenant',
      make: async (owner) => `/api/chat/conversations/${await chatOf(owner)}/messages`,
      json: { body: 'Are you there?' },
      ownerAnswer: 200,
    },
    'POST /api/chat/conversations/:id/close': {
      role: 'tenant',
      make: async (owner) => `/api/chat/conversations/${await chatOf(owner)}/close`,
      ownerAnswer: 200,
    },
    'GET /api/abode-city/quote-requests/:id': {
      role: 'tenant',
      make: async (owner) => `/api/abode-city/quote-requests/${await quoteRequestOf(owner)}`,
      ownerAnswer: 200,
    },
    // Not quoted yet: the 409 saying so shows the request was found and is theirs.
    'POST /api/abode-city/quote-requests/:id/accept': {
      role: 'tenant',
      make: async (owner) => `/api/abode-city/quote-requests/${await quoteRequestOf(owner)}/accept`,
      ownerAnswer: 409,
    },
    'GET /api/abode-city/quote-requests/:id/files/:fileId': {
      role: 'tenant',
      make: async (owner) => {
        const id = await quoteRequestOf(owner);
        const form = new FormData();
        form.set('requestId', id);
        form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), 'site.jpg');
        await ok(
          t.request('/api/abode-city/quote-files', {
            method: 'POST',
            body: form,
            headers: { cookie: owner.cookie },
          }),
        );
        const view = (await ok(call(owner, 'GET', `/api/abode-city/quote-requests/${id}`))) as {
          files: { id: string }[];
        };
        return `/api/abode-city/quote-requests/${id}/files/${view.files[0]!.id}`;
      },
      ownerAnswer: 200,
    },
    'GET /api/rent-financing/documents/:id/file': {
      role: 'tenant',
      make: async (owner) => `/api/rent-financing/documents/${(await okoaReady(owner)).documents[0]}/file`,
      ownerAnswer: 200,
    },
    'GET /api/rent-financing/applications/:id': {
      role: 'tenant',
      make: async (owner) => `/api/rent-financing/applications/${await okoaApplicationOf(owner)}`,
      ownerAnswer: 200,
    },
    // The loan's wallet is empty: the 409 saying so shows the loan was found and is theirs.
    'POST /api/rent-financing/loans/:id/repay': {
      role: 'tenant',
      make: async (owner) => {
        const id = await okoaApplicationOf(owner);
        const officer = await signedInAs(t, 'financing_officer');
        await ok(call(officer, 'POST', `/api/rent-financing/applications/${id}/approve`, {}));
        return `/api/rent-financing/loans/${id}/repay`;
      },
      json: { amount: 1_000 },
      ownerAnswer: 409,
    },
    'GET /api/rent-advances/documents/:documentId/file': {
      role: 'landlord',
      make: async (owner) => {
        const form = new FormData();
        form.set('category', 'kra_pin');
        form.set('file', new Blob([new Uint8Array(idFront)], { type: 'image/jpeg' }), 'pin.jpg');
        const document = (await ok(
          t.request('/api/rent-advances/documents', {
            method: 'POST',
            body: form,
            headers: { cookie: owner.cookie },
          }),
        )) as { id: string };
        return `/api/rent-advances/documents/${document.id}/file`;
      },
      ownerAnswer: 200,
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

  it('covers every route that names a record and is not public', () => {
    const naming = Object.entries(apiRoutes)
      .filter(([route, { access }]) => route.includes('/:') && access !== 'public')
      .map(([route]) => route);
    expect(naming.filter((route) => !(route in owned) && !(route in notOwned))).toEqual([]);
    expect(Object.keys({ ...owned, ...notOwned }).filter((route) => !naming.includes(route))).toEqual([]);
  });

  it.each(Object.keys(owned))('%s', async (route) => {
    const { role, make, ownerAnswer } = owned[route]!;
    const method = route.split(' ')[0]!;
    const [owner, stranger] = await Promise.all([signedInAs(t, role), signedInAs(t, role)]);
    const made = await make(owner);
    const { path, json } = typeof made === 'string' ? { path: made, json: owned[route]!.json } : made;

    const refused = await call(stranger, method, path, json);
    expect(refused.status, `${route} as a second ${role}: ${await refused.clone().text()}`).toBe(404);
    expect((await refused.json()).error.code).toBe('NOT_FOUND');

    // The stranger changed nothing: the owner's step still works as it did.
    const answered = await call(owner, method, path, json);
    expect(answered.status, `${route} as its owner: ${await answered.clone().text()}`).toBe(ownerAnswer);
  });
});
