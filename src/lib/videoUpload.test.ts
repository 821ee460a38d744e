import { describe, expect, it } from 'vitest';
import {
  chunkRanges,
  uploadingProgress,
  VIDEO_CHUNK_BYTES,
  VIDEO_PROGRESS,
  VIDEO_STATUS_POLL_MS,
} from './videoUpload';

describe('chunkRanges', () => {
  it('cuts a 12 MB file into 5242880-byte chunks with inclusive Content-Range ends', () => {
    const size = 12 * 1_048_576;
    const ranges = chunkRanges(size);
    expect(ranges.map((r) => r.header)).toEqual([
      `bytes 0-5242879/${size}`,
      `bytes 5242880-10485759/${size}`,
      `bytes 10485760-12582911/${size}`,
    ]);
    expect(VIDEO_CHUNK_BYTES).toBe(5_242_880);
  });
  it('resumes from an offset, and gives one chunk for a small file and none for an empty one', () => {
    expect(chunkRanges(12_000_000, 5_242_880)[0].start).toBe(5_242_880);
    expect(chunkRanges(10)).toEqual([{ start: 0, end: 10, header: 'bytes 0-9/10' }]);
    expect(chunkRanges(0)).toEqual([]);
  });
});

describe('upload progress figures', () => {
  it('runs from 0.1 to 0.75 while uploading, then 0.8, 0.9 and 1', () => {
    expect(uploadingProgress(0, 100)).toBeCloseTo(0.1);
    expect(uploadingProgress(50, 100)).toBeCloseTo(0.425);
    expect(uploadingProgress(100, 100)).toBeCloseTo(0.75);
    expect(uploadingProgress(200, 100)).toBeCloseTo(0.75);
    expect(VIDEO_PROGRESS).toEqual({ start: 0.1, uploaded: 0.75, processed: 0.8, polling: 0.9, done: 1 });
    expect(VIDEO_STATUS_POLL_MS).toBe(10_000);
  });
});
