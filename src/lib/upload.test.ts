import { describe, expect, it } from 'vitest';
import {
  ADULT_CONTENT_REPLY,
  PROFILE_PICTURE_MAX_BYTES,
  checkSingleImage,
  classifyUploadFailure,
  formatMegabytes,
} from './upload';

const image = (size: number, type = 'image/png') => ({ size, type });

describe('profile picture size limit', () => {
  it('is 5242880 bytes', () => {
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(5242880);
  });

  it('accepts an image of exactly the limit and refuses one byte more', () => {
    expect(checkSingleImage([image(5242880)])).toBe('none');
    expect(checkSingleImage([image(5242881)])).toBe('too-large');
  });

  it('accepts a single image only', () => {
    expect(checkSingleImage([])).toBe('count');
    expect(checkSingleImage([image(1), image(1)])).toBe('count');
    expect(checkSingleImage([image(10, 'application/pdf')])).toBe('not-image');
  });

  it('honours another limit when given', () => {
    expect(checkSingleImage([image(1001)], 1000)).toBe('too-large');
  });

  it('formats megabytes', () => {
    expect(formatMegabytes(5242880)).toBe('5.0 MB');
    expect(formatMegabytes(7_340_032)).toBe('7.0 MB');
  });
});

describe('classifyUploadFailure', () => {
  it('recognises the adult-content refusal and nothing else', () => {
    expect(classifyUploadFailure(ADULT_CONTENT_REPLY)).toBe('adult-content');
    expect(classifyUploadFailure('  error: adult content\n')).toBe('adult-content');
    expect(classifyUploadFailure('Payload too large')).toBe('unknown');
    expect(classifyUploadFailure('')).toBe('unknown');
  });
});
