/**
 * The hostile corpus against the work pool's tasks: each file is refused in our words, or ended by a limit of
 * the pool, and the event loop of this process stays free meanwhile (its delay is watched, not timed).
 */
import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTRACT_TEXTS } from '../lib/knowledge/extract.ts';
import { MESSAGES } from '../lib/messages.ts';
import { ZIP_TEXTS } from '../lib/zip-images.ts';
import { ICON_ARCHIVE_MAX_RATIO, IMAGE_MAX_BYTES } from '../../common/limits.ts';
import {
  billionLaughsDocx,
  compressedStreamPdf,
  docxBomb,
  hugeImage,
  nestedPdf,
  xxeDocx,
  zipBomb,
} from '../test/hostile-files.ts';
import { closeWorkPools, runTask } from './pool.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SLOW = { timeout: 300_000 };
let dir = '';

afterAll(async () => {
  await closeWorkPools();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  dir ||= await mkdtemp(join(tmpdir(), 'hostile-'));
  const file = join(dir, name);
  await writeFile(file, bytes);
  return file;
}

const read = (mimetype: string, bytes: Buffer) => runTask('readDocument', { mimetype, bytes });

describe('hostile documents', () => {
  it('refuses a PDF whose stream unpacks to a gigabyte, through two Flate layers', SLOW, async () => {
    await expect(read('application/pdf', await compressedStreamPdf())).rejects.toThrow(
      EXTRACT_TEXTS.unpacksTooLarge('PDF'),
    );
  });

  it('refuses a DOCX that unpacks to 300 MB', SLOW, async () => {
    await expect(read(DOCX, await docxBomb())).rejects.toThrow(EXTRACT_TEXTS.unpacksTooLarge('DOCX'));
  });

  it('refuses a DOCX declaring entities, external or nested', SLOW, async () => {
    await expect(read(DOCX, xxeDocx())).rejects.toThrow(EXTRACT_TEXTS.declaresEntities);
    await expect(read(DOCX, billionLaughsDocx())).rejects.toThrow(EXTRACT_TEXTS.declaresEntities);
  });

  it('refuses a PDF nested 100,000 deep before pdf.js builds it', SLOW, async () => {
    await expect(read('application/pdf', nestedPdf())).rejects.toThrow(EXTRACT_TEXTS.nestsTooDeep);
  });
});

describe('hostile pictures and archives', () => {
  it('refuses a 16384 × 16384 picture before decoding its pixels', SLOW, async () => {
    const file = await fileOf('huge.png', await hugeImage());
    await expect(runTask('checkImage', { file })).rejects.toThrow(MESSAGES.imageTooManyPixels);
  });

  it('refuses zip bombs', SLOW, async () => {
    const limits = {
      maxEntries: 500,
      maxTotalBytes: 100 * 2 ** 20,
      maxEntryBytes: IMAGE_MAX_BYTES,
      maxRatio: ICON_ARCHIVE_MAX_RATIO,
      formats: ['png', 'jpeg'],
    };
    for (const kind of ['understated', 'ratio', 'overlapping'] as const) {
      const file = await fileOf(`${kind}.zip`, await zipBomb(kind));
      await expect(runTask('readZipImages', { file, limits }), kind).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    const overlapping = await fileOf('overlapping-again.zip', await zipBomb('overlapping'));
    await expect(runTask('readZipImages', { file: overlapping, limits })).rejects.toThrow(
      ZIP_TEXTS.overlapping,
    );
  });
});
