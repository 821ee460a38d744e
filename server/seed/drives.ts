/**
 * Demo drive content (owner-console.md §7 Drives and content): a few images, a markdown note and a short
 * real WebM clip (recorded once from a canvas in Chromium, kept in `assets/`) in demo-premium and
 * demo-business, so /browsedrive has folders with files to open on first start. The note is a Knowledge Base
 * document, indexed here as an upload would be, so the metaverses' agents can quote it from the first start.
 * Without a blob folder (in-memory tests) no content rows are written, since they would point at missing bytes.
 */
import { readFileSync } from 'node:fs';
import type { Queryable } from '../db/connection.ts';
import { chunkText } from '../lib/knowledge/chunk.ts';
import { createKnowledgeRepository } from '../repositories/knowledge-repository.ts';
import { isDocumentType } from '../routes/entities/support-docs.ts';
import { demoUserId } from './demo-accounts.ts';
import { blobId, gradientPng, writeBlob } from './demo-files.ts';
import { stableId } from './random.ts';

interface DemoContent {
  folder: 'uploads' | 'videos';
  name: string;
  mimetype: string;
  bytes: Buffer;
}

const NOTE = `# Welcome to your metaverse drive

Files uploaded here can be used in your worlds:

- **Images** for posters and galleries
- **Videos** for in-world screens
- **Documents** (.md, .pdf, .docx) for the Knowledge Base
`;

function demoContent(): DemoContent[] {
  return [
    {
      folder: 'uploads',
      name: 'lobby-poster.png',
      mimetype: 'image/png',
      bytes: gradientPng(128, [20, 40, 120], [240, 180, 60]),
    },
    {
      folder: 'uploads',
      name: 'gallery-wall.png',
      mimetype: 'image/png',
      bytes: gradientPng(128, [120, 20, 60], [40, 200, 180]),
    },
    {
      folder: 'uploads',
      name: 'stage-backdrop.png',
      mimetype: 'image/png',
      bytes: gradientPng(128, [10, 10, 10], [200, 200, 255]),
    },
    {
      folder: 'uploads',
      name: 'welcome.md',
      mimetype: 'text/markdown; charset=utf-8',
      bytes: Buffer.from(NOTE),
    },
    {
      folder: 'videos',
      name: 'welcome-clip.webm',
      mimetype: 'video/webm',
      bytes: readFileSync(new URL('./assets/demo-clip.webm', import.meta.url)),
    },
  ];
}

/** Seeds the demo drive content; a no-op without a blob folder. */
export async function seedDemoDrives(q: Queryable, now: Date, blobDir: string | undefined): Promise<void> {
  if (!blobDir) return;
  const files = demoContent();
  for (const file of files) writeBlob(blobDir, blobId(file.bytes), file.bytes);
  await q.query(
    `INSERT INTO blobs (id, content_type, size, created)
     SELECT id, type, size, $4::timestamptz FROM unnest($1::text[], $2::text[], $3::bigint[]) AS b (id, type, size)
     ON CONFLICT (id) DO NOTHING`,
    [
      files.map((f) => blobId(f.bytes)),
      files.map((f) => f.mimetype),
      files.map((f) => f.bytes.length),
      now.toISOString(),
    ],
  );
  const owner = demoUserId('owner@demo.test');
  const { rows } = await q.query<{ id: string; uri: string }>(
    `SELECT id, doc->>'uri' AS uri FROM domains WHERE doc->>'uri' = ANY($1::text[])`,
    [['demo-premium', 'demo-business']],
  );
  const knowledge = createKnowledgeRepository(q);
  for (const domain of rows) {
    for (const [index, file] of files.entries()) {
      // Older files first, a minute apart, so the newest-first listing has a stable order.
      const created = new Date(now.getTime() - (files.length - index) * 60_000);
      const id = stableId('content', `${domain.uri}/${file.name}`);
      await q.query(
        `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader, created)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          domain.id,
          file.folder,
          file.name,
          file.mimetype,
          file.bytes.length,
          blobId(file.bytes),
          owner,
          created.toISOString(),
        ],
      );
      // Our own Markdown: its text is the file, read here instead of in the work pool uploads go through.
      if (file.folder === 'uploads' && isDocumentType(file.mimetype)) {
        await knowledge.setStatus(id, domain.id, 'queued');
        const chunks = chunkText(file.bytes.toString('utf8')).map((text) => ({ text }));
        await knowledge.replaceChunks(id, domain.id, chunks);
      }
    }
  }
}
