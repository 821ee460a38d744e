/**
 * A metaverse's content files (owner-console.md §7 Drives and content): uploads counted against the plan's
 * storage allowance, deletion, and the storage figures. Bodies stream to disk; nothing is buffered. Who may
 * change them (the owner, managers and superusers: `MANAGES_CONTENT`) is declared in the contract.
 */
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { queueIfDocument } from '../../lib/knowledge/index.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { sniffContentType } from '../../providers/drives/file-inspector.ts';
import { storageAllowance, storageFullMessage } from '../../providers/drives/storage.ts';
import { receiveToTemp } from '../../providers/drives/temp-file.ts';
import { contentItem, type ContentRepository } from '../../repositories/content-repository.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { grantedDomain } from '../../authz/index.ts';
import { slotRefusal, slotTakes } from '../../../common/styleRules.ts';
import { effectivePlanType } from '../metaverses/access.ts';
import { isDocumentType } from '../entities/support-docs.ts';
import { DRIVE_TEXTS } from '../drives/texts.ts';
import type { HandlerMap } from '../types.ts';

/** Used bytes and the plan's allowance. */
export async function storageOf(
  content: ContentRepository,
  domain: DomainDoc,
): Promise<{ used: number; available: number }> {
  // The plan in force: an expired trial that was never activated stores like the free plan.
  const available = storageAllowance(effectivePlanType(domain, new Date()));
  return { used: await content.used(domain.id), available };
}

function declaredLength(header: string | undefined): number | undefined {
  const value = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

export const contentHandlers = {
  async uploadContent(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const body = request.body;
    if (!(body instanceof Readable)) throw new HttpError(415, DRIVE_TEXTS.notAllowedType);
    const { used, available } = await storageOf(app.repos.content, domain);
    const remaining = available - used;
    const length = declaredLength(request.headers['content-length']);
    const tooLarge = (needed: number) => new HttpError(413, storageFullMessage(needed, remaining, available));
    if (length !== undefined && length > remaining) throw tooLarge(length);

    const upload = await receiveToTemp(body, app.blobs.tmpDir(), Math.max(0, remaining), () =>
      tooLarge(remaining + 1),
    );
    try {
      if (upload.size === 0) throw new HttpError(400, DRIVE_TEXTS.emptyFile);
      const name = request.query.name;
      const mimetype = sniffContentType(upload.head, name);
      if (!mimetype) throw new HttpError(415, DRIVE_TEXTS.notAllowedType);
      const { only } = request.query;
      if (only === 'documents' && !isDocumentType(mimetype))
        throw new HttpError(415, DRIVE_TEXTS.onlyDocuments);
      if ((only === 'images' || only === 'media') && !slotTakes(only, mimetype))
        throw new HttpError(415, slotRefusal(only));
      const created = !(await app.blobs.has(upload.sha256));
      const blob = await app.blobs.adoptFile(upload.file, upload.sha256, mimetype, upload.size);
      const row = await app.db
        .transaction(async (tx) => {
          const { content } = createRepositories(tx);
          await content.lockDomain(domain.id);
          // Another upload may have finished meanwhile: the allowance is checked again under the lock.
          const nowUsed = await content.used(domain.id);
          if (nowUsed + upload.size > available) {
            throw new HttpError(413, storageFullMessage(upload.size, available - nowUsed, available));
          }
          return content.insert({
            id: newId(),
            domainId: domain.id,
            folder: mimetype.startsWith('video/') ? 'videos' : 'uploads',
            name,
            mimetype,
            size: upload.size,
            blobId: blob.id,
            uploader: user.id,
          });
        })
        .catch(async (error: unknown) => {
          // A blob this upload added and that is now refused would otherwise sit on disk unreferenced.
          if (created) await app.blobs.remove(blob.id);
          throw error;
        });
      // A support document goes into the metaverse's Knowledge Base.
      if (row.folder === 'uploads')
        await queueIfDocument(app, { id: row.id, domain_id: domain.id, mimetype });
      return contentItem(row, domain.uri);
    } finally {
      await rm(upload.file, { force: true });
    }
  },

  async deleteContent(request) {
    const app = request.server;
    const { domain } = grantedDomain(request);
    const removed = await app.repos.content.remove(domain.id, request.params.id);
    if (!removed) throw notFound(DRIVE_TEXTS.contentNotFound);
    return storageOf(app.repos.content, domain);
  },

  async getContentStorage(request) {
    const app = request.server;
    const { domain } = grantedDomain(request);
    return storageOf(app.repos.content, domain);
  },
} satisfies HandlerMap;
