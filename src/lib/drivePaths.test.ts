import { describe, expect, it } from 'vitest';
import {
  canDeleteAt,
  canRemoveDrive,
  contentDomain,
  contentFolder,
  parentPath,
  refetchPageSize,
} from './drivePaths';

describe('drive paths', () => {
  it('allows deleting only files under uploads and videos', () => {
    expect(canDeleteAt('metaverses/demo-free/uploads/abc')).toBe(true);
    expect(canDeleteAt('metaverses/demo-free/videos/abc')).toBe(true);
    expect(canDeleteAt('photos/icon')).toBe(false);
    expect(canDeleteAt('metaverses/demo-free')).toBe(false);
    expect(canDeleteAt('metaverses/uploads')).toBe(false);
  });
  it('never removes the photos drive', () => {
    expect(canRemoveDrive('photos')).toBe(false);
    expect(canRemoveDrive('0123456789abcdef01234567')).toBe(true);
  });
  it('finds parent, domain and folder', () => {
    expect(parentPath('metaverses/demo-free/uploads')).toBe('metaverses/demo-free');
    expect(parentPath('photos')).toBe('');
    expect(contentDomain('metaverses/demo-free/videos')).toBe('demo-free');
    expect(contentDomain('photos')).toBeNull();
    expect(contentFolder('metaverses/demo-free/videos')).toBe('videos');
    expect(contentFolder('metaverses/demo-free')).toBeNull();
  });
});

describe('refetchPageSize', () => {
  it('asks for the loaded files plus a page of 200, at most 1000', () => {
    expect(refetchPageSize(0)).toBe(200);
    expect(refetchPageSize(400)).toBe(600);
    expect(refetchPageSize(950)).toBe(1000);
  });
});
