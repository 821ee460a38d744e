import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { docxOf, pdfOf } from '../test/documents.ts';
import { EXTRACT_TEXTS } from '../lib/knowledge/extract.ts';
import { closeWorkPools, runTask, TASK_LIMITS, WorkLimitError, WorkRefusal } from './pool.ts';

afterAll(() => closeWorkPools());

/** A PDF whose one content stream unpacks to `bytes` of text-drawing operators. */
function packedPdf(bytes: number): Buffer {
  const stream = deflateSync(Buffer.alloc(bytes, 'BT (x) Tj ET\n'), { level: 9 });
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
      `4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
    'latin1',
  );
  return Buffer.concat([
    head,
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A thread's first task loads its readers (pdf.js among them): slow on a busy machine. */
const SLOW = { timeout: 120_000 };

describe('the work pool', () => {
  it('reads a document off the event loop', SLOW, async () => {
    const { chunks } = await runTask('readDocument', {
      mimetype: 'application/pdf',
      bytes: pdfOf(['The ferry leaves at seven.']),
    });
    expect(chunks.join(' ')).toContain('The ferry leaves at seven.');
    const docx = await runTask('readDocument', {
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: docxOf(['The shop sells maps.']),
    });
    expect(docx.chunks.join(' ')).toContain('The shop sells maps.');
  });

  it('passes a refusal on in our words', SLOW, async () => {
    const refused = runTask('readDocument', { mimetype: 'application/pdf', bytes: packedPdf(300 * 2 ** 20) });
    await expect(refused).rejects.toBeInstanceOf(WorkRefusal);
    await expect(refused).rejects.toThrow(EXTRACT_TEXTS.unpacksTooLarge('PDF'));
  });

  it('ends a task over its time limit, and the next task runs', SLOW, async () => {
    const limit = TASK_LIMITS.readDocument.timeMs;
    TASK_LIMITS.readDocument.timeMs = 1;
    try {
      const ended = runTask('readDocument', { mimetype: 'application/pdf', bytes: pdfOf(['Slow.']) });
      await expect(ended).rejects.toBeInstanceOf(WorkLimitError);
      await expect(ended).rejects.toMatchObject({ limit: 'time' });
    } finally {
      TASK_LIMITS.readDocument.timeMs = limit;
    }
    const { chunks } = await runTask('readDocument', {
      mimetype: 'text/markdown',
      bytes: Buffer.from('Hello.'),
    });
    expect(chunks).toEqual(['Hello.']);
  });
});
