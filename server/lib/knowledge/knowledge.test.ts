import { describe, expect, it } from 'vitest';
import { docxOf, pdfOf } from '../../test/documents.ts';
import { chunkText, MAX_CHUNKS } from './chunk.ts';
import { deflateSync } from 'node:zlib';
import { checkPdfSyntax, DOCUMENT_LIMITS, EXTRACT_TEXTS, extractText, ExtractError } from './extract.ts';
import { combineRanks, cosine } from './rank.ts';

describe('chunking', () => {
  it('packs paragraphs up to the target and carries headings into their passages', () => {
    const text = '# Ferry\n\nLeaves every hour.\n\nTickets at the pier.\n\n# Shop\n\nSells maps.';
    const chunks = chunkText(text);
    expect(chunks[0]).toMatch(/^Ferry: Leaves every hour\.\s+Tickets at the pier\.$/);
    expect(chunks[1]).toBe('Shop: Sells maps.');
  });

  it('cuts long paragraphs at sentence ends, every passage within the target', () => {
    const sentence = 'The lighthouse keeper writes the weather in the log book every morning. ';
    const chunks = chunkText(sentence.repeat(40), 300);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(300);
      expect(chunk.endsWith('.')).toBe(true);
    }
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(sentence.repeat(40).trim());
  });

  it('cuts a sentence without ends at spaces, and stops at the most passages', () => {
    const chunks = chunkText('word '.repeat(500), 100);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunkText('Para.\n\n'.repeat(MAX_CHUNKS + 10), 5).length).toBe(MAX_CHUNKS);
  });
});

describe('ranking', () => {
  const hit = (id: string, rank: number) => ({ id, document: 'd.md', text: id, rank });
  const near = (id: string, similarity: number) => ({ id, document: 'd.md', text: id, similarity });

  it('ranks by text alone without vectors', () => {
    expect(combineRanks([hit('a', 0.15), hit('b', 0.3)], [], 5).map((r) => [r.id, r.score])).toEqual([
      ['b', 1],
      ['a', 0.5],
    ]);
  });

  it('weighs the scaled text rank and the similarity equally', () => {
    const ranked = combineRanks([hit('a', 0.2), hit('b', 0.1)], [near('b', 0.9), near('c', 0.8)], 2);
    // a: 0.5; b: 0.25 + 0.45 = 0.7; c: 0.4
    expect(ranked.map((r) => r.id)).toEqual(['b', 'a']);
    expect(ranked[0].score).toBeCloseTo(0.7);
  });

  it('computes cosine similarity', () => {
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(cosine([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
  });
});

describe('extraction', () => {
  it('reads Markdown, PDF and DOCX', async () => {
    expect(await extractText('text/markdown; charset=utf-8', Buffer.from('# Hi\n\nThere'))).toBe(
      '# Hi\n\nThere',
    );
    const pdf = await extractText(
      'application/pdf',
      pdfOf(['The ferry leaves at seven.', 'Tickets at the pier.']),
    );
    expect(pdf.replace(/\s+/g, ' ')).toContain('The ferry leaves at seven. Tickets at the pier.');
    const docx = await extractText(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxOf(['The shop sells maps.', 'And lanterns.']),
    );
    expect(docx).toContain('The shop sells maps.\n\nAnd lanterns.');
  });

  it('counts every Flate layer of a PDF stream, stopping at the limit, and a stream cut short', async () => {
    const stream = (bytes: Buffer) => Buffer.concat([Buffer.from('<< >>\nstream\n'), bytes]);
    const text = Buffer.alloc(1_000_000, 'BT (x) Tj ET\n');
    const limits = { ...DOCUMENT_LIMITS, pdfStreamBytes: 2_000_000, pdfUnpackedBytes: 3_000_000 };
    await expect(checkPdfSyntax(stream(deflateSync(text)), limits)).resolves.toBeUndefined();
    const twice = deflateSync(deflateSync(Buffer.alloc(2_500_000, 'BT (x) Tj ET\n')));
    await expect(checkPdfSyntax(stream(twice), limits)).rejects.toThrow(EXTRACT_TEXTS.unpacksTooLarge('PDF'));
    const cut = deflateSync(Buffer.alloc(2_500_000, 'BT (x) Tj ET\n'));
    await expect(checkPdfSyntax(stream(cut.subarray(0, cut.length - 8)), limits)).rejects.toThrow(
      EXTRACT_TEXTS.unpacksTooLarge('PDF'),
    );
  });

  it('refuses other types and unreadable documents', async () => {
    await expect(extractText('image/png', Buffer.from('x'))).rejects.toBeInstanceOf(ExtractError);
    await expect(extractText('application/pdf', Buffer.from('not a pdf'))).rejects.toThrow();
  });
});
