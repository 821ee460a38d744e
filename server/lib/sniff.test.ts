import { describe, expect, it } from 'vitest';
import { sniffImageType, SNIFF_BYTES } from './sniff.ts';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType', () => {
  it('recognises PNG by its eight-byte signature', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
  });

  it('refuses a PNG signature with a damaged line-ending check', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0d, 0, 0, 0, 13))).toBeNull();
  });

  it('recognises JPEG (SOI followed by a marker)', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0, 1))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 'Exif', 0, 0))).toBe('image/jpeg');
  });

  it('recognises both GIF versions', () => {
    expect(sniffImageType(bytes('GIF87a', 1, 0, 1, 0, 0, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0, 0, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF88a', 1, 0, 1, 0, 0, 0))).toBeNull();
  });

  it('recognises WebP only inside a RIFF container', () => {
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeNull();
  });

  it('refuses other files whatever they claim to be', () => {
    expect(sniffImageType(bytes('<svg xmlns="'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7\n%\xe2'))).toBeNull();
    expect(sniffImageType(bytes('<html><body>'))).toBeNull();
    expect(sniffImageType(bytes(0x50, 0x4b, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0))).toBeNull();
  });

  it('refuses inputs too short to hold a signature', () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEB'))).toBeNull();
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    expect(SNIFF_BYTES).toBe(12);
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WEBP').subarray(0, SNIFF_BYTES))).toBe('image/webp');
  });
});
