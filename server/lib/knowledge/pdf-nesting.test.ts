import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestedPdf } from '../../test/hostile-files.ts';
import { checkPdfSyntax, EXTRACT_TEXTS } from './extract.ts';
import { NestingScanner, pdfSyntaxWithin } from './pdf-nesting.ts';

const deepest = (text: string | Buffer, inlinePictures = false) => {
  const scanner = new NestingScanner(inlinePictures);
  scanner.feed(typeof text === 'string' ? Buffer.from(text, 'latin1') : text, Infinity);
  return scanner.deepest;
};

describe('how deep a PDF nests', () => {
  it('counts arrays and dictionaries', () => {
    expect(deepest('<< /Kids [ 1 0 R [ 2 ] ] /Sub << /A [ ] >> >>')).toBe(3);
    expect(deepest('/MediaBox [0 0 612 792]')).toBe(1);
  });

  it('does not count brackets in strings, hex strings and comments', () => {
    expect(deepest('[ (a [[[ \\) (( ]]] ) ) ]')).toBe(1);
    expect(deepest('[ <48656C6C6F> <> ]')).toBe(1);
    expect(deepest('% [[[[[[\n[ ]')).toBe(1);
  });

  it('skips an inline picture of a content stream, whatever bytes it holds', () => {
    const picture = Buffer.concat([
      Buffer.from('q BI /W 8 /H 8 /BPC 8 /CS /G ID '),
      Buffer.alloc(64, '['),
      Buffer.from(' EI Q [ ]'),
    ]);
    expect(deepest(picture, true)).toBe(1);
    // The trailer's /ID is a name, not the operator.
    expect(deepest('<< /ID [<01> <02>] >>', true)).toBe(2);
  });

  it('reads across chunks', () => {
    const scanner = new NestingScanner();
    for (const piece of ['<', '< /A [', ' (x', ' ]) ', '<', '<>> >>']) scanner.feed(Buffer.from(piece));
    expect(scanner.deepest).toBe(3);
  });

  it('reads the same as byte by byte, however the bytes are chunked', () => {
    // The byte-by-byte reading the runs it passes over must agree with: every byte through `read`.
    const byteByByte = (bytes: Uint8Array, inlinePictures: boolean) => {
      const scanner = new NestingScanner(inlinePictures);
      const read = (scanner as unknown as { read(byte: number): void }).read.bind(scanner);
      for (const byte of bytes) read(byte);
      return scanner.deepest;
    };
    const syntax = fc.constantFrom(...'[]<>()\\%\n\r \0IDEaB'.split('').map((c) => c.charCodeAt(0)));
    fc.assert(
      fc.property(
        fc.array(syntax, { maxLength: 200 }),
        fc.array(fc.nat(200), { maxLength: 6 }),
        fc.boolean(),
        (codes, cuts, inlinePictures) => {
          const bytes = Uint8Array.from(codes);
          const scanner = new NestingScanner(inlinePictures);
          let from = 0;
          for (const cut of [
            ...cuts.map((c) => Math.min(c, bytes.length)).sort((a, b) => a - b),
            bytes.length,
          ]) {
            scanner.feed(bytes.subarray(from, Math.max(from, cut)), Infinity);
            from = Math.max(from, cut);
          }
          expect(scanner.deepest).toBe(byteByByte(bytes, inlinePictures));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("leaves a file's stream bytes to the stream scan, and refuses nesting past the limit", () => {
    const file = (inside: string) =>
      Buffer.from(`1 0 obj << /Length 9 >>\nstream\n${inside}\nendstream\nendobj [ ]`, 'latin1');
    expect(pdfSyntaxWithin(file('[[[[[[[[[[[['), 3)).toBe(true);
    expect(pdfSyntaxWithin(Buffer.from('[[[[ ]]]]'), 3)).toBe(false);
    // "stream" inside a string starts no stream bytes.
    expect(pdfSyntaxWithin(Buffer.from('(a stream\n) [[[[ ]]]] endstream'), 3)).toBe(false);
  });

  it('refuses a PDF nested deep in its page or in a content stream, before pdf.js reads it', async () => {
    await expect(checkPdfSyntax(nestedPdf(100_000))).rejects.toThrow(EXTRACT_TEXTS.nestsTooDeep);
    const content = deflateSync(Buffer.from(`${'[ '.repeat(1000)}${'] '.repeat(1000)}`));
    const pdf = Buffer.concat([Buffer.from('<< >>\nstream\n'), content, Buffer.from('\nendstream\n')]);
    await expect(checkPdfSyntax(pdf)).rejects.toThrow(EXTRACT_TEXTS.nestsTooDeep);
  });
});
