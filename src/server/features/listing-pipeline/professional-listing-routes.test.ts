import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { searchResponse } from '@common/listings/listing-contracts';
import { myListing, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import {
  listingEditProposal,
  type ListingEditProposal,
} from '@common/listings/professional-listing-contracts';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import { auditEvents, listingEditProposals, listings, notifications } from '../../db/schema/index';
import type { AppError } from '../../lib/app-error';
import {
  everyone,
  signedInAs,
  signedInAsEveryone,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { decideListingEditProposal } from './decide-listing-edit-proposal';
import { proposeListingEdit } from './propose-listing-edit';

const t$ = professionalListingTexts;
const unknownId = '00000000-0000-4000-8000-00000000fffe';
const samplePdf = () =>
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../e2e/fixtures/registration-cert.pdf',
    ),
  );
const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('Professional Listing: the reviewer proposes a clearer title, description and photo order; the lister accepts or declines', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let lister: TestUser;
  let otherLister: TestUser;
  let admin: TestUser;
  let next = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(path, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const upload = async (
    user: TestUser,
    url: string,
    fields: Record<string, string>,
    file: Buffer,
    type: string,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set(
      'file',
      new Blob([new Uint8Array(file)], { type }),
      type === 'application/pdf' ? 'doc.pdf' : 'p.jpg',
    );
    const res = await t.request(url, { method: 'POST', body: form, headers: { cookie: user.cookie } });
    expect(res.status, await res.clone().text()).toBe(201);
    return myListing.parse(await res.json());
  };
  /** A listing of `owner`'s with two photos and every document, sent for review (pending). */
  const pendingListing = async (owner = lister): Promise<MyListing> => {
    const created = await call(owner, 'POST', '/api/my-listings', {
      intent: 'rent',
      propertyType: 'apartment',
      title: `Prolist home ${(next += 1)} Kilimani`,
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      price: 55_000,
      location: 'Kilimani',
      description: 'two bdrm flat, water ok, parking, near yaya. call for viewing',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: string }).id;
    await upload(owner, '/api/my-listings/photos', { listingId: id }, await photo('#aa8866'), 'image/jpeg');
    await upload(owner, '/api/my-listings/photos', { listingId: id }, await photo('#6688aa'), 'image/jpeg');
    for (const category of ['ownership', 'floor_plan', 'recent_photos', 'inspection_report'])
      await upload(
        owner,
        '/api/my-listings/documents',
        { listingId: id, category },
        samplePdf(),
        'application/pdf',
      );
    const sent = await call(owner, 'POST', `/api/my-listings/${id}/submit`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return myListing.parse(sent.body);
  };
  const propose = async (listingId: string, json: unknown, by = admin) =>
    call(by, 'POST', `/api/listing-review/${listingId}/proposal`, json);
  const proposed = async (listingId: string, json: unknown): Promise<ListingEditProposal> => {
    const { status, body } = await propose(listingId, json);
    expect(status, JSON.stringify(body)).toBe(201);
    return listingEditProposal.parse(body);
  };
  const answer = (user: TestUser | null, proposalId: string, decision: 'accept' | 'decline') =>
    call(user, 'POST', `/api/my-listings/proposals/${proposalId}/${decision}`);
  const auditActions = async (id: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, id))
    ).map((row) => row.action);
  const newTitle = 'Bright two-bedroom flat near Yaya Centre';
  const newDescription =
    'A bright two-bedroom flat a short walk from Yaya Centre, with reliable water and secure parking.';

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    lister = users.landlord;
    otherLister = await signedInAs(t, 'landlord');
    admin = users.superadmin;
    await approveKyc(t, lister.userId);
    await approveKyc(t, otherLister.userId);
  });
  afterAll(() => t.close());

  it('lets only a reviewer propose (401 signed out, 403 for every other role) and only a lister answer', async () => {
    const listing = await pendingListing();
    const body = { title: newTitle };
    expect((await propose(listing.id, body, null as unknown as TestUser)).status).toBe(401);
    for (const who of everyone) {
      const { status } = await propose(listing.id, body, users[who]);
      expect(status, who).toBe(who === 'superadmin' ? 201 : 403);
    }
    const [open] = await t.database.db
      .select({ id: listingEditProposals.id })
      .from(listingEditProposals)
      .where(eq(listingEditProposals.listingId, listing.id));
    expect((await answer(null, open!.id, 'accept')).status).toBe(401);
    expect((await call(null, 'GET', '/api/my-listings/proposals')).status).toBe(401);
    expect((await call(null, 'GET', '/api/listing-review/proposals')).status).toBe(401);
    for (const who of everyone) {
      if (who === 'landlord') continue;
      // Anyone who cannot list is refused before the proposal is looked at (the same 403 as List Property's).
      const refused = await answer(users[who], open!.id, 'accept');
      expect(refused.status, who).toBe(403);
      expect((await answer(users[who], open!.id, 'decline')).status, who).toBe(403);
      expect((await call(users[who], 'GET', '/api/my-listings/proposals')).status, who).toBe(403);
      expect((await call(users[who], 'GET', '/api/listing-review/proposals')).status, who).toBe(
        who === 'superadmin' ? 200 : 403,
      );
    }
    expect((await call(lister, 'GET', '/api/listing-review/proposals')).status).toBe(403);
    // Still open: no refused call touched it.
    expect((await answer(lister, open!.id, 'decline')).status).toBe(200);
  });

  it.each([
    ['nothing', {}, t$.validation.empty],
    ['a 4-character title', { title: 'Flat' }, listingPipelineTexts.validation.titleLength],
    ['a 141-character title', { title: 'x'.repeat(141) }, listingPipelineTexts.validation.titleLength],
    ['a title that is a number', { title: 42 }, listingPipelineTexts.validation.titleLength],
    [
      'a 10-character description',
      { description: 'Too short.' },
      listingPipelineTexts.validation.descriptionLength,
    ],
    [
      'a 4,001-character description',
      { description: 'y'.repeat(4001) },
      listingPipelineTexts.validation.descriptionLength,
    ],
    ['no photos', { photoIds: [] }, listingPipelineTexts.validation.photoOrderInvalid],
    [
      'photos that are not a list',
      { photoIds: 'cover.jpg' },
      listingPipelineTexts.validation.photoOrderInvalid,
    ],
  ])('refuses a proposal of %s with 400 and the listing form’s message', async (_what, json, message) => {
    const listing = await pendingListing();
    const { status, body } = await propose(listing.id, json);
    expect(status).toBe(400);
    expect((body.error as { code: string; message: string }).code).toBe('VALIDATION_FAILED');
    expect((body.error as { message: string }).message).toContain(message);
  });

  it('refuses photos that are not exactly the listing’s own, each once, and a proposal that changes nothing (400)', async () => {
    const listing = await pendingListing();
    const [first, second] = listing.photos.map((each) => each.id);
    for (const photoIds of [[first], [first, second, 'up-000000000000000000000000.jpg'], [first, first]]) {
      const { status } = await propose(listing.id, { photoIds });
      expect(status, JSON.stringify(photoIds)).toBe(400);
    }
    const same = await propose(listing.id, {
      title: listing.name,
      description: listing.description,
      photoIds: [first, second],
    });
    expect(same.status).toBe(400);
    expect((same.body.error as { message: string }).message).toBe(t$.validation.nothingChanged);
  });

  it('answers 404 for an unknown or malformed listing, and 409 for a draft, saying why', async () => {
    expect((await propose(unknownId, { title: newTitle })).status).toBe(404);
    expect((await propose('not-a-uuid', { title: newTitle })).status).toBe(404);
    const draft = await call(lister, 'POST', '/api/my-listings', {
      intent: 'rent',
      propertyType: 'apartment',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 500,
      price: 25_000,
      location: 'Kilimani',
      description: 'A one bedroom flat still being written by its lister.',
    });
    const refused = await propose((draft.body as { id: string }).id, { title: newTitle });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.notProposable('Draft') });
  });

  it('the lister sees the proposal before and after, Go Live is not held up, and accepting applies it to the live listing without a new review', async () => {
    const listing = await pendingListing();
    const [first, second] = listing.photos.map((each) => each.id);
    const proposal = await proposed(listing.id, { title: newTitle, photoIds: [second, first] });
    expect(proposal).toMatchObject({
      state: 'proposed',
      changes: { title: true, description: false, photos: true },
      before: { title: listing.name, description: listing.description },
      after: { title: newTitle, description: listing.description },
    });
    expect(proposal.after.photos.map((each) => each.id)).toEqual([second, first]);
    expect(await auditActions(listing.id)).toContain('listing.edit_proposed');
    // Told in the app.
    const told = await t.database.db
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, lister.userId));
    expect(told).toContainEqual({ kind: 'listing', title: t$.notification.title, link: '/list-vehicle' });
    // The lister's workspace lists it; another lister's does not, and cannot answer it (404).
    const mine = await call(lister, 'GET', '/api/my-listings/proposals');
    expect((mine.body.proposals as ListingEditProposal[]).map((each) => each.id)).toContain(proposal.id);
    const theirs = await call(otherLister, 'GET', '/api/my-listings/proposals');
    expect((theirs.body.proposals as ListingEditProposal[]).map((each) => each.id)).not.toContain(
      proposal.id,
    );
    for (const decision of ['accept', 'decline'] as const) {
      const stranger = await answer(otherLister, proposal.id, decision);
      expect(stranger.status).toBe(404);
      expect(stranger.body.error).toEqual({ code: 'NOT_FOUND', message: t$.notFound });
    }
    expect((await answer(lister, unknownId, 'accept')).status).toBe(404);
    expect((await answer(lister, 'nope', 'accept')).status).toBe(404);
    // The reviewer's list shows it too.
    const queue = await call(admin, 'GET', '/api/listing-review/proposals');
    expect((queue.body.proposals as ListingEditProposal[]).map((each) => each.id)).toContain(proposal.id);

    // Go Live with the proposal still open.
    expect((await call(admin, 'POST', `/api/listing-review/${listing.id}/approve`)).status).toBe(200);

    const accepted = await answer(lister, proposal.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const applied = myListing.parse(accepted.body.listing);
    expect(applied).toMatchObject({
      status: 'live',
      verified: true,
      name: newTitle,
      description: listing.description,
    });
    expect(applied.photos.map((each) => each.id)).toEqual([second, first]);
    expect(listingEditProposal.parse(accepted.body.proposal)).toMatchObject({
      state: 'accepted',
      before: { title: listing.name },
      after: { title: newTitle },
    });
    const search = await t.request(
      `/api/search?q=${encodeURIComponent('yaya centre')}&intent=rent&pageSize=48`,
    );
    const found = searchResponse.parse(await search.json()).results.find((each) => each.id === listing.id);
    expect(found).toMatchObject({ name: newTitle, verified: true });
    expect(await auditActions(listing.id)).toContain('listing.edit_accepted');

    // Answered once: again is a 409 saying so, and it is gone from the open lists.
    const again = await answer(lister, proposal.id, 'decline');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.closed('accepted') });
    expect(
      ((await call(lister, 'GET', '/api/my-listings/proposals')).body.proposals as ListingEditProposal[]).map(
        (each) => each.id,
      ),
    ).not.toContain(proposal.id);
  });

  it('declining keeps the lister’s own words; a newer proposal supersedes an open one', async () => {
    const listing = await pendingListing();
    const older = await proposed(listing.id, { title: newTitle });
    const newer = await proposed(listing.id, { description: newDescription });
    const superseded = await answer(lister, older.id, 'accept');
    expect(superseded.status).toBe(409);
    expect(superseded.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.closed('superseded') });
    const open = (await call(lister, 'GET', '/api/my-listings/proposals')).body
      .proposals as ListingEditProposal[];
    expect(open.filter((each) => each.listingId === listing.id).map((each) => each.id)).toEqual([newer.id]);

    const declined = await answer(lister, newer.id, 'decline');
    expect(declined.status).toBe(200);
    expect(myListing.parse(declined.body.listing)).toMatchObject({
      status: 'pending',
      name: listing.name,
      description: listing.description,
    });
    const accept = await answer(lister, newer.id, 'accept');
    expect(accept.status).toBe(409);
    expect(accept.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.closed('declined') });
    expect(await auditActions(listing.id)).toContain('listing.edit_declined');
  });

  it('refuses to accept (409, saying why) when the lister changed the listing since, or it was let; declining still works', async () => {
    const edited = await pendingListing();
    const proposal = await proposed(edited.id, { title: newTitle });
    expect(
      (await call(lister, 'PATCH', `/api/my-listings/${edited.id}`, { description: newDescription })).status,
    ).toBe(200);
    const changed = await answer(lister, proposal.id, 'accept');
    expect(changed.status).toBe(409);
    expect(changed.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.listingChanged });
    expect((await answer(lister, proposal.id, 'decline')).status).toBe(200);

    const let_ = await pendingListing();
    const late = await proposed(let_.id, { description: newDescription });
    expect((await call(admin, 'POST', `/api/listing-review/${let_.id}/approve`)).status).toBe(200);
    expect((await call(lister, 'POST', `/api/my-listings/${let_.id}/mark-let`)).status).toBe(200);
    const closed = await answer(lister, late.id, 'accept');
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.listingClosed('Let') });
    const tooLate = await propose(let_.id, { title: newTitle });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.notProposable('Let') });
  });

  it('accepts once when two answers come at the same time (services and routes)', async () => {
    const listing = await pendingListing();
    const reviewer = t.serviceContext({ userId: admin.userId, roles: ['superadmin'] });
    const owner = t.serviceContext({ userId: lister.userId, roles: ['landlord'] });
    const proposal = await proposeListingEdit(reviewer, { id: listing.id, input: { title: newTitle } });
    const results = await Promise.allSettled([
      decideListingEditProposal(owner, { proposalId: proposal.id, decision: 'accept' }),
      decideListingEditProposal(owner, { proposalId: proposal.id, decision: 'accept' }),
      decideListingEditProposal(owner, { proposalId: proposal.id, decision: 'decline' }),
    ]);
    expect(results.filter((each) => each.status === 'fulfilled')).toHaveLength(1);
    for (const each of results.filter((one) => one.status === 'rejected'))
      expect((each as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
      } satisfies Partial<AppError>);

    const second = await proposeListingEdit(reviewer, {
      id: listing.id,
      input: { description: newDescription },
    });
    const answers = await Promise.all([
      answer(lister, second.id, 'accept'),
      answer(lister, second.id, 'accept'),
    ]);
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    const accepted = (await auditActions(listing.id)).filter((action) => action === 'listing.edit_accepted');
    expect(accepted.length).toBe(
      (results[0]!.status === 'fulfilled' ? 1 : 0) + 1 + (results[1]!.status === 'fulfilled' ? 1 : 0),
    );
    const [row] = await t.database.db
      .select({ description: listings.description })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row!.description).toBe(newDescription);
  });
});
