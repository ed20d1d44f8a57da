import { eq } from 'drizzle-orm';
import { privacyTexts } from '@common/privacy/privacy-texts';
import { requireSignedIn, type ServiceContext } from '../../context';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
import { personalDataSections, readKycDocuments } from './personal-data-sections';
import { zipStream, type ArchiveEntry } from './zip-stream';

/** An archive takes every table and file of the account: a few an hour are plenty for a person. */
export const dataExportLimit = { limit: 3, windowSeconds: 60 * 60 } as const;

export interface DataExport {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

const encoder = new TextEncoder();

/**
 * POST /api/privacy/data-export: the signed-in user's data as one .zip (right of access, Data Protection Act
 * 2019 s. 26): a JSON file per section, read in one transaction so the files agree with each other, and their
 * stored document files under documents/. Audited.
 */
export async function exportMyData(ctx: ServiceContext): Promise<DataExport> {
  const actor = requireSignedIn(ctx);
  await consumeRateLimit(
    ctx.db,
    { key: `data-export:${actor.userId}`, ...dataExportLimit, message: privacyTexts.exportsLimited },
    ctx.now(),
  );
  const exportedAt = ctx.now();
  const { sections, documents } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    const subject = { userId: actor.userId, email: user.email };
    const read = [];
    for (const section of personalDataSections)
      read.push({ name: section.name, data: await section.read(tx, subject) });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'account.data_exported',
      subjectType: 'account',
      subjectId: actor.userId,
    });
    return { sections: read, documents: await readKycDocuments(tx, subject) };
  });
  const entries: ArchiveEntry[] = [
    ...sections.map(({ name, data }) => ({
      name: `${name}.json`,
      bytes: encoder.encode(JSON.stringify({ exportedAt, [name]: data }, null, 2)),
    })),
    ...documents.map((document) => ({
      // The storage key ends in the server's own random name and extension: safe inside an archive.
      name: `documents/${document.documentCategory}-${document.documentPath.split('/').pop()}`,
      open: async () => (await ctx.storage.get(document.documentPath))?.body ?? null,
    })),
  ];
  ctx.logger.info({ userId: actor.userId, documents: documents.length }, 'personal data exported');
  return { fileName: `abode-my-data-${exportedAt.toISOString().slice(0, 10)}.zip`, body: zipStream(entries) };
}
