import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages } from '@common/kyc/kyc-messages';
import type { KycDocument, KycOverview, KycReviewSubmission } from '@common/kyc/kyc-documents';
import { auditEvents, kycDocuments, kycSubmissions, storageOrphans } from '../../db/schema/index';
import { localStorageRoot } from '../../lib/storage/create-file-storage';
import { s3Env, startS3StandIn, type S3StandIn } from '../../lib/storage/testing/s3-stand-in';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  corruptIdatPng,
  fixtures,
  garbageScanJpeg,
  paddedJpeg,
  tinyPdf,
  uploadForm,
} from './testing/kyc-fixtures';
import { asciiHex, objectStreamPdf, scannedPdf } from './pdf-inspection/testing/pdf-samples';
import { inspectImageFile } from '../../lib/image-file';

const MB = 1024 * 1024;

type Driver = 'local' | 's3';

/** What the server stores for an uploaded image: its rewrite (no metadata, nothing hidden). */
const rewritten = async (bytes: Buffer) => {
  const image = await inspectImageFile(bytes);
  if (!image.ok) throw new Error('the fixture does not decode');
  return image.bytes;
};

describe.each<Driver>(['local', 's3'])('KYC documents on the %s storage driver', (driver) => {
  let t: TestApp;
  let standIn: S3StandIn | undefined;
  let tenant: TestUser;
  let landlord: TestUser;
  let admin: TestUser;

  /** Every object key in the storage, to prove nothing is left behind. */
  const storedKeys = (): string[] => {
    if (standIn) return [...standIn.objects.keys()].sort();
    const root = localStorageRoot(t.config);
    const walk = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory()
              ? entry.name === '.tmp'
                ? []
                : walk(path.join(dir, entry.name))
              : [path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/')],
          )
        : [];
    return walk(root).sort();
  };

  const rowsOf = async (userId: string) =>
    t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId));

  const upload = (
    user: TestUser | undefined,
    category: string | undefined,
    file?: { bytes: Buffer; type: string; name: string },
  ) =>
    t.request('/api/kyc/documents', {
      method: 'POST',
      body: uploadForm(category, file),
      headers: user ? { cookie: user.cookie } : {},
    });

  const jpeg = (name = 'id-front.jpg') => ({ bytes: fixtures.idFront(), type: 'image/jpeg', name });
  const png = (name = 'id-back.png') => ({ bytes: fixtures.idBack(), type: 'image/png', name });
  const pdf = (name = 'certificate.pdf') => ({ bytes: fixtures.pdf(), type: 'application/pdf', name });

  const as = (user: TestUser, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: user.cookie },
  });

  beforeAll(async () => {
    if (driver === 's3') standIn = await startS3StandIn();
    t = await createTestApp(standIn ? s3Env(standIn) : {});
    [tenant, landlord, admin] = await Promise.all([
      signedInAs(t, 'tenant'),
      signedInAs(t, 'landlord'),
      signedInAs(t, 'superadmin'),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await standIn?.close();
  });

  describe('uploading', () => {
    it('needs a session: 401 User not authenticated', async () => {
      const res = await upload(undefined, 'id_front', jpeg());
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe('User not authenticated');
    });

    it('stores a JPEG under a server-made name and keeps the user’s name only as a label', async () => {
      const res = await upload(tenant, 'id_front', jpeg('../../etc/passwd.jpg'));
      expect(res.status).toBe(201);
      const document = (await res.json()) as KycDocument;
      expect(document).toMatchObject({
        category: 'id_front',
        documentType: 'National ID',
        status: 'pending',
        contentType: 'image/jpeg',
        fileLabel: 'passwd.jpg',
        sizeBytes: (await rewritten(fixtures.idFront())).length,
        rejectionReason: null,
      });
      expect(document.path).toMatch(
        new RegExp(`^profile_documents/${tenant.userId}/id_front/[0-9a-f]{32}\\.jpg$`),
      );
      expect(storedKeys()).toContain(document.path);
      const [row] = await rowsOf(tenant.userId);
      expect(row).toMatchObject({
        documentPath: document.path,
        documentCategory: 'id_front',
        status: 'pending',
      });
    });

    it('replaces the document of a category on re-upload and deletes the old object', async () => {
      const first = (await (await upload(tenant, 'id_back', png())).json()) as KycDocument;
      const second = (await (await upload(tenant, 'id_back', jpeg('back-again.jpg'))).json()) as KycDocument;
      expect(second.id).toBe(first.id);
      expect(second.path).not.toBe(first.path);
      expect(second.path.endsWith('.jpg')).toBe(true);
      expect(await t.storage.head(first.path)).toBeNull();
      expect(await t.storage.head(second.path)).not.toBeNull();
      const rows = (await rowsOf(tenant.userId)).filter((row) => row.documentCategory === 'id_back');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.documentPath).toBe(second.path);
      const audit = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, first.id), eq(auditEvents.action, 'kyc_document.replaced')));
      expect(audit).toHaveLength(1);
    });

    describe('refuses with nothing stored and no row written', () => {
      let user: TestUser;
      beforeAll(async () => {
        user = await signedInAs(t, 'tenant');
      });

      const refused = async (res: Response, status: number, message: string | RegExp) => {
        expect(res.status).toBe(status);
        const body = await res.json();
        if (typeof message === 'string') expect(body.error.message).toBe(message);
        else expect(body.error.message).toMatch(message);
        expect(await rowsOf(user.userId)).toHaveLength(0);
        expect(storedKeys().filter((key) => key.includes(user.userId))).toEqual([]);
        return body as { error: Record<string, unknown> };
      };

      it('wrong magic bytes behind a right extension', async () => {
        const bytes = Buffer.from('GIF89a this is not what it claims to be');
        await refused(
          await upload(user, 'id_front', { bytes, type: 'image/jpeg', name: 'id.jpg' }),
          400,
          kycMessages.wrongType,
        );
      });

      it('a PNG declared as a PDF', async () => {
        await refused(
          await upload(user, 'id_front', {
            bytes: fixtures.idBack(),
            type: 'application/pdf',
            name: 'id.pdf',
          }),
          400,
          /^The file is a PNG image but was sent as application\/pdf\. Only JPEG, PNG or PDF files are accepted\.$/,
        );
      });

      it('an SVG or HTML file', async () => {
        const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        await refused(
          await upload(user, 'selfie', { bytes, type: 'image/svg+xml', name: 'me.svg' }),
          400,
          kycMessages.wrongType,
        );
      });

      it('an empty file', async () => {
        await refused(
          await upload(user, 'id_front', { bytes: Buffer.alloc(0), type: 'image/jpeg', name: 'empty.jpg' }),
          400,
          kycMessages.emptyFile,
        );
      });

      it('an 11 MB file: 413, cut off by the body limit', async () => {
        const res = await upload(user, 'id_front', {
          bytes: paddedJpeg(11 * MB),
          type: 'image/jpeg',
          name: 'big.jpg',
        });
        const body = await refused(res, 413, /larger than the 10 MB allowed/);
        // The limit as a value too, for the web to say it in Kiswahili.
        expect(body.error).toMatchObject({ reason: 'file_too_large', params: { maxMb: 10 } });
      });

      it('a file just over 10 MB inside a body under the limit: 413 from the upload itself', async () => {
        const res = await upload(user, 'id_front', {
          bytes: paddedJpeg(10 * MB + 1),
          type: 'image/jpeg',
          name: 'big.jpg',
        });
        const body = await refused(res, 413, kycMessages.tooLarge(10));
        expect(body.error).toMatchObject({ reason: 'file_too_large', params: { maxMb: 10 } });
      });

      it('an image that does not decode', async () => {
        const broken = fixtures.idFront().subarray(0, 400);
        await refused(
          await upload(user, 'id_front', { bytes: broken, type: 'image/jpeg', name: 'cut.jpg' }),
          400,
          kycMessages.imageDoesNotDecode,
        );
      });

      it('a PDF with embedded JavaScript', async () => {
        const bytes = tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>');
        await refused(
          await upload(user, 'id_front', { bytes, type: 'application/pdf', name: 'id.pdf' }),
          400,
          kycMessages.pdfActiveContent,
        );
      });

      it('a JPEG whose scan data is garbage behind intact markers', async () => {
        await refused(
          await upload(user, 'id_front', { bytes: garbageScanJpeg(), type: 'image/jpeg', name: 'id.jpg' }),
          400,
          kycMessages.imageDoesNotDecode,
        );
      });

      it('a PNG whose image data is damaged although every CRC is right', async () => {
        await refused(
          await upload(user, 'id_back', { bytes: corruptIdatPng(), type: 'image/png', name: 'back.png' }),
          400,
          kycMessages.imageDoesNotDecode,
        );
      });

      it('a PDF whose JavaScript hides in an ASCIIHex-encoded object stream', async () => {
        const bytes = objectStreamPdf({ filter: '/ASCIIHexDecode', encode: asciiHex });
        await refused(
          await upload(user, 'id_back', { bytes, type: 'application/pdf', name: 'back.pdf' }),
          400,
          kycMessages.pdfActiveContent,
        );
      });

      it('a PDF with an object stream it cannot decode', async () => {
        const bytes = objectStreamPdf({
          filter: '/Crypt',
          encode: (data) => Buffer.from(data.map((byte) => byte ^ 0x55)),
        });
        await refused(
          await upload(user, 'id_back', { bytes, type: 'application/pdf', name: 'back.pdf' }),
          400,
          kycMessages.pdfDamaged,
        );
      });

      it('a category of another account type', async () => {
        await refused(
          await upload(user, 'registration_cert', pdf()),
          400,
          kycMessages.categoryNotForAccount('registration_cert', 'tenant'),
        );
      });

      it('an unknown or missing category, or no file', async () => {
        await refused(await upload(user, 'passport', jpeg()), 400, kycMessages.unknownCategory);
        await refused(await upload(user, undefined, jpeg()), 400, kycMessages.categoryRequired);
        await refused(await upload(user, 'id_front'), 400, kycMessages.fileRequired);
      });

      it('a body that is not a multipart form', async () => {
        await refused(
          await t.request('/api/kyc/documents', as(user, { method: 'POST', json: { category: 'id_front' } })),
          400,
          kycMessages.notMultipart,
        );
      });

      it('two files in one request', async () => {
        const form = uploadForm('id_front', jpeg());
        form.append('file', new Blob([new Uint8Array(fixtures.selfie())], { type: 'image/jpeg' }), 'two.jpg');
        await refused(
          await t.request('/api/kyc/documents', as(user, { method: 'POST', body: form })),
          400,
          kycMessages.oneFileOnly,
        );
      });

      if (driver === 's3') {
        it('a storage service that fails: 500 and no row', async () => {
          standIn!.failNext('PUT', 3);
          const res = await upload(user, 'id_front', jpeg());
          expect(res.status).toBe(500);
          expect(await rowsOf(user.userId)).toHaveLength(0);
        });
      }
    });

    it('takes a scanned PDF (Flate page, JPEG image) for an ID side', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await upload(user, 'id_back', {
        bytes: scannedPdf(),
        type: 'application/pdf',
        name: 'ID back scan.pdf',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ category: 'id_back', contentType: 'application/pdf' });
    });

    it('gives landlords the organisation documents too (a PDF certificate)', async () => {
      const res = await upload(landlord, 'kra_cert', pdf('KRA PIN.pdf'));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        category: 'kra_cert',
        documentType: 'KRA Certificate',
        contentType: 'application/pdf',
        fileLabel: 'KRA PIN.pdf',
      });
    });

    it('honours MAX_UPLOAD_MB', async () => {
      const small = await createTestApp({ ...(standIn ? s3Env(standIn) : {}), MAX_UPLOAD_MB: '1' });
      try {
        const user = await signedInAs(small, 'tenant');
        const res = await small.request('/api/kyc/documents', {
          method: 'POST',
          body: uploadForm('selfie', { bytes: paddedJpeg(1.5 * MB), type: 'image/jpeg', name: 'me.jpg' }),
          headers: { cookie: user.cookie },
        });
        expect(res.status).toBe(413);
        const ok = await small.request('/api/kyc/documents', {
          method: 'POST',
          body: uploadForm('selfie', { bytes: paddedJpeg(0.9 * MB), type: 'image/jpeg', name: 'me.jpg' }),
          headers: { cookie: user.cookie },
        });
        expect(ok.status).toBe(201);
      } finally {
        await small.close();
      }
    });
  });

  describe('reading', () => {
    let document: KycDocument;
    let stranger: TestUser;
    beforeAll(async () => {
      stranger = await signedInAs(t, 'tenant');
      document = (await (await upload(tenant, 'selfie', jpeg('me.jpg'))).json()) as KycDocument;
    });

    it('lists the user’s own documents with the categories of their account type', async () => {
      const res = await t.request('/api/kyc/documents', as(tenant));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const overview = (await res.json()) as KycOverview;
      expect(overview.accountType).toBe('tenant');
      expect(overview.categories).toEqual(['id_front', 'id_back', 'selfie']);
      expect(overview.requiredCategories).toEqual(['id_front', 'id_back', 'selfie']);
      expect(overview.maxUploadBytes).toBe(10 * MB);
      expect(overview.documents.map((d) => d.category)).toEqual(['id_front', 'id_back', 'selfie']);
      const landlordOverview = (await (
        await t.request('/api/kyc/documents', as(landlord))
      ).json()) as KycOverview;
      expect(landlordOverview.categories).toEqual([
        'id_front',
        'id_back',
        'selfie',
        'registration_cert',
        'kra_cert',
      ]);
      expect(landlordOverview.documents.map((d) => d.category)).toEqual(['kra_cert']);
      const empty = (await (await t.request('/api/kyc/documents', as(stranger))).json()) as KycOverview;
      expect(empty.documents).toEqual([]);
    });

    it('streams the owner’s file as an attachment with the stored type, nosniff and no-store', async () => {
      const res = await t.request(`/api/kyc/documents/${document.id}/file`, as(tenant));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="me.jpg"; filename*=UTF-8''me.jpg`,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(await rewritten(fixtures.idFront()));
    });

    it('shows an image inline to its owner when asked, and finds it by its path too', async () => {
      const inline = await t.request(`/api/kyc/documents/${document.id}/file?disposition=inline`, as(tenant));
      expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
      await inline.arrayBuffer();
      const byPath = await t.request(`/api/kyc/files/${document.path}`, as(tenant));
      expect(byPath.status).toBe(200);
      expect(Buffer.from(await byPath.arrayBuffer())).toEqual(await rewritten(fixtures.idFront()));
    });

    it('answers another user 404 for the id, the file and the path, the same as for nothing', async () => {
      for (const url of [
        `/api/kyc/documents/${document.id}`,
        `/api/kyc/documents/${document.id}/file`,
        `/api/kyc/files/${document.path}`,
        '/api/kyc/documents/00000000-0000-4000-8000-000000000000/file',
        '/api/kyc/files/profile_documents/..%2F..%2Fetc%2Fpasswd',
        `/api/kyc/files/profile_documents/${tenant.userId}/selfie/..%2F..%2F..%2F..%2Fpackage.json`,
        '/api/kyc/documents/not-a-uuid',
      ]) {
        const res = await t.request(url, as(stranger));
        expect(res.status, url).toBe(404);
        expect((await res.json()).error.message, url).toBe('Document not found');
      }
      const del = await t.request(`/api/kyc/documents/${document.id}`, as(stranger, { method: 'DELETE' }));
      expect(del.status).toBe(404);
      expect(await t.storage.head(document.path)).not.toBeNull();
    });

    it('lets a superadmin read anyone’s document, inline, and writes every view to the audit log', async () => {
      const res = await t.request(`/api/kyc/documents/${document.id}/file?disposition=inline`, as(admin));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
      await res.arrayBuffer();
      const views = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, document.id), eq(auditEvents.action, 'kyc_document.viewed')));
      expect(views.map((view) => view.actorUserId)).toContain(admin.userId);
      expect(views.map((view) => view.actorUserId)).toContain(tenant.userId);
      const adminView = views.find((view) => view.actorUserId === admin.userId)!;
      expect(adminView).toMatchObject({
        subjectType: 'kyc_document',
        details: { ownerUserId: tenant.userId },
      });
      expect(adminView.createdAt).toBeInstanceOf(Date);
    });

    it('needs a session to read', async () => {
      expect((await t.request('/api/kyc/documents')).status).toBe(401);
      expect((await t.request(`/api/kyc/documents/${document.id}/file`)).status).toBe(401);
    });
  });

  describe('deleting', () => {
    it('removes the owner’s pending document and its object; an approved one stays', async () => {
      const user = await signedInAs(t, 'tenant');
      const doc = (await (await upload(user, 'id_front', jpeg())).json()) as KycDocument;
      const res = await t.request(`/api/kyc/documents/${doc.id}`, as(user, { method: 'DELETE' }));
      expect(res.status).toBe(204);
      expect(await rowsOf(user.userId)).toHaveLength(0);
      expect(await t.storage.head(doc.path)).toBeNull();

      const kept = (await (await upload(user, 'id_back', png())).json()) as KycDocument;
      await t.request(`/api/kyc/documents/${kept.id}/approve`, as(admin, { method: 'POST' }));
      const refused = await t.request(`/api/kyc/documents/${kept.id}`, as(user, { method: 'DELETE' }));
      expect(refused.status).toBe(409);
      expect(await t.storage.head(kept.path)).not.toBeNull();
    });

    it('refuses to replace an approved document and removes the object it had just stored', async () => {
      const user = await signedInAs(t, 'tenant');
      const doc = (await (await upload(user, 'selfie', jpeg())).json()) as KycDocument;
      await t.request(`/api/kyc/documents/${doc.id}/approve`, as(admin, { method: 'POST' }));
      const res = await upload(user, 'selfie', png());
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(kycMessages.alreadyApproved);
      expect(storedKeys().filter((key) => key.includes(user.userId))).toEqual([doc.path]);
    });

    if (driver === 's3') {
      it('records an object whose removal failed for the cleanup sweep, never leaving a row without object', async () => {
        const user = await signedInAs(t, 'tenant');
        const first = (await (await upload(user, 'id_front', jpeg())).json()) as KycDocument;
        standIn!.failNext('DELETE', 3);
        const second = (await (await upload(user, 'id_front', png())).json()) as KycDocument;
        expect(await t.storage.head(second.path)).not.toBeNull();
        const orphans = await t.database.db
          .select()
          .from(storageOrphans)
          .where(eq(storageOrphans.objectKey, first.path));
        expect(orphans).toHaveLength(1);
      });
    }
  });

  describe('completing verification', () => {
    it('refuses without the ID front, ID back and selfie', async () => {
      const user = await signedInAs(t, 'tenant');
      await upload(user, 'id_front', jpeg());
      const res = await t.request('/api/kyc/submit', as(user, { method: 'POST' }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.message).toBe(
        'Incomplete verification: Please upload all required documents before proceeding',
      );
      expect(body.error.missing).toEqual(['id_back', 'selfie']);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, user.userId));
      expect(row!.n).toBe(0);
      expect((await t.request('/api/kyc/submit', { method: 'POST' })).status).toBe(401);
    });

    it('records the submission and sends tenants to link their property, others to the dashboard', async () => {
      const user = await signedInAs(t, 'tenant');
      for (const [category, file] of [
        ['id_front', jpeg()],
        ['id_back', png()],
        ['selfie', jpeg('me.jpg')],
      ] as const) {
        expect((await upload(user, category, file)).status).toBe(201);
      }
      const res = await t.request('/api/kyc/submit', as(user, { method: 'POST' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ next: '/tenant-property-link' });
      const overview = (await (await t.request('/api/kyc/documents', as(user))).json()) as KycOverview;
      expect(overview.submittedAt).not.toBeNull();

      const owner = await signedInAs(t, 'landlord');
      for (const [category, file] of [
        ['id_front', jpeg()],
        ['id_back', png()],
        ['selfie', jpeg('me.jpg')],
      ] as const) {
        await upload(owner, category, file);
      }
      const ownerRes = await t.request('/api/kyc/submit', as(owner, { method: 'POST' }));
      expect(await ownerRes.json()).toMatchObject({ next: '/dashboard' });
    });

    it('takes five submissions an hour, counting only the accepted ones', async () => {
      const user = await signedInAs(t, 'tenant');
      // Refused for missing documents: these do not count.
      for (let i = 0; i < 6; i += 1) {
        expect((await t.request('/api/kyc/submit', as(user, { method: 'POST' }))).status).toBe(400);
      }
      for (const [category, file] of [
        ['id_front', jpeg()],
        ['id_back', png()],
        ['selfie', jpeg('me.jpg')],
      ] as const) {
        expect((await upload(user, category, file)).status).toBe(201);
      }
      for (let i = 0; i < 5; i += 1) {
        expect((await t.request('/api/kyc/submit', as(user, { method: 'POST' }))).status).toBe(200);
      }
      const limited = await t.request('/api/kyc/submit', as(user, { method: 'POST' }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, user.userId));
      expect(row!.n).toBe(5);
    });
  });

  describe('reviewing', () => {
    let applicant: TestUser;
    let front: KycDocument;
    let back: KycDocument;

    beforeAll(async () => {
      applicant = await signedInAs(t, 'tenant', { first_name: 'Baraka', last_name: 'Otieno' });
      front = (await (await upload(applicant, 'id_front', jpeg())).json()) as KycDocument;
      back = (await (await upload(applicant, 'id_back', png())).json()) as KycDocument;
      await upload(applicant, 'selfie', jpeg('me.jpg'));
      await t.request('/api/kyc/submit', as(applicant, { method: 'POST' }));
    });

    it('is for superadmins only', async () => {
      expect((await t.request('/api/kyc/review-queue', as(tenant))).status).toBe(403);
      expect(
        (await t.request(`/api/kyc/documents/${front.id}/approve`, as(tenant, { method: 'POST' }))).status,
      ).toBe(403);
      expect(
        (await t.request(`/api/kyc/documents/${front.id}/approve`, as(applicant, { method: 'POST' }))).status,
      ).toBe(403);
      expect((await t.request('/api/kyc/review-queue')).status).toBe(401);
    });

    it('lists submissions oldest first with every document', async () => {
      const res = await t.request('/api/kyc/review-queue', as(admin));
      expect(res.status).toBe(200);
      const { submissions } = (await res.json()) as { submissions: KycReviewSubmission[] };
      const times = submissions.map((entry) => entry.submittedAt);
      expect([...times].sort()).toEqual(times);
      const mine = submissions.find((entry) => entry.user.id === applicant.userId)!;
      expect(mine.user).toMatchObject({
        name: 'Baraka Otieno',
        email: applicant.email,
        accountType: 'tenant',
      });
      expect(mine.documents.map((d) => d.category)).toEqual(['id_front', 'id_back', 'selfie']);
    });

    it('approves one and rejects another with a reason the user sees, all audited', async () => {
      const approved = await t.request(
        `/api/kyc/documents/${front.id}/approve`,
        as(admin, { method: 'POST' }),
      );
      expect(approved.status).toBe(200);
      expect(await approved.json()).toMatchObject({ status: 'approved', rejectionReason: null });

      const noReason = await t.request(
        `/api/kyc/documents/${back.id}/reject`,
        as(admin, { method: 'POST', json: { reason: '  ' } }),
      );
      expect(noReason.status).toBe(400);
      const rejected = await t.request(
        `/api/kyc/documents/${back.id}/reject`,
        as(admin, {
          method: 'POST',
          json: { reason: 'The photo is blurred; the ID number cannot be read.' },
        }),
      );
      expect(rejected.status).toBe(200);
      const again = await t.request(`/api/kyc/documents/${back.id}/approve`, as(admin, { method: 'POST' }));
      expect(again.status).toBe(409);

      const overview = (await (await t.request('/api/kyc/documents', as(applicant))).json()) as KycOverview;
      const byCategory = Object.fromEntries(overview.documents.map((d) => [d.category, d]));
      expect(byCategory.id_front).toMatchObject({ status: 'approved' });
      expect(byCategory.id_back).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The photo is blurred; the ID number cannot be read.',
      });
      expect(byCategory.id_back!.reviewedAt).not.toBeNull();

      const [row] = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.id, back.id));
      expect(row!.reviewerId).toBe(admin.userId);

      const trail = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, admin.userId));
      const actions = trail.map((event) => `${event.action}:${event.subjectId}`);
      expect(actions).toContain(`kyc_document.approved:${front.id}`);
      expect(actions).toContain(`kyc_document.rejected:${back.id}`);
      expect(trail.find((event) => event.action === 'kyc_document.rejected')!.details).toMatchObject({
        reason: 'The photo is blurred; the ID number cannot be read.',
      });
    });

    it('lets the user upload a rejected category again, pending once more', async () => {
      const res = await upload(applicant, 'id_back', png('clearer.png'));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        status: 'pending',
        rejectionReason: null,
        fileLabel: 'clearer.png',
      });
    });

    it('leaves the audit log without any route to change it', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        const res = await t.request('/api/kyc/audit-events', as(admin, { method }));
        expect(res.status).toBe(404);
      }
    });
  });
});
